import type { Http } from '../http'
import type { LibraryItem, PodcastEpisode } from '../types'
import { seg } from './path'

/** One result of the server's podcast directory search (iTunes). */
export interface PodcastSearchResult {
  id: number
  artistId?: number
  title: string
  artistName?: string | null
  description?: string | null
  descriptionPlain?: string | null
  releaseDate?: string | null
  genres?: string[]
  cover?: string | null
  trackCount?: number
  feedUrl?: string | null
  pageUrl?: string | null
  explicit?: boolean
}

/** The podcast the server read from an RSS feed (`POST /api/podcasts/feed`). */
export interface PodcastFeed {
  metadata: {
    title?: string | null
    author?: string | null
    description?: string | null
    descriptionPlain?: string | null
    image?: string | null
    categories?: string[]
    feedUrl?: string | null
    language?: string | null
    explicit?: string | boolean | null
    type?: string | null
  }
  episodes?: unknown[]
  numEpisodes?: number
}

/** `POST /api/podcasts`: a new podcast item in a library folder, as the official add flow sends it. */
export interface NewPodcast {
  path: string
  folderId: string
  libraryId: string
  media: {
    metadata: {
      title: string
      author: string | null
      description: string | null
      releaseDate: string | null
      genres: string[]
      feedUrl: string
      imageUrl: string | null
      itunesPageUrl: string | null
      itunesId: number | null
      itunesArtistId: number | null
      language: string | null
      explicit: boolean
      type: string | null
    }
    autoDownloadEpisodes: boolean
  }
}

export function podcastsApi(http: Http) {
  const episodePath = (itemId: string, episodeId: string) =>
    `/api/podcasts/${seg(itemId)}/episode/${seg(episodeId)}`
  return {
    /** The server's podcast directory search (`country` e.g. `us`). */
    search: (term: string, country?: string, options: { signal?: AbortSignal; timeoutMs?: number } = {}) =>
      http.get<PodcastSearchResult[]>('/api/search/podcast', { query: { term, country }, ...options }),
    /** Reads an RSS feed on the server. */
    feed: async (rssFeed: string) =>
      (await http.post<{ podcast: PodcastFeed }>('/api/podcasts/feed', { rssFeed })).podcast,
    create: (podcast: NewPodcast) => http.post<LibraryItem>('/api/podcasts', podcast),
    episode: (itemId: string, episodeId: string) => http.get<PodcastEpisode>(episodePath(itemId, episodeId)),
    updateEpisode: (itemId: string, episodeId: string, changes: Partial<PodcastEpisode>) =>
      http.patch<unknown>(episodePath(itemId, episodeId), changes),
    removeEpisode: (itemId: string, episodeId: string, hard: boolean) =>
      http.delete<unknown>(episodePath(itemId, episodeId), { query: { hard: hard ? 1 : 0 } }),
    checkNewEpisodes: (itemId: string) =>
      http.get<{ episodes: PodcastEpisode[] }>(`/api/podcasts/${seg(itemId)}/checknew`),
  }
}
