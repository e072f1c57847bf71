import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
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
import { i18n, params } from '@shelfkit/stores'
import { createContext, type ReactNode, useContext, useId, useRef } from 'react'
import { Icon } from '../ui/Icon'

const messages = i18n('config.sortableList', {
  move: params('Move {name}'),
  picked: params('Picked up {name}, position {position} of {total}.'),
  moved: params('{name} moved to position {position} of {total}.'),
  dropped: params('{name} dropped at position {position} of {total}.'),
  cancelled: params('Move cancelled: {name} stays at position {position} of {total}.'),
})

/** What a row needs from its list: the hint its handle is described by, and the row's name. */
const ListContext = createContext<{ hintId: string; nameOf(id: string): string }>({
  hintId: '',
  nameOf: (id) => id,
})

/**
 * A list whose rows move with dnd-kit (the library order, the scanner's metadata order): by pointer on a row's
 * handle, or from the keyboard (focus the handle, Space, the arrow keys, Space). `hint` tells how (shown above the
 * list, and what each handle is described by); a screen reader hears each row by its name and position as it
 * moves. `onMove` gets the ids in their new order.
 */
export function SortableList({
  ids,
  label,
  hint,
  nameOf,
  className = 'sk-config-list',
  onMove,
  children,
}: {
  ids: readonly string[]
  label: string
  hint: string
  nameOf(id: string): string
  className?: string
  onMove(ids: string[]): void
  children: ReactNode
}) {
  const t = useStore(messages)
  const hintId = useId()
  const total = ids.length
  const said = (id: UniqueIdentifier, at: UniqueIdentifier = id) => ({
    name: nameOf(String(id)),
    position: ids.indexOf(String(at)) + 1,
    total,
  })
  // dnd-kit reports the row over itself right after the pick-up: that is not a move.
  const justPicked = useRef(false)
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPicked.current = true
      return t.picked(said(active.id))
    },
    onDragOver: ({ active, over }) => {
      const stayed = justPicked.current && over?.id === active.id
      justPicked.current = false
      return over && !stayed ? t.moved(said(active.id, over.id)) : undefined
    },
    onDragEnd: ({ active, over }) =>
      over ? t.dropped(said(active.id, over.id)) : t.cancelled(said(active.id)),
    onDragCancel: ({ active }) => t.cancelled(said(active.id)),
  }
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onMove(arrayMove([...ids], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))))
  }
  return (
    <ListContext.Provider value={{ hintId, nameOf }}>
      <p id={hintId} className="sk-config-hint">
        {hint}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{ announcements, screenReaderInstructions: { draggable: hint } }}
      >
        <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
          <ul className={className} aria-label={label}>
            {children}
          </ul>
        </SortableContext>
      </DndContext>
    </ListContext.Provider>
  )
}

/** A row of a SortableList: its handle is a button named after the row, so the keyboard sensor reaches it. */
export function SortableRow({
  id,
  className = 'sk-config-list__row',
  children,
}: {
  id: string
  className?: string
  children: ReactNode
}) {
  const t = useStore(messages)
  const { hintId, nameOf } = useContext(ListContext)
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id })
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${className} sk-config-list__row--dragging` : className}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="sk-icon-button sk-config-list__handle"
        {...attributes}
        {...listeners}
        aria-label={t.move({ name: nameOf(id) })}
        aria-describedby={hintId}
      >
        <Icon name="menu" size={20} />
      </button>
      {children}
    </li>
  )
}
