import { errorMessage, type Playlist, type PlaylistItem, playlistsApi } from '@shelfkit/client'
import { createEntityPage } from '../entity-page'
import { shared } from '../registry'
import { onServerEvent } from '../server-events'
import { getClient } from '../session'
import { showToast } from '../toasts'

/** Toast texts of the playlist page (official client strings). */
export const PLAYLIST_MESSAGES = {
  updated: 'Playlist updated',
  removed: 'Playlist removed',
  removeFailed: 'Failed to remove',
} as const

export const playlistPage = shared('playlist.page', () =>
  createEntityPage<Playlist>({
    load: (client, id) => client.area(playlistsApi).get(id),
    idOf: (playlist) => playlist.id,
    fallbackMessage: 'Failed to load data',
  }),
)

/** A playlist entry's key: the item, plus the episode for podcast entries. */
export function playlistEntryKey(entry: Pick<PlaylistItem, 'libraryItemId' | 'episodeId'>): string {
  return entry.episodeId ? `${entry.libraryItemId}/${entry.episodeId}` : entry.libraryItemId
}

/** Seconds of all entries (books' durations, episodes' durations). */
export function playlistDuration(playlist: Pick<Playlist, 'items'>): number {
  return playlist.items.reduce((total, entry) => {
    if ('episode' in entry && entry.episode) return total + entry.episode.duration
    return total + (entry.libraryItem.mediaType === 'book' ? entry.libraryItem.media.duration : 0)
  }, 0)
}

/**
 * Opens the playlist page and follows its owner's changes from any device; a playlist removed while viewed sets
 * `$removed` (spec 01 §4: the page then goes to the playlists shelf). Returns the closer.
 */
export function openPlaylistPage(playlistId: string): () => void {
  const stops = [
    onServerEvent('playlist_updated', (playlist) => playlistPage.replace(playlist)),
    onServerEvent('playlist_removed', ({ id }) => {
      if (id === playlistPage.$id.get()) playlistPage.markRemoved()
    }),
  ]
  void playlistPage.open(playlistId)
  return () => {
    for (const stop of stops) stop()
    if (playlistPage.$id.get() === playlistId) playlistPage.close()
  }
}

/** Takes an entry out of the playlist; the server deletes a playlist left empty (then `$removed` is set). */
export async function removePlaylistEntry(
  playlistId: string,
  entry: Pick<PlaylistItem, 'libraryItemId' | 'episodeId'>,
): Promise<boolean> {
  const client = getClient()
  const wasLast = playlistPage.current()?.items.length === 1
  try {
    const updated = await client
      .area(playlistsApi)
      .removeItem(playlistId, entry.libraryItemId, entry.episodeId)
    if (wasLast || !updated?.items?.length) {
      if (playlistPage.$id.get() === playlistId) playlistPage.markRemoved()
      showToast({ type: 'success', message: PLAYLIST_MESSAGES.removed })
    } else {
      playlistPage.replace(updated)
      showToast({ type: 'success', message: PLAYLIST_MESSAGES.updated })
    }
    return true
  } catch (error) {
    console.error('Failed to remove playlist entry', error)
    showToast({ type: 'error', message: errorMessage(error, PLAYLIST_MESSAGES.removeFailed) })
    return false
  }
}

export async function deletePlaylist(playlistId: string): Promise<boolean> {
  try {
    await getClient().area(playlistsApi).remove(playlistId)
    showToast({ type: 'success', message: PLAYLIST_MESSAGES.removed })
    if (playlistPage.$id.get() === playlistId) playlistPage.markRemoved()
    return true
  } catch (error) {
    console.error('Failed to remove playlist', error)
    showToast({ type: 'error', message: errorMessage(error, PLAYLIST_MESSAGES.removeFailed) })
    return false
  }
}
