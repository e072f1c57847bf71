import { useStore } from '@nanostores/react'
import {
  $accessibleLibraries,
  $currentLibraryId,
  $ignoredUploadFiles,
  $uploadDrafts,
  $uploading,
  addUploadFiles,
  announceUploaded,
  clearUploads,
  count,
  i18n,
  type PickedFile,
  SUPPORTED_EXTENSIONS,
  uploadAll,
  uploadMessages,
} from '@shelfkit/stores'
import { type DragEvent, useEffect, useState } from 'react'
import { Button } from '../ui/Button'
import { Field } from '../ui/Field'
import { pickedFromDrop, pickedFromInput } from './picked-files'
import { UploadItemForm } from './UploadItemForm'

const messages = i18n('upload.page', {
  heading: 'Upload',
  library: 'Library',
  folder: 'Folder',
  dropArea: 'Files to upload',
  dragAndDrop: 'Drag & drop files or folders',
  dropFiles: 'Drop files',
  or: 'or',
  chooseFiles: 'Choose files',
  chooseFolder: 'Choose a folder',
  supported: 'Supported file types',
  foldersNote: 'Folders with media files will be handled as separate library items.',
  audioNote: 'If uploading only audio files then each audio file will be handled as a separate audiobook.',
  ignoredNote:
    'Unsupported files are ignored. When choosing or dropping a folder, other files that are not in an item folder are ignored.',
  ignoredFiles: 'Ignored files',
  file: 'File',
  reason: 'Reason',
  items: count({ one: '{count} item', other: '{count} items' }),
  reset: 'Reset',
  upload: 'Upload',
})

/**
 * The upload page (spec 01 §2, spec 02 §5, §8, §9): pick a library and folder, drop or choose files or folders;
 * files are sorted by type into items (one per folder, details guessed from folder names) and the rest refused with
 * a reason. Uploading checks each item's folder on the server first, then sends the items one by one and says when
 * they will be in the library.
 */
export function UploadPage() {
  const t = useStore(messages)
  const reasons = useStore(uploadMessages)
  const libraries = useStore($accessibleLibraries)
  const currentId = useStore($currentLibraryId)
  const drafts = useStore($uploadDrafts)
  const ignored = useStore($ignoredUploadFiles)
  const uploading = useStore($uploading)
  const [chosenId, setChosenId] = useState<string | null>(null)
  const library = libraries.find((l) => l.id === (chosenId ?? currentId)) ?? libraries[0]
  const [folderId, setFolderId] = useState('')
  const folder = library?.folders.find((f) => f.id === folderId) ?? library?.folders[0]
  const isPodcast = library?.mediaType === 'podcast'
  const [dragging, setDragging] = useState(false)
  useEffect(() => clearUploads, [])

  const picked = drafts.length > 0 || ignored.length > 0
  const add = (files: PickedFile[]) => library && addUploadFiles(files, library.mediaType)
  const drop = async (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    add(await pickedFromDrop(event.dataTransfer))
  }
  const upload = async () => {
    if (!library || !folder) return
    if (await uploadAll({ library, folder })) await announceUploaded(library)
  }
  const accept = SUPPORTED_EXTENSIONS.join(',')
  const supported = (
    <p className="sk-upload-supported">
      <strong>{t.supported}:</strong> {SUPPORTED_EXTENSIONS.join(', ')}
    </p>
  )

  return (
    <div className="sk-content-page sk-upload-page">
      <h1 className="sk-page-header__title">{t.heading}</h1>
      <div className="sk-form-row">
        <Field label={t.library}>
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={library?.id ?? ''}
              disabled={uploading || picked}
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
        <Field label={t.folder}>
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={folder?.id ?? ''}
              disabled={uploading || picked}
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
      {picked ? (
        <div className="sk-upload-header">
          <p>{t.items(drafts.length)}</p>
          <Button onClick={clearUploads} disabled={uploading}>
            {t.reset}
          </Button>
        </div>
      ) : (
        <section
          className={`sk-upload-drop${dragging ? ' sk-upload-drop--over' : ''}`}
          aria-label={t.dropArea}
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => void drop(event)}
        >
          <p className="sk-upload-drop__title">{dragging ? t.dropFiles : t.dragAndDrop}</p>
          <p>{t.or}</p>
          <label className="sk-button sk-button--secondary">
            {t.chooseFiles}
            <input
              type="file"
              multiple
              accept={accept}
              className="sk-visually-hidden"
              onChange={(event) => {
                add(pickedFromInput(event.target.files))
                event.target.value = ''
              }}
            />
          </label>
          <label className="sk-button sk-button--secondary">
            {t.chooseFolder}
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
          {supported}
          <p className="sk-upload-note">
            {t.foldersNote} {isPodcast ? null : t.audioNote}
          </p>
        </section>
      )}
      {ignored.length ? (
        <section className="sk-upload-ignored" role="alert" aria-label={t.ignoredFiles}>
          <p>{t.ignoredNote}</p>
          <table className="sk-table">
            <caption>{t.ignoredFiles}</caption>
            <thead>
              <tr>
                <th scope="col">{t.file}</th>
                <th scope="col">{t.reason}</th>
              </tr>
            </thead>
            <tbody>
              {ignored.map((entry) => (
                <tr key={entry.path}>
                  <td>{entry.path}</td>
                  <td>{entry.reason === 'unsupported' ? reasons.unsupported : reasons.outsideItem}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {supported}
        </section>
      ) : null}
      {drafts.map((draft) => (
        <UploadItemForm key={draft.key} draft={draft} isPodcast={isPodcast} />
      ))}
      {drafts.length ? (
        <div className="sk-batch-page__actions">
          <Button
            variant="primary"
            loading={uploading}
            disabled={!library || !folder || drafts.every((d) => d.status === 'done')}
            onClick={() => void upload()}
          >
            {t.upload}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
