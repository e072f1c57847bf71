import type { Http } from '../http'
import type { EpisodeDownload, LibraryItem, PodcastEpisode } from '../types'
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

/** An episode as the server read it from a podcast's RSS feed (podcastUtils' RssPodcastEpisode). */
export interface FeedEpisode {
  title: string
  subtitle: string
  /** Sanitised HTML. */
  description: string
  descriptionPlain: string
  /** The feed's text; '' when the feed gives none. */
  pubDate: string
  /** Epoch ms, null without (or with an unreadable) pubDate. */
  publishedAt: number | null
  episodeType: string
  season: string
  episode: string
  author: string
  duration: string
  durationSeconds: number | null
  explicit: string
  enclosure: { url: string; type?: string; length?: string }
  guid: string | null
  chaptersUrl?: string | null
  chaptersType?: string | null
  chapters?: unknown[]
}

/** One feed of an OPML file (`POST /api/podcasts/opml/parse`). */
export interface OpmlFeed {
  title: string
  feedUrl: string
}

/** `POST /api/podcasts/opml/create`: the feeds to add as podcasts in one library folder. */
export interface OpmlImport {
  feeds: string[]
  libraryId: string
  folderId: string
  autoDownloadEpisodes: boolean
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
  episodes?: FeedEpisode[]
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
    /** Checks the feed for episodes after the podcast's lastEpisodeCheck and queues at most `limit` (0: all). */
    checkNewEpisodes: (itemId: string, limit?: number) =>
      http.get<{ episodes: FeedEpisode[] }>(`/api/podcasts/${seg(itemId)}/checknew`, {
        query: { limit },
      }),
    /** Queues feed episodes for download; the queue reports over the socket. */
    downloadEpisodes: (itemId: string, episodes: readonly FeedEpisode[]) =>
      http.post<string>(`/api/podcasts/${seg(itemId)}/download-episodes`, episodes, { response: 'text' }),
    /** Drops the podcast's queued (not the running) downloads. */
    clearQueue: (itemId: string) =>
      http.get<string>(`/api/podcasts/${seg(itemId)}/clear-queue`, { response: 'text' }),
    /** The podcast's queued downloads. */
    downloads: (itemId: string) =>
      http.get<{ downloads: EpisodeDownload[] }>(`/api/podcasts/${seg(itemId)}/downloads`),
    /** Feed episodes whose title is like `title`, best first. */
    searchEpisode: (itemId: string, title: string) =>
      http.get<{ episodes: { episode: FeedEpisode }[] }>(`/api/podcasts/${seg(itemId)}/search-episode`, {
        query: { title },
      }),
    opmlParse: (opmlText: string) =>
      http.post<{ feeds: OpmlFeed[] }>('/api/podcasts/opml/parse', { opmlText }),
    /** Starts the import; the podcasts arrive as item_added, failures as failed opml-import-feed tasks. */
    opmlCreate: (body: OpmlImport) =>
      http.post<string>('/api/podcasts/opml/create', body, { response: 'text' }),
  }
}
