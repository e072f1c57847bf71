import { useStore } from '@nanostores/react'
import type { PlaylistItem } from '@shelfkit/client'
import {
  $progressByItem,
  deletePlaylist,
  formatDurationShort,
  openPlaylistPage,
  playlistDuration,
  playlistEntryKey,
  playlistPage,
  progressKey,
  removePlaylistEntry,
} from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { MediaThumb } from '../collection/MediaThumb'
import { ProgressLabel } from '../collection/ProgressLabel'
import { AppLink, useNavigation } from '../navigation'
import { Button, IconButton } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { ResourceView } from '../ui/ResourceView'
import { SafeHtml } from '../ui/SafeHtml'
import { escapeHtml } from '../ui/sanitize'

function entryText(entry: PlaylistItem): { title: string; subtitle: string; duration: number } {
  if ('episode' in entry && entry.episode) {
    return {
      title: entry.episode.title,
      subtitle: entry.libraryItem.media.metadata.title,
      duration: entry.episode.duration,
    }
  }
  const item = entry.libraryItem
  if (item.mediaType === 'book') {
    return {
      title: item.media.metadata.title || 'No Title',
      subtitle: item.media.metadata.authorName,
      duration: item.media.duration,
    }
  }
  return { title: item.media.metadata.title, subtitle: item.media.metadata.author ?? '', duration: 0 }
}

/**
 * The user's own playlist: books and episodes in order with progress; entries can be removed and the playlist
 * deleted. Removed anywhere while viewed → the playlists shelf (spec 01 §4).
 */
export function PlaylistPage({ playlistId }: { playlistId: string }) {
  const state = useStore(playlistPage.$state)
  const removed = useStore(playlistPage.$removed)
  const progress = useStore($progressByItem)
  const navigation = useNavigation()
  const [confirming, setConfirming] = useState(false)
  const [busyKey, setBusyKey] = useState<string | null>(null)

  useEffect(() => openPlaylistPage(playlistId), [playlistId])
  useEffect(() => {
    const libraryId = playlistPage.current()?.libraryId
    if (removed && libraryId)
      navigation.navigate?.(`/library/${libraryId}/bookshelf/playlists`, { replace: true })
  }, [removed, navigation])

  return (
    <div className="sk-content-page">
      <ResourceView state={state}>
        {(playlist) => {
          const total = playlistDuration(playlist)
          return (
            <>
              <header className="sk-page-header">
                <div className="sk-page-header__text">
                  <p className="sk-page-header__kind">Playlist</p>
                  <h1 className="sk-page-header__title">{playlist.name}</h1>
                  <p className="sk-page-header__meta">
                    {playlist.items.length} {playlist.items.length === 1 ? 'item' : 'items'}
                    {total > 0 ? ` · ${formatDurationShort(total)}` : ''}
                  </p>
                </div>
                <div className="sk-page-header__actions">
                  <Button icon="delete" variant="danger" onClick={() => setConfirming(true)}>
                    Delete
                  </Button>
                </div>
              </header>
              {playlist.description ? (
                <SafeHtml html={playlist.description} className="sk-page-description" />
              ) : null}
              {playlist.items.length ? (
                <ol className="sk-media-list" aria-label="Playlist items">
                  {playlist.items.map((entry) => {
                    const key = playlistEntryKey(entry)
                    const text = entryText(entry)
                    return (
                      <li key={key} className="sk-media-row">
                        <MediaThumb item={entry.libraryItem} title={text.subtitle || text.title} />
                        <div className="sk-media-row__text">
                          <AppLink className="sk-media-row__title" to={`/item/${entry.libraryItemId}`}>
                            {text.title}
                          </AppLink>
                          <span className="sk-media-row__sub">{text.subtitle}</span>
                        </div>
                        <span className="sk-media-row__meta">{formatDurationShort(text.duration)}</span>
                        <ProgressLabel
                          progress={progress.get(progressKey(entry.libraryItemId, entry.episodeId))}
                        />
                        <IconButton
                          icon="close"
                          label={`Remove ${text.title} from playlist`}
                          disabled={busyKey === key}
                          onClick={async () => {
                            setBusyKey(key)
                            await removePlaylistEntry(playlist.id, entry)
                            setBusyKey(null)
                          }}
                        />
                      </li>
                    )
                  })}
                </ol>
              ) : (
                <p className="sk-empty">No Items</p>
              )}
              <ConfirmPrompt
                prompt={
                  confirming
                    ? {
                        message: `Are you sure you want to remove your playlist "${escapeHtml(playlist.name)}"?`,
                        yesText: 'Delete',
                        yesVariant: 'danger',
                      }
                    : null
                }
                onAnswer={(confirmed) => {
                  setConfirming(false)
                  if (confirmed) void deletePlaylist(playlist.id)
                }}
              />
            </>
          )
        }}
      </ResourceView>
    </div>
  )
}
