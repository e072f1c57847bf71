import type { Http } from '../http'
import type { Query } from '../query'
import type {
  AuthorsPage,
  AuthorsResponse,
  CollectionsPage,
  EpisodeDownloadQueue,
  Library,
  LibraryFilterData,
  LibraryItemsPage,
  LibraryStats,
  LibraryWithFilterData,
  NarratorsResponse,
  PersonalizedShelf,
  PlaylistsPage,
  RecentEpisodesResponse,
  SearchResults,
  Series,
  SeriesPage,
} from '../types'
import { seg } from './path'

/** Query of the paged library lists (items, series, collections, playlists, authors). Pages are 0-based. */
export interface ListQuery {
  /** Sort key such as `media.metadata.title`, `addedAt`, `name`. */
  sort?: string
  desc?: boolean
  /** `group.base64value` from encodeFilter, or 'all'. */
  filter?: string
  limit?: number
  page?: number
  /** Minified items: what shelves need (expanded ones are much larger). */
  minified?: boolean
  collapseseries?: boolean
  /** Extra relations, e.g. ['rssfeed', 'numEpisodesIncomplete', 'share', 'progress']. */
  include?: readonly string[]
  /**
   * Any changing value: servers 2.36+ cache list answers per URL and do not clear that cache on progress changes,
   * so progress-dependent lists pass one to get fresh results.
   */
  cacheBust?: string | number
}

function listQuery({ cacheBust, ...query }: ListQuery = {}): Query {
  return { ...query, ts: cacheBust }
}

/** What a new library (POST /api/libraries) or a library change (PATCH) carries. */
export interface LibraryInput {
  name: string
  mediaType?: 'book' | 'podcast'
  icon?: string
  provider?: string
  folders: { fullPath: string }[]
  settings?: Record<string, unknown>
}

export function librariesApi(http: Http) {
  const base = (id: string) => `/api/libraries/${seg(id)}`
  return {
    list: () => http.get<{ libraries: Library[] }>('/api/libraries'),
    get: (id: string) => http.get<Library>(base(id)),
    /** Admins: answers the new library (also announced as `library_added`). */
    create: (library: LibraryInput) => http.post<Library>('/api/libraries', library),
    /** Sets each library's `displayOrder` (admins); answers every library in the new order. */
    reorder: (order: { id: string; newOrder: number }[]) =>
      http.post<{ libraries: Library[] }>('/api/libraries/order', order),
    update: (id: string, changes: Partial<LibraryInput>) => http.patch<Library>(base(id), changes),
    remove: (id: string) => http.delete<Library>(base(id)),
    /** The library with its filter data, issue count, playlist count (and custom providers on 2.30). */
    getWithFilterData: (id: string) =>
      http.get<LibraryWithFilterData>(base(id), { query: { include: 'filterdata' } }),
    filterData: (id: string) => http.get<LibraryFilterData>(`${base(id)}/filterdata`),
    items: (id: string, query?: ListQuery) =>
      http.get<LibraryItemsPage>(`${base(id)}/items`, { query: listQuery(query) }),
    series: (id: string, query?: ListQuery) =>
      http.get<SeriesPage>(`${base(id)}/series`, { query: listQuery(query) }),
    seriesById: (id: string, seriesId: string, include: readonly string[] = ['progress', 'rssfeed']) =>
      http.get<Series>(`${base(id)}/series/${seg(seriesId)}`, { query: { include } }),
    collections: (id: string, query?: ListQuery) =>
      http.get<CollectionsPage>(`${base(id)}/collections`, { query: listQuery(query) }),
    playlists: (id: string, query?: ListQuery) =>
      http.get<PlaylistsPage>(`${base(id)}/playlists`, { query: listQuery(query) }),
    /** Every author of the library (`{authors}`). */
    authors: (id: string, query?: Omit<ListQuery, 'limit' | 'page'>) =>
      http.get<AuthorsResponse>(`${base(id)}/authors`, { query: listQuery(query) }),
    /** One page of authors (`limit` given: the server answers a page). */
    authorsPage: (id: string, query: ListQuery & { limit: number }) =>
      http.get<AuthorsPage>(`${base(id)}/authors`, { query: listQuery(query) }),
    narrators: (id: string) => http.get<NarratorsResponse>(`${base(id)}/narrators`),
    /**
     * Renames a narrator in every book of the library (update permission); answers how many books changed. The
     * narrator id is the one the narrators list gives: the name's base64, already encoded for a path.
     */
    renameNarrator: (id: string, narratorId: string, name: string) =>
      http.patch<{ updated: number }>(`${base(id)}/narrators/${narratorId}`, { name }),
    /** Takes a narrator off every book of the library (update permission). */
    removeNarrator: (id: string, narratorId: string) =>
      http.delete<{ updated: number }>(`${base(id)}/narrators/${narratorId}`),
    stats: (id: string) => http.get<LibraryStats>(`${base(id)}/stats`),
    personalized: (id: string, query: { limit?: number; include?: readonly string[] } = {}) =>
      http.get<PersonalizedShelf[]>(`${base(id)}/personalized`, { query }),
    recentEpisodes: (id: string, query: { limit?: number; page?: number } = {}) =>
      http.get<RecentEpisodesResponse>(`${base(id)}/recent-episodes`, { query }),
    /** Typeahead (limit 3) and the search page (no limit). */
    search: (id: string, q: string, limit?: number, signal?: AbortSignal) =>
      http.get<SearchResults>(`${base(id)}/search`, { query: { q, limit }, signal }),
    /** Starts a scan; the result arrives as socket task events. */
    scan: (id: string, force = false) =>
      http.post<string>(`${base(id)}/scan`, undefined, { query: { force: force ? 1 : 0 }, response: 'text' }),
    /** Quick-matches every book of the library as a `library-match-all` task (admins; progress as task events). */
    matchAll: (id: string) => http.get<string>(`${base(id)}/matchall`, { response: 'text' }),
    /**
     * Deletes the metadata.json or metadata.abs file of every item folder that has one (admins): how many items had
     * one and, when any did, how many files went.
     */
    removeMetadataFiles: (id: string, ext: 'json' | 'abs') =>
      http.post<{ found: number; removed?: number }>(`${base(id)}/remove-metadata`, undefined, {
        query: { ext },
      }),
    episodeDownloads: (id: string) => http.get<EpisodeDownloadQueue>(`${base(id)}/episode-downloads`),
    /** The library's podcasts by title and iTunes id (admins), to mark search results already added. */
    podcastTitles: (id: string) =>
      http.get<{
        podcasts: { title: string; itunesId: string | null; libraryItemId: string; libraryId: string }[]
      }>(`${base(id)}/podcast-titles`),
  }
}
