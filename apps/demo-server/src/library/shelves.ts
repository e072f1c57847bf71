import { feedMinifiedJson } from '../serialize/feed'
import { episodeJson, type ItemView, itemMinifiedJson } from '../serialize/library-item'
import { includeList, listedItemJson } from '../serialize/listed-item'
import { authorJson, seriesJson } from '../serialize/people'
import { canAccessItem } from '../state/access'
import { bookIndex, type SeriesMember } from '../state/book-index'
import type { BookItem, LibraryRecord, MediaProgressRecord, PodcastItem, UserRecord } from '../state/types'
import { naturalCompare } from '../util/sort'
import { queryItems } from './item-query'

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

function sequenceValue(sequence: string | null): number {
  const value = Number.parseFloat(sequence ?? '')
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY
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
  const items = view.store.itemsInLibrary(library.id).filter((item) => canAccessItem(user, item))
  const progress = view.store.progressForUser(user.id)
  const shelves: Shelf[] = []
  const list = (entries: ReturnType<typeof queryItems>) =>
    entries.slice(0, limit).map((entry) => listedItemJson(view, entry, user, include))

  if (library.mediaType === 'book') {
    const inProgress = queryItems(view, items, user, {
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

    const continueSeries = continueSeriesEntries(view, items as BookItem[], user, progress, include)
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
    const podcasts = items as PodcastItem[]
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

  const recent = queryItems(view, items, user, {
    sortBy: 'addedAt',
    sortDesc: true,
    collapseSeries: false,
  }).filter((entry) => entry.item.addedAt >= Date.now() - sixtyDays)
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
    const series = recentSeries(view, library, items as BookItem[], include)
    if (series.length)
      shelves.push(
        shelf(
          'recent-series',
          'Recent Series',
          'LabelRecentSeries',
          'series',
          series.slice(0, 5),
          series.length,
        ),
      )

    const started = new Set(progress.map((p) => p.libraryItemId))
    const discover = queryItems(view, items, user, {
      sortBy: 'random',
      sortDesc: false,
      collapseSeries: true,
    }).filter((entry) => !started.has(entry.item.id))
    if (discover.length)
      shelves.push(shelf('discover', 'Discover', 'LabelDiscover', 'book', list(discover), discover.length))
  }

  if (library.mediaType === 'book') {
    const finished = queryItems(view, items, user, {
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
    const finished = episodeEntries(view, items as PodcastItem[], progress, (p) => p.isFinished)
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
    const authors = newestAuthors(view, library, items as BookItem[])
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

/** For each series the user has started and not finished, the first book they have not started yet. */
function continueSeriesEntries(
  view: ItemView,
  books: BookItem[],
  user: UserRecord,
  progress: MediaProgressRecord[],
  include: string[],
) {
  const progressOf = new Map(progress.filter((p) => !p.episodeId).map((p) => [p.libraryItemId, p]))
  const visible = new Set(books.map((b) => b.id))
  const libraryId = books[0]?.libraryId
  const seriesMembers = libraryId
    ? bookIndex(view.store, libraryId).seriesMembers
    : new Map<string, SeriesMember[]>()
  const picks: { json: unknown; lastUpdate: number }[] = []
  for (const [seriesId, allMembers] of seriesMembers) {
    const members = allMembers.filter((m) => visible.has(m.book.id))
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
    members.sort((a, b) => sequenceValue(a.sequence) - sequenceValue(b.sequence))
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

function recentSeries(view: ItemView, library: LibraryRecord, books: BookItem[], include: string[]) {
  const prefixes = view.store.serverSettings.sortingPrefixes
  const visible = new Set(books.map((b) => b.id))
  const seriesMembers = bookIndex(view.store, library.id).seriesMembers
  return view.store.series
    .filter((s) => s.libraryId === library.id && s.addedAt >= Date.now() - sixtyDays)
    .sort((a, b) => b.addedAt - a.addedAt)
    .flatMap((series) => {
      const members = (seriesMembers.get(series.id) ?? [])
        .filter((m) => visible.has(m.book.id))
        .sort((a, b) => {
          if (!a.sequence) return 1
          if (!b.sequence) return -1
          return naturalCompare(a.sequence, b.sequence)
        })
      if (!members.length) return []
      if (library.settings.hideSingleBookSeries && members.length < 2) return []
      const json: Record<string, unknown> = seriesJson(series, prefixes)
      if (include.includes('rssfeed')) {
        const feed = view.store.feeds.find((f) => f.entityType === 'series' && f.entityId === series.id)
        if (feed) json.rssFeed = feedMinifiedJson(feed)
      }
      json.books = members.map((m) => itemMinifiedJson(view, m.book))
      return [json]
    })
}

function newestAuthors(view: ItemView, library: LibraryRecord, books: BookItem[]) {
  const counts = new Map<string, number>()
  for (const book of books)
    for (const id of book.media.metadata.authorIds) counts.set(id, (counts.get(id) ?? 0) + 1)
  return view.store.authors
    .filter((a) => a.libraryId === library.id && a.addedAt >= Date.now() - sixtyDays && counts.has(a.id))
    .sort((a, b) => b.addedAt - a.addedAt)
    .map((a) => ({ ...authorJson(a), numBooks: counts.get(a.id) ?? 0 }))
}
