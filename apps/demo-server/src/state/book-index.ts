import type { Store } from './store'
import type { BookItem } from './types'

export interface SeriesMember {
  book: BookItem
  sequence: string | null
}

/** Who belongs to which series and author in one book library, rebuilt only after items change. */
export interface BookIndex {
  seriesMembers: Map<string, SeriesMember[]>
  authorBooks: Map<string, BookItem[]>
}

const cache = new WeakMap<Store, Map<string, { version: number; index: BookIndex }>>()

export function bookIndex(store: Store, libraryId: string): BookIndex {
  let perLibrary = cache.get(store)
  if (!perLibrary) {
    perLibrary = new Map()
    cache.set(store, perLibrary)
  }
  const cached = perLibrary.get(libraryId)
  if (cached && cached.version === store.items.version) return cached.index
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
  perLibrary.set(libraryId, { version: store.items.version, index })
  return index
}
