import { useStore } from '@nanostores/react'
import type { PlaylistEntry } from '@shelfkit/client'
import {
  $playlistsLoading,
  $userPlaylists,
  changePlaylistEntries,
  count,
  createPlaylistWith,
  i18n,
  loadUserPlaylists,
  params,
  playlistHolds,
} from '@shelfkit/stores'
import { useEffect } from 'react'
import { countMessages } from '../ui/counts'
import { PickerModal } from '../ui/PickerModal'

const messages = i18n('playlist.addModal', {
  title: count({ one: 'Add to Playlist', other: 'Add {count} Items to Playlist' }),
  add: 'Add',
  remove: 'Remove',
  addTo: params('Add to {name}'),
  removeFrom: params('Remove from {name}'),
  none: 'You have no playlists',
  private: 'Playlists are private. Only the user who creates them can see them.',
  newName: 'New playlist name',
})

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
  const t = useStore(messages)
  const counts = useStore(countMessages)
  const playlists = useStore($userPlaylists)
  const loading = useStore($playlistsLoading)

  useEffect(() => {
    if (open) void loadUserPlaylists(libraryId)
  }, [open, libraryId])

  return (
    <PickerModal
      open={open}
      onClose={onClose}
      title={t.title(entries.length)}
      loading={loading}
      rows={playlists.map((playlist) => {
        const holds = playlistHolds(playlist, entries)
        return {
          key: playlist.id,
          name: playlist.name,
          detail: counts.items(playlist.items.length),
          action: holds ? t.remove : t.add,
          actionLabel: (holds ? t.removeFrom : t.addTo)({ name: playlist.name }),
          onChoose: () => changePlaylistEntries(playlist.id, entries, holds),
        }
      })}
      empty={
        <>
          <p className="sk-collection-picker__empty">{t.none}</p>
          <p className="sk-muted">{t.private}</p>
        </>
      }
      newLabel={t.newName}
      onCreate={(name) => createPlaylistWith(name, libraryId, entries)}
    />
  )
}
