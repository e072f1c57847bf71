import { useStore } from '@nanostores/react'
import {
  $accessibleLibraries,
  $currentLibraryId,
  $uploadDrafts,
  $uploading,
  addUploadFiles,
  clearUploads,
  type PickedFile,
  uploadAll,
} from '@shelfkit/stores'
import { type DragEvent, useEffect, useState } from 'react'
import { Button } from '../ui/Button'
import { Field } from '../ui/Field'
import { pickedFromDrop, pickedFromInput } from './picked-files'
import { UploadItemForm } from './UploadItemForm'

/**
 * The upload page: pick a library and folder, drop or choose files or folders (one item per folder, details
 * guessed from folder names), then upload each item with its progress and result.
 */
export function UploadPage() {
  const libraries = useStore($accessibleLibraries)
  const currentId = useStore($currentLibraryId)
  const drafts = useStore($uploadDrafts)
  const uploading = useStore($uploading)
  const [chosenId, setChosenId] = useState<string | null>(null)
  const library = libraries.find((l) => l.id === (chosenId ?? currentId)) ?? libraries[0]
  const [folderId, setFolderId] = useState('')
  const folder = library?.folders.find((f) => f.id === folderId) ?? library?.folders[0]
  const isPodcast = library?.mediaType === 'podcast'
  const [dragging, setDragging] = useState(false)
  useEffect(() => clearUploads, [])

  const add = (picked: PickedFile[]) => addUploadFiles(picked, isPodcast)
  const drop = async (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    add(await pickedFromDrop(event.dataTransfer))
  }

  return (
    <div className="sk-content-page sk-upload-page">
      <h1 className="sk-page-header__title">Upload</h1>
      <div className="sk-form-row">
        <Field label="Library">
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={library?.id ?? ''}
              disabled={uploading}
              onChange={(event) => {
                setChosenId(event.target.value)
                setFolderId('')
              }}
            >
              {libraries.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Folder">
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={folder?.id ?? ''}
              disabled={uploading}
              onChange={(event) => setFolderId(event.target.value)}
            >
              {library?.folders.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.fullPath}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <section
        className={`sk-upload-drop${dragging ? ' sk-upload-drop--over' : ''}`}
        aria-label="Files to upload"
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => void drop(event)}
      >
        <p>Drop files or folders here, or choose them.</p>
        <label className="sk-button sk-button--secondary">
          Choose files
          <input
            type="file"
            multiple
            className="sk-visually-hidden"
            onChange={(event) => {
              add(pickedFromInput(event.target.files))
              event.target.value = ''
            }}
          />
        </label>
        <label className="sk-button sk-button--secondary">
          Choose a folder
          <input
            type="file"
            multiple
            className="sk-visually-hidden"
            ref={(input) => input?.setAttribute('webkitdirectory', '')}
            onChange={(event) => {
              add(pickedFromInput(event.target.files))
              event.target.value = ''
            }}
          />
        </label>
      </section>
      {drafts.map((draft) => (
        <UploadItemForm key={draft.key} draft={draft} isPodcast={isPodcast} />
      ))}
      {drafts.length ? (
        <div className="sk-batch-page__actions">
          <Button onClick={clearUploads} disabled={uploading}>
            Reset
          </Button>
          <Button
            variant="primary"
            loading={uploading}
            disabled={!library || !folder || drafts.every((d) => d.status === 'done')}
            onClick={() => library && folder && void uploadAll(library.id, folder.id)}
          >
            Upload
          </Button>
        </div>
      ) : null}
    </div>
  )
}
