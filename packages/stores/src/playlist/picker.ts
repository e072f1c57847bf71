import { errorMessage, type Playlist, type PlaylistEntry, playlistsApi } from '@shelfkit/client'
import { atom } from 'nanostores'
import { $userPlaylists, addOrUpdateUserPlaylist, removeUserPlaylist, setUserPlaylists } from '../libraries'
import { shared } from '../registry'
import { getClient } from '../session'
import { showToast } from '../toasts'

/** Toast texts of the add-to-playlist dialog (official client strings). */
export const PLAYLIST_PICKER_MESSAGES = {
  loadFailed: 'Failed to load data',
  updateFailed: 'Failed to update',
  createFailed: 'Failed to create playlist',
} as const

/** True while the dialog loads the user's playlists. */
export const $playlistsLoading = shared('playlistPicker.loading', () => atom(false))

/** Whether a playlist holds every one of the entries (books by item, episodes by item and episode). */
export function playlistHolds(playlist: Pick<Playlist, 'items'>, entries: readonly PlaylistEntry[]): boolean {
  return entries.every((entry) =>
    playlist.items.some(
      (item) =>
        item.libraryItemId === entry.libraryItemId && (item.episodeId ?? null) === (entry.episodeId ?? null),
    ),
  )
}

/** The user's playlists of the library, sorted by name, into `$userPlaylists`. A failure says so. */
export async function loadUserPlaylists(libraryId: string): Promise<readonly Playlist[]> {
  $playlistsLoading.set(true)
  try {
    const page = await getClient().libraries.playlists(libraryId)
    setUserPlaylists([...page.results].sort((a, b) => a.name.localeCompare(b.name)))
  } catch (error) {
    console.error('Failed to get playlists', error)
    showToast({ type: 'error', message: PLAYLIST_PICKER_MESSAGES.loadFailed })
  } finally {
    $playlistsLoading.set(false)
  }
  return $userPlaylists.get()
}

/** Adds the entries to a playlist (or takes them out with `remove`); the list shows the result. */
export async function changePlaylistEntries(
  playlistId: string,
  entries: readonly PlaylistEntry[],
  remove = false,
): Promise<boolean> {
  const playlists = getClient().area(playlistsApi)
  try {
    const updated = remove
      ? await playlists.batchRemove(playlistId, [...entries])
      : await playlists.batchAdd(playlistId, [...entries])
    // The server deletes a playlist left empty.
    if (updated?.items?.length) addOrUpdateUserPlaylist(updated)
    else removeUserPlaylist(playlistId)
    return true
  } catch (error) {
    console.error('Failed to change playlist items', error)
    showToast({ type: 'error', message: PLAYLIST_PICKER_MESSAGES.updateFailed })
    return false
  }
}

/** Creates a playlist holding the entries. Resolves to it, or null (with the server's reason in a toast). */
export async function createPlaylistWith(
  name: string,
  libraryId: string,
  entries: readonly PlaylistEntry[],
): Promise<Playlist | null> {
  const trimmed = name.trim()
  if (!trimmed || !entries.length) return null
  try {
    const playlist = await getClient()
      .area(playlistsApi)
      .create({ libraryId, name: trimmed, items: [...entries] })
    addOrUpdateUserPlaylist(playlist)
    return playlist
  } catch (error) {
    console.error('Failed to create playlist', error)
    const reason = errorMessage(error, '')
    showToast({
      type: 'error',
      message: reason
        ? `${PLAYLIST_PICKER_MESSAGES.createFailed}: ${reason}`
        : PLAYLIST_PICKER_MESSAGES.createFailed,
    })
    return null
  }
}
