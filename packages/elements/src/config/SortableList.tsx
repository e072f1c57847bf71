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
import type { ReactNode } from 'react'
import { Icon } from '../ui/Icon'

/**
 * A list whose rows move with dnd-kit (the library order, the scanner's metadata order): by pointer on a row's
 * handle, or from the keyboard (focus the handle, Space, the arrow keys, Space). `onMove` gets the ids in their new
 * order.
 */
export function SortableList({
  ids,
  label,
  className = 'sk-config-list',
  onMove,
  children,
}: {
  ids: readonly string[]
  label: string
  className?: string
  onMove(ids: string[]): void
  children: ReactNode
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onMove(arrayMove([...ids], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))))
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <ul className={className} aria-label={label}>
          {children}
        </ul>
      </SortableContext>
    </DndContext>
  )
}

/** A row of a SortableList: its handle is a button, so the keyboard sensor reaches it. */
export function SortableRow({
  id,
  handleLabel,
  hintId,
  className = 'sk-config-list__row',
  children,
}: {
  id: string
  handleLabel: string
  /** The element that tells how to move rows. */
  hintId: string
  className?: string
  children: ReactNode
}) {
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
        aria-label={handleLabel}
        aria-describedby={hintId}
      >
        <Icon name="menu" size={20} />
      </button>
      {children}
    </li>
  )
}
