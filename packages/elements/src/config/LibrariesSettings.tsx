import { useStore } from '@nanostores/react'
import type { Library } from '@shelfkit/client'
import {
  $libraries,
  $visibleTasks,
  deleteLibrary,
  i18n,
  latestLibraryTask,
  loadLibraries,
  params,
  reorderLibraries,
  scanLibrary,
  sortedByDisplayOrder,
} from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { libraryIcon } from '../shell/library-icon'
import { TaskCard } from '../shell/TaskCard'
import { Button, IconButton } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { Spinner } from '../ui/Spinner'
import { LibraryEditModal } from './library-edit/LibraryEditModal'
import { SortableList, SortableRow } from './SortableList'
import { useDeleteAction } from './useDeleteAction'

const messages = i18n('config.libraries.page', {
  libraries: 'Libraries',
  podcasts: 'Podcasts',
  books: 'Books',
  edit: params('Edit {name}'),
  scan: params('Scan {name}'),
  scanning: params('Scanning {name}'),
  moveHint:
    'Drag a library by its handle, or focus the handle, press Space, move with the arrow keys and press Space again.',
  confirmDelete: params('Are you sure you want to delete library "{name}"?'),
  none: 'No libraries yet: create the first one.',
  create: 'New Library',
})

/**
 * Library settings: the libraries (dragged into order) with edit, scan and delete, a running scan's spinner and the
 * library's latest scan or match task (summary, elapsed time, Cancel); the edit modal creates and edits them.
 */
export default function LibrariesSettings() {
  const t = useStore(messages)
  const libraries = sortedByDisplayOrder(useStore($libraries))
  const tasks = useStore($visibleTasks)
  const [adding, setAdding] = useState(false)
  const [editingId, setEditingId] = useState<string | null>(null)
  const editing = libraries.find((library) => library.id === editingId) ?? null
  const deletion = useDeleteAction({
    name: (library: Library) => library.name,
    question: (name) => t.confirmDelete({ name }),
    remove: (library) => deleteLibrary(library.id),
  })

  useEffect(() => {
    void loadLibraries({ force: true })
  }, [])

  return (
    <div className="sk-config-section">
      {libraries.length ? (
        <SortableList
          ids={libraries.map((library) => library.id)}
          label={t.libraries}
          hint={t.moveHint}
          nameOf={(id) => libraries.find((library) => library.id === id)?.name ?? id}
          onMove={(ids) => void reorderLibraries(ids)}
        >
          {libraries.map((library) => {
            const task = latestLibraryTask(tasks, library.id)
            const scanning = task?.action === 'library-scan' && !task.isFinished
            return (
              <SortableRow key={library.id} id={library.id}>
                {scanning ? (
                  <Spinner size={20} label={t.scanning({ name: library.name })} />
                ) : (
                  <Icon name={libraryIcon(library.icon)} size={20} />
                )}
                <span className="sk-config-list__name">{library.name}</span>
                <span className="sk-config-list__meta">
                  {library.mediaType === 'podcast' ? t.podcasts : t.books}
                </span>
                <IconButton
                  icon="edit"
                  label={t.edit({ name: library.name })}
                  onClick={() => setEditingId(library.id)}
                />
                {scanning ? null : (
                  <IconButton
                    icon="refresh"
                    label={t.scan({ name: library.name })}
                    onClick={() => void scanLibrary(library.id)}
                  />
                )}
                {deletion.button(library)}
                {task ? (
                  <div className="sk-config-list__task">
                    <TaskCard task={task} />
                  </div>
                ) : null}
              </SortableRow>
            )
          })}
        </SortableList>
      ) : (
        <p className="sk-empty">{t.none}</p>
      )}
      <Button variant="primary" icon="plus" onClick={() => setAdding(true)}>
        {t.create}
      </Button>
      <LibraryEditModal
        open={adding || !!editing}
        library={editing}
        onClose={() => {
          setAdding(false)
          setEditingId(null)
        }}
      />
      {deletion.prompt}
    </div>
  )
}
