import {
  decodeFilter,
  encodeFilter,
  type FilterGroup,
  type LibraryFilterData,
  type MediaType,
} from '@shelfkit/client'
import type { ShelfKind } from './query'

/** One entry of the filter menu: a group with a list of values (`sublist`) or a filter of its own. */
export interface FilterGroupOption {
  group: string
  label: string
  /** Plural label of the value list ("Genres"). */
  listLabel: string
  sublist: boolean
}

export interface FilterValueOption {
  /** The full filter (`group.base64(value)`) to store and send. */
  filter: string
  label: string
}

export interface SortOption {
  value: string
  label: string
}

const group = (name: string, label: string, listLabel = label, sublist = true): FilterGroupOption => ({
  group: name,
  label,
  listLabel,
  sublist,
})

const ALL = group('all', 'All', 'All', false)

const BOOK_FILTER_GROUPS: readonly FilterGroupOption[] = [
  ALL,
  group('genres', 'Genre', 'Genres'),
  group('tags', 'Tag', 'Tags'),
  group('series', 'Series'),
  group('authors', 'Author', 'Authors'),
  group('narrators', 'Narrator', 'Narrators'),
  group('publishers', 'Publisher', 'Publishers'),
  group('publishedDecades', 'Published Decade', 'Published Decades'),
  group('languages', 'Language', 'Languages'),
  group('progress', 'Progress'),
  group('missing', 'Missing'),
  group('tracks', 'Tracks'),
  group('ebooks', 'Ebooks'),
  group('abridged', 'Abridged', 'Abridged', false),
  group('issues', 'Issues', 'Issues', false),
  group('feed-open', 'RSS Feed Open', 'RSS Feed Open', false),
]

const PODCAST_FILTER_GROUPS: readonly FilterGroupOption[] = [
  ALL,
  group('genres', 'Genre', 'Genres'),
  group('tags', 'Tag', 'Tags'),
  group('languages', 'Language', 'Languages'),
  group('issues', 'Issues', 'Issues', false),
  group('feed-open', 'RSS Feed Open', 'RSS Feed Open', false),
]

const SERIES_FILTER_GROUPS: readonly FilterGroupOption[] = [
  ALL,
  group('genres', 'Genre', 'Genres'),
  group('tags', 'Tag', 'Tags'),
  group('authors', 'Author', 'Authors'),
  group('narrators', 'Narrator', 'Narrators'),
  group('publishers', 'Publisher', 'Publishers'),
  group('languages', 'Language', 'Languages'),
  group('progress', 'Series Progress'),
]

const EXPLICIT = group('explicit', 'Explicit', 'Explicit', false)
const SHARE_OPEN = group('share-open', 'Share Open', 'Share Open', false)

/**
 * The filter menu of a shelf, as the official client offers it: book libraries have every group of the filter
 * data plus progress, missing fields, tracks, e-books, abridged, issues and open feeds; podcasts only genres, tags,
 * languages, issues and feeds. Explicit needs the explicit-content permission, share-open an admin.
 */
export function filterGroupsFor(options: {
  kind: ShelfKind
  mediaType: MediaType | null
  canAccessExplicit: boolean
  isAdmin: boolean
}): FilterGroupOption[] {
  if (options.kind === 'series') return [...SERIES_FILTER_GROUPS]
  if (options.kind !== 'items') return []
  const groups = [...(options.mediaType === 'podcast' ? PODCAST_FILTER_GROUPS : BOOK_FILTER_GROUPS)]
  if (options.canAccessExplicit) groups.push(EXPLICIT)
  if (options.isAdmin && options.mediaType !== 'podcast') groups.push(SHARE_OPEN)
  return groups
}

const fixed = (entries: readonly [string, string][]) => entries.map(([id, name]) => ({ id, name }))

const PROGRESS_VALUES = fixed([
  ['finished', 'Finished'],
  ['in-progress', 'In Progress'],
  ['not-started', 'Not Started'],
  ['not-finished', 'Not Finished'],
])
const TRACKS_VALUES = fixed([
  ['none', 'No Tracks'],
  ['single', 'Single Track'],
  ['multi', 'Multi Track'],
])
const EBOOKS_VALUES = fixed([
  ['ebook', 'Has Ebook'],
  ['no-ebook', 'Missing Ebook'],
  ['supplementary', 'Has Supplementary Ebook'],
  ['no-supplementary', 'Missing Supplementary Ebook'],
])
const MISSING_VALUES = fixed([
  ['asin', 'ASIN'],
  ['isbn', 'ISBN'],
  ['authors', 'Author'],
  ['chapters', 'Chapters'],
  ['cover', 'Cover'],
  ['description', 'Description'],
  ['genres', 'Genres'],
  ['language', 'Language'],
  ['narrators', 'Narrator'],
  ['publishedYear', 'Publish Year'],
  ['publisher', 'Publisher'],
  ['series', 'Series'],
  ['subtitle', 'Subtitle'],
  ['tags', 'Tags'],
])

export const NO_SERIES_FILTER_VALUE = 'no-series'

/** The value lists of the library filter data that filters choose from. */
export type FilterLists = Pick<
  LibraryFilterData,
  'authors' | 'series' | 'genres' | 'tags' | 'narrators' | 'publishers' | 'publishedDecades' | 'languages'
>

/** The values of one filter group: from the library's filter data, or the fixed lists. */
export function filterValuesFor(groupName: string, filterData: FilterLists | null): FilterValueOption[] {
  const named = (list: readonly { id: string; name: string }[]) =>
    list.map(({ id, name }) => ({ filter: encodeFilter(groupName as FilterGroup, id), label: name }))
  const texts = (list: readonly string[] | undefined) =>
    (list ?? []).map((text) => ({ filter: encodeFilter(groupName as FilterGroup, text), label: text }))
  switch (groupName) {
    case 'authors':
      return named(filterData?.authors ?? [])
    case 'series':
      return [
        { filter: encodeFilter('series', NO_SERIES_FILTER_VALUE), label: 'No Series' },
        ...named(filterData?.series ?? []),
      ]
    case 'genres':
    case 'tags':
    case 'narrators':
    case 'publishers':
    case 'languages':
      return texts(filterData?.[groupName])
    case 'publishedDecades':
      return texts(filterData?.publishedDecades)
    case 'progress':
      return named(PROGRESS_VALUES)
    case 'tracks':
      return named(TRACKS_VALUES)
    case 'ebooks':
      return named(EBOOKS_VALUES)
    case 'missing':
      return named(MISSING_VALUES)
    default:
      return []
  }
}

/**
 * What the filter button says: "Genre: Fantasy", "Series: No Series", "Issues"; authors and series are named from
 * the filter data by id.
 */
export function filterLabel(
  filter: string,
  groups: readonly FilterGroupOption[],
  filterData: FilterLists | null,
): string {
  if (!filter || filter === 'all') return 'All'
  const { group: groupName, value } = decodeFilter(filter)
  const option = groups.find((entry) => entry.group === groupName)
  const groupLabel = option?.label ?? groupName
  if (value === null) return groupLabel
  const valueLabel =
    filterValuesFor(groupName, filterData).find((entry) => entry.filter === filter)?.label ?? value
  return `${groupLabel}: ${valueLabel}`
}

const BOOK_SORTS: readonly SortOption[] = [
  { value: 'media.metadata.title', label: 'Title' },
  { value: 'media.metadata.authorName', label: 'Author (First Last)' },
  { value: 'media.metadata.authorNameLF', label: 'Author (Last, First)' },
  { value: 'media.metadata.publishedYear', label: 'Publish Year' },
  { value: 'addedAt', label: 'Added At' },
  { value: 'size', label: 'Size' },
  { value: 'media.duration', label: 'Duration' },
  { value: 'birthtimeMs', label: 'File Birthtime' },
  { value: 'mtimeMs', label: 'File Modified' },
  { value: 'progress', label: 'Progress: Last Updated' },
  { value: 'progress.createdAt', label: 'Progress: Started' },
  { value: 'progress.finishedAt', label: 'Progress: Finished' },
  { value: 'random', label: 'Randomly' },
]

const PODCAST_SORTS: readonly SortOption[] = [
  { value: 'media.metadata.title', label: 'Title' },
  { value: 'media.metadata.author', label: 'Author' },
  { value: 'addedAt', label: 'Added At' },
  { value: 'size', label: 'Size' },
  { value: 'media.numTracks', label: 'Number of Episodes' },
  { value: 'birthtimeMs', label: 'File Birthtime' },
  { value: 'mtimeMs', label: 'File Modified' },
  { value: 'random', label: 'Randomly' },
]

const SERIES_SORTS: readonly SortOption[] = [
  { value: 'name', label: 'Name' },
  { value: 'numBooks', label: 'Number of Books' },
  { value: 'addedAt', label: 'Added At' },
  { value: 'lastBookAdded', label: 'Last Book Added' },
  { value: 'lastBookUpdated', label: 'Last Book Updated' },
  { value: 'totalDuration', label: 'Total Duration' },
  { value: 'random', label: 'Randomly' },
]

const AUTHOR_SORTS: readonly SortOption[] = [
  { value: 'name', label: 'Author (First Last)' },
  { value: 'lastFirst', label: 'Author (Last, First)' },
  { value: 'numBooks', label: 'Number of Books' },
  { value: 'addedAt', label: 'Added At' },
  { value: 'updatedAt', label: 'Updated At' },
]

/** The sort menu of a shelf; a book list filtered to one series can also sort by sequence. */
export function sortOptionsFor(kind: ShelfKind, mediaType: MediaType | null, filter: string): SortOption[] {
  if (kind === 'series') return [...SERIES_SORTS]
  if (kind === 'authors') return [...AUTHOR_SORTS]
  if (kind !== 'items') return []
  if (mediaType === 'podcast') return [...PODCAST_SORTS]
  if (filter.startsWith('series.')) return [...BOOK_SORTS, { value: 'sequence', label: 'Sequence' }]
  return [...BOOK_SORTS]
}

const ASCENDING_SORTS: ReadonlySet<string> = new Set([
  'media.metadata.title',
  'media.metadata.author',
  'media.metadata.authorName',
  'media.metadata.authorNameLF',
  'sequence',
  'name',
  'lastFirst',
])

/**
 * Picking the current sort again flips the direction; picking another one keeps the direction, except that
 * names, titles and sequences start ascending.
 */
export function nextSort(
  current: { sort: string | null; desc: boolean },
  picked: string,
): { sort: string; desc: boolean } {
  if (current.sort === picked) return { sort: picked, desc: !current.desc }
  return { sort: picked, desc: ASCENDING_SORTS.has(picked) ? false : current.desc }
}
