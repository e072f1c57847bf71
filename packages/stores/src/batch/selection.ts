import { atom, computed } from 'nanostores'
import { shared } from '../registry'

/** What the batch bar needs to know about a selected library item. */
export interface SelectableItem {
  id: string
  mediaType: 'book' | 'podcast'
  /** The item has audio tracks (play and quick embed need them for every selected item). */
  hasTracks: boolean
}

/** The items of a bookshelf by position, so a shift-click can select the range between two of them. */
export interface SelectionRange {
  /** Position of the clicked item in the bookshelf. */
  index: number
  shiftKey: boolean
  /** The item at a position, or nothing where the bookshelf has not loaded it (or it is a collapsed series). */
  itemAt(index: number): SelectableItem | null | undefined
}

/** Selected items in the order they were selected. */
export const $selectedItems = shared('selection.items', () => atom<readonly SelectableItem[]>([]))
export const $selectedIds = shared('selection.ids', () =>
  computed($selectedItems, (items): ReadonlySet<string> => new Set(items.map((item) => item.id))),
)
/** While a batch action runs, deselecting and the batch buttons are blocked (spec 01 §4). */
export const $batchProcessing = shared('selection.processing', () => atom(false))

/** Position of the last item selected by a click: the other end of a shift-click range (-1: none). */
const anchor = shared('selection.anchor', () => ({ index: -1 }))

/**
 * A click on an item's select button. Without shift it toggles that item. With shift and an earlier selected item,
 * it acts on the whole range between them: selects all of it if any item in it is unselected, otherwise
 * deselects all of it.
 */
export function toggleItemSelection(item: SelectableItem, range?: SelectionRange): void {
  const selected = $selectedIds.get()
  const wasSelected = selected.has(item.id)
  const previousAnchor = anchor.index
  anchor.index = wasSelected || !range ? -1 : range.index

  if (!range?.shiftKey || previousAnchor < 0) {
    setItemSelected(item, !wasSelected)
    return
  }

  const from = Math.min(previousAnchor, range.index)
  const to = Math.max(previousAnchor, range.index)
  const inRange: SelectableItem[] = []
  for (let index = from; index <= to; index++) {
    const entry = index === range.index ? item : range.itemAt(index)
    if (entry) inRange.push(entry)
  }
  const selecting = inRange.some((entry) => !selected.has(entry.id))
  anchor.index = selecting ? range.index : -1
  setItemsSelected(inRange, selecting)
}

export function setItemSelected(item: SelectableItem, selected: boolean): void {
  setItemsSelected([item], selected)
}

export function setItemsSelected(items: readonly SelectableItem[], selected: boolean): void {
  const current = $selectedItems.get()
  const ids = $selectedIds.get()
  if (selected) {
    const added = new Map<string, SelectableItem>()
    for (const item of items) if (!ids.has(item.id)) added.set(item.id, item)
    if (added.size) $selectedItems.set([...current, ...added.values()])
  } else {
    const removed = new Set(items.map((item) => item.id))
    if (current.some((item) => removed.has(item.id)))
      $selectedItems.set(current.filter((item) => !removed.has(item.id)))
  }
}

/**
 * Deselects everything (Escape, the deselect button). Blocked while a batch action runs unless `force` (a route
 * change always clears, spec 01 §4). Returns whether the selection is now empty.
 */
export function clearSelection(options: { force?: boolean } = {}): boolean {
  if ($batchProcessing.get() && !options.force) return false
  anchor.index = -1
  if ($selectedItems.get().length) $selectedItems.set([])
  return true
}

export function setBatchProcessing(processing: boolean): void {
  $batchProcessing.set(processing)
}
