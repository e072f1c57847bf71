import { authorNameOf, bookDuration, type ItemView, itemSize } from '../serialize/library-item'
import type { Store } from '../state/store'
import type { LibraryItemRecord } from '../state/types'
import { RankedValues, sortByRank } from '../util/ranked-values'
import { naturalCompare } from '../util/sort'
import { nameToLastFirst, titleIgnorePrefix } from '../util/titles'

export type SortValue = string | number | null

/** The list order of two sort values: numbers by value, text naturally, missing values last. */
export function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return naturalCompare(String(a), String(b))
}

export function sortTitle(view: ItemView, title: string): string {
  return view.store.serverSettings.sortingIgnorePrefix
    ? titleIgnorePrefix(title, view.store.serverSettings.sortingPrefixes)
    : title
}

const authorNameLF = (view: ItemView, item: LibraryItemRecord) =>
  item.mediaType === 'book'
    ? authorNameOf(view, item.media)
        .split(', ')
        .map((name) => (name ? nameToLastFirst(name) : ''))
        .join(', ')
    : ''

/** Sort values that depend on the item alone (not on the user), by key name. */
const itemSortValues = {
  addedAt: (_view: ItemView, item: LibraryItemRecord): SortValue => item.addedAt,
  size: (_view: ItemView, item: LibraryItemRecord): SortValue => itemSize(item),
  birthtimeMs: (_view: ItemView, item: LibraryItemRecord): SortValue => item.birthtimeMs,
  mtimeMs: (_view: ItemView, item: LibraryItemRecord): SortValue => item.mtimeMs,
  duration: (_view: ItemView, item: LibraryItemRecord): SortValue =>
    item.mediaType === 'book' ? bookDuration(item.media) : 0,
  publishedYear: (_view: ItemView, item: LibraryItemRecord): SortValue =>
    item.mediaType === 'book' ? Number.parseInt(item.media.metadata.publishedYear ?? '', 10) || null : null,
  authorName: (view: ItemView, item: LibraryItemRecord): SortValue =>
    item.mediaType === 'book' ? authorNameOf(view, item.media) : '',
  authorNameLF,
  podcastAuthor: (_view: ItemView, item: LibraryItemRecord): SortValue =>
    item.mediaType === 'podcast' ? item.media.metadata.author : null,
  title: (view: ItemView, item: LibraryItemRecord): SortValue => sortTitle(view, item.media.metadata.title),
  numTracks: (_view: ItemView, item: LibraryItemRecord): SortValue =>
    item.mediaType === 'podcast' ? item.media.episodes.length : 0,
}

export type ItemSortKey = keyof typeof itemSortValues

/** Keys whose values read author names (every value is recomputed after an author write). */
const authorKeys = new Set<ItemSortKey>(['authorName', 'authorNameLF'])

/**
 * One key's values of every item (and, for titles, of every series standing for its books in a collapsed list),
 * computed on first use and recomputed only for the items written since, with their ranks.
 */
class KeyValues {
  ranked = new RankedValues<SortValue>(compareValues)
  private readonly byItem = new Map<string, SortValue>()
  private readonly bySeries = new Map<string, SortValue>()
  private readonly written = new Set<string>()
  private titleSettings = ''
  /** Bumped whenever item values may have changed, so orders built from them are rebuilt. */
  generation = 0

  constructor(
    private readonly key: ItemSortKey,
    private readonly view: ItemView,
  ) {}

  itemWritten(id: string): void {
    this.written.add(id)
  }

  /** Every value is recomputed on next use; the ranks start afresh so old values do not pile up. */
  forgetAll(): void {
    this.byItem.clear()
    this.bySeries.clear()
    this.written.clear()
    this.ranked = new RankedValues<SortValue>(compareValues)
    this.generation++
  }

  seriesWritten(): void {
    this.bySeries.clear()
  }

  refresh(): void {
    if (this.key === 'title') {
      const { sortingIgnorePrefix, sortingPrefixes } = this.view.store.serverSettings
      const settings = JSON.stringify([sortingIgnorePrefix, sortingPrefixes])
      if (settings !== this.titleSettings) this.forgetAll()
      this.titleSettings = settings
    }
    if (this.written.size) {
      for (const id of this.written) this.byItem.delete(id)
      this.written.clear()
      this.generation++
    }
    // Edited values leave their old ones ranked: start afresh once those outnumber the items.
    if (this.ranked.size > 2 * this.byItem.size + 1000)
      this.ranked = new RankedValues<SortValue>(compareValues)
  }

  private itemValue(item: LibraryItemRecord): SortValue {
    let value = this.byItem.get(item.id)
    if (value === undefined && !this.byItem.has(item.id)) {
      value = itemSortValues[this.key](this.view, item)
      this.byItem.set(item.id, value)
    }
    return value as SortValue
  }

  private seriesValue(seriesId: string, name: string): SortValue {
    let value = this.bySeries.get(seriesId)
    if (value === undefined) {
      value = sortTitle(this.view, name)
      this.bySeries.set(seriesId, value)
    }
    return value
  }

  /** Ranks of the entries (a collapsed series sorts by its series name when sorting by title). */
  ranksOf(entries: readonly SortEntry[]): { ranks: Int32Array; size: number } {
    this.refresh()
    const values = entries.map((entry) =>
      this.key === 'title' && entry.collapsedSeries
        ? this.seriesValue(entry.collapsedSeries.id, entry.collapsedSeries.name)
        : this.itemValue(entry.item),
    )
    const ranks = this.ranked.ranksOf(values)
    return { ranks, size: this.ranked.size }
  }
}

export interface SortEntry {
  item: LibraryItemRecord
  collapsedSeries?: { id: string; name: string }
}

interface StoreSortValues {
  keys: Map<ItemSortKey, KeyValues>
  orders: Map<string, { stamp: string; order: readonly LibraryItemRecord[] }>
}

const perStore = new WeakMap<Store, StoreSortValues>()

function sortValuesOf(view: ItemView): StoreSortValues {
  const existing = perStore.get(view.store)
  if (existing) return existing
  const keys = new Map<ItemSortKey, KeyValues>()
  for (const key of Object.keys(itemSortValues) as ItemSortKey[]) keys.set(key, new KeyValues(key, view))
  view.store.items.onWrite((id) => {
    for (const values of keys.values()) values.itemWritten(id)
  })
  view.store.authors.onWrite(() => {
    for (const key of authorKeys) keys.get(key)!.forgetAll()
  })
  view.store.series.onWrite(() => keys.get('title')!.seriesWritten())
  const created = { keys, orders: new Map() }
  perStore.set(view.store, created)
  return created
}

/** Ranks of the entries by a key that does not depend on the user, from values kept between requests. */
export function itemKeyRanks(
  view: ItemView,
  key: ItemSortKey,
  entries: readonly SortEntry[],
): { ranks: Int32Array; size: number } {
  return sortValuesOf(view).keys.get(key)!.ranksOf(entries)
}

/**
 * Every item of a library ordered by the keys (the first one `descending` if asked, the others ascending,
 * equal items in storage order), kept until an item is written or a key's values change.
 */
export function itemsInOrder(
  view: ItemView,
  libraryId: string,
  keys: readonly ItemSortKey[],
  descending: boolean,
): readonly LibraryItemRecord[] {
  const { keys: values, orders } = sortValuesOf(view)
  const stamp = [
    view.store.items.version,
    ...keys.map((key) => {
      const keyValues = values.get(key)!
      keyValues.refresh()
      return keyValues.generation
    }),
  ].join()
  const name = `${libraryId}:${keys.join()}:${descending}`
  const cached = orders.get(name)
  if (cached?.stamp === stamp) return cached.order
  let sorted: readonly SortEntry[] = view.store.itemsInLibrary(libraryId).map((item) => ({ item }))
  for (let index = keys.length - 1; index >= 0; index--) {
    const { ranks, size } = itemKeyRanks(view, keys[index]!, sorted)
    sorted = sortByRank(sorted, ranks, size, index === 0 && descending)
  }
  const order = sorted.map((entry) => entry.item)
  orders.set(name, { stamp, order })
  return order
}
