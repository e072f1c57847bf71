import { params } from '@nanostores/i18n'
import { errorMessage, isApiError, type LibraryItem } from '@shelfkit/client'
import { atom } from 'nanostores'
import { $bookshelf, bookshelfEntryAt } from '../../bookshelf/bookshelf'
import { NARRATOR_MESSAGES } from '../../bookshelf/narrators'
import { storeMessages } from '../../i18n/i18n'
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

export const itemEditMessages = storeMessages('item.edit', {
  removed: params('“{title}” was removed by another user. Nothing more can be saved to it.'),
  removedShort: 'This item was removed by another user. Nothing more can be saved to it.',
})

export interface ItemEditState {
  itemId: string
  /** The expanded item; null while it loads. */
  item: LibraryItem | null
  /** The bookshelf's items the previous and next arrows step through (empty: no stepping). */
  stepIds: readonly string[]
  /** Another user removed the item while the modal showed it: what is on screen can no longer be saved. */
  removed?: boolean
}

/** The open item edit modal, or null. */
export const $itemEdit = shared('itemEdit', () => atom<ItemEditState | null>(null))
/** The selected tab, kept across openings (spec 02: global state, default details). */
export const $itemEditTab = shared('itemEdit.tab', () => atom<ItemEditTab>('details'))

const events = shared('itemEdit.events', () => ({ stops: [] as (() => void)[] }))

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

/** Shows the item as the server now has it, if the modal is open on it. */
export function showEditedItem(item: LibraryItem): void {
  const state = $itemEdit.get()
  if (state?.itemId === item.id && !state.removed) $itemEdit.set({ ...state, item })
}

/**
 * Another user removed the item (socket `item_removed`, or a 404 to a call): the modal stays open on what it
 * showed, says so once, and its tabs stop saving.
 */
export function markEditedItemRemoved(itemId: string): void {
  const state = $itemEdit.get()
  if (state?.itemId !== itemId || state.removed) return
  $itemEdit.set({ ...state, removed: true })
  const title = state.item?.media.metadata.title
  showToast({
    type: 'error',
    message: title ? itemEditMessages.get().removed({ title }) : itemEditMessages.get().removedShort,
  })
}

function listen(): void {
  if (events.stops.length) return
  events.stops = [
    onServerEvent('item_updated', showEditedItem),
    onServerEvent('item_removed', (payload) => {
      if (payload?.id) markEditedItemRemoved(payload.id)
    }),
  ]
}

/**
 * Opens the modal on an item and loads it expanded; a failed load closes it with the server's text, else 'Failed
 * to fetch book' (spec 02 §7), and so does an item on which the user has no tab.
 */
export async function openItemEdit(itemId: string, stepIds: readonly string[] = []): Promise<void> {
  $itemEdit.set({ itemId, item: null, stepIds })
  listen()
  try {
    const item = await getClient().items.get(itemId)
    if ($itemEdit.get()?.itemId !== itemId) return
    if (!availableItemEditTabs(item).length) return closeItemEdit()
    showEditedItem(item)
  } catch (error) {
    if ($itemEdit.get()?.itemId !== itemId) return
    console.error(ITEM_EDIT_MESSAGES.fetchFailed, error)
    showToast({ type: 'error', message: errorMessage(error, ITEM_EDIT_MESSAGES.fetchFailed) })
    closeItemEdit()
  }
}

export function closeItemEdit(): void {
  for (const stop of events.stops.splice(0)) stop()
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
  const state = $itemEdit.get()
  const item = state?.item
  if (!item) return false
  if (state.removed) {
    showToast({ type: 'error', message: itemEditMessages.get().removedShort })
    return false
  }
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
  await reloadEditedItem(item.id)
  return true
}

/**
 * Reads the item back after a change, into the modal and the item page: the socket's `item_updated` does the same
 * but does not come to pages without one (API keys). A 404 means another user removed it.
 */
export async function reloadEditedItem(itemId: string): Promise<void> {
  try {
    const saved = await getClient().items.get(itemId)
    showEditedItem(saved)
    applyItemUpdate(saved)
  } catch (error) {
    if (isApiError(error) && error.status === 404) markEditedItemRemoved(itemId)
    else console.error('Failed to read the saved item', error)
  }
}
