import type { Library } from '@shelfkit/client'
import { removeUserOnline, setUsersOnline, updateUserOnline } from './config/users-online'
import { count, params, storeMessages } from './i18n/i18n'
import { removeMediaProgress, setMediaProgress } from './item/progress'
import {
  $currentLibraryId,
  $libraries,
  addCustomMetadataProvider,
  addItemToFilterData,
  addOrUpdateCollection,
  addOrUpdateLibrary,
  addOrUpdateUserPlaylist,
  fetchLibrary,
  nextAccessibleLibrary,
  removeCollection,
  removeCustomMetadataProvider,
  removeLibrary,
  removeSeriesFromFilterData,
  removeUserPlaylist,
  setCurrentLibraryId,
} from './libraries'
import { shared } from './registry'
import { onServerEvent } from './server-events'
import { $ereaderDevices, $user, setCurrentUser } from './session'
import { connectSocket, disconnectSocket } from './socket'
import {
  addOrUpdateTask,
  markTrackFinished,
  setEmbedQueued,
  setTaskProgress,
  setTrackProgress,
} from './tasks'
import { showToast } from './toasts'

/** What happened to the current library after `library_removed`; the app moves the route accordingly. */
export interface LibraryReplacement {
  removedId: string
  /** The library now current, or null when the user has none left. */
  nextId: string | null
}

type ReplacementListener = (replacement: LibraryReplacement) => void
const replacementListeners = shared('reactions.replacementListeners', () => new Set<ReplacementListener>())

/** Hears when the current library was removed and another (or none) took its place. */
export function onCurrentLibraryReplaced(listener: ReplacementListener): () => void {
  replacementListeners.add(listener)
  return () => {
    replacementListeners.delete(listener)
  }
}

/**
 * The route after the current library was replaced (spec 01 §4 "Reactions to server events"): config routes stay
 * (null), library routes keep their path with the id swapped, other routes go to the library root.
 */
export function pathAfterLibraryReplaced(path: string, removedId: string, nextId: string): string | null {
  if (path === '/config' || path.startsWith('/config/')) return null
  if (path.startsWith('/library/')) return path.replace(removedId, nextId)
  return `/library/${nextId}`
}

/** Spec 01 §4: switch to the next accessible library, or clear the current one when none remains. */
export async function handleLibraryRemoved(library: Pick<Library, 'id'>): Promise<void> {
  removeLibrary(library.id)
  if ($currentLibraryId.get() !== library.id) return
  const next = nextAccessibleLibrary($libraries.get(), $user.get())
  if (next && (await fetchLibrary(next.id))) {
    notifyReplacement({ removedId: library.id, nextId: next.id })
    return
  }
  console.error('No accessible library remains')
  setCurrentLibraryId(null)
  notifyReplacement({ removedId: library.id, nextId: null })
}

function notifyReplacement(replacement: LibraryReplacement) {
  for (const listener of [...replacementListeners]) listener(replacement)
}

const isCurrentLibrary = (libraryId: string | null | undefined) =>
  !!libraryId && libraryId === $currentLibraryId.get()

/** The toasts of server events (spec 01 §8). */
export const reactionMessages = storeMessages('reactions', {
  streamFailed: params('Stream Failed: {message}'),
  quickMatchComplete: 'Batch quick match complete!',
  quickMatchUpdated: count({ one: '{count} Updated', other: '{count} Updated' }),
  quickMatchUnmatched: count({ one: '{count} with no matches', other: '{count} with no matches' }),
})

/** Batch quick match result toast text (spec 01 §8). */
export function quickMatchMessage(result: { updates?: number; unmatched?: number }): string {
  const text = reactionMessages.get()
  const lines = [text.quickMatchComplete, text.quickMatchUpdated(result.updates ?? 0)]
  if (result.unmatched && result.unmatched > 0) lines.push(text.quickMatchUnmatched(result.unmatched))
  return lines.join('\n')
}

/** Every state-only reaction to server events; the returned function removes them all. */
function subscribeReactions(): () => void {
  const stops = [
    onServerEvent('init', (payload) => {
      if (payload?.usersOnline) setUsersOnline(payload.usersOnline)
    }),
    onServerEvent('user_online', updateUserOnline),
    onServerEvent('user_stream_update', updateUserOnline),
    onServerEvent('user_offline', (user) => removeUserOnline(user.id)),

    onServerEvent('library_added', addOrUpdateLibrary),
    onServerEvent('library_updated', addOrUpdateLibrary),
    onServerEvent('library_removed', (library) => {
      void handleLibraryRemoved(library)
    }),

    onServerEvent('item_added', addItemToFilterData),
    onServerEvent('item_updated', addItemToFilterData),
    onServerEvent('items_added', (items) => {
      for (const item of items) addItemToFilterData(item)
    }),
    onServerEvent('items_updated', (items) => {
      for (const item of items) addItemToFilterData(item)
    }),
    onServerEvent('series_removed', ({ id, libraryId }) => {
      if (isCurrentLibrary(libraryId)) removeSeriesFromFilterData(id)
    }),

    // User updates apply only to the signed-in user (spec 01 §4).
    onServerEvent('user_updated', (user) => {
      if (user.id === $user.get()?.id) setCurrentUser(user)
    }),
    // Only the listeners of this item's progress hear it; `$user` stays as it is.
    onServerEvent('user_item_progress_updated', ({ id, data }) => {
      if (!$user.get()) return
      if (data) setMediaProgress(data)
      else removeMediaProgress(id)
    }),

    // Collection events only for the current library; playlist events also only for their owner.
    onServerEvent('collection_added', (collection) => {
      if (isCurrentLibrary(collection.libraryId)) addOrUpdateCollection(collection)
    }),
    onServerEvent('collection_updated', (collection) => {
      if (isCurrentLibrary(collection.libraryId)) addOrUpdateCollection(collection)
    }),
    onServerEvent('collection_removed', (collection) => {
      if (isCurrentLibrary(collection.libraryId)) removeCollection(collection.id)
    }),
    onServerEvent('playlist_added', (playlist) => {
      if (ownPlaylistHere(playlist)) addOrUpdateUserPlaylist(playlist)
    }),
    onServerEvent('playlist_updated', (playlist) => {
      if (ownPlaylistHere(playlist)) addOrUpdateUserPlaylist(playlist)
    }),
    onServerEvent('playlist_removed', (playlist) => {
      if (ownPlaylistHere(playlist)) removeUserPlaylist(playlist.id)
    }),

    onServerEvent('task_started', addOrUpdateTask),
    onServerEvent('task_finished', addOrUpdateTask),
    onServerEvent('task_progress', ({ libraryItemId, progress }) => setTaskProgress(libraryItemId, progress)),
    onServerEvent('metadata_embed_queue_update', ({ libraryItemId, queued }) =>
      setEmbedQueued(libraryItemId, queued),
    ),
    onServerEvent('track_started', ({ libraryItemId, ino }) => setTrackProgress(libraryItemId, ino, 0)),
    onServerEvent('track_progress', ({ libraryItemId, ino, progress }) =>
      setTrackProgress(libraryItemId, ino, progress),
    ),
    onServerEvent('track_finished', ({ libraryItemId, ino }) => markTrackFinished(libraryItemId, ino)),

    onServerEvent('ereader-devices-updated', (payload) => {
      if (payload?.ereaderDevices) $ereaderDevices.set(payload.ereaderDevices)
    }),
    onServerEvent('custom_metadata_provider_added', (provider) => {
      if (provider?.id) addCustomMetadataProvider(provider)
    }),
    onServerEvent('custom_metadata_provider_removed', (provider) => {
      if (provider?.id) removeCustomMetadataProvider(provider.id)
    }),

    onServerEvent('stream_error', (payload) => {
      // The server sends `error`; the official client read `errorMessage`. Accept both.
      const message = payload.error ?? (payload as { errorMessage?: string }).errorMessage ?? ''
      showToast({ type: 'error', message: reactionMessages.get().streamFailed({ message }) })
    }),
    onServerEvent('admin_message', (message) => {
      showToast({ type: 'info', message: String(message) })
    }),
    onServerEvent('batch_quickmatch_complete', (result) => {
      showToast({ type: result.success ? 'success' : 'info', message: quickMatchMessage(result) })
    }),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

function ownPlaylistHere(playlist: { userId: string; libraryId: string }): boolean {
  return playlist.userId === $user.get()?.id && isCurrentLibrary(playlist.libraryId)
}

const running = shared('reactions.running', () => ({ stop: null as (() => void) | null }))

/** Starts the reactions once per page (further calls are no-ops). Returns the function that stops them. */
export function startServerEventReactions(): () => void {
  running.stop ??= subscribeReactions()
  return stopServerEventReactions
}

export function stopServerEventReactions(): void {
  running.stop?.()
  running.stop = null
}

/** Reactions plus the socket: what an app or element calls once the user is signed in. */
export function startLiveUpdates(): () => void {
  startServerEventReactions()
  connectSocket()
  return () => {
    disconnectSocket()
    stopServerEventReactions()
  }
}
