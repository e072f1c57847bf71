import type { LibraryItem, LibraryItemMinified, PodcastEpisode } from '@shelfkit/client'
import { formatDate } from '../format'
import type { QueueItem } from './types'

const sameEntry = (
  a: { libraryItemId: string; episodeId?: string | null },
  libraryItemId: string,
  episodeId?: string | null,
) => a.libraryItemId === libraryItemId && (a.episodeId ?? null) === (episodeId ?? null)

/** Index of the item (and, for podcasts, the episode) in the queue, or -1 (spec 01 §4). */
export function queueIndexOf(
  items: readonly QueueItem[],
  libraryItemId: string | null,
  episodeId?: string | null,
): number {
  if (!libraryItemId) return -1
  return items.findIndex((item) => sameEntry(item, libraryItemId, episodeId))
}

/** Spec 01 §4: an item is added only if it is not already there (item id and, for episodes, episode id). */
export function withQueueItem(items: readonly QueueItem[], item: QueueItem): readonly QueueItem[] {
  return queueIndexOf(items, item.libraryItemId, item.episodeId) >= 0 ? items : [...items, item]
}

/** The entry after the playing one; the first entry when the playing one is not queued. */
export function nextQueueItem(
  items: readonly QueueItem[],
  libraryItemId: string | null,
  episodeId?: string | null,
): QueueItem | null {
  const index = queueIndexOf(items, libraryItemId, episodeId)
  return items[index + 1] ?? null
}

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
