import { errorMessage, type LibraryItem } from '@shelfkit/client'
import { atom } from 'nanostores'
import { $bookshelf, bookshelfEntryAt } from '../../bookshelf/bookshelf'
import { NARRATOR_MESSAGES } from '../../bookshelf/narrators'
import { isEbookOnly } from '../../reader/file'
import { shared } from '../../registry'
import { onServerEvent } from '../../server-events'
import { $user, getClient } from '../../session'
import { showToast } from '../../toasts'
import { applyItemUpdate } from '../item'
import { type DetailsDraft, detailsDraftOf, detailsPayloadOf, detailsProblem } from './details'
import { type ItemEditTab, itemEditTabs } from './tabs'

/** Spec 02 §7 and §8 (official client strings). */
export const ITEM_EDIT_MESSAGES = {
  fetchFailed: 'Failed to fetch book',
  updated: 'Item details updated',
  updateFailed: 'Failed to update',
  noUpdates: NARRATOR_MESSAGES.noUpdates,
} as const

export interface ItemEditState {
  itemId: string
  /** The expanded item; null while it loads. */
  item: LibraryItem | null
  /** The bookshelf's items the previous and next arrows step through (empty: no stepping). */
  stepIds: readonly string[]
}

/** The open item edit modal, or null. */
export const $itemEdit = shared('itemEdit', () => atom<ItemEditState | null>(null))
/** The selected tab, kept across openings (spec 02: global state, default details). */
export const $itemEditTab = shared('itemEdit.tab', () => atom<ItemEditTab>('details'))

const events = shared('itemEdit.events', () => ({ stop: null as (() => void) | null }))

/** The tabs the signed-in user has on this item (spec 02 §5). */
export function availableItemEditTabs(item: LibraryItem): ItemEditTab[] {
  return itemEditTabs(
    { mediaType: item.mediaType, isMissing: item.isMissing, ebookOnly: isEbookOnly(item) },
    $user.get(),
  )
}

export function selectItemEditTab(tab: ItemEditTab): void {
  $itemEditTab.set(tab)
}

function showItem(item: LibraryItem): void {
  const state = $itemEdit.get()
  if (state?.itemId === item.id) $itemEdit.set({ ...state, item })
}

/**
 * Opens the modal on an item and loads it expanded; a failed load closes it with the server's text, else 'Failed
 * to fetch book' (spec 02 §7), and so does an item on which the user has no tab.
 */
export async function openItemEdit(itemId: string, stepIds: readonly string[] = []): Promise<void> {
  $itemEdit.set({ itemId, item: null, stepIds })
  events.stop ??= onServerEvent('item_updated', showItem)
  try {
    const item = await getClient().items.get(itemId)
    if ($itemEdit.get()?.itemId !== itemId) return
    if (!availableItemEditTabs(item).length) return closeItemEdit()
    showItem(item)
  } catch (error) {
    if ($itemEdit.get()?.itemId !== itemId) return
    console.error(ITEM_EDIT_MESSAGES.fetchFailed, error)
    showToast({ type: 'error', message: errorMessage(error, ITEM_EDIT_MESSAGES.fetchFailed) })
    closeItemEdit()
  }
}

export function closeItemEdit(): void {
  events.stop?.()
  events.stop = null
  $itemEdit.set(null)
}

/** The item `step` places away on the bookshelf (previous -1, next +1), or null at either end. */
export function itemEditNeighbour(state: ItemEditState, step: -1 | 1): string | null {
  const index = state.stepIds.indexOf(state.itemId)
  return index < 0 ? null : (state.stepIds[index + step] ?? null)
}

export function stepItemEdit(step: -1 | 1): void {
  const state = $itemEdit.get()
  const next = state && itemEditNeighbour(state, step)
  if (next) void openItemEdit(next, state.stepIds)
}

/** The item ids of the bookshelf's loaded pages, when `itemId` is among them (for the arrows); else none. */
export function bookshelfStepIds(itemId: string): string[] {
  const { kind, total } = $bookshelf.get()
  if (kind !== 'items' || !total) return []
  const ids: string[] = []
  for (let index = 0; index < total; index++) {
    const entry = bookshelfEntryAt(index)
    if (entry?.kind === 'items') ids.push(entry.entity.id)
  }
  return ids.includes(itemId) ? ids : []
}

/**
 * Details tab's Save: validated, then only what changed goes to PATCH /api/items/{id}/media. The item as saved
 * is read back for the modal and the item page. Resolves true when something was saved.
 */
export async function saveItemDetails(draft: DetailsDraft): Promise<boolean> {
  const item = $itemEdit.get()?.item
  if (!item) return false
  const problem = detailsProblem(draft)
  if (problem) {
    showToast({ type: 'error', message: problem })
    return false
  }
  const payload = detailsPayloadOf(draft, detailsDraftOf(item))
  const client = getClient()
  try {
    if (!payload || !(await client.items.updateMedia(item.id, payload)).updated) {
      showToast({ type: 'info', message: ITEM_EDIT_MESSAGES.noUpdates })
      return false
    }
  } catch (error) {
    console.error(ITEM_EDIT_MESSAGES.updateFailed, error)
    showToast({ type: 'error', message: ITEM_EDIT_MESSAGES.updateFailed })
    return false
  }
  showToast({ type: 'success', message: ITEM_EDIT_MESSAGES.updated })
  try {
    const saved = await client.items.get(item.id)
    showItem(saved)
    applyItemUpdate(saved)
  } catch (error) {
    console.error('Failed to read the saved item', error)
  }
  return true
}
