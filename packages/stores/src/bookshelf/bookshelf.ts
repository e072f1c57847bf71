import {
  type AbsClient,
  type Collection,
  errorMessage,
  type LibraryAuthor,
  type LibraryItemMinified,
  type Playlist,
  type SeriesWithBooks,
} from '@shelfkit/client'
import { atom } from 'nanostores'
import { $coverAspectRatio, $currentLibrary } from '../libraries'
import { shared } from '../registry'
import { onServerEvent } from '../server-events'
import { $user, getClient } from '../session'
import { $userSettings } from '../settings'
import {
  isProgressDependent,
  isWideShelf,
  type ShelfKind,
  type ShelfQuery,
  shelfKey,
  shelfListQuery,
  shelfQueryForLink,
} from './query'
import {
  GRID_PADDING_TOP,
  gridLayout,
  MAX_CACHED_ENTITIES,
  pageSizeFor,
  pagesForRange,
  pagesToEvict,
} from './window'

/** The entities of each shelf kind, as the server lists them. */
export interface ShelfEntities {
  items: LibraryItemMinified
  series: SeriesWithBooks
  collections: Collection
  playlists: Playlist
  authors: LibraryAuthor
}

/** One entity with the kind of shelf it came from, so views can narrow on `kind`. */
export type ShelfEntry = { [K in ShelfKind]: { kind: K; entity: ShelfEntities[K] } }[ShelfKind]

type ShelfPage = { [K in ShelfKind]: { kind: K; entities: ShelfEntities[K][] } }[ShelfKind]

/** What the grid renders from: entities themselves are read with `bookshelfEntryAt(index)`. */
export interface BookshelfState {
  key: string | null
  libraryId: string | null
  kind: ShelfKind
  query: ShelfQuery | null
  /** Entities in the whole list; null until the first page answers. */
  total: number | null
  pageSize: number
  /** The last failed page load, in words the user can read. */
  error: string | null
  /** Changes whenever a page arrives or is dropped. */
  revision: number
}

/** Requests in flight at once: enough to fill a window, few enough that a fast scroll does not queue dozens. */
export const MAX_PARALLEL_PAGE_LOADS = 2

const EMPTY_STATE: BookshelfState = {
  key: null,
  libraryId: null,
  kind: 'items',
  query: null,
  total: null,
  pageSize: 0,
  error: null,
  revision: 0,
}

export const $bookshelf = shared('bookshelf.state', () => atom<BookshelfState>(EMPTY_STATE))

interface PageCache {
  pages: Map<number, ShelfPage>
  loading: Set<number>
  /** Pages whose data is shown but must be fetched again (an item on them changed). */
  outdated: Set<number>
  wanted: number[]
  /** Changes on every reset, so answers for an earlier list are dropped. */
  generation: number
  cacheBust: number
  stale: boolean
}

const cache = shared<PageCache>('bookshelf.cache', () => ({
  pages: new Map(),
  loading: new Set(),
  outdated: new Set(),
  wanted: [],
  generation: 0,
  cacheBust: 0,
  stale: false,
}))

const scrollPositions = shared('bookshelf.scroll', () => new Map<string, number>())

export interface OpenBookshelfOptions {
  libraryId: string
  kind: ShelfKind
  query: ShelfQuery
  /** Entities per request (see pageSizeFor); fixed until the list is reset. */
  pageSize: number
  /** Index of the first entity the view will show (e.g. when restoring a scroll position). */
  firstIndex?: number
}

/**
 * Shows a shelf. The same list as last time keeps its cached pages and total (returning to a bookshelf is
 * instant); another list starts empty and fetches the page holding `firstIndex`, whose answer gives the total.
 */
export function openBookshelf(options: OpenBookshelfOptions): void {
  startBookshelfReactions()
  const key = shelfKey(options.libraryId, options.kind, options.query)
  const current = $bookshelf.get()
  if (current.key === key && !cache.stale && current.error === null) {
    want(pagesForRange(options.firstIndex ?? 0, options.firstIndex ?? 0, current.pageSize))
    return
  }
  resetCache()
  $bookshelf.set({
    key,
    libraryId: options.libraryId,
    kind: options.kind,
    query: options.query,
    total: null,
    pageSize: Math.max(1, options.pageSize),
    error: null,
    revision: 0,
  })
  want(pagesForRange(options.firstIndex ?? 0, options.firstIndex ?? 0, Math.max(1, options.pageSize)))
}

/**
 * Starts loading a bookshelf page's first cards before its code has loaded (right after sign-in): the query comes
 * from the address (`search`) over the settings, the page size from the grid's expected box. The grid then finds the
 * list open, with the same page size.
 */
export function prefetchBookshelf(options: {
  libraryId: string
  kind: ShelfKind
  search: string
  /** The grid's expected width and height (the window minus the app's bars). */
  width: number
  height: number
}): void {
  const library = $currentLibrary.get()
  const mediaType = library?.id === options.libraryId ? library.mediaType : null
  const settings = $userSettings.get()
  const query = shelfQueryForLink(options.kind, options.search, settings, mediaType)
  const layout = gridLayout({
    width: options.width,
    coverSize: settings.bookshelfCoverSize,
    aspectRatio: $coverAspectRatio.get(),
    wide: isWideShelf(options.kind),
  })
  const key = shelfKey(options.libraryId, options.kind, query)
  const remembered = Math.max(0, rememberedBookshelfScroll(key) - GRID_PADDING_TOP)
  openBookshelf({
    libraryId: options.libraryId,
    kind: options.kind,
    query,
    pageSize: pageSizeFor(layout, options.height),
    firstIndex: Math.floor(remembered / layout.rowHeight) * layout.columns,
  })
}

/** The grid's visible window (entity indexes, inclusive): fetches the pages it needs that are not cached. */
export function showBookshelfRange(first: number, last: number): void {
  const { pageSize, total } = $bookshelf.get()
  if (!pageSize) return
  const end = total === null ? last : Math.min(last, total - 1)
  want(pagesForRange(first, end, pageSize))
}

/** The entity at `index`, or null while its page is not loaded. */
export function bookshelfEntryAt(index: number): ShelfEntry | null {
  const { pageSize } = $bookshelf.get()
  if (!pageSize || index < 0) return null
  const page = cache.pages.get(Math.floor(index / pageSize))
  if (!page) return null
  const entity = page.entities[index % pageSize]
  return entity === undefined ? null : ({ kind: page.kind, entity } as ShelfEntry)
}

/** Fetches the whole list again (same query), keeping what is shown until the new pages arrive. */
export function reloadBookshelf(): void {
  const state = $bookshelf.get()
  if (!state.key) return
  cache.generation++
  cache.cacheBust = Date.now()
  cache.loading.clear()
  cache.stale = false
  for (const page of cache.pages.keys()) cache.outdated.add(page)
  $bookshelf.set({ ...state, error: null })
  pump()
}

/** Forgets the list; the next open fetches it again (e.g. items were added or removed elsewhere). */
export function markBookshelfStale(): void {
  cache.stale = true
}

export function rememberBookshelfScroll(key: string, scrollTop: number): void {
  scrollPositions.set(key, scrollTop)
}

/** Where the user left this shelf view (0 when never scrolled). */
export function rememberedBookshelfScroll(key: string): number {
  return scrollPositions.get(key) ?? 0
}

function resetCache() {
  cache.pages.clear()
  cache.loading.clear()
  cache.outdated.clear()
  cache.wanted = []
  cache.generation++
  cache.cacheBust = Date.now()
  cache.stale = false
}

function want(pages: number[]) {
  cache.wanted = pages
  pump()
}

/** Starts loads for wanted pages, nearest the window first, never more than MAX_PARALLEL_PAGE_LOADS at once. */
function pump() {
  const state = $bookshelf.get()
  if (!state.key || !state.libraryId || !state.query) return
  const missing = cache.wanted.filter(
    (page) => (!cache.pages.has(page) || cache.outdated.has(page)) && !cache.loading.has(page),
  )
  for (const page of missing) {
    if (cache.loading.size >= MAX_PARALLEL_PAGE_LOADS) break
    void loadPage(state, page)
  }
}

async function loadPage(state: BookshelfState, page: number) {
  const generation = cache.generation
  cache.loading.add(page)
  try {
    const answer = await fetchShelfPage(getClient(), state, page)
    if (generation !== cache.generation) return
    cache.pages.set(page, answer.page)
    cache.outdated.delete(page)
    const maxPages = Math.ceil(MAX_CACHED_ENTITIES / state.pageSize)
    for (const evicted of pagesToEvict(cache.pages.keys(), cache.wanted, maxPages))
      cache.pages.delete(evicted)
    const current = $bookshelf.get()
    $bookshelf.set({ ...current, total: answer.total, error: null, revision: current.revision + 1 })
  } catch (error) {
    if (generation !== cache.generation) return
    console.error('Failed to load bookshelf page', error)
    cache.wanted = cache.wanted.filter((wanted) => wanted !== page)
    const current = $bookshelf.get()
    $bookshelf.set({ ...current, error: errorMessage(error, 'Failed to load data') })
  } finally {
    if (generation === cache.generation) {
      cache.loading.delete(page)
      pump()
    }
  }
}

async function fetchShelfPage(
  client: AbsClient,
  state: BookshelfState,
  page: number,
): Promise<{ page: ShelfPage; total: number }> {
  const libraryId = state.libraryId as string
  const query = shelfListQuery(state.kind, state.query as ShelfQuery, {
    page,
    limit: state.pageSize,
    cacheBust: cache.cacheBust,
  })
  switch (state.kind) {
    case 'items': {
      const answer = await client.libraries.items(libraryId, query)
      return { page: { kind: 'items', entities: answer.results }, total: answer.total }
    }
    case 'series': {
      const answer = await client.libraries.series(libraryId, query)
      return { page: { kind: 'series', entities: answer.results }, total: answer.total }
    }
    case 'collections': {
      const answer = await client.libraries.collections(libraryId, query)
      return { page: { kind: 'collections', entities: answer.results }, total: answer.total }
    }
    case 'playlists': {
      const answer = await client.libraries.playlists(libraryId, query)
      return { page: { kind: 'playlists', entities: answer.results }, total: answer.total }
    }
    case 'authors': {
      const answer = await client.libraries.authorsPage(libraryId, { ...query, limit: state.pageSize })
      return { page: { kind: 'authors', entities: answer.results }, total: answer.total }
    }
  }
}

function pagesHolding(matches: (entry: ShelfEntry) => boolean): number[] {
  const found: number[] = []
  for (const [index, page] of cache.pages) {
    const entities: readonly ShelfEntities[ShelfKind][] = page.entities
    if (entities.some((entity) => matches({ kind: page.kind, entity } as ShelfEntry))) found.push(index)
  }
  return found
}

function refetchPages(pages: number[]) {
  if (!pages.length) return
  for (const page of pages) cache.outdated.add(page)
  cache.wanted = [...new Set([...cache.wanted, ...pages])]
  pump()
}

function reloadIfShowing(kind: ShelfKind, libraryId?: string) {
  const state = $bookshelf.get()
  if (state.kind !== kind || (libraryId && state.libraryId !== libraryId)) return
  reloadBookshelf()
}

/**
 * Keeps the cached list in step with the server: a changed item or author is fetched again with its page, added or
 * removed entities reload the list, and a progress change reloads a list that depends on progress.
 */
function startBookshelfReactions() {
  shared('bookshelf.reactions', () => {
    const isItem = (id: string) => (entry: ShelfEntry) => entry.kind === 'items' && entry.entity.id === id
    const stops = [
      onServerEvent('item_updated', (item) => refetchPages(pagesHolding(isItem(item.id)))),
      onServerEvent('items_updated', (items) =>
        refetchPages(items.flatMap((item) => pagesHolding(isItem(item.id)))),
      ),
      onServerEvent('item_added', (item) => reloadIfShowing('items', item.libraryId)),
      onServerEvent('items_added', (items) => reloadIfShowing('items', items[0]?.libraryId)),
      onServerEvent('item_removed', () => reloadIfShowing('items')),
      onServerEvent('series_removed', () => reloadIfShowing('series')),
      onServerEvent('collection_added', (collection) => reloadIfShowing('collections', collection.libraryId)),
      onServerEvent('collection_updated', (collection) =>
        reloadIfShowing('collections', collection.libraryId),
      ),
      onServerEvent('collection_removed', (collection) =>
        reloadIfShowing('collections', collection.libraryId),
      ),
      onServerEvent('playlist_added', (playlist) => reloadIfShowing('playlists', playlist.libraryId)),
      onServerEvent('playlist_updated', (playlist) => reloadIfShowing('playlists', playlist.libraryId)),
      onServerEvent('playlist_removed', (playlist) => reloadIfShowing('playlists', playlist.libraryId)),
      onServerEvent('author_added', (author) => reloadIfShowing('authors', author.libraryId)),
      onServerEvent('author_updated', (author) =>
        refetchPages(pagesHolding((entry) => entry.kind === 'authors' && entry.entity.id === author.id)),
      ),
      onServerEvent('author_removed', () => reloadIfShowing('authors')),
      onServerEvent('user_item_progress_updated', () => {
        const { query } = $bookshelf.get()
        if (query && isProgressDependent(query)) markBookshelfStale()
      }),
    ]
    // A list fetched for one user is never shown to another (a first sign-in keeps what was prefetched for it).
    const stopUser = $user.listen((user, previous) => {
      if (previous && user?.id !== previous.id) {
        resetCache()
        scrollPositions.clear()
        $bookshelf.set(EMPTY_STATE)
      }
    })
    return () => {
      for (const stop of stops) stop()
      stopUser()
    }
  })
}
