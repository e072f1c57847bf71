import { authorNameOf, type ItemView } from '../serialize/library-item'
import { canAccessEveryItem, canAccessItem } from '../state/access'
import { sequenceNumber } from '../state/book-index'
import { rememberedAnswer, type Versioned } from '../state/derived'
import type { Store } from '../state/store'
import type { BookItem, LibraryItemRecord, MediaProgressRecord, UserRecord } from '../state/types'
import { RankedValues, sortByRank } from '../util/ranked-values'
import { collapseSeries } from './collapse-series'
import {
  compareValues,
  type ItemSortKey,
  itemKeyRanks,
  itemsInOrder,
  type SortValue,
} from './item-sort-values'
import type { QueriedItem } from './queried-item'

const filterGroups = [
  'genres',
  'tags',
  'series',
  'authors',
  'progress',
  'narrators',
  'publishers',
  'publishedDecades',
  'missing',
  'languages',
  'tracks',
  'ebooks',
]

/** "group.<urlencoded base64 value>" → group and decoded value (libraryFilters.decode). */
export function parseFilter(filterBy: string | undefined): { group: string | null; value: string | null } {
  if (!filterBy) return { group: null, value: null }
  const group = filterGroups.find((g) => filterBy.startsWith(`${g}.`))
  if (!group) return { group: filterBy, value: null }
  const raw = filterBy.slice(group.length + 1)
  let decoded: string
  try {
    decoded = Buffer.from(decodeURIComponent(raw), 'base64').toString()
  } catch {
    decoded = ''
  }
  return { group, value: decoded }
}

export interface ItemQuery {
  sortBy?: string
  sortDesc: boolean
  filterBy?: string
  collapseSeries: boolean
}

type ProgressIndex = Map<string, MediaProgressRecord>

function progressIndex(view: ItemView, user: UserRecord): ProgressIndex {
  const index: ProgressIndex = new Map()
  for (const p of view.store.progressForUser(user.id)) {
    if (!p.episodeId) index.set(p.libraryItemId, p)
  }
  return index
}

const hasAudio = (item: LibraryItemRecord) => item.mediaType === 'book' && item.media.audioFiles.length > 0

function matchesProgress(
  value: string,
  item: LibraryItemRecord,
  progress: MediaProgressRecord | undefined,
): boolean {
  const finished = progress?.isFinished === true
  switch (value) {
    case 'finished':
      return finished
    case 'not-finished':
      return !finished
    case 'not-started':
      return !finished && !(progress?.currentTime ?? 0)
    case 'in-progress':
      return !!progress && !finished && (progress.currentTime > 0 || progress.ebookProgress > 0)
    case 'audio-in-progress':
      return !!progress && !finished && progress.currentTime > 0
    case 'ebook-in-progress':
      return !hasAudio(item) && !!progress && !finished && progress.ebookProgress > 0
    case 'ebook-finished':
      return !hasAudio(item) && finished && item.mediaType === 'book' && !!item.media.ebookFile
    default:
      return true
  }
}

const emptyValue = (value: unknown) => value === null || value === undefined || value === ''

function matchesMissing(view: ItemView, value: string, item: BookItem): boolean {
  const m = item.media.metadata
  switch (value) {
    case 'asin':
    case 'isbn':
    case 'subtitle':
    case 'publishedYear':
    case 'description':
    case 'publisher':
    case 'language':
      return emptyValue(m[value])
    case 'cover':
      return !item.media.coverPath
    case 'genres':
    case 'narrators':
      return m[value].length === 0
    case 'tags':
      return item.media.tags.length === 0
    case 'chapters':
      return item.media.chapters.length === 0
    case 'authors':
      return authorNameOf(view, item.media) === ''
    case 'series':
      return m.series.length === 0
    default:
      return true
  }
}

function matchesBook(
  view: ItemView,
  group: string,
  value: string | null,
  item: BookItem,
  progress: ProgressIndex,
  now: number,
): boolean {
  const m = item.media.metadata
  switch (group) {
    case 'genres':
      return m.genres.includes(value ?? '')
    case 'tags':
      return item.media.tags.includes(value ?? '')
    case 'narrators':
      return m.narrators.includes(value ?? '')
    case 'authors':
      return m.authorIds.includes(value ?? '')
    case 'series':
      return value === 'no-series' ? m.series.length === 0 : m.series.some((s) => s.id === value)
    case 'publishers':
      return m.publisher === value
    case 'languages':
      return m.language === value
    case 'publishedDecades': {
      const year = Number.parseInt(m.publishedYear ?? '', 10)
      const start = Number.parseInt(value ?? '', 10)
      return Number.isFinite(year) && year >= start && year <= start + 9
    }
    case 'progress':
      return matchesProgress(value ?? '', item, progress.get(item.id))
    case 'missing':
      return matchesMissing(view, value ?? '', item)
    case 'tracks': {
      const count = item.media.audioFiles.length
      return value === 'none' ? count === 0 : value === 'multi' ? count > 1 : count === 1
    }
    case 'ebooks':
      if (value === 'ebook') return item.media.ebookFile !== null
      if (value === 'no-ebook') return item.media.ebookFile === null
      if (value === 'supplementary') return item.libraryFiles.some((f) => f.isSupplementary === true)
      if (value === 'no-supplementary') return !item.libraryFiles.some((f) => f.isSupplementary === true)
      return true
    case 'abridged':
      return m.abridged
    case 'explicit':
      return m.explicit
    case 'issues':
      return item.isMissing || item.isInvalid
    case 'feed-open':
      return (
        view.store.feeds.find((f) => f.entityType === 'libraryItem' && f.entityId === item.id) !== undefined
      )
    case 'share-open':
      return view.store.shares.find((s) => s.mediaItemId === item.media.id) !== undefined
    case 'recent':
      return item.addedAt >= now - 60 * 24 * 60 * 60 * 1000
    default:
      return true
  }
}

function matchesPodcast(group: string, value: string | null, item: LibraryItemRecord): boolean {
  switch (group) {
    case 'genres':
      return item.media.metadata.genres.includes(value ?? '')
    case 'tags':
      return item.media.tags.includes(value ?? '')
    case 'languages':
      return item.media.metadata.language === value
    case 'explicit':
      return item.media.metadata.explicit
    case 'issues':
      return item.isMissing || item.isInvalid
    default:
      return true
  }
}

/**
 * A sort key computed per request (the user's progress, a series sequence). With `missingLast`, entries
 * without a value come last in both directions, as the real server's `NULLS LAST` progress orders do.
 */
interface EntryKey {
  value: (entry: QueriedItem) => SortValue
  missingLast: boolean
}

/** A sort key: kept per item between requests, or computed per request. */
type SortKey = ItemSortKey | EntryKey

const sequenceKey: EntryKey = { value: (e) => sequenceNumber(e.filterSeries?.sequence), missingLast: false }

function sortKeys(sortBy: string | undefined, progress: ProgressIndex): SortKey[] {
  switch (sortBy) {
    case 'addedAt':
    case 'size':
    case 'birthtimeMs':
    case 'mtimeMs':
      return [sortBy]
    case 'media.duration':
      return ['duration']
    case 'media.metadata.publishedYear':
      return ['publishedYear']
    case 'media.metadata.authorName':
      return ['authorName', 'title']
    case 'media.metadata.authorNameLF':
      return ['authorNameLF', 'title']
    case 'media.metadata.author':
      return ['podcastAuthor']
    case 'media.metadata.title':
      return ['title']
    case 'media.numTracks':
      return ['numTracks']
    case 'sequence':
      return [sequenceKey]
    case 'progress':
      return [{ value: (e) => progress.get(e.item.id)?.lastUpdate ?? null, missingLast: true }]
    case 'progress.createdAt':
      return [{ value: (e) => progress.get(e.item.id)?.startedAt ?? null, missingLast: true }]
    case 'progress.finishedAt':
      return [{ value: (e) => progress.get(e.item.id)?.finishedAt ?? null, missingLast: true }]
    default:
      return []
  }
}

/** Ranks of the entries by a per-request key; descending for a `missingLast` key keeps the missing ones last. */
function entryKeyRanks(key: EntryKey, entries: QueriedItem[], descending: boolean) {
  const values = entries.map(key.value)
  const ranked = new RankedValues<SortValue>(compareValues)
  const ranks = ranked.ranksOf(values)
  const size = ranked.size
  if (!descending) return { ranks, size, descending: false }
  if (!key.missingLast) return { ranks, size, descending: true }
  // Missing values rank last (compareValues); reverse the others below them.
  const present = values.includes(null) ? size - 1 : size
  for (let i = 0; i < ranks.length; i++) if (values[i] !== null) ranks[i] = present - 1 - ranks[i]!
  return { ranks, size, descending: false }
}

/**
 * Orders entries by the keys (the first one in the requested direction, the others ascending), equal entries
 * in storage order: one stable counting sort per key, from the last key to the first.
 */
function sortEntries(view: ItemView, entries: QueriedItem[], keys: SortKey[], descending: boolean) {
  let sorted = entries
  for (let index = keys.length - 1; index >= 0; index--) {
    const key = keys[index]!
    const keyDescending = index === 0 && descending
    const ranked =
      typeof key === 'string'
        ? { ...itemKeyRanks(view, key, sorted), descending: keyDescending }
        : entryKeyRanks(key, sorted, keyDescending)
    sorted = sortByRank(sorted, ranked.ranks, ranked.size, ranked.descending)
  }
  return sorted
}

function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[list[i], list[j]] = [list[j]!, list[i]!]
  }
  return list
}

/**
 * Filters, collapses and sorts every item of a library the user may see (no paging). The answer is kept until
 * anything it depends on is written, and shared: callers must not change it.
 */
export function queryLibrary(
  view: ItemView,
  libraryId: string,
  user: UserRecord,
  query: ItemQuery,
): readonly QueriedItem[] {
  const { group } = parseFilter(query.filterBy)
  // A random order is new every time; "recent" moves with the clock.
  if (query.sortBy === 'random' || group === 'recent')
    return runQuery(view, view.store.itemsInLibrary(libraryId), libraryId, user, query)
  return rememberedAnswer(
    view.store,
    JSON.stringify(['items', libraryId, user.id, query]),
    listSources(view.store, query),
    () => runQuery(view, view.store.itemsInLibrary(libraryId), libraryId, user, query),
  )
}

/** queryLibrary without remembering the answer: it still fills the kept orders, ranks and collapse plan. */
export function prepareLibraryList(
  view: ItemView,
  libraryId: string,
  user: UserRecord,
  query: ItemQuery,
): void {
  runQuery(view, view.store.itemsInLibrary(libraryId), libraryId, user, query)
}

/** What a library list (its items, series or authors) can depend on; the user's progress only when asked for. */
export function listSources(store: Store, query: { filterBy?: string; sortBy?: string }): Versioned[] {
  const progressDependent =
    parseFilter(query.filterBy).group === 'progress' || query.sortBy?.startsWith('progress') === true
  return [
    store.items,
    store.authors,
    store.series,
    store.feeds,
    store.shares,
    store.users,
    store.libraries,
    store.settingWrites,
    progressDependent ? store.progress : noWrites,
  ]
}

const noWrites: Versioned = { version: 0 }

/** Filters, collapses and sorts some items (no paging). */
export function queryItems(
  view: ItemView,
  items: readonly LibraryItemRecord[],
  user: UserRecord,
  query: ItemQuery,
): QueriedItem[] {
  return runQuery(view, items, null, user, query)
}

/**
 * With a whole library and keys kept between requests, the library's items come already in order and
 * filtering (and collapsing) them is the answer; otherwise the entries are sorted here.
 */
function runQuery(
  view: ItemView,
  items: readonly LibraryItemRecord[],
  libraryId: string | null,
  user: UserRecord,
  query: ItemQuery,
): QueriedItem[] {
  const { group, value } = parseFilter(query.filterBy)
  const progress = progressIndex(view, user)
  const now = Date.now()
  let sortBy = query.sortBy
  let collapse = query.collapseSeries
  if (group === 'series') collapse = false
  if (group !== 'series' && sortBy === 'sequence') sortBy = 'media.metadata.title'

  let keys = sortBy === 'random' ? [] : sortKeys(sortBy, progress)
  let descending = query.sortDesc
  if (group === 'series' && sortBy !== 'sequence') keys.push(sequenceKey)
  if (!keys.length) {
    keys = ['addedAt']
    descending = false
  }
  // A collapsed series sorts by its name where titles count: those lists are sorted after collapsing.
  const ordered =
    libraryId !== null &&
    sortBy !== 'random' &&
    keys.every((key) => typeof key === 'string') &&
    !(collapse && keys.includes('title'))
  const source = ordered ? itemsInOrder(view, libraryId, keys as ItemSortKey[], descending) : items

  let entries: QueriedItem[] = []
  const seesEveryItem = libraryId !== null && canAccessEveryItem(user, libraryId)
  for (const item of source) {
    if (!seesEveryItem && !canAccessItem(user, item)) continue
    if (
      group &&
      !(item.mediaType === 'book'
        ? matchesBook(view, group, value, item, progress, now)
        : matchesPodcast(group, value, item))
    )
      continue
    entries.push({ item })
  }

  if (group === 'series' && value && value !== 'no-series') {
    const series = view.store.series.get(value)
    for (const entry of entries) {
      if (entry.item.mediaType !== 'book' || !series) continue
      const link = entry.item.media.metadata.series.find((s) => s.id === value)
      entry.filterSeries = { id: series.id, name: series.name, sequence: link?.sequence ?? null }
    }
  }
  if (collapse) entries = collapseSeries(view, entries, libraryId)

  if (sortBy === 'random') return shuffle(entries)
  if (ordered) return entries
  return sortEntries(view, entries, keys, descending)
}
