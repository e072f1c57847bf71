import type { LibraryItemRecord } from '../state/types'

/** A series folded into one of its books on a bookshelf list (collapse series). */
export interface CollapsedSeries {
  id: string
  name: string
  nameIgnorePrefix: string
  sequence: string | null
  numBooks: number
  libraryItemIds: string[]
}

/** One entry of a library list: the item and what the query found about it. */
export interface QueriedItem {
  item: LibraryItemRecord
  collapsedSeries?: CollapsedSeries
  /** Set when filtering by one series: that series with this book's sequence. */
  filterSeries?: { id: string; name: string; sequence: string | null }
}
