import type { SearchResults } from '@shelfkit/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BOOK_LIBRARY_ID, demoServerUrl } from '../../test/demo-server'
import { until } from '../../test/until'
import { $currentLibraryId, fetchLibrary, setCurrentLibraryId } from '../libraries'
import { $sessionStatus, configureServer, getClient, signIn, signOut } from '../session'
import {
  $globalSearch,
  bookshelfFilterPath,
  clearSearch,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MENU_HIDE_DELAY_MS,
  SEARCH_RESULTS_PER_GROUP,
  searchPagePath,
  searchSections,
  setSearchQuery,
} from './search'

afterEach(async () => {
  vi.useRealTimers()
  clearSearch()
  if ($sessionStatus.get() === 'signed-in') await signOut()
})

describe('global search constants (spec 01 §9)', () => {
  it('debounces 750 ms, asks for 3 per group and hides 100 ms after blur', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(750)
    expect(SEARCH_RESULTS_PER_GROUP).toBe(3)
    expect(SEARCH_MENU_HIDE_DELAY_MS).toBe(100)
  })
})

describe('global search typing (spec 01 §5)', () => {
  it('thinks until 750 ms after the last keystroke', () => {
    vi.useFakeTimers()
    setCurrentLibraryId(null)
    setSearchQuery('a')
    vi.advanceTimersByTime(500)
    setSearchQuery('ab')
    expect($globalSearch.get().phase).toBe('thinking')
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1)
    expect($globalSearch.get().phase).toBe('thinking')
    vi.advanceTimersByTime(1)
    expect($globalSearch.get()).toMatchObject({ phase: 'done', searched: 'ab' })
  })

  it('empty input clears the results at once', () => {
    vi.useFakeTimers()
    setSearchQuery('abc')
    setSearchQuery('  ')
    expect($globalSearch.get()).toMatchObject({ phase: 'idle', results: null })
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2)
    expect($globalSearch.get().phase).toBe('idle')
  })
})

describe('search paths', () => {
  it('submitting empty text goes nowhere; otherwise to the search page with the query', () => {
    expect(searchPagePath('lib', '   ')).toBeNull()
    expect(searchPagePath(null, 'x')).toBeNull()
    expect(searchPagePath('lib', ' a&b ')).toBe('/library/lib/search?q=a%26b')
  })

  it('tag, genre and narrator results link to the bookshelf filtered by base64 of the name', () => {
    expect(bookshelfFilterPath('lib', 'tags', 'Sci Fi')).toBe(
      `/library/lib/bookshelf?filter=${encodeURIComponent(`tags.${btoa('Sci Fi')}`)}`,
    )
  })
})

describe('search sections (spec 01 §2)', () => {
  it('keeps the order Books, Podcasts, Episodes, Authors, Series, Tags, Genres, Narrators and drops empty ones', () => {
    const results = {
      book: [{ libraryItem: { id: 'b1' } }],
      authors: [{ id: 'a1', name: 'A', numBooks: 1 }],
      series: [],
      tags: [{ name: 't', numItems: 2 }],
      genres: [],
      narrators: [{ name: 'n', numBooks: 1 }],
    } as unknown as SearchResults
    expect(searchSections(results).map((section) => section.label)).toEqual([
      'Books',
      'Authors',
      'Tags',
      'Narrators',
    ])
    const podcast = {
      podcast: [{ libraryItem: { id: 'p' } }],
      episodes: [{ libraryItem: { id: 'p' } }],
      tags: [],
      genres: [{ name: 'g', numItems: 1 }],
    } as unknown as SearchResults
    expect(searchSections(podcast).map((section) => section.key)).toEqual(['podcasts', 'episodes', 'genres'])
    expect(searchSections(null)).toEqual([])
  })
})

describe('global search against the demo server', () => {
  it('sends one request after typing stops and shows at most 3 matching books', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    await fetchLibrary(BOOK_LIBRARY_ID)
    expect($currentLibraryId.get()).toBe(BOOK_LIBRARY_ID)
    const before = await searchRequests()
    setSearchQuery('B')
    setSearchQuery('Bo')
    setSearchQuery('Book')
    expect($globalSearch.get().phase).toBe('thinking')
    await until(() => $globalSearch.get().phase === 'done', 'search answer')
    expect(await searchRequests()).toBe(before + 1)
    const labels = searchSections($globalSearch.get().results).map((section) => section.label)
    expect(labels[0]).toBe('Books')
    const books = searchSections($globalSearch.get().results)[0]?.entries ?? []
    expect(books.length).toBe(SEARCH_RESULTS_PER_GROUP)
  })

  it('a failed search shows no results', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    await fetchLibrary(BOOK_LIBRARY_ID)
    await getClient().http.post('/api/demo/faults', {
      fail: { method: 'GET', path: `/api/libraries/${BOOK_LIBRARY_ID}/search`, status: 500, count: 1 },
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    setSearchQuery('Book')
    await until(() => $globalSearch.get().phase === 'done', 'search answer')
    expect(searchSections($globalSearch.get().results)).toEqual([])
  })
})

async function searchRequests(): Promise<number> {
  const response = await fetch(`${demoServerUrl}/api/demo/requests`, {
    headers: { Authorization: `Bearer ${getClient().http.tokens.get().accessToken}` },
  })
  if (!response.ok) return Number.NaN
  const { counts } = (await response.json()) as { counts: Record<string, number> }
  return counts[`GET /api/libraries/${BOOK_LIBRARY_ID}/search`] ?? 0
}
