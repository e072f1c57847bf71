import { useStore } from '@nanostores/react'
import type { Library, LibraryInput } from '@shelfkit/client'
import { $folders, loadFolders } from '@shelfkit/stores'
import { type FormEvent, useEffect, useState } from 'react'
import { LIBRARY_ICON_NAMES } from '../shell/library-icon'
import { Button } from '../ui/Button'
import { CheckField, Field } from '../ui/Field'

/**
 * Name, media type (new libraries only), icon, folder paths (one a line, the server's folders offered) and the basic
 * settings: cover shape, folder watcher, audiobooks only (books).
 */
export function LibraryForm({
  library,
  onSubmit,
  onCancel,
}: {
  library: Library | null
  onSubmit(input: LibraryInput): Promise<unknown>
  onCancel?(): void
}) {
  const folders = useStore($folders)
  const [name, setName] = useState(library?.name ?? '')
  const [mediaType, setMediaType] = useState<'book' | 'podcast'>(
    library?.mediaType === 'podcast' ? 'podcast' : 'book',
  )
  const [icon, setIcon] = useState(library?.icon ?? 'database')
  const [paths, setPaths] = useState(library?.folders.map((folder) => folder.fullPath).join('\n') ?? '')
  const [squareCovers, setSquareCovers] = useState(library?.settings.coverAspectRatio === 1)
  const [disableWatcher, setDisableWatcher] = useState(library?.settings.disableWatcher ?? false)
  const [audiobooksOnly, setAudiobooksOnly] = useState(library?.settings.audiobooksOnly ?? false)
  const [busy, setBusy] = useState(false)
  const isBook = mediaType === 'book'

  useEffect(() => {
    void loadFolders()
  }, [])

  const folderList = paths
    .split('\n')
    .map((path) => path.trim())
    .filter(Boolean)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const folders = folderList.map((fullPath) => ({ fullPath }))
    const settings = {
      coverAspectRatio: squareCovers ? 1 : 0,
      disableWatcher,
      ...(isBook ? { audiobooksOnly } : {}),
    }
    await onSubmit(library ? { name, icon, folders, settings } : { name, mediaType, icon, folders, settings })
    setBusy(false)
  }
  const addFolder = (path: string) => {
    if (path && !folderList.includes(path)) setPaths([...folderList, path].join('\n'))
  }

  return (
    <form className="sk-config-form" onSubmit={submit} aria-label={library ? 'Edit library' : 'New library'}>
      <Field label="Library Name">
        {(control) => (
          <input
            {...control}
            className="sk-input"
            value={name}
            required
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      {library ? null : (
        <Field label="Media Type">
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={mediaType}
              onChange={(event) => setMediaType(event.target.value === 'podcast' ? 'podcast' : 'book')}
            >
              <option value="book">Books</option>
              <option value="podcast">Podcasts</option>
            </select>
          )}
        </Field>
      )}
      <Field label="Icon">
        {(control) => (
          <select
            {...control}
            className="sk-select"
            value={icon}
            onChange={(event) => setIcon(event.target.value)}
          >
            {LIBRARY_ICON_NAMES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Folders (one path a line)">
        {(control) => (
          <textarea
            {...control}
            className="sk-input sk-config-form__folders"
            value={paths}
            rows={3}
            onChange={(event) => setPaths(event.target.value)}
          />
        )}
      </Field>
      {folders.length ? (
        <Field label="Add a server folder">
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value=""
              onChange={(event) => addFolder(event.target.value)}
            >
              <option value="">Choose…</option>
              {folders.map((folder) => (
                <option key={folder.path} value={folder.path}>
                  {folder.path}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <fieldset className="sk-config-form__group">
        <legend>Settings</legend>
        <CheckField
          className="sk-config-form__check"
          label="Use square book covers"
          checked={squareCovers}
          onChange={setSquareCovers}
        />
        <CheckField
          className="sk-config-form__check"
          label="Disable folder watcher"
          checked={disableWatcher}
          onChange={setDisableWatcher}
        />
        {isBook ? (
          <CheckField
            className="sk-config-form__check"
            label="Audiobooks only"
            checked={audiobooksOnly}
            onChange={setAudiobooksOnly}
          />
        ) : null}
      </fieldset>
      <div className="sk-config-form__actions">
        {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
        <Button type="submit" variant="primary" loading={busy} disabled={!name.trim() || !folderList.length}>
          {library ? 'Save' : 'Create'}
        </Button>
      </div>
    </form>
  )
}
