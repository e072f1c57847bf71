import { type BookLibraryItemMinified, encodeFilter, type Series, seriesApi } from '@shelfkit/client'
import { createEntityPage } from '../entity-page'
import type { ProgressLookup } from '../item/progress'
import { shared } from '../registry'
import { onServerEvent } from '../server-events'

export interface SeriesPageData {
  series: Series
  /** The series' books in sequence order. */
  books: BookLibraryItemMinified[]
}

/** The series page: the series and its books in order (the library list filtered by series, sorted by sequence). */
export const seriesPage = shared('series.page', () =>
  createEntityPage<SeriesPageData>({
    async load(client, id) {
      const series = await client.area(seriesApi).get(id, ['progress', 'rssfeed'])
      const page = await client.libraries.items(series.libraryId, {
        filter: encodeFilter('series', id),
        sort: 'sequence',
        minified: true,
      })
      const books = page.results.filter((item): item is BookLibraryItemMinified => item.mediaType === 'book')
      return { series, books }
    },
    idOf: (data) => data.series.id,
  }),
)

/** The book's number in the series the page shows (the list filtered by series carries it). */
export function sequenceInSeries(book: BookLibraryItemMinified): string | null {
  return book.media.metadata.series?.sequence ?? null
}

/** How many of the books the user finished, and whether all are. */
export function seriesProgress(
  books: readonly Pick<BookLibraryItemMinified, 'id'>[],
  progressOf: ProgressLookup,
): { finished: number; total: number; allFinished: boolean } {
  const finished = books.filter((book) => progressOf(book.id)?.isFinished).length
  return { finished, total: books.length, allFinished: books.length > 0 && finished === books.length }
}

/** Opens the series page and follows renames, removal and its books' changes. Returns the closer. */
export function openSeriesPage(seriesId: string): () => void {
  const isOpenSeriesBook = (itemId: string) =>
    seriesPage.current()?.books.some((book) => book.id === itemId) ?? false
  const stops = [
    onServerEvent('series_updated', (series) =>
      seriesPage.update((data) =>
        data.series.id === series.id ? { ...data, series: { ...data.series, ...series } } : data,
      ),
    ),
    onServerEvent('rss_feed_open', (feed) =>
      seriesPage.update((data) =>
        data.series.id === feed.entityId ? { ...data, series: { ...data.series, rssFeed: feed } } : data,
      ),
    ),
    onServerEvent('rss_feed_closed', (feed) =>
      seriesPage.update((data) =>
        data.series.id === feed.entityId && data.series.rssFeed?.id === feed.id
          ? { ...data, series: { ...data.series, rssFeed: null } }
          : data,
      ),
    ),
    onServerEvent('series_removed', ({ id }) => {
      if (id === seriesPage.$id.get()) seriesPage.markRemoved()
    }),
    onServerEvent('item_removed', ({ id }) =>
      seriesPage.update((data) => ({ ...data, books: data.books.filter((book) => book.id !== id) })),
    ),
    onServerEvent('item_updated', (item) => {
      if (isOpenSeriesBook(item.id)) void seriesPage.reload()
    }),
  ]
  void seriesPage.open(seriesId)
  return () => {
    for (const stop of stops) stop()
    if (seriesPage.$id.get() === seriesId) seriesPage.close()
  }
}
