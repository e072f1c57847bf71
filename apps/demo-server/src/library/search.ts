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

function tagAndGenreCounts(
  items: (BookItem | PodcastItem)[],
  matches: (text: string) => boolean,
  limit: number,
) {
  const named = (values: string[]) =>
    countValues(values, matches, limit).map(([name, numItems]) => ({ name, numItems }))
  return {
    tags: named(items.flatMap((item) => item.media.tags)),
    genres: named(items.flatMap((item) => item.media.metadata.genres)),
  }
}

/** Names match case- and accent-insensitively; identifiers (ASIN, ISBN, iTunes ids) only as typed. */
function matchesNamesOrIds(
  matches: (text: string | null | undefined) => boolean,
  query: string,
  names: (string | null | undefined)[],
  ids: (string | null | undefined)[],
): boolean {
  return names.some(matches) || ids.some((id) => (id ?? '').includes(query))
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
    .filter(({ media: { metadata: m } }) =>
      matchesNamesOrIds(matches, query, [m.title, m.subtitle], [m.asin, m.isbn]),
    )
    .slice(0, limit)
    .map((item) => ({ libraryItem: itemExpandedJson(view, item) }))
  const narrators = countValues(
    all.flatMap((b) => b.media.metadata.narrators),
    matches,
    limit,
  ).map(([name, numBooks]) => ({ name, numBooks }))
  const { tags, genres } = tagAndGenreCounts(all, matches, limit)
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
    .filter(({ media: { metadata: m } }) =>
      matchesNamesOrIds(matches, query, [m.title, m.author], [m.itunesId, m.itunesArtistId]),
    )
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
  const { tags, genres } = tagAndGenreCounts(podcasts, matches, limit)
  return { podcast: podcastMatches, tags, genres, episodes }
}
