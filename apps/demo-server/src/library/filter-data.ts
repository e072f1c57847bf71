import { derivedFrom } from '../state/derived'
import type { Store } from '../state/store'
import type { LibraryRecord } from '../state/types'
import { naturalCompare, naturalSortBy } from '../util/sort'

export interface FilterData {
  authors: { id: string; name: string }[]
  genres: string[]
  tags: string[]
  series: { id: string; name: string }[]
  narrators: string[]
  languages: string[]
  publishers: string[]
  publishedDecades: string[]
  bookCount: number
  authorCount: number
  seriesCount: number
  podcastCount: number
  numIssues: number
  loadedAt: number
}

const sorted = (values: Set<string>) => [...values].sort(naturalCompare)

/** The values a library's items can be filtered by (libraryFilters.getFilterData). */
export function filterData(store: Store, library: LibraryRecord): FilterData {
  const data = derivedFrom(
    store,
    `filterData:${library.id}`,
    [store.items, store.authors, store.series],
    () => collectFilterData(store, library),
  )
  return { ...data, loadedAt: Date.now() }
}

function collectFilterData(store: Store, library: LibraryRecord): FilterData {
  const genres = new Set<string>()
  const tags = new Set<string>()
  const narrators = new Set<string>()
  const languages = new Set<string>()
  const publishers = new Set<string>()
  const decades = new Set<string>()
  let numIssues = 0
  const items = store.itemsInLibrary(library.id)
  for (const item of items) {
    for (const tag of item.media.tags) tags.add(tag)
    for (const genre of item.media.metadata.genres) genres.add(genre)
    if (item.media.metadata.language) languages.add(item.media.metadata.language)
    if (item.mediaType !== 'book') continue
    if (item.isMissing || item.isInvalid) numIssues++
    const metadata = item.media.metadata
    for (const narrator of metadata.narrators) narrators.add(narrator)
    if (metadata.publisher) publishers.add(metadata.publisher)
    const year = Number(metadata.publishedYear)
    if (metadata.publishedYear && year > 0 && year < 3000) decades.add(String(Math.floor(year / 10) * 10))
  }
  const isBook = library.mediaType === 'book'
  const authors = isBook ? store.authors.filter((a) => a.libraryId === library.id) : []
  const series = isBook ? store.series.filter((s) => s.libraryId === library.id) : []
  return {
    authors: naturalSortBy(
      authors.map((a) => ({ id: a.id, name: a.name })),
      (a) => a.name,
    ),
    genres: sorted(genres),
    tags: sorted(tags),
    series: naturalSortBy(
      series.map((s) => ({ id: s.id, name: s.name || 'No Title' })),
      (s) => s.name,
    ),
    narrators: sorted(narrators),
    languages: sorted(languages),
    publishers: sorted(publishers),
    publishedDecades: sorted(decades),
    bookCount: isBook ? items.length : 0,
    authorCount: authors.length,
    seriesCount: series.length,
    podcastCount: isBook ? 0 : items.length,
    numIssues,
    loadedAt: Date.now(),
  }
}
