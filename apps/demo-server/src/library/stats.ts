import { bookDuration, type ItemView, itemSize } from '../serialize/library-item'
import { derivedFrom } from '../state/derived'
import type { BookItem, LibraryRecord, PodcastItem } from '../state/types'

const top = <T>(list: readonly T[], key: (value: T) => number, count: number) =>
  list
    .map((value) => ({ value, key: key(value) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map((entry) => entry.value)

/** GET /api/libraries/:id/stats, kept until items or authors change. */
export function libraryStats(view: ItemView, library: LibraryRecord) {
  const { store } = view
  return derivedFrom(store, `stats:${library.id}`, [store.items, store.authors], () =>
    collectStats(view, library),
  )
}

function collectStats(view: ItemView, library: LibraryRecord) {
  const items = view.store.itemsInLibrary(library.id)
  const largestItems = top(items, itemSize, 10).map((item) => ({
    id: item.id,
    title: item.media.metadata.title,
    size: itemSize(item),
  }))
  const genreCounts = new Map<string, number>()
  for (const item of items)
    for (const genre of item.media.metadata.genres) genreCounts.set(genre, (genreCounts.get(genre) ?? 0) + 1)
  const genresWithCount = [...genreCounts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([genre, count]) => ({ genre, count }))
  const totalSize = items.reduce((sum, item) => sum + itemSize(item), 0)

  if (library.mediaType === 'podcast') {
    const podcasts = items as PodcastItem[]
    const durationOf = (p: PodcastItem) => p.media.episodes.reduce((sum, e) => sum + e.audioFile.duration, 0)
    return {
      largestItems,
      totalGenres: genresWithCount.length,
      genresWithCount,
      totalItems: podcasts.length,
      longestItems: top(podcasts, durationOf, 10).map((p) => ({
        id: p.id,
        title: p.media.metadata.title,
        duration: durationOf(p),
      })),
      totalSize,
      totalDuration: podcasts.reduce((sum, p) => sum + durationOf(p), 0),
      numAudioTracks: podcasts.reduce((sum, p) => sum + p.media.episodes.length, 0),
    }
  }

  const books = items as BookItem[]
  const authorCounts = new Map<string, number>()
  for (const book of books)
    for (const id of book.media.metadata.authorIds) authorCounts.set(id, (authorCounts.get(id) ?? 0) + 1)
  const authors = view.store.authors.filter((a) => a.libraryId === library.id)
  return {
    largestItems,
    totalAuthors: authors.length,
    authorsWithCount: authors
      .filter((a) => authorCounts.has(a.id))
      .map((a) => ({ id: a.id, name: a.name, count: authorCounts.get(a.id)! }))
      .sort((a, b) => b.count - a.count)
      .slice(0, 10),
    totalGenres: genresWithCount.length,
    genresWithCount,
    totalItems: books.length,
    longestItems: top(books, (b) => bookDuration(b.media), 10).map((b) => ({
      id: b.id,
      title: b.media.metadata.title,
      duration: bookDuration(b.media),
    })),
    totalSize,
    totalDuration: books.reduce((sum, b) => sum + bookDuration(b.media), 0),
    numAudioTracks: books.reduce((sum, b) => sum + b.media.audioFiles.length, 0),
  }
}
