import {
  type EpisodeDownload,
  errorMessage,
  type FeedEpisode,
  type LibraryItem,
  podcastsApi,
} from '@shelfkit/client'
import { atom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { getClient } from '../session'
import { showToast } from '../toasts'

export const feedEpisodeMessages = storeMessages('podcast.feedEpisodes', {
  noFeed: 'Podcast does not have an RSS Feed',
  feedFailed: 'Failed to get podcast feed',
  noEpisodes: 'No episodes found in RSS feed',
  queued: 'Episodes queued for download',
  downloadFailed: 'Failed to queue the episodes',
  dateInvalid: 'Date and time is invalid or incomplete',
})

type PodcastItem = Extract<LibraryItem, { mediaType: 'podcast' }>

/** A feed episode as the feed picker shows it: whether the podcast has it already, or is getting it. */
export interface FeedEpisodeRow {
  episode: FeedEpisode
  /** Stable key: the address without the feeds' changing query parameters. */
  key: string
  state: 'downloaded' | 'downloading' | 'available'
}

export interface FeedEpisodesState {
  libraryItemId: string
  status: 'loading' | 'ready'
  episodes: readonly FeedEpisode[]
  /** Only episodes published after this (epoch ms) are listed: the "new episodes" view; null lists all. */
  after: number | null
}

export const $feedEpisodes = shared('podcast.feedEpisodes', () => atom<FeedEpisodesState | null>(null))

/**
 * An episode address without the query parameters some feeds change on every request (timestamps), keeping `id`
 * (the official client's rule for telling downloaded episodes).
 */
export function cleanEpisodeUrl(url: string): string {
  const [base, query] = url.split('?')
  if (!query) return url
  const params = new URLSearchParams(query)
  for (const key of [...params.keys()]) if (key !== 'id') params.delete(key)
  return params.toString() ? `${base}?${params}` : url
}

/** The rows to show: newest first (or oldest), after the date when one is set, each with its download state. */
export function feedEpisodeRows(
  state: Pick<FeedEpisodesState, 'episodes' | 'after'>,
  item: Pick<PodcastItem, 'media'> & {
    episodeDownloadsQueued?: EpisodeDownload[]
    episodesDownloading?: EpisodeDownload[]
  },
  descending = true,
): FeedEpisodeRow[] {
  const downloadedGuids = new Set(item.media.episodes.map((e) => e.guid).filter(Boolean))
  const downloadedUrls = new Set(
    item.media.episodes.flatMap((e) => (e.enclosure ? [cleanEpisodeUrl(e.enclosure.url)] : [])),
  )
  const busy = [...(item.episodeDownloadsQueued ?? []), ...(item.episodesDownloading ?? [])]
  return state.episodes
    .filter((episode) => state.after === null || (episode.publishedAt ?? 0) > state.after)
    .map((episode) => {
      const key = cleanEpisodeUrl(episode.enclosure.url)
      const downloaded = (episode.guid && downloadedGuids.has(episode.guid)) || downloadedUrls.has(key)
      const downloading = busy.some((d) =>
        episode.guid ? d.guid === episode.guid : cleanEpisodeUrl(d.url) === key,
      )
      return {
        episode,
        key,
        state: downloaded ? 'downloaded' : downloading ? 'downloading' : 'available',
      } as const
    })
    .sort((a, b) => {
      const order = (a.episode.publishedAt ?? 0) - (b.episode.publishedAt ?? 0)
      return descending ? -order : order
    })
}

/**
 * Reads the podcast's feed (POST /api/podcasts/feed) to pick episodes to download: all of them ("Find episodes"),
 * or those published after `after` ("Check for new episodes"). Resolves the problem shown, or null.
 */
export async function openFeedEpisodes(
  item: PodcastItem,
  after: number | null = null,
): Promise<string | null> {
  const messages = feedEpisodeMessages.get()
  const fail = (message: string, type: 'error' | 'info' = 'error') => {
    showToast({ type, message })
    if ($feedEpisodes.get()?.libraryItemId === item.id) $feedEpisodes.set(null)
    return message
  }
  const feedUrl = item.media.metadata.feedUrl
  if (!feedUrl) return fail(messages.noFeed)
  if (after !== null && !Number.isFinite(after)) return fail(messages.dateInvalid)
  $feedEpisodes.set({ libraryItemId: item.id, status: 'loading', episodes: [], after })
  try {
    const feed = await getClient().area(podcastsApi).feed(feedUrl)
    if ($feedEpisodes.get()?.libraryItemId !== item.id) return null
    if (!feed.episodes?.length) return fail(messages.noEpisodes, 'info')
    $feedEpisodes.set({ libraryItemId: item.id, status: 'ready', episodes: feed.episodes, after })
    return null
  } catch (error) {
    console.error('Failed to get feed', error)
    return fail(`${messages.feedFailed}: ${errorMessage(error, messages.feedFailed)}`)
  }
}

export function closeFeedEpisodes(): void {
  $feedEpisodes.set(null)
}

/** Queues the chosen feed episodes on the server (POST download-episodes); the queue reports over the socket. */
export async function downloadFeedEpisodes(
  libraryItemId: string,
  episodes: readonly FeedEpisode[],
): Promise<boolean> {
  if (!episodes.length) return false
  const messages = feedEpisodeMessages.get()
  try {
    await getClient().area(podcastsApi).downloadEpisodes(libraryItemId, episodes)
  } catch (error) {
    console.error('Failed to download episodes', error)
    showToast({ type: 'error', message: errorMessage(error, messages.downloadFailed) })
    return false
  }
  showToast({ type: 'success', message: messages.queued })
  return true
}
