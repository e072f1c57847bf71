import { useStore } from '@nanostores/react'
import type { Library } from '@shelfkit/client'
import {
  $libraries,
  createLibrary,
  deleteLibrary,
  loadLibraries,
  scanLibrary,
  sortedByDisplayOrder,
  updateLibrary,
} from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { libraryIcon } from '../shell/library-icon'
import { Button, IconButton } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { Modal } from '../ui/Modal'
import { LibraryForm } from './LibraryForm'
import { useDeleteAction } from './useDeleteAction'

/** Library settings: the libraries with edit, scan and delete, and the form for a new one. */
export default function LibrariesSettings() {
  const libraries = sortedByDisplayOrder(useStore($libraries))
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<Library | null>(null)
  const deletion = useDeleteAction({
    name: (library: Library) => library.name,
    question: (name) => `Are you sure you want to delete library "${name}"?`,
    remove: (library) => deleteLibrary(library.id),
  })

  useEffect(() => {
    void loadLibraries({ force: true })
  }, [])

  return (
    <div className="sk-config-section">
      {libraries.length ? (
        <ul className="sk-config-list" aria-label="Libraries">
          {libraries.map((library) => (
            <li key={library.id} className="sk-config-list__row">
              <Icon name={libraryIcon(library.icon)} size={20} />
              <span className="sk-config-list__name">{library.name}</span>
              <span className="sk-config-list__meta">
                {library.mediaType === 'podcast' ? 'Podcasts' : 'Books'}
              </span>
              <IconButton icon="edit" label={`Edit ${library.name}`} onClick={() => setEditing(library)} />
              <IconButton
                icon="refresh"
                label={`Scan ${library.name}`}
                onClick={() => void scanLibrary(library.id)}
              />
              {deletion.button(library)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="sk-empty">No libraries yet: create the first one.</p>
      )}
      {adding || !libraries.length ? (
        <LibraryForm
          library={null}
          onCancel={libraries.length ? () => setAdding(false) : undefined}
          onSubmit={async (input) => {
            if (await createLibrary(input)) setAdding(false)
          }}
        />
      ) : (
        <Button variant="primary" icon="plus" onClick={() => setAdding(true)}>
          New Library
        </Button>
      )}
      <Modal open={!!editing} title={`Edit ${editing?.name ?? ''}`} onClose={() => setEditing(null)}>
        {editing ? (
          <LibraryForm
            key={editing.id}
            library={editing}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              if (await updateLibrary(editing.id, input)) setEditing(null)
            }}
          />
        ) : null}
      </Modal>
      {deletion.prompt}
    </div>
  )
}
