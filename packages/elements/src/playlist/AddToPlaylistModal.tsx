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
import { useEffect, useId, useState } from 'react'
import { Button } from '../ui/Button'
import { Modal } from '../ui/Modal'
import { Spinner } from '../ui/Spinner'

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
  const [name, setName] = useState('')
  const [processing, setProcessing] = useState(false)
  const nameId = useId()

  useEffect(() => {
    if (!open) return
    setName('')
    void loadUserPlaylists(libraryId)
  }, [open, libraryId])

  const run = async (action: () => Promise<unknown>) => {
    setProcessing(true)
    try {
      await action()
    } finally {
      setProcessing(false)
    }
  }

  const title = entries.length === 1 ? 'Add to Playlist' : `Add ${entries.length} Items to Playlist`
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      processing={processing}
      className="sk-collection-picker"
    >
      {loading && !playlists.length ? (
        <div className="sk-collection-picker__loading">
          <Spinner />
        </div>
      ) : playlists.length ? (
        <ul className="sk-collection-picker__list">
          {playlists.map((playlist) => {
            const holds = playlistHolds(playlist, entries)
            return (
              <li key={playlist.id} className="sk-collection-picker__row">
                <span className="sk-collection-picker__name">{playlist.name}</span>
                <span className="sk-muted">{playlist.items.length} items</span>
                <Button
                  variant="secondary"
                  aria-label={`${holds ? 'Remove from' : 'Add to'} ${playlist.name}`}
                  onClick={() => void run(() => changePlaylistEntries(playlist.id, entries, holds))}
                >
                  {holds ? 'Remove' : 'Add'}
                </Button>
              </li>
            )
          })}
        </ul>
      ) : (
        <>
          <p className="sk-collection-picker__empty">You have no playlists</p>
          <p className="sk-muted">Playlists are private. Only the user who creates them can see them.</p>
        </>
      )}
      <form
        className="sk-collection-picker__create"
        onSubmit={(event) => {
          event.preventDefault()
          void run(async () => {
            if (await createPlaylistWith(name, libraryId, entries)) setName('')
          })
        }}
      >
        <label htmlFor={nameId} className="sk-visually-hidden">
          New playlist name
        </label>
        <input
          id={nameId}
          className="sk-input"
          placeholder="New playlist name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={!name.trim()}>
          Create
        </Button>
      </form>
    </Modal>
  )
}
