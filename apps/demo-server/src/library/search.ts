import { episodeExpandedJson, type ItemView, itemExpandedJson, itemJson } from '../serialize/library-item'
import { authorJson, seriesJson } from '../serialize/people'
import { canAccessItem } from '../state/access'
import type { BookItem, LibraryRecord, PodcastItem, UserRecord } from '../state/types'

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** Case- and accent-insensitive "contains", like the real server's text search. */
function matcher(query: string): (text: string | null | undefined) => boolean {
  const wanted = fold(query)
  return (text) => !!text && fold(text).includes(wanted)
}

function countValues(values: string[], matches: (text: string) => boolean, limit: number) {
  const counts = new Map<string, number>()
  for (const value of values) if (matches(value)) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit)
}

/** GET /api/libraries/:id/search for a book library. */
export function searchBooks(
  view: ItemView,
  library: LibraryRecord,
  user: UserRecord,
  query: string,
  limit: number,
) {
  const matches = matcher(query)
  const all = view.store.itemsInLibrary(library.id) as BookItem[]
  const books = all.filter((item) => canAccessItem(user, item))
  const bookMatches = books
    .filter((item) => {
      const m = item.media.metadata
      return (
        matches(m.title) ||
        matches(m.subtitle) ||
        (m.asin ?? '').includes(query) ||
        (m.isbn ?? '').includes(query)
      )
    })
    .slice(0, limit)
    .map((item) => ({ libraryItem: itemExpandedJson(view, item) }))
  const narrators = countValues(
    all.flatMap((b) => b.media.metadata.narrators),
    matches,
    limit,
  ).map(([name, numBooks]) => ({ name, numBooks }))
  const tags = countValues(
    all.flatMap((b) => b.media.tags),
    matches,
    limit,
  ).map(([name, numItems]) => ({ name, numItems }))
  const genres = countValues(
    all.flatMap((b) => b.media.metadata.genres),
    matches,
    limit,
  ).map(([name, numItems]) => ({ name, numItems }))
  const prefixes = view.store.serverSettings.sortingPrefixes
  const series = view.store.series
    .filter((s) => s.libraryId === library.id && matches(s.name))
    .slice(0, limit)
    .flatMap((s) => {
      const members = books.filter((b) => b.media.metadata.series.some((link) => link.id === s.id))
      return members.length
        ? [{ series: seriesJson(s, prefixes), books: members.map((b) => itemJson(view, b)) }]
        : []
    })
  const authors = view.store.authors
    .filter((a) => a.libraryId === library.id && matches(a.name))
    .slice(0, limit)
    .map((a) => ({
      ...authorJson(a),
      numBooks: books.filter((b) => b.media.metadata.authorIds.includes(a.id)).length,
    }))
  return { book: bookMatches, narrators, tags, genres, series, authors }
}

/** GET /api/libraries/:id/search for a podcast library. */
export function searchPodcasts(
  view: ItemView,
  library: LibraryRecord,
  user: UserRecord,
  query: string,
  limit: number,
) {
  const matches = matcher(query)
  const podcasts = (view.store.itemsInLibrary(library.id) as PodcastItem[]).filter((item) =>
    canAccessItem(user, item),
  )
  const withoutEpisodes = (item: PodcastItem) =>
    itemExpandedJson(view, { ...item, media: { ...item.media, episodes: [] } })
  const podcastMatches = podcasts
    .filter((item) => {
      const m = item.media.metadata
      return (
        matches(m.title) ||
        matches(m.author) ||
        (m.itunesId ?? '').includes(query) ||
        (m.itunesArtistId ?? '').includes(query)
      )
    })
    .slice(0, limit)
    .map((item) => ({ libraryItem: withoutEpisodes(item) }))
  const episodes = podcasts
    .flatMap((item) =>
      item.media.episodes.filter((e) => matches(e.title)).map((episode) => ({ item, episode })),
    )
    .slice(0, limit)
    .map(({ item, episode }) => ({
      libraryItem: { ...withoutEpisodes(item), recentEpisode: episodeExpandedJson(item, episode) },
    }))
  const tags = countValues(
    podcasts.flatMap((p) => p.media.tags),
    matches,
    limit,
  ).map(([name, numItems]) => ({ name, numItems }))
  const genres = countValues(
    podcasts.flatMap((p) => p.media.metadata.genres),
    matches,
    limit,
  ).map(([name, numItems]) => ({ name, numItems }))
  return { podcast: podcastMatches, tags, genres, episodes }
}
