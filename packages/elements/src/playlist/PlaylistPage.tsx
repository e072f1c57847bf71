import { useStore } from '@nanostores/react'
import type { Playlist, PlaylistItem } from '@shelfkit/client'
import {
  deletePlaylist,
  i18n,
  openPlaylistPage,
  params,
  playlistEntryKey,
  playlistPage,
  removePlaylistEntry,
  savePlaylist,
} from '@shelfkit/stores'
import { useEffect } from 'react'
import { type MediaListRow, MediaListView, useLeaveWhenRemoved } from '../collection/MediaListPage'
import { useProgressLookup } from '../media-progress'
import { countMessages } from '../ui/counts'
import { ResourceView } from '../ui/ResourceView'
import { escapeHtml } from '../ui/sanitize'

const messages = i18n('playlist.page', {
  noTitle: 'No Title',
  items: 'Playlist items',
  deleteQuestion: params('Are you sure you want to remove your playlist "{name}"?'),
})

function entryText(
  entry: PlaylistItem,
  noTitle: string,
): { title: string; subtitle: string; duration: number } {
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
      title: item.media.metadata.title || noTitle,
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
  useEffect(() => openPlaylistPage(playlistId), [playlistId])
  useLeaveWhenRemoved(removed, playlistPage.current()?.libraryId, 'playlists')
  return (
    <div className="sk-content-page">
      <ResourceView state={state}>{(playlist) => <PlaylistView playlist={playlist} />}</ResourceView>
    </div>
  )
}

function PlaylistView({ playlist }: { playlist: Playlist }) {
  const t = useStore(messages)
  const counts = useStore(countMessages)
  const progressOf = useProgressLookup(playlist.items)
  const rows = playlist.items.map((entry): MediaListRow => {
    const text = entryText(entry, t.noTitle)
    return {
      key: playlistEntryKey(entry),
      item: entry.libraryItem,
      episodeId: entry.episodeId,
      ...text,
      coverTitle: text.subtitle || text.title,
      progress: progressOf(entry.libraryItemId, entry.episodeId),
    }
  })
  const count = playlist.items.length
  return (
    <MediaListView
      kind="playlist"
      name={playlist.name}
      description={playlist.description}
      countText={counts.items(count)}
      listLabel={t.items}
      rows={rows}
      onRemove={(row) =>
        removePlaylistEntry(playlist.id, {
          libraryItemId: row.item.id,
          episodeId: row.episodeId ?? undefined,
        })
      }
      onDelete={() => void deletePlaylist(playlist.id)}
      onSave={(form) => savePlaylist(playlist, form)}
      deleteQuestion={t.deleteQuestion({ name: escapeHtml(playlist.name) })}
    />
  )
}
