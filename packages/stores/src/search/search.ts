import { encodeFilter, type FilterGroup, type SearchResults } from '@shelfkit/client'
import { atom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'
import { $currentLibraryId } from '../libraries'
import { shared } from '../registry'
import { getClient } from '../session'

/** The global search fires this long after typing stops (spec 01 §5, §9). */
export const SEARCH_DEBOUNCE_MS = 750
/** Results per group in the global search dropdown (spec 01 §9). */
export const SEARCH_RESULTS_PER_GROUP = 3
/** The dropdown hides this long after the search loses focus (spec 01 §2, §9). */
export const SEARCH_MENU_HIDE_DELAY_MS = 100

/**
 * idle: nothing typed. thinking: typed, waiting for the debounce ('Thinking'). fetching: request in flight
 * ('Fetching'). done: results (possibly none: 'No results').
 */
export type SearchPhase = 'idle' | 'thinking' | 'fetching' | 'done'

export interface GlobalSearchState {
  query: string
  phase: SearchPhase
  /** The query the results answer, and the results (null until the first answer). */
  searched: string
  results: SearchResults | null
}

const IDLE: GlobalSearchState = { query: '', phase: 'idle', searched: '', results: null }

export const $globalSearch = shared('search.global', () => atom<GlobalSearchState>(IDLE))

const pending = shared('search.pending', () => ({
  timer: undefined as ReturnType<typeof setTimeout> | undefined,
  controller: null as AbortController | null,
}))

function cancelPending() {
  clearTimeout(pending.timer)
  pending.timer = undefined
  pending.controller?.abort()
  pending.controller = null
}

/**
 * The text in the search box changed: empty text clears the results at once, anything else searches the current
 * library SEARCH_DEBOUNCE_MS after the last change (spec 01 §5).
 */
export function setSearchQuery(text: string): void {
  cancelPending()
  const query = text.trim()
  if (!query) {
    $globalSearch.set({ ...IDLE, query: text })
    return
  }
  $globalSearch.set({ ...$globalSearch.get(), query: text, phase: 'thinking' })
  pending.timer = setTimeout(() => void runSearch(query), SEARCH_DEBOUNCE_MS)
}

async function runSearch(query: string) {
  pending.timer = undefined
  const libraryId = $currentLibraryId.get()
  if (!libraryId) {
    $globalSearch.set({ ...$globalSearch.get(), phase: 'done', searched: query, results: null })
    return
  }
  const controller = new AbortController()
  pending.controller = controller
  $globalSearch.set({ ...$globalSearch.get(), phase: 'fetching' })
  let results: SearchResults | null = null
  try {
    results = await getClient().libraries.search(
      libraryId,
      query,
      SEARCH_RESULTS_PER_GROUP,
      controller.signal,
    )
  } catch (error) {
    if (controller.signal.aborted) return
    // Spec 01 §8: a failed search is logged and shows no results.
    console.error('Search failed', error)
  }
  if (controller.signal.aborted) return
  pending.controller = null
  $globalSearch.set({ ...$globalSearch.get(), phase: 'done', searched: query, results })
}

/** Empties the search box and forgets the results. */
export function clearSearch(): void {
  cancelPending()
  $globalSearch.set(IDLE)
}

/** The search page for a query, or null for empty text (submitting empty text does nothing, spec 01 §5). */
export function searchPagePath(libraryId: string | null, text: string): string | null {
  const query = text.trim()
  if (!query || !libraryId) return null
  return `/library/${libraryId}/search?q=${encodeURIComponent(query)}`
}

/** A bookshelf filtered by one value, e.g. all items with a tag (the links of the tag, genre and narrator results). */
export function bookshelfFilterPath(libraryId: string, group: FilterGroup, value?: string): string {
  return `/library/${libraryId}/bookshelf?filter=${encodeURIComponent(encodeFilter(group, value))}`
}

type BookResults = Extract<SearchResults, { book: unknown }>
type PodcastResults = Extract<SearchResults, { podcast: unknown }>

const sectionMessages = storeMessages('search.sections', {
  books: 'Books',
  podcasts: 'Podcasts',
  episodes: 'Episodes',
  authors: 'Authors',
  series: 'Series',
  tags: 'Tags',
  genres: 'Genres',
  narrators: 'Narrators',
})

/** The eight sections of the dropdown, in the order they are shown (spec 01 §2 "Global search dropdown"). */
export type SearchSection =
  | { key: 'books'; label: string; entries: BookResults['book'] }
  | { key: 'podcasts'; label: string; entries: PodcastResults['podcast'] }
  | { key: 'episodes'; label: string; entries: PodcastResults['episodes'] }
  | { key: 'authors'; label: string; entries: BookResults['authors'] }
  | { key: 'series'; label: string; entries: BookResults['series'] }
  | { key: 'tags'; label: string; entries: SearchResults['tags'] }
  | { key: 'genres'; label: string; entries: SearchResults['genres'] }
  | { key: 'narrators'; label: string; entries: BookResults['narrators'] }

export type SearchSectionKey = SearchSection['key']

/** The non-empty sections of a search answer, in display order. */
export function searchSections(results: SearchResults | null): SearchSection[] {
  if (!results) return []
  const book = 'book' in results ? results : null
  const podcast = 'podcast' in results ? results : null
  const label = sectionMessages.get()
  const sections: SearchSection[] = [
    { key: 'books', label: label.books, entries: book?.book ?? [] },
    { key: 'podcasts', label: label.podcasts, entries: podcast?.podcast ?? [] },
    { key: 'episodes', label: label.episodes, entries: podcast?.episodes ?? [] },
    { key: 'authors', label: label.authors, entries: book?.authors ?? [] },
    { key: 'series', label: label.series, entries: book?.series ?? [] },
    { key: 'tags', label: label.tags, entries: results.tags ?? [] },
    { key: 'genres', label: label.genres, entries: results.genres ?? [] },
    { key: 'narrators', label: label.narrators, entries: book?.narrators ?? [] },
  ]
  return sections.filter((section) => section.entries.length > 0)
}

shared('search.resetOnLibraryChange', () => $currentLibraryId.listen(() => clearSearch()))
