import { afterEach, describe, expect, it } from 'vitest'
import {
  $batchProcessing,
  $selectedIds,
  $selectedItems,
  clearSelection,
  type SelectableItem,
  setBatchProcessing,
  toggleItemSelection,
} from './selection'

const shelf: (SelectableItem | null)[] = Array.from({ length: 8 }, (_, index) =>
  index === 5 ? null : { id: `item-${index}`, mediaType: 'book', hasTracks: true },
)
const at = (index: number) => shelf[index] as SelectableItem
const click = (index: number, shiftKey = false) =>
  toggleItemSelection(at(index), { index, shiftKey, itemAt: (i) => shelf[i] })
const selected = () => [...$selectedIds.get()].sort()

afterEach(() => {
  setBatchProcessing(false)
  clearSelection()
})

describe('batch selection (spec 01 §4)', () => {
  it('a click toggles one item', () => {
    click(1)
    click(3)
    expect(selected()).toEqual(['item-1', 'item-3'])
    click(1)
    expect(selected()).toEqual(['item-3'])
  })

  it('a shift-click selects the range from the last selected item, skipping unloaded places', () => {
    click(2)
    click(6, true)
    expect(selected()).toEqual(['item-2', 'item-3', 'item-4', 'item-6'])
  })

  it('a shift-click backwards works the same way', () => {
    click(4)
    click(1, true)
    expect(selected()).toEqual(['item-1', 'item-2', 'item-3', 'item-4'])
  })

  it('a shift-click over a fully selected range deselects it', () => {
    click(0)
    click(3, true)
    click(1)
    click(1)
    click(3, true)
    expect(selected()).toEqual(['item-0'])
  })

  it('without an earlier selection a shift-click selects just that item', () => {
    click(2, true)
    expect(selected()).toEqual(['item-2'])
  })

  it('keeps the selection order and what the batch bar needs to know', () => {
    click(3)
    click(0)
    expect($selectedItems.get().map((item) => item.id)).toEqual(['item-3', 'item-0'])
    expect($selectedItems.get()[0]).toMatchObject({ mediaType: 'book', hasTracks: true })
  })

  it('deselect is blocked while a batch action runs; a route change (force) clears anyway', () => {
    click(1)
    setBatchProcessing(true)
    expect($batchProcessing.get()).toBe(true)
    expect(clearSelection()).toBe(false)
    expect(selected()).toEqual(['item-1'])
    expect(clearSelection({ force: true })).toBe(true)
    expect(selected()).toEqual([])
  })
})
