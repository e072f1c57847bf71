import type { LibraryItemMinified, MediaProgress, PodcastEpisode, User } from '@shelfkit/client'
import { canDelete, canDownload, canUpdate, isAdminOrUp } from '../permissions'
import { queueIndexOf } from '../player/queue-rules'
import type { PlayerState, QueueItem } from '../player/types'
import { getClient } from '../session'
import { showToast } from '../toasts'

/** What the "more" menu of an item card can offer, in the order it offers them. */
export type ItemMenuAction =
  | 'edit'
  | 'toggle-finished'
  | 'discard-progress'
  | 'add-to-collection'
  | 'add-to-playlist'
  | 'rescan'
  | 'remove-from-continue'
  | 'add-to-queue'
  | 'remove-from-queue'
  | 'download'
  | 'keep'
  | 'remove-kept'
  | 'delete'

export interface ItemMenuContext {
  item: LibraryItemMinified
  /** Episode cards: the episode the card is about. */
  episode?: Pick<PodcastEpisode, 'id'> | null
  progress?: MediaProgress | null
  user: Pick<User, 'type' | 'permissions' | 'librariesAccessible'> | null
  player: Pick<PlayerState, 'status' | 'libraryItemId' | 'episodeId' | 'libraryItem'>
  queue: readonly QueueItem[]
  /** The card sits on a home "continue listening/reading" shelf. */
  continueShelf?: boolean
  /** Whether the book (or episode) is kept on this device; undefined where this browser cannot keep media. */
  kept?: boolean
}

/**
 * The entries of an item card's "more" menu, gated as the official client gates them: books can be marked
 * finished and added to collections (update permission) and playlists (with audio); episodes can be marked and
 * added to playlists; re-scan for admins (not for single-file items); "remove from continue" on the continue shelves;
 * queue entries while a session of the same library is open (add when not queued, remove when queued and not the
 * one playing); delete with delete permission. Beyond the official menu: discard progress when there is some,
 * download with download permission, and Edit (the official card's pencil button) with update permission; keep
 * on this device (or remove from it) for books with audio and episodes, with download permission.
 */
export function itemMenuActions(context: ItemMenuContext): ItemMenuAction[] {
  const { item, episode, progress, user, continueShelf } = context
  const actions: ItemMenuAction[] = []
  const isBook = item.mediaType === 'book'
  const listenable = isBook || !!episode
  // The edit modal's tab for those who may update (Details); download-only tabs are not built yet.
  if (!episode && canUpdate(user)) actions.push('edit')
  if (listenable) actions.push('toggle-finished')
  if (listenable && progress) actions.push('discard-progress')
  if (isBook && canUpdate(user)) actions.push('add-to-collection')
  if ((isBook && item.media.numTracks > 0) || episode) actions.push('add-to-playlist')
  if (!episode && isAdminOrUp(user) && !item.isFile) actions.push('rescan')
  if (continueShelf && progress) actions.push('remove-from-continue')
  if (listenable) actions.push(...queueActions(context))
  if (!episode && canDownload(user)) actions.push('download')
  const hasAudio = (isBook && item.media.numTracks > 0) || !!episode
  if (hasAudio && context.kept !== undefined && canDownload(user))
    actions.push(context.kept ? 'remove-kept' : 'keep')
  if (!episode && canDelete(user)) actions.push('delete')
  return actions
}

function queueActions({ item, episode, player, queue }: ItemMenuContext): ItemMenuAction[] {
  if (player.status === 'idle' || !player.libraryItemId) return []
  if (player.libraryItem && player.libraryItem.libraryId !== item.libraryId) return []
  const episodeId = episode?.id ?? null
  if (queueIndexOf(queue, item.id, episodeId) < 0) return ['add-to-queue']
  const playing = player.libraryItemId === item.id && (player.episodeId ?? null) === episodeId
  return playing ? [] : ['remove-from-queue']
}

/** Toast texts of the card's actions (official client strings). */
export const ITEM_MENU_MESSAGES = {
  deleted: 'Deleted item',
  deleteFailed: 'Failed to delete item',
  deletePrompt: 'This will delete the library item from the database and your file system. Are you sure?',
  deleteCheckbox: 'Delete from file system (uncheck to only remove from database)',
  rescanUpdated: 'Re-Scan complete item was updated',
  rescanUpToDate: 'Re-Scan complete item was up to date',
  rescanRemoved: 'Re-Scan complete item was removed',
  scanFailed: 'Failed to scan library item',
} as const

export const rescanFailedMessage = (title: string) => `Re-Scan Failed for ${title}`
export const markFinishedQuestion = (title: string) => `Are you sure you want to mark "${title}" as finished?`

/** Deletes one item; `hard` also removes its files. The server's `item_removed` takes it off every list. */
export async function deleteLibraryItem(libraryItemId: string, hard: boolean): Promise<boolean> {
  try {
    await getClient().items.remove(libraryItemId, hard)
    showToast({ type: 'success', message: ITEM_MENU_MESSAGES.deleted })
    return true
  } catch (error) {
    console.error('Failed to delete item', error)
    showToast({ type: 'error', message: ITEM_MENU_MESSAGES.deleteFailed })
    return false
  }
}

/** Re-scans one item's folder (admins) and says what came of it. */
export async function rescanLibraryItem(libraryItemId: string, title: string): Promise<boolean> {
  try {
    const { result } = await getClient().items.scan(libraryItemId)
    if (!result) showToast({ type: 'error', message: rescanFailedMessage(title) })
    else if (result === 'UPDATED') showToast({ type: 'success', message: ITEM_MENU_MESSAGES.rescanUpdated })
    else if (result === 'UPTODATE') showToast({ type: 'success', message: ITEM_MENU_MESSAGES.rescanUpToDate })
    else if (result === 'REMOVED') showToast({ type: 'error', message: ITEM_MENU_MESSAGES.rescanRemoved })
    return !!result && result !== 'REMOVED'
  } catch (error) {
    console.error('Failed to scan library item', error)
    showToast({ type: 'error', message: ITEM_MENU_MESSAGES.scanFailed })
    return false
  }
}
