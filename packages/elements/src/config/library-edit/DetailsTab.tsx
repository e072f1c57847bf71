import { useStore } from '@nanostores/react'
import { $customMetadataProviders, i18n, metadataProvidersFor, params, withMediaType } from '@shelfkit/stores'
import { type KeyboardEvent, useState } from 'react'
import { ProviderField } from '../../item/edit/ProviderField'
import { Button, IconButton } from '../../ui/Button'
import { Field } from '../../ui/Field'
import { Icon } from '../../ui/Icon'
import { FolderBrowser } from './FolderBrowser'
import { IconPicker } from './IconPicker'
import type { LibraryEditTabProps } from './tab-props'

const messages = i18n('config.libraryEdit.details', {
  name: 'Library Name',
  mediaType: 'Media Type',
  books: 'Books',
  podcasts: 'Podcasts',
  provider: 'Metadata Provider',
  folders: 'Folders',
  newFolder: 'New folder path',
  add: 'Add',
  browse: 'Browse for Folder',
  remove: params('Remove {path}'),
})

/**
 * Details (official `EditLibrary`): media type (chosen when creating), name, icon, metadata provider and the
 * folders: typed in or picked with the server's folder browser, each removable.
 */
export function DetailsTab({ library, draft, change, problems }: LibraryEditTabProps) {
  const t = useStore(messages)
  const custom = useStore($customMetadataProviders)
  const [newPath, setNewPath] = useState('')
  const [browsing, setBrowsing] = useState(false)
  const paths = draft.folders.map((folder) => folder.fullPath)

  const addFolder = (path: string) => {
    const fullPath = path.trim()
    if (fullPath && !paths.includes(fullPath)) change({ folders: [...draft.folders, { fullPath }] })
    setNewPath('')
  }
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    addFolder(newPath)
  }

  if (browsing) {
    return (
      <FolderBrowser
        paths={paths}
        onBack={() => setBrowsing(false)}
        onSelect={(path) => {
          addFolder(path)
          setBrowsing(false)
        }}
      />
    )
  }
  return (
    <div className="sk-library-edit__details">
      <div className="sk-library-edit__row">
        <Field label={t.mediaType}>
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={draft.mediaType}
              disabled={!!library}
              onChange={(event) =>
                change(withMediaType(draft, event.target.value === 'podcast' ? 'podcast' : 'book'))
              }
            >
              <option value="book">{t.books}</option>
              <option value="podcast">{t.podcasts}</option>
            </select>
          )}
        </Field>
        <Field label={t.name} error={problems.name} className="sk-library-edit__name">
          {(control) => (
            <input
              {...control}
              className="sk-input"
              value={draft.name}
              onChange={(event) => change({ name: event.target.value })}
            />
          )}
        </Field>
        <ProviderField
          label={t.provider}
          providers={metadataProvidersFor(draft.mediaType, custom)}
          value={draft.provider}
          onChange={(provider) => change({ provider })}
        />
      </div>
      <IconPicker value={draft.icon} onChange={(icon) => change({ icon })} />
      <h3 className="sk-field__label">{t.folders}</h3>
      <ul className="sk-library-edit__folders" aria-label={t.folders}>
        {draft.folders.map((folder) => (
          <li key={folder.fullPath} className="sk-library-edit__folder">
            <Icon name="folder" size={18} />
            <span className="sk-library-edit__path">{folder.fullPath}</span>
            <IconButton
              icon="close"
              label={t.remove({ path: folder.fullPath })}
              onClick={() => change({ folders: draft.folders.filter((other) => other !== folder) })}
            />
          </li>
        ))}
      </ul>
      <div className="sk-library-edit__new-folder">
        <Field label={t.newFolder} error={problems.folders}>
          {(control) => (
            <input
              {...control}
              className="sk-input"
              value={newPath}
              onChange={(event) => setNewPath(event.target.value)}
              onKeyDown={addOnEnter}
            />
          )}
        </Field>
        <Button onClick={() => addFolder(newPath)} disabled={!newPath.trim()}>
          {t.add}
        </Button>
      </div>
      <Button icon="folder" onClick={() => setBrowsing(true)}>
        {t.browse}
      </Button>
    </div>
  )
}
