import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useStore } from '@nanostores/react'
import type { Library } from '@shelfkit/client'
import {
  $libraries,
  createLibrary,
  deleteLibrary,
  i18n,
  loadLibraries,
  params,
  reorderLibraries,
  scanLibrary,
  sortedByDisplayOrder,
  updateLibrary,
} from '@shelfkit/stores'
import { type ReactNode, useEffect, useState } from 'react'
import { libraryIcon } from '../shell/library-icon'
import { Button, IconButton } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { Modal } from '../ui/Modal'
import { LibraryForm } from './LibraryForm'
import { useDeleteAction } from './useDeleteAction'

const messages = i18n('config.libraries.page', {
  libraries: 'Libraries',
  podcasts: 'Podcasts',
  books: 'Books',
  edit: params('Edit {name}'),
  scan: params('Scan {name}'),
  move: params('Move {name}'),
  moveHint:
    'Drag a library by its handle, or focus the handle, press Space, move with the arrow keys and press Space again.',
  confirmDelete: params('Are you sure you want to delete library "{name}"?'),
  none: 'No libraries yet: create the first one.',
  create: 'New Library',
})

/** Library settings: the libraries (dragged into order) with edit, scan and delete, and the form for a new one. */
export default function LibrariesSettings() {
  const t = useStore(messages)
  const libraries = sortedByDisplayOrder(useStore($libraries))
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<Library | null>(null)
  const deletion = useDeleteAction({
    name: (library: Library) => library.name,
    question: (name) => t.confirmDelete({ name }),
    remove: (library) => deleteLibrary(library.id),
  })
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  useEffect(() => {
    void loadLibraries({ force: true })
  }, [])

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const ids = libraries.map((library) => library.id)
    const moved = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))
    void reorderLibraries(moved)
  }

  return (
    <div className="sk-config-section">
      {libraries.length ? (
        <>
          <p id="sk-library-order-hint" className="sk-config-hint">
            {t.moveHint}
          </p>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
            <SortableContext
              items={libraries.map((library) => library.id)}
              strategy={verticalListSortingStrategy}
            >
              <ul className="sk-config-list" aria-label={t.libraries}>
                {libraries.map((library) => (
                  <SortableRow key={library.id} id={library.id} handleLabel={t.move({ name: library.name })}>
                    <Icon name={libraryIcon(library.icon)} size={20} />
                    <span className="sk-config-list__name">{library.name}</span>
                    <span className="sk-config-list__meta">
                      {library.mediaType === 'podcast' ? t.podcasts : t.books}
                    </span>
                    <IconButton
                      icon="edit"
                      label={t.edit({ name: library.name })}
                      onClick={() => setEditing(library)}
                    />
                    <IconButton
                      icon="refresh"
                      label={t.scan({ name: library.name })}
                      onClick={() => void scanLibrary(library.id)}
                    />
                    {deletion.button(library)}
                  </SortableRow>
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        </>
      ) : (
        <p className="sk-empty">{t.none}</p>
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
          {t.create}
        </Button>
      )}
      <Modal open={!!editing} title={t.edit({ name: editing?.name ?? '' })} onClose={() => setEditing(null)}>
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

/** A library row that moves with dnd-kit: its handle is a button, so the keyboard sensor reaches it. */
function SortableRow({
  id,
  handleLabel,
  children,
}: {
  id: string
  handleLabel: string
  children: ReactNode
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id })
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'sk-config-list__row sk-config-list__row--dragging' : 'sk-config-list__row'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="sk-icon-button sk-config-list__handle"
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
        aria-describedby="sk-library-order-hint"
      >
        <Icon name="menu" size={20} />
      </button>
      {children}
    </li>
  )
}
