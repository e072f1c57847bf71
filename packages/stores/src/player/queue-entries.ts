import type { LibraryItem, LibraryItemMinified, PodcastEpisode } from '@shelfkit/client'
import { formatDate } from '../format'
import type { QueueItem } from './types'

// The queue entries that play buttons and menus add (spec 01 §3 "Queue item"), apart from the queue's rules so the
// player's first script does without the date formatting.

/** The podcast an episode belongs to, as the queue needs it (an item, or a latest-episodes row's podcast). */
export interface QueuePodcast {
  libraryItemId: string
  libraryId: string
  title: string | null
  coverPath: string | null
}

/** A queue entry for one episode of a podcast: the episode's title over the podcast's, its date and duration. */
export function episodeQueueItem(
  podcast: QueuePodcast,
  episode: Pick<PodcastEpisode, 'id' | 'title' | 'publishedAt' | 'duration' | 'audioTrack'>,
): QueueItem {
  return {
    libraryItemId: podcast.libraryItemId,
    libraryId: podcast.libraryId,
    episodeId: episode.id,
    title: episode.title || podcast.title || '',
    subtitle: podcast.title ?? '',
    caption: episode.publishedAt ? formatDate(episode.publishedAt) : '',
    duration: episode.duration ?? episode.audioTrack?.duration ?? 0,
    coverPath: podcast.coverPath,
  }
}

/** A queue entry for a book, or for one episode of a podcast. */
export function queueItemFor(
  item: LibraryItem | LibraryItemMinified,
  episode?: PodcastEpisode | null,
): QueueItem {
  if (item.mediaType === 'podcast') {
    const podcast: QueuePodcast = {
      libraryItemId: item.id,
      libraryId: item.libraryId,
      title: item.media.metadata.title ?? null,
      coverPath: item.media.coverPath ?? null,
    }
    if (episode) return episodeQueueItem(podcast, episode)
    return {
      libraryItemId: item.id,
      libraryId: item.libraryId,
      episodeId: null,
      title: podcast.title ?? '',
      subtitle: podcast.title ?? '',
      caption: '',
      duration: 0,
      coverPath: podcast.coverPath,
    }
  }
  const metadata = item.media.metadata
  return {
    libraryItemId: item.id,
    libraryId: item.libraryId,
    episodeId: null,
    title: metadata.title ?? '',
    subtitle: metadata.authorName ?? '',
    caption: '',
    duration: item.media.duration ?? 0,
    coverPath: item.media.coverPath ?? null,
  }
}
