import type { PodcastFeed, PodcastSearchResult } from '@shelfkit/client'
import { atom } from 'nanostores'
import { shared } from '../registry'
import { serverErrorText } from '../server-error'
import { getClient } from '../session'
import { showToast } from '../toasts'

export interface PodcastSearchState {
  status: 'idle' | 'searching' | 'done' | 'error'
  term: string
  results: readonly PodcastSearchResult[]
  error?: string
}

/** The feed chosen to add: from a search result (with its directory ids) or typed as an RSS URL. */
export interface PodcastCandidate {
  status: 'loading' | 'ready' | 'error'
  feedUrl: string
  result: PodcastSearchResult | null
  feed: PodcastFeed | null
  error?: string
}

export const $podcastSearch = shared('podcastSearch.state', () =>
  atom<PodcastSearchState>({ status: 'idle', term: '', results: [] }),
)
export const $podcastCandidate = shared('podcastSearch.candidate', () => atom<PodcastCandidate | null>(null))
export const $podcastAdding = shared('podcastSearch.adding', () => atom(false))

/** Searches the server's podcast directory; the latest search wins. */
export async function searchPodcasts(term: string): Promise<void> {
  const trimmed = term.trim()
  if (!trimmed) return
  $podcastSearch.set({ status: 'searching', term: trimmed, results: [] })
  try {
    const results = await getClient().podcasts.search(trimmed)
    if ($podcastSearch.get().term !== trimmed) return
    $podcastSearch.set({ status: 'done', term: trimmed, results })
  } catch (error) {
    if ($podcastSearch.get().term !== trimmed) return
    $podcastSearch.set({
      status: 'error',
      term: trimmed,
      results: [],
      error: serverErrorText(error, 'Failed to search podcasts'),
    })
  }
}

/** Reads the feed of a search result or of a typed RSS URL, to confirm before adding. */
export async function choosePodcastFeed(
  feedUrl: string,
  result: PodcastSearchResult | null = null,
): Promise<void> {
  const url = feedUrl.trim()
  if (!url) return
  $podcastCandidate.set({ status: 'loading', feedUrl: url, result, feed: null })
  try {
    const feed = await getClient().podcasts.feed(url)
    if ($podcastCandidate.get()?.feedUrl !== url) return
    $podcastCandidate.set({ status: 'ready', feedUrl: url, result, feed })
  } catch (error) {
    if ($podcastCandidate.get()?.feedUrl !== url) return
    $podcastCandidate.set({
      status: 'error',
      feedUrl: url,
      result,
      feed: null,
      error: serverErrorText(error, 'Failed to get podcast feed'),
    })
  }
}

export function dismissPodcastCandidate(): void {
  $podcastCandidate.set(null)
}

/** A folder name from a podcast title: no path separators or characters file systems refuse. */
export function podcastFolderName(title: string): string {
  return title
    .replace(/[/\\?%*:|"<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

export interface AddPodcastTarget {
  libraryId: string
  folderId: string
  path: string
  autoDownloadEpisodes: boolean
}

/** Creates the podcast item (POST /api/podcasts); resolves its id, or null after an error toast. */
export async function addPodcast(target: AddPodcastTarget): Promise<string | null> {
  const candidate = $podcastCandidate.get()
  if (!candidate?.feed) return null
  const { metadata } = candidate.feed
  const result = candidate.result
  $podcastAdding.set(true)
  try {
    const item = await getClient().podcasts.create({
      path: target.path,
      folderId: target.folderId,
      libraryId: target.libraryId,
      media: {
        metadata: {
          title: metadata.title || result?.title || candidate.feedUrl,
          author: metadata.author || result?.artistName || null,
          description: metadata.description || result?.description || null,
          releaseDate: result?.releaseDate ?? null,
          genres: result?.genres ?? metadata.categories ?? [],
          feedUrl: candidate.feedUrl,
          imageUrl: metadata.image || result?.cover || null,
          itunesPageUrl: result?.pageUrl ?? null,
          itunesId: result?.id ?? null,
          itunesArtistId: result?.artistId ?? null,
          language: metadata.language ?? null,
          explicit: metadata.explicit === true || metadata.explicit === 'true' || result?.explicit === true,
          type: metadata.type ?? null,
        },
        autoDownloadEpisodes: target.autoDownloadEpisodes,
      },
    })
    showToast({ type: 'success', message: 'Podcast added' })
    $podcastCandidate.set(null)
    return item.id
  } catch (error) {
    console.error('Failed to add podcast', error)
    showToast({ type: 'error', message: serverErrorText(error, 'Failed to add podcast') })
    return null
  } finally {
    $podcastAdding.set(false)
  }
}
