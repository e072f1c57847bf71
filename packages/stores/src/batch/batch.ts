import { errorMessage, type LibraryItem, type QuickMatchOptions, urls } from '@shelfkit/client'
import type { ProgressLookup } from '../item/progress'
import { $currentLibraryId } from '../libraries'
import { canDelete, canUpdate, isAdminOrUp } from '../permissions'
import { getClient } from '../session'
import { showToast } from '../toasts'
import { reloadCurrentUser } from '../user-reload'
import { $batchProcessing, $selectedItems, clearSelection, type SelectableItem } from './selection'

/** Download is offered only up to this many selected items: the ids ride in the URL (spec 01 §5, §9). */
export const BATCH_DOWNLOAD_LIMIT = 40

/** Toast texts of the batch actions (spec 01 §8). */
export const BATCH_MESSAGES = {
  updateSuccess: 'batch update success',
  updateFailed: 'batch update failed',
  deleteSuccess: 'batch delete success',
  deleteFailed: 'batch delete failed',
  embedFailed: 'Failed to embed metadata',
  rescanFailed: 'Failed to batch re-scan',
  getFailed: 'Failed to get items',
  quickMatchFailed: 'Batch Quick Match failed!',
} as const

export const quickMatchStartedMessage = (count: number) => `Batch Quick Match of ${count} books started!`

/** Spec 01 §5: download only for 40 items or fewer. */
export function canBatchDownload(count: number): boolean {
  return count > 0 && count <= BATCH_DOWNLOAD_LIMIT
}

/** Spec 01 §5: quick embed only in book libraries, and only when every selected item has audio tracks. */
export function canQuickEmbed(items: readonly SelectableItem[], mediaType: string | undefined): boolean {
  return mediaType !== 'podcast' && items.length > 0 && items.every((item) => item.hasTracks)
}

/** Play needs tracks in every selected item (and is not offered in podcast libraries). */
export function canPlaySelection(items: readonly SelectableItem[], mediaType: string | undefined): boolean {
  return canQuickEmbed(items, mediaType)
}

/** What the batch bar offers for a selection (spec 01 §2 "Batch selection bar", §5, §6). */
export interface BatchBarActions {
  play: boolean
  /** Mark finished / not finished: book libraries only. */
  markFinished: boolean
  /** Book libraries, with update permission. */
  addToCollection: boolean
  edit: boolean
  delete: boolean
  /** The context menu (admin or up): quick match, quick embed, re-scan and download. */
  quickMatch: boolean
  quickEmbed: boolean
  rescan: boolean
  download: boolean
}

export function batchBarActions(
  items: readonly SelectableItem[],
  mediaType: string | undefined,
  user: Parameters<typeof isAdminOrUp>[0],
): BatchBarActions {
  const isBookLibrary = mediaType === 'book'
  const admin = isAdminOrUp(user)
  return {
    play: canPlaySelection(items, mediaType),
    markFinished: isBookLibrary,
    addToCollection: isBookLibrary && canUpdate(user),
    edit: canUpdate(user),
    delete: canDelete(user),
    quickMatch: admin,
    quickEmbed: admin && canQuickEmbed(items, mediaType),
    rescan: admin,
    download: admin && canBatchDownload(items.length),
  }
}

/** True when every selected item is finished: the mark button then offers 'not finished'. */
export function allFinished(items: readonly SelectableItem[], progressOf: ProgressLookup): boolean {
  return items.length > 0 && items.every((item) => progressOf(item.id)?.isFinished === true)
}

const selectedIds = () => $selectedItems.get().map((item) => item.id)

/** Runs a batch action with the processing flag on; nothing runs while another one does. */
async function processing<T>(action: () => Promise<T>): Promise<T | undefined> {
  if ($batchProcessing.get()) return undefined
  $batchProcessing.set(true)
  try {
    return await action()
  } finally {
    $batchProcessing.set(false)
  }
}

/** Marks every selected item finished (or not). Success clears the selection; failure keeps it. */
export async function batchSetFinished(isFinished: boolean): Promise<boolean> {
  const updates = selectedIds().map((libraryItemId) => ({ libraryItemId, isFinished }))
  const done = await processing(async () => {
    try {
      await getClient().me.batchUpdateProgress(updates)
      showToast({ type: 'success', message: BATCH_MESSAGES.updateSuccess })
      // The cards show the new progress without waiting for the socket's user_updated, which a socket that is
      // not connected yet (or at all, with an API key) never brings.
      await reloadCurrentUser()
      return true
    } catch (error) {
      console.error('Batch progress update failed', error)
      showToast({ type: 'error', message: BATCH_MESSAGES.updateFailed })
      return false
    }
  })
  if (done) clearSelection({ force: true })
  return done ?? false
}

/** Deletes the selected items; `hard` also removes their files from the server's disk. */
export async function batchDelete(hard: boolean): Promise<boolean> {
  const ids = selectedIds()
  const done = await processing(async () => {
    try {
      await getClient().items.batchDelete(ids, hard)
      showToast({ type: 'success', message: BATCH_MESSAGES.deleteSuccess })
      return true
    } catch (error) {
      console.error('Batch delete failed', error)
      showToast({ type: 'error', message: BATCH_MESSAGES.deleteFailed })
      return false
    }
  })
  if (done) clearSelection({ force: true })
  return done ?? false
}

/** Starts a re-scan of the selected items; a failure shows the server's text, else 'Failed to batch re-scan'. */
export function batchRescan(): Promise<boolean> {
  return startServerJob((ids) => getClient().items.batchScan(ids), BATCH_MESSAGES.rescanFailed)
}

/** Queues metadata embedding for the selected items (admin). */
export function batchEmbedMetadata(): Promise<boolean> {
  return startServerJob((ids) => getClient().items.batchEmbedMetadata(ids), BATCH_MESSAGES.embedFailed)
}

async function startServerJob(
  start: (ids: string[]) => Promise<unknown>,
  fallback: string,
): Promise<boolean> {
  const ids = selectedIds()
  const done = await processing(async () => {
    try {
      await start(ids)
      return true
    } catch (error) {
      console.error(fallback, error)
      showToast({ type: 'error', message: errorMessage(error, fallback) })
      return false
    }
  })
  if (done) clearSelection({ force: true })
  return done ?? false
}

/** Starts a quick match of the selected items; the outcome arrives later as `batch_quickmatch_complete`. */
export async function batchQuickMatch(options: QuickMatchOptions): Promise<boolean> {
  const ids = selectedIds()
  const done = await processing(async () => {
    try {
      await getClient().items.batchQuickMatch(ids, options)
      showToast({ type: 'info', message: quickMatchStartedMessage(ids.length) })
      return true
    } catch (error) {
      console.error('Batch quick match failed', error)
      showToast({ type: 'error', message: BATCH_MESSAGES.quickMatchFailed })
      return false
    }
  })
  return done ?? false
}

/**
 * The selected items in full, for playing them as a queue. A failure shows the server's text, else
 * 'Failed to get items', and nothing plays (spec 01 §8). The selection clears once they are fetched.
 */
export async function fetchSelectedItems(): Promise<LibraryItem[]> {
  const ids = selectedIds()
  const items = await processing(async () => {
    try {
      return await getClient().items.batchGet(ids)
    } catch (error) {
      console.error(BATCH_MESSAGES.getFailed, error)
      showToast({ type: 'error', message: errorMessage(error, BATCH_MESSAGES.getFailed) })
      return []
    }
  })
  if (items?.length) clearSelection({ force: true })
  return items ?? []
}

/** The zip download of the selected items, or null above the limit (or with no library or token). */
export function batchDownloadUrl(): string | null {
  const ids = selectedIds()
  const libraryId = $currentLibraryId.get()
  const token = getClient().http.tokens.get().accessToken
  if (!canBatchDownload(ids.length) || !libraryId || !token) return null
  return urls.libraryDownloadUrl(getClient().http.address.baseUrl, libraryId, ids, token)
}
