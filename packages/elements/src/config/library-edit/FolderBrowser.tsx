import { useStore } from '@nanostores/react'
import { createFolderBrowser, folderChoiceProblem, i18n, isFolderInUse } from '@shelfkit/stores'
import { useEffect, useMemo, useState } from 'react'
import { Button, IconButton } from '../../ui/Button'
import { Icon } from '../../ui/Icon'
import { Spinner } from '../../ui/Spinner'

const messages = i18n('config.libraryEdit.folderBrowser', {
  heading: 'Choose a Folder',
  back: 'Back to the library details',
  folders: 'Server folders',
  parent: 'Parent folder',
  inUse: '(already a folder of this library)',
  loading: 'Loading folders...',
  none: 'No Folders Available',
  note: 'Note: folders already mapped will not be shown',
  select: 'Select Folder Path',
})

/**
 * The server's folders (official `LazyFolderChooser`), a level at a time: choosing a folder opens it, '..' goes back
 * up, and Select Folder Path hands the chosen one to the library. A listing the server refuses says why and keeps
 * the last one.
 */
export function FolderBrowser({
  paths,
  onSelect,
  onBack,
}: {
  /** The library's folders now (not offered again, nor a parent of them). */
  paths: readonly string[]
  onSelect(path: string): void
  onBack(): void
}) {
  const t = useStore(messages)
  const browser = useMemo(() => createFolderBrowser(), [])
  const state = useStore(browser.$state)
  const [started, setStarted] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    void browser.start().then(() => setStarted(true))
  }, [browser])

  const select = () => {
    const refused = folderChoiceProblem(state.selected, paths)
    setProblem(refused)
    if (!refused) onSelect(state.selected)
  }

  return (
    <section className="sk-folder-browser" aria-labelledby="sk-folder-browser-heading">
      <div className="sk-folder-browser__head">
        <IconButton icon="chevronLeft" label={t.back} onClick={onBack} />
        <h3 id="sk-folder-browser-heading">{t.heading}</h3>
      </div>
      <p className="sk-folder-browser__path">{state.selected || '/'}</p>
      {state.error ? (
        <p className="sk-field__error" role="alert">
          {state.error}
        </p>
      ) : null}
      {!started && state.loading ? (
        <p>{t.loading}</p>
      ) : state.folders.length || state.level >= 0 ? (
        <ul className="sk-folder-browser__list" aria-label={t.folders} aria-busy={state.loading}>
          {state.level >= 0 ? (
            <li>
              <button
                type="button"
                className="sk-folder-browser__folder"
                aria-label={t.parent}
                onClick={() => void browser.up()}
              >
                <Icon name="folder" size={18} />
                ..
              </button>
            </li>
          ) : null}
          {state.folders.map((folder) => {
            const used = isFolderInUse(folder, paths)
            return (
              <li key={folder.path}>
                <button
                  type="button"
                  className="sk-folder-browser__folder"
                  disabled={used || state.loading}
                  onClick={() => {
                    setProblem(null)
                    void browser.open(folder)
                  }}
                >
                  <Icon name="folder" size={18} />
                  {folder.dirname}
                  {used ? <span className="sk-visually-hidden"> {t.inUse}</span> : null}
                </button>
              </li>
            )
          })}
        </ul>
      ) : (
        <div className="sk-folder-browser__empty">
          <p>{t.none}</p>
          <p>{t.note}</p>
        </div>
      )}
      {started && state.loading ? <Spinner size={18} label={t.loading} /> : null}
      {problem ? (
        <p className="sk-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <Button variant="primary" disabled={!state.selected || state.loading} onClick={select}>
        {t.select}
      </Button>
    </section>
  )
}
