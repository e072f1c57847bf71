import { useStore } from '@nanostores/react'
import type { PlaylistEntry } from '@shelfkit/client'
import {
  $playlistsLoading,
  $userPlaylists,
  changePlaylistEntries,
  createPlaylistWith,
  loadUserPlaylists,
  playlistHolds,
} from '@shelfkit/stores'
import { useEffect } from 'react'
import { PickerModal } from '../ui/PickerModal'

export interface AddToPlaylistModalProps {
  open: boolean
  libraryId: string
  /** Books (no episode id) or podcast episodes. */
  entries: readonly PlaylistEntry[]
  onClose(): void
}

/**
 * Spec 02 "Add-to-playlist": the user's playlists of the library, each adding the entries (or taking them out
 * when it holds them already), and a new playlist made with them. Playlists are private to their owner.
 */
export function AddToPlaylistModal({ open, libraryId, entries, onClose }: AddToPlaylistModalProps) {
  const playlists = useStore($userPlaylists)
  const loading = useStore($playlistsLoading)

  useEffect(() => {
    if (open) void loadUserPlaylists(libraryId)
  }, [open, libraryId])

  return (
    <PickerModal
      open={open}
      onClose={onClose}
      title={entries.length === 1 ? 'Add to Playlist' : `Add ${entries.length} Items to Playlist`}
      loading={loading}
      rows={playlists.map((playlist) => {
        const holds = playlistHolds(playlist, entries)
        return {
          key: playlist.id,
          name: playlist.name,
          detail: `${playlist.items.length} items`,
          action: holds ? 'Remove' : 'Add',
          actionLabel: `${holds ? 'Remove from' : 'Add to'} ${playlist.name}`,
          onChoose: () => changePlaylistEntries(playlist.id, entries, holds),
        }
      })}
      empty={
        <>
          <p className="sk-collection-picker__empty">You have no playlists</p>
          <p className="sk-muted">Playlists are private. Only the user who creates them can see them.</p>
        </>
      }
      newLabel="New playlist name"
      onCreate={(name) => createPlaylistWith(name, libraryId, entries)}
    />
  )
}
