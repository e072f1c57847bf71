import type { ListQuery, MediaType } from '@shelfkit/client'
import type { UserSettings } from '../settings'

/** What one bookshelf grid lists; each kind is one server list (`/api/libraries/{id}/{kind}`). */
export type ShelfKind = 'items' | 'series' | 'collections' | 'playlists' | 'authors'

export const SHELF_KINDS: readonly ShelfKind[] = ['items', 'series', 'collections', 'playlists', 'authors']

/** Sort, direction, filter and series collapsing of one shelf, as the server list query takes them. */
export interface ShelfQuery {
  /** Server sort key; null for the lists that have no sort (collections, playlists). */
  sort: string | null
  desc: boolean
  /** `group` or `group.base64(value)`; 'all' for no filter. */
  filter: string
  collapseSeries: boolean
}

const NO_QUERY: ShelfQuery = Object.freeze({ sort: null, desc: false, filter: 'all', collapseSeries: false })

/**
 * The query a shelf shows, from the user settings (spec 01 §3 "User settings"): items use orderBy/orderDesc/filterBy
 * and collapseSeries (book libraries only, never while filtering by one series), series use the series* settings,
 * authors the author* settings; collections and playlists have no sort or filter.
 */
export function shelfQueryFromSettings(
  kind: ShelfKind,
  settings: UserSettings,
  mediaType: MediaType | null,
): ShelfQuery {
  switch (kind) {
    case 'items': {
      const filter = settings.filterBy || 'all'
      return {
        sort: settings.orderBy || null,
        desc: settings.orderDesc,
        filter,
        collapseSeries: settings.collapseSeries && mediaType !== 'podcast' && !filter.startsWith('series.'),
      }
    }
    case 'series':
      return {
        sort: settings.seriesSortBy || null,
        desc: settings.seriesSortDesc,
        filter: settings.seriesFilterBy || 'all',
        collapseSeries: false,
      }
    case 'authors':
      return { ...NO_QUERY, sort: settings.authorSortBy || null, desc: settings.authorSortDesc }
    default:
      return NO_QUERY
  }
}

/** The query a shelf shows for a page address: a shared link's parameters over the stored settings. */
export function shelfQueryForLink(
  kind: ShelfKind,
  search: string,
  settings: UserSettings,
  mediaType: MediaType | null,
): ShelfQuery {
  return shelfQueryFromSettings(kind, { ...settings, ...settingsFromSearch(kind, search) }, mediaType)
}

/** Series, collections and playlists show wide cards (a fan of covers). */
export function isWideShelf(kind: ShelfKind): boolean {
  return kind === 'series' || kind === 'collections' || kind === 'playlists'
}

/**
 * Sort and filter changes wanted by a shared link (`?filter=…&sort=…&desc=0|1&collapseseries=0|1`), as settings
 * of the shelf kind. Parameters that are absent leave the setting alone.
 */
export function settingsFromSearch(kind: ShelfKind, search: string): Partial<UserSettings> {
  const params = new URLSearchParams(search)
  const filter = params.has('filter') ? normaliseFilter(params.get('filter') ?? '') : undefined
  const sort = params.get('sort') || undefined
  const desc = booleanParam(params.get('desc'))
  if (kind === 'items') {
    const changes: Partial<UserSettings> = { filterBy: filter, orderBy: sort, orderDesc: desc }
    const collapse = booleanParam(params.get('collapseseries'))
    if (collapse !== undefined) changes.collapseSeries = collapse
    return withoutUndefined(changes)
  }
  if (kind === 'series')
    return withoutUndefined({ seriesFilterBy: filter, seriesSortBy: sort, seriesSortDesc: desc })
  if (kind === 'authors') return withoutUndefined({ authorSortBy: sort, authorSortDesc: desc })
  return {}
}

/** The user settings a change of a shelf's sort, direction, filter or collapsing is saved in. */
export function settingsForQueryChange(kind: ShelfKind, change: Partial<ShelfQuery>): Partial<UserSettings> {
  const settings: Partial<UserSettings> = {}
  if (kind === 'items') {
    if (change.filter !== undefined) settings.filterBy = change.filter
    if (change.sort) settings.orderBy = change.sort
    if (change.desc !== undefined) settings.orderDesc = change.desc
    if (change.collapseSeries !== undefined) settings.collapseSeries = change.collapseSeries
  } else if (kind === 'series') {
    if (change.filter !== undefined) settings.seriesFilterBy = change.filter
    if (change.sort) settings.seriesSortBy = change.sort
    if (change.desc !== undefined) settings.seriesSortDesc = change.desc
  } else if (kind === 'authors') {
    if (change.sort) settings.authorSortBy = change.sort
    if (change.desc !== undefined) settings.authorSortDesc = change.desc
  }
  return settings
}

/** The query string a shelf puts in the address bar so the view can be shared (empty for unsorted lists). */
export function shelfSearchParams(kind: ShelfKind, query: ShelfQuery): string {
  if (kind === 'collections' || kind === 'playlists') return ''
  const params = new URLSearchParams()
  if (kind !== 'authors' && query.filter !== 'all') params.set('filter', query.filter)
  if (query.sort) {
    params.set('sort', query.sort)
    params.set('desc', query.desc ? '1' : '0')
  }
  if (query.collapseSeries) params.set('collapseseries', '1')
  return params.toString()
}

/** The address parameters a shelf owns: the only ones it writes or removes. */
const SHELF_PARAMS: readonly string[] = ['filter', 'sort', 'desc', 'collapseseries']

/**
 * Puts a shelf's view (`shelfSearchParams`) into an address's parameters: its own parameters take the view's values
 * or go away, every other parameter (an error to show, a link's marker) stays where it is.
 */
export function putShelfParams(params: URLSearchParams, shelfSearch: string): void {
  const view = new URLSearchParams(shelfSearch)
  for (const name of SHELF_PARAMS) {
    const value = view.get(name)
    if (value === null) params.delete(name)
    else params.set(name, value)
  }
}

/**
 * Whether the list depends on the user's progress. Servers 2.36+ cache list answers per URL and keep them through
 * progress changes (FACTS-2.36 §5), so these queries carry a cache-busting value.
 */
export function isProgressDependent(query: ShelfQuery): boolean {
  return query.filter.startsWith('progress.') || query.sort?.startsWith('progress') === true
}

/** The server query of one page of a shelf. */
export function shelfListQuery(
  kind: ShelfKind,
  query: ShelfQuery,
  page: { page: number; limit: number; cacheBust?: number },
): ListQuery {
  const list: ListQuery = { limit: page.limit, page: page.page, minified: true }
  if (kind === 'items' || kind === 'series') list.include = ['rssfeed', 'numEpisodesIncomplete', 'share']
  if (query.sort) {
    list.sort = query.sort
    list.desc = query.desc
  }
  if (query.filter !== 'all' && (kind === 'items' || kind === 'series')) list.filter = query.filter
  if (query.collapseSeries) list.collapseseries = true
  if (page.cacheBust !== undefined && isProgressDependent(query)) list.cacheBust = page.cacheBust
  return list
}

/** Identity of a shelf view: same key, same entities in the same order. */
export function shelfKey(libraryId: string, kind: ShelfKind, query: ShelfQuery): string {
  return `${libraryId}/${kind}?${shelfSearchParams(kind, query)}`
}

/**
 * Filters arrive URL-decoded once from the query string, but links built with an extra encoding round
 * (`tags.Rm9v%3D`) are accepted too: the value part is base64 and never contains '%'.
 */
function normaliseFilter(raw: string): string {
  const value = raw.trim()
  if (!value) return 'all'
  const dot = value.indexOf('.')
  if (dot < 0 || !value.includes('%')) return value
  try {
    return `${value.slice(0, dot)}.${decodeURIComponent(value.slice(dot + 1))}`
  } catch {
    return value
  }
}

function booleanParam(value: string | null): boolean | undefined {
  if (value === '1' || value === 'true') return true
  if (value === '0' || value === 'false') return false
  return undefined
}

function withoutUndefined<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>
}
