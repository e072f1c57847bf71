import { authorNameOf, bookDuration, type ItemView, itemSize } from '../serialize/library-item'
import { canAccessItem } from '../state/access'
import type { BookItem, LibraryItemRecord, MediaProgressRecord, UserRecord } from '../state/types'
import { naturalCompare } from '../util/sort'
import { nameToLastFirst, titleIgnorePrefix } from '../util/titles'

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

export interface CollapsedSeries {
  id: string
  name: string
  nameIgnorePrefix: string
  sequence: string | null
  numBooks: number
  libraryItemIds: string[]
}

export interface QueriedItem {
  item: LibraryItemRecord
  collapsedSeries?: CollapsedSeries
  /** Set when filtering by one series: that series with this book's sequence. */
  filterSeries?: { id: string; name: string; sequence: string | null }
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

function sequenceNumber(sequence: string | null | undefined): number {
  const value = Number.parseFloat(sequence ?? '')
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY
}

function sortTitle(view: ItemView, title: string): string {
  return view.store.serverSettings.sortingIgnorePrefix
    ? titleIgnorePrefix(title, view.store.serverSettings.sortingPrefixes)
    : title
}

type SortKey = (entry: QueriedItem) => string | number | null

function sortKeys(view: ItemView, sortBy: string | undefined, progress: ProgressIndex): SortKey[] {
  const title: SortKey = (e) =>
    sortTitle(view, e.collapsedSeries ? e.collapsedSeries.name : e.item.media.metadata.title)
  const book = (e: QueriedItem) => (e.item.mediaType === 'book' ? e.item : null)
  switch (sortBy) {
    case 'addedAt':
      return [(e) => e.item.addedAt]
    case 'size':
      return [(e) => itemSize(e.item)]
    case 'birthtimeMs':
      return [(e) => e.item.birthtimeMs]
    case 'mtimeMs':
      return [(e) => e.item.mtimeMs]
    case 'media.duration':
      return [(e) => (book(e) ? bookDuration(book(e)!.media) : 0)]
    case 'media.metadata.publishedYear':
      return [(e) => Number.parseInt(book(e)?.media.metadata.publishedYear ?? '', 10) || null]
    case 'media.metadata.authorName':
      return [(e) => (book(e) ? authorNameOf(view, book(e)!.media) : ''), title]
    case 'media.metadata.authorNameLF':
      return [
        (e) =>
          book(e)
            ? authorNameOf(view, book(e)!.media)
                .split(', ')
                .map((name) => (name ? nameToLastFirst(name) : ''))
                .join(', ')
            : '',
        title,
      ]
    case 'media.metadata.author':
      return [(e) => (e.item.mediaType === 'podcast' ? e.item.media.metadata.author : null)]
    case 'media.metadata.title':
      return [title]
    case 'media.numTracks':
      return [(e) => (e.item.mediaType === 'podcast' ? e.item.media.episodes.length : 0)]
    case 'sequence':
      return [(e) => sequenceNumber(e.filterSeries?.sequence)]
    case 'progress':
      return [(e) => progress.get(e.item.id)?.lastUpdate ?? null]
    case 'progress.createdAt':
      return [(e) => progress.get(e.item.id)?.startedAt ?? null]
    case 'progress.finishedAt':
      return [(e) => progress.get(e.item.id)?.finishedAt ?? null]
    default:
      return []
  }
}

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return naturalCompare(String(a), String(b))
}

function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[list[i], list[j]] = [list[j]!, list[i]!]
  }
  return list
}

/** Keeps one book per series (lowest sequence) and records the series on it. */
function collapseSeries(view: ItemView, entries: QueriedItem[]): QueriedItem[] {
  const bySeries = new Map<string, QueriedItem[]>()
  for (const entry of entries) {
    if (entry.item.mediaType !== 'book') continue
    const first = entry.item.media.metadata.series[0]
    if (!first) continue
    const list = bySeries.get(first.id) ?? []
    list.push(entry)
    bySeries.set(first.id, list)
  }
  const dropped = new Set<string>()
  for (const [seriesId, members] of bySeries) {
    const series = view.store.series.get(seriesId)
    if (!series) continue
    const sequenceOf = (e: QueriedItem) =>
      e.item.mediaType === 'book'
        ? (e.item.media.metadata.series.find((s) => s.id === seriesId)?.sequence ?? null)
        : null
    members.sort((a, b) => sequenceNumber(sequenceOf(a)) - sequenceNumber(sequenceOf(b)))
    const [keep, ...rest] = members
    for (const entry of rest) dropped.add(entry.item.id)
    keep!.collapsedSeries = {
      id: series.id,
      name: series.name,
      nameIgnorePrefix: titleIgnorePrefix(series.name, view.store.serverSettings.sortingPrefixes),
      sequence: sequenceOf(keep!),
      numBooks: members.length,
      libraryItemIds: members.map((e) => e.item.id),
    }
  }
  return entries.filter((e) => !dropped.has(e.item.id))
}

/** Filters, collapses and sorts the items of a library a user may see (no paging). */
export function queryItems(
  view: ItemView,
  items: LibraryItemRecord[],
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

  let entries: QueriedItem[] = items
    .filter((item) => canAccessItem(user, item))
    .filter((item) =>
      !group
        ? true
        : item.mediaType === 'book'
          ? matchesBook(view, group, value, item, progress, now)
          : matchesPodcast(group, value, item),
    )
    .map((item) => ({ item }))

  if (group === 'series' && value && value !== 'no-series') {
    const series = view.store.series.get(value)
    for (const entry of entries) {
      if (entry.item.mediaType !== 'book' || !series) continue
      const link = entry.item.media.metadata.series.find((s) => s.id === value)
      entry.filterSeries = { id: series.id, name: series.name, sequence: link?.sequence ?? null }
    }
  }
  if (collapse) entries = collapseSeries(view, entries)

  if (sortBy === 'random') return shuffle(entries)
  const keys = sortKeys(view, sortBy, progress)
  if (group === 'series' && sortBy !== 'sequence') keys.push((e) => sequenceNumber(e.filterSeries?.sequence))
  if (!keys.length) return entries.sort((a, b) => a.item.addedAt - b.item.addedAt)
  const direction = query.sortDesc ? -1 : 1
  // Keys are computed once per entry: comparing 20,000 titles would otherwise rebuild them on every comparison.
  const keyed = entries.map((entry) => ({ entry, values: keys.map((key) => key(entry)) }))
  keyed.sort((a, b) => {
    for (let index = 0; index < keys.length; index++) {
      const result = compareValues(a.values[index]!, b.values[index]!)
      // Only the main key follows the requested direction; tie-breakers stay ascending.
      if (result) return index === 0 ? result * direction : result
    }
    return 0
  })
  return keyed.map((k) => k.entry)
}
