import { feedMinifiedJson } from '../serialize/feed'
import { episodeJson, type ItemView, itemMinifiedJson } from '../serialize/library-item'
import { includeList, listedItemJson } from '../serialize/listed-item'
import { authorJson, seriesJson } from '../serialize/people'
import { canAccessEveryItem, canAccessItem } from '../state/access'
import { bookIndex, bySequence, type SeriesMember, sequenceNumber } from '../state/book-index'
import type {
  BookItem,
  LibraryRecord,
  MediaProgressRecord,
  PodcastItem,
  SeriesRecord,
  UserRecord,
} from '../state/types'
import { queryLibrary } from './item-query'

const sixtyDays = 60 * 24 * 60 * 60 * 1000

interface Shelf {
  id: string
  label: string
  labelStringKey: string
  type: string
  entities: unknown[]
  total: number
}

function shelf(
  id: string,
  label: string,
  key: string,
  type: string,
  entities: unknown[],
  total: number,
): Shelf {
  return { id, label, labelStringKey: key, type, entities, total }
}

/** One entry per episode with progress matching `keep`, newest progress first, as podcast shelves list them. */
function episodeEntries(
  view: ItemView,
  podcasts: PodcastItem[],
  progress: MediaProgressRecord[],
  keep: (p: MediaProgressRecord) => boolean,
) {
  const byId = new Map(podcasts.map((p) => [p.id, p]))
  return progress
    .filter((p) => p.episodeId && keep(p) && byId.has(p.libraryItemId))
    .sort((a, b) => b.lastUpdate - a.lastUpdate)
    .flatMap((p) => {
      const item = byId.get(p.libraryItemId)!
      const episode = item.media.episodes.find((e) => e.id === p.episodeId)
      return episode ? [{ ...itemMinifiedJson(view, item), recentEpisode: episodeJson(item, episode) }] : []
    })
}

/** The home page shelves of a library for one user (LibraryItem.getPersonalizedShelves). */
export function personalizedShelves(
  view: ItemView,
  library: LibraryRecord,
  user: UserRecord,
  includeRaw: unknown,
  limit: number,
): Shelf[] {
  const include = includeList(includeRaw)
  const progress = view.store.progressForUser(user.id)
  const shelves: Shelf[] = []
  const list = (entries: ReturnType<typeof queryLibrary>) =>
    entries.slice(0, limit).map((entry) => listedItemJson(view, entry, user, include))

  if (library.mediaType === 'book') {
    const inProgress = queryLibrary(view, library.id, user, {
      filterBy: `progress.${Buffer.from('in-progress').toString('base64')}`,
      sortBy: 'progress',
      sortDesc: true,
      collapseSeries: false,
    }).filter(
      (entry) =>
        !progress.find((p) => p.libraryItemId === entry.item.id && !p.episodeId)?.hideFromContinueListening,
    )
    const listed = list(inProgress)
    const audio = listed.filter((json) => (json.media as { numTracks?: number }).numTracks)
    const ebookOnly = listed.filter((json) => {
      const media = json.media as { numTracks?: number; ebookFormat?: string }
      return media.ebookFormat && !media.numTracks
    })
    if (audio.length)
      shelves.push(
        shelf(
          'continue-listening',
          'Continue Listening',
          'LabelContinueListening',
          'book',
          audio,
          inProgress.length,
        ),
      )
    if (ebookOnly.length)
      shelves.push(
        shelf(
          'continue-reading',
          'Continue Reading',
          'LabelContinueReading',
          'book',
          ebookOnly,
          inProgress.length,
        ),
      )

    const continueSeries = continueSeriesEntries(view, library, user, progress, include)
    if (continueSeries.length)
      shelves.push(
        shelf(
          'continue-series',
          'Continue Series',
          'LabelContinueSeries',
          'book',
          continueSeries.slice(0, limit),
          continueSeries.length,
        ),
      )
  } else {
    const podcasts = visiblePodcasts(view, library, user)
    const inProgress = episodeEntries(
      view,
      podcasts,
      progress,
      (p) => !p.isFinished && !p.hideFromContinueListening && (p.currentTime > 0 || p.ebookProgress > 0),
    )
    if (inProgress.length)
      shelves.push(
        shelf(
          'continue-listening',
          'Continue Listening',
          'LabelContinueListening',
          'episode',
          inProgress.slice(0, limit),
          inProgress.length,
        ),
      )
    const newest = podcasts
      .flatMap((item) => item.media.episodes.map((episode) => ({ item, episode })))
      .filter(({ episode }) => episode.addedAt >= Date.now() - sixtyDays)
      .sort(
        (a, b) =>
          b.episode.addedAt - a.episode.addedAt ||
          (b.episode.publishedAt ?? 0) - (a.episode.publishedAt ?? 0),
      )
    if (newest.length)
      shelves.push(
        shelf(
          'newest-episodes',
          'Newest Episodes',
          'LabelNewestEpisodes',
          'episode',
          newest.slice(0, limit).map(({ item, episode }) => ({
            ...itemMinifiedJson(view, item),
            recentEpisode: episodeJson(item, episode),
          })),
          newest.length,
        ),
      )
  }

  const newestFirst = queryLibrary(view, library.id, user, {
    sortBy: 'addedAt',
    sortDesc: true,
    collapseSeries: false,
  })
  const recent = newestFirst.slice(
    0,
    countWhile(newestFirst, (entry) => entry.item.addedAt >= Date.now() - sixtyDays),
  )
  if (recent.length)
    shelves.push(
      shelf(
        'recently-added',
        'Recently Added',
        'LabelRecentlyAdded',
        library.mediaType,
        list(recent),
        recent.length,
      ),
    )

  if (library.mediaType === 'book') {
    const series = recentSeries(view, library, user)
    if (series.length)
      shelves.push(
        shelf(
          'recent-series',
          'Recent Series',
          'LabelRecentSeries',
          'series',
          series.slice(0, 5).map((row) => recentSeriesJson(view, row, include)),
          series.length,
        ),
      )

    const started = new Set(progress.map((p) => p.libraryItemId))
    // The collapsed list in a kept order (shared between requests), then a random few of its unstarted entries.
    const discover = queryLibrary(view, library.id, user, {
      sortDesc: false,
      collapseSeries: true,
    }).filter((entry) => !started.has(entry.item.id))
    if (discover.length)
      shelves.push(
        shelf(
          'discover',
          'Discover',
          'LabelDiscover',
          'book',
          list(randomFew(discover, limit)),
          discover.length,
        ),
      )
  }

  if (library.mediaType === 'book') {
    const finished = queryLibrary(view, library.id, user, {
      filterBy: `progress.${Buffer.from('finished').toString('base64')}`,
      sortBy: 'progress',
      sortDesc: true,
      collapseSeries: false,
    })
    const listed = list(finished)
    const audio = listed.filter((json) => (json.media as { numTracks?: number }).numTracks)
    const ebookOnly = listed.filter((json) => {
      const media = json.media as { numTracks?: number; ebookFormat?: string }
      return media.ebookFormat && !media.numTracks
    })
    if (audio.length)
      shelves.push(shelf('listen-again', 'Listen Again', 'LabelListenAgain', 'book', audio, finished.length))
    if (ebookOnly.length)
      shelves.push(shelf('read-again', 'Read Again', 'LabelReadAgain', 'book', ebookOnly, finished.length))
  } else {
    const finished = episodeEntries(view, visiblePodcasts(view, library, user), progress, (p) => p.isFinished)
    if (finished.length)
      shelves.push(
        shelf(
          'listen-again',
          'Listen Again',
          'LabelListenAgain',
          'episode',
          finished.slice(0, limit),
          finished.length,
        ),
      )
  }

  if (library.mediaType === 'book') {
    const authors = newestAuthors(view, library, user)
    if (authors.length)
      shelves.push(
        shelf(
          'newest-authors',
          'Newest Authors',
          'LabelNewestAuthors',
          'authors',
          authors.slice(0, limit),
          authors.length,
        ),
      )
  }
  return shelves
}

/** The members the user may see, as a new list (callers sort it). */
const visibleMembers = (members: SeriesMember[], user: UserRecord, library: LibraryRecord) =>
  canAccessEveryItem(user, library.id) ? [...members] : members.filter((m) => canAccessItem(user, m.book))

const visiblePodcasts = (view: ItemView, library: LibraryRecord, user: UserRecord) =>
  view.store.itemsInLibrary(library.id).filter((item) => canAccessItem(user, item)) as PodcastItem[]

/** For each series the user has started and not finished, the first book they have not started yet. */
function continueSeriesEntries(
  view: ItemView,
  library: LibraryRecord,
  user: UserRecord,
  progress: MediaProgressRecord[],
  include: string[],
) {
  const progressOf = new Map(progress.filter((p) => !p.episodeId).map((p) => [p.libraryItemId, p]))
  const picks: { json: unknown; lastUpdate: number }[] = []
  for (const [seriesId, allMembers] of bookIndex(view.store, library.id).seriesMembers) {
    if (!allMembers.some((m) => progressOf.has(m.book.id))) continue
    const members = visibleMembers(allMembers, user, library)
    if (!members.some((m) => progressOf.has(m.book.id))) continue
    if (user.seriesHideFromContinueListening.includes(seriesId)) continue
    const series = view.store.series.get(seriesId)
    if (!series) continue
    const finished = members.filter((m) => progressOf.get(m.book.id)?.isFinished)
    const inProgress = members.some((m) => {
      const p = progressOf.get(m.book.id)
      return p && !p.isFinished && p.currentTime > 0
    })
    if (!finished.length || inProgress) continue
    members.sort((a, b) => sequenceNumber(a.sequence) - sequenceNumber(b.sequence))
    const next = members.find((m) => !progressOf.has(m.book.id))
    if (!next) continue
    const json = listedItemJson(view, { item: next.book }, user, include)
    ;(json.media.metadata as Record<string, unknown>).series = {
      id: series.id,
      name: series.name,
      sequence: next.sequence,
    }
    picks.push({ json, lastUpdate: Math.max(...finished.map((m) => progressOf.get(m.book.id)!.lastUpdate)) })
  }
  return picks.sort((a, b) => b.lastUpdate - a.lastUpdate).map((p) => p.json)
}

/** Series added in the last 60 days with the books the user may see, newest first. */
function recentSeries(view: ItemView, library: LibraryRecord, user: UserRecord) {
  const seriesMembers = bookIndex(view.store, library.id).seriesMembers
  return view.store.series
    .filter((s) => s.libraryId === library.id && s.addedAt >= Date.now() - sixtyDays)
    .sort((a, b) => b.addedAt - a.addedAt)
    .flatMap((series) => {
      const members = visibleMembers(seriesMembers.get(series.id) ?? [], user, library)
      if (!members.length) return []
      if (library.settings.hideSingleBookSeries && members.length < 2) return []
      return [{ series, members }]
    })
}

function recentSeriesJson(
  view: ItemView,
  { series, members }: { series: SeriesRecord; members: SeriesMember[] },
  include: string[],
) {
  const json: Record<string, unknown> = seriesJson(series, view.store.serverSettings.sortingPrefixes)
  if (include.includes('rssfeed')) {
    const feed = view.store.feeds.find((f) => f.entityType === 'series' && f.entityId === series.id)
    if (feed) json.rssFeed = feedMinifiedJson(feed)
  }
  json.books = [...members].sort(bySequence).map((m) => itemMinifiedJson(view, m.book))
  return json
}

/** Authors added in the last 60 days with at least one book the user may see, newest first. */
function newestAuthors(view: ItemView, library: LibraryRecord, user: UserRecord) {
  const authorBooks = bookIndex(view.store, library.id).authorBooks
  const seesEveryItem = canAccessEveryItem(user, library.id)
  const visibleCount = (books: BookItem[]) =>
    seesEveryItem ? books.length : books.filter((book) => canAccessItem(user, book)).length
  return view.store.authors
    .filter((a) => a.libraryId === library.id && a.addedAt >= Date.now() - sixtyDays)
    .map((author) => ({ author, numBooks: visibleCount(authorBooks.get(author.id) ?? []) }))
    .filter(({ numBooks }) => numBooks > 0)
    .sort((a, b) => b.author.addedAt - a.author.addedAt)
    .map(({ author, numBooks }) => ({ ...authorJson(author), numBooks }))
}

/** How many entries from the start satisfy `test` (entries in the order that makes them a prefix). */
function countWhile<T>(entries: readonly T[], test: (entry: T) => boolean): number {
  let low = 0
  let high = entries.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (test(entries[middle]!)) low = middle + 1
    else high = middle
  }
  return low
}

/** `count` entries picked at random, in random order. */
function randomFew<T>(entries: readonly T[], count: number): T[] {
  const pool = [...entries]
  const picked: T[] = []
  while (picked.length < count && pool.length) {
    const index = Math.floor(Math.random() * pool.length)
    picked.push(pool[index]!)
    pool[index] = pool[pool.length - 1]!
    pool.pop()
  }
  return picked
}
