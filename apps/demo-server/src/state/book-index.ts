import { naturalCompare } from '../util/sort'
import { derivedFrom } from './derived'
import type { Store } from './store'
import type { BookItem } from './types'

export interface SeriesMember {
  book: BookItem
  sequence: string | null
}

/** A series sequence as a number for ordering; unnumbered ones last. */
export function sequenceNumber(sequence: string | null | undefined): number {
  const value = Number.parseFloat(sequence ?? '')
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY
}

/** Series members by sequence, unnumbered last (the order of a series' books). */
export function bySequence(a: SeriesMember, b: SeriesMember): number {
  if (!a.sequence) return 1
  if (!b.sequence) return -1
  return naturalCompare(a.sequence, b.sequence)
}

/** Who belongs to which series and author in one book library, rebuilt only after items change. */
export interface BookIndex {
  seriesMembers: Map<string, SeriesMember[]>
  authorBooks: Map<string, BookItem[]>
}

export function bookIndex(store: Store, libraryId: string): BookIndex {
  return derivedFrom(store, `bookIndex:${libraryId}`, [store.items], () => {
    const index: BookIndex = { seriesMembers: new Map(), authorBooks: new Map() }
    for (const item of store.itemsInLibrary(libraryId)) {
      if (item.mediaType !== 'book') continue
      for (const link of item.media.metadata.series) {
        const members = index.seriesMembers.get(link.id) ?? []
        members.push({ book: item, sequence: link.sequence })
        index.seriesMembers.set(link.id, members)
      }
      for (const authorId of item.media.metadata.authorIds) {
        const books = index.authorBooks.get(authorId) ?? []
        books.push(item)
        index.authorBooks.set(authorId, books)
      }
    }
    return index
  })
}

/** Each series' members in bySequence order (sorted from storage order), kept until items change. */
export function seriesMembersBySequence(store: Store, libraryId: string): Map<string, SeriesMember[]> {
  return derivedFrom(store, `seriesMembersBySequence:${libraryId}`, [store.items], () => {
    const sorted = new Map<string, SeriesMember[]>()
    for (const [seriesId, members] of bookIndex(store, libraryId).seriesMembers)
      sorted.set(seriesId, [...members].sort(bySequence))
    return sorted
  })
}
