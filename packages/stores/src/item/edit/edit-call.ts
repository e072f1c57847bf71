import { type AbsClient, errorMessage, isApiError, type LibraryItem } from '@shelfkit/client'
import { getClient } from '../../session'
import { showToast } from '../../toasts'
import { $itemEdit, itemEditMessages, reloadEditedItem } from './modal'

/**
 * The item the modal edits, or null: none open, still loading, or removed by another user (then it says so, since
 * whatever was asked would be lost).
 */
export function editableItem(): LibraryItem | null {
  const state = $itemEdit.get()
  if (!state?.item) return null
  if (state.removed) {
    showToast({ type: 'error', message: itemEditMessages.get().removedShort })
    return null
  }
  return state.item
}

export interface EditCallOptions {
  /** Shown when the call fails without words of the server's own. */
  failure: string
  /** Read the item back afterwards (default): the server changed it. */
  reload?: boolean
  /** Hears the message shown for a failure (a form puts it under its field too). */
  onFailure?(message: string): void
}

/**
 * One change to the edited item: the call, then the item read back into the modal and the page. A failure shows
 * the server's text, else `failure`; a 404 means another user removed the item. Resolves undefined on failure.
 */
export async function editCall<T>(
  call: (client: AbsClient, item: LibraryItem) => Promise<T>,
  options: EditCallOptions,
): Promise<T | undefined> {
  const item = editableItem()
  if (!item) return undefined
  let result: T
  try {
    result = await call(getClient(), item)
  } catch (error) {
    console.error(options.failure, error)
    const notFound = isApiError(error) && error.status === 404
    if (notFound) {
      // The item, or what the call was about (a file), is gone: reading the item back tells which.
      await reloadEditedItem(item.id)
      if ($itemEdit.get()?.removed) return undefined
    }
    const message = notFound ? options.failure : errorMessage(error, options.failure)
    showToast({ type: 'error', message })
    options.onFailure?.(message)
    return undefined
  }
  if (options.reload !== false) await reloadEditedItem(item.id)
  return result
}
