import { useStore } from '@nanostores/react'
import type { Library, LibraryInput } from '@shelfkit/client'
import { $folders, loadFolders } from '@shelfkit/stores'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { LIBRARY_ICON_NAMES } from '../shell/library-icon'
import { Button } from '../ui/Button'
import { Check } from './Check'

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
  const ids = useId()
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
      <label className="sk-field" htmlFor={`${ids}-name`}>
        <span className="sk-field__label">Library Name</span>
        <input
          id={`${ids}-name`}
          className="sk-input"
          value={name}
          required
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      {library ? null : (
        <label className="sk-field" htmlFor={`${ids}-type`}>
          <span className="sk-field__label">Media Type</span>
          <select
            id={`${ids}-type`}
            className="sk-select"
            value={mediaType}
            onChange={(event) => setMediaType(event.target.value === 'podcast' ? 'podcast' : 'book')}
          >
            <option value="book">Books</option>
            <option value="podcast">Podcasts</option>
          </select>
        </label>
      )}
      <label className="sk-field" htmlFor={`${ids}-icon`}>
        <span className="sk-field__label">Icon</span>
        <select
          id={`${ids}-icon`}
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
      </label>
      <label className="sk-field" htmlFor={`${ids}-folders`}>
        <span className="sk-field__label">Folders (one path a line)</span>
        <textarea
          id={`${ids}-folders`}
          className="sk-input sk-config-form__folders"
          value={paths}
          rows={3}
          onChange={(event) => setPaths(event.target.value)}
        />
      </label>
      {folders.length ? (
        <label className="sk-field" htmlFor={`${ids}-browse`}>
          <span className="sk-field__label">Add a server folder</span>
          <select
            id={`${ids}-browse`}
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
        </label>
      ) : null}
      <fieldset className="sk-config-form__group">
        <legend>Settings</legend>
        <Check label="Use square book covers" checked={squareCovers} onChange={setSquareCovers} />
        <Check label="Disable folder watcher" checked={disableWatcher} onChange={setDisableWatcher} />
        {isBook ? (
          <Check label="Audiobooks only" checked={audiobooksOnly} onChange={setAudiobooksOnly} />
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
