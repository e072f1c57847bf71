import { type Request, type Response, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { filterData } from '../library/filter-data'
import { listSources, parseFilter, queryLibrary } from '../library/item-query'
import { searchBooks, searchPodcasts } from '../library/search'
import { personalizedShelves } from '../library/shelves'
import { libraryStats } from '../library/stats'
import { feedMinifiedJson } from '../serialize/feed'
import {
  episodeExpandedJson,
  type ItemView,
  itemExpandedJson,
  itemJson,
  itemMinifiedJson,
} from '../serialize/library-item'
import { includeList, listedItemJson } from '../serialize/listed-item'
import { authorJson, seriesJson } from '../serialize/people'
import { can, canAccessEveryItem, canAccessItem, isAdminOrUp } from '../state/access'
import { bookIndex, bySequence, type SeriesMember, seriesMembersBySequence } from '../state/book-index'
import { derivedFrom, rememberedAnswer } from '../state/derived'
import type { BookItem, LibraryRecord, PodcastItem, SeriesRecord, UserRecord } from '../state/types'
import { naturalCompare, sortByKey } from '../util/sort'
import { nameToLastFirst } from '../util/titles'

const numberParam = (raw: unknown, fallback: number) => {
  const value = Number(raw)
  return raw === undefined || raw === '' || Number.isNaN(value) ? fallback : value
}

/** The paging, sort, filter and include parameters of the item and series lists. */
function listParams(query: Request['query']) {
  return {
    include: includeList(query.include),
    limit: numberParam(query.limit, 0),
    page: numberParam(query.page, 0),
    sortBy: typeof query.sort === 'string' ? query.sort : undefined,
    sortDesc: query.desc === '1',
    filterBy: typeof query.filter === 'string' ? query.filter : undefined,
    minified: query.minified === '1',
  }
}

export function itemView(ctx: ServerContext): ItemView {
  return { store: ctx.store, flavour: ctx.config.flavour }
}

/** Series books the user may see, by sequence (unnumbered last). */
export function seriesBooks(ctx: ServerContext, series: SeriesRecord, user: UserRecord): SeriesMember[] {
  if (canAccessEveryItem(user, series.libraryId))
    return [...(seriesMembersBySequence(ctx.store, series.libraryId).get(series.id) ?? [])]
  const members = bookIndex(ctx.store, series.libraryId).seriesMembers.get(series.id) ?? []
  return members.filter((m) => canAccessItem(user, m.book)).sort(bySequence)
}

/** Series JSON with the `include=progress,rssfeed` extras (SeriesController.findOne). */
export function seriesDetailJson(
  ctx: ServerContext,
  series: SeriesRecord,
  user: UserRecord,
  include: string[],
) {
  const json: Record<string, unknown> = seriesJson(series, ctx.store.serverSettings.sortingPrefixes)
  if (include.includes('progress')) {
    const ids = seriesBooks(ctx, series, user).map((m) => m.book.id)
    const finished = ctx.store
      .progressForUser(user.id)
      .filter((p) => p.isFinished && !p.episodeId && ids.includes(p.libraryItemId))
      .map((p) => p.libraryItemId)
    json.progress = {
      libraryItemIds: ids,
      libraryItemIdsFinished: finished,
      isFinished: ids.length > 0 && finished.length === ids.length,
    }
  }
  if (include.includes('rssfeed')) {
    const feed = ctx.store.feeds.find((f) => f.entityType === 'series' && f.entityId === series.id)
    json.rssFeed = feed ? feedMinifiedJson(feed) : null
  }
  return json
}

interface SeriesRow {
  series: SeriesRecord
  members: SeriesMember[]
}

const seriesDuration = (row: SeriesRow) =>
  row.members.reduce((sum, m) => sum + m.book.media.audioFiles.reduce((s, f) => s + f.duration, 0), 0)

const seriesSortKeys: Record<string, (row: SeriesRow) => number | string> = {
  numBooks: (row) => row.members.length,
  addedAt: (row) => row.series.addedAt,
  name: (row) => row.series.name,
  totalDuration: seriesDuration,
  lastBookAdded: (row) => Math.max(...row.members.map((m) => m.book.addedAt)),
  lastBookUpdated: (row) => Math.max(...row.members.map((m) => m.book.updatedAt)),
}

const authorSortKeys: Record<
  string,
  (a: {
    name: string
    lastFirst: string
    addedAt: number
    updatedAt: number
    numBooks: number
  }) => string | number
> = {
  name: (a) => a.name,
  lastFirst: (a) => a.lastFirst,
  addedAt: (a) => a.addedAt,
  updatedAt: (a) => a.updatedAt,
  numBooks: (a) => a.numBooks,
}

/** Read-only views of a library: items, series, authors, narrators, search, stats, shelves, episodes. */
export function libraryBrowseRouter(ctx: ServerContext): Router {
  const router = Router()
  const view = itemView(ctx)
  const { store } = ctx
  const libraryOf = (res: Response) => res.locals.library as LibraryRecord

  router.get('/libraries/:id/items', (req, res) => {
    const library = libraryOf(res)
    const user = requestUser(res)
    const { include, limit, page, sortBy, sortDesc, filterBy, minified } = listParams(req.query)
    const payload = {
      results: [] as unknown[],
      total: 0,
      limit,
      page,
      sortBy,
      sortDesc,
      filterBy,
      mediaType: library.mediaType,
      minified,
      collapseseries: req.query.collapseseries === '1',
      include: include.join(','),
      offset: page * limit,
    }
    const entries = queryLibrary(view, library.id, user, {
      sortBy,
      sortDesc,
      filterBy,
      collapseSeries: payload.collapseseries && library.mediaType === 'book',
    })
    payload.total = entries.length
    const pageEntries = limit ? entries.slice(payload.offset, payload.offset + limit) : entries
    payload.results = pageEntries.map((entry) => listedItemJson(view, entry, user, include))
    res.json(payload)
  })

  router.get('/libraries/:id/filterdata', (_req, res) => {
    res.json(filterData(store, libraryOf(res)))
  })

  router.get('/libraries/:id/personalized', (req, res) => {
    const limit = numberParam(req.query.limit, 10) || 10
    res.json(personalizedShelves(view, libraryOf(res), requestUser(res), req.query.include, limit))
  })

  router.get('/libraries/:id/series', (req, res) => {
    const library = libraryOf(res)
    const user = requestUser(res)
    const { include, limit, page, sortBy, sortDesc, filterBy, minified } = listParams(req.query)
    const sortedRows = () => {
      const allowedBookIds =
        filterBy && filterBy !== 'all'
          ? new Set(
              queryLibrary(view, library.id, user, { filterBy, sortDesc: false, collapseSeries: false }).map(
                (e) => e.item.id,
              ),
            )
          : null
      const rows = store.series
        .filter((s) => s.libraryId === library.id)
        .map((series) => ({ series, members: seriesBooks(ctx, series, user) }))
        .filter(({ members }) => members.length > 0)
        .filter(({ members }) => !library.settings.hideSingleBookSeries || members.length > 1)
        .filter(({ members }) => !allowedBookIds || members.some((m) => allowedBookIds.has(m.book.id)))
      if (sortBy === 'random') return rows.sort(() => Math.random() - 0.5)
      const key = sortBy ? seriesSortKeys[sortBy] : undefined
      return key ? sortByKey(rows, key, sortDesc) : rows
    }
    const rows =
      sortBy === 'random'
        ? sortedRows()
        : rememberedAnswer(
            store,
            JSON.stringify(['series', library.id, user.id, sortBy, sortDesc, filterBy]),
            listSources(store, { filterBy }),
            sortedRows,
          )
    const prefixes = store.serverSettings.sortingPrefixes
    const pageRows = limit ? rows.slice(page * limit, page * limit + limit) : rows
    res.json({
      results: pageRows.map((row) => {
        const json: Record<string, unknown> = seriesJson(row.series, prefixes)
        if (sortBy === 'totalDuration') json.totalDuration = seriesDuration(row)
        if (include.includes('rssfeed')) {
          const feed = store.feeds.find((f) => f.entityType === 'series' && f.entityId === row.series.id)
          if (feed) json.rssFeed = feedMinifiedJson(feed)
        }
        json.books = row.members.map((m) => itemMinifiedJson(view, m.book))
        return json
      }),
      total: rows.length,
      limit,
      page,
      sortBy,
      sortDesc,
      filterBy,
      minified,
      include: include.join(','),
    })
  })

  router.get('/libraries/:id/series/:seriesId', (req, res) => {
    const series = store.series.get(req.params.seriesId)
    if (!series || series.libraryId !== libraryOf(res).id)
      return void res.status(404).send('Series not found')
    const user = requestUser(res)
    if (!seriesBooks(ctx, series, user).length) return void res.status(404).send('Series not found')
    res.json(seriesDetailJson(ctx, series, user, includeList(req.query.include)))
  })

  router.get('/libraries/:id/authors', (req, res) => {
    const library = libraryOf(res)
    const user = requestUser(res)
    const sortBy = req.query.sort
    const sortDesc = req.query.desc === '1'
    const authors = rememberedAnswer(
      store,
      JSON.stringify(['authors', library.id, user.id, sortBy, sortDesc]),
      [store.items, store.authors, store.users],
      () => {
        // Podcast libraries have no authors (their items carry a plain author name).
        const authorBooks = bookIndex(store, library.id).authorBooks
        const seesEveryItem = canAccessEveryItem(user, library.id)
        const bookCount = (authorId: string) => {
          const books = authorBooks.get(authorId) ?? []
          return seesEveryItem ? books.length : books.filter((book) => canAccessItem(user, book)).length
        }
        const rows = store.authors
          .filter((a) => a.libraryId === library.id)
          .map((a) => ({ author: a, numBooks: bookCount(a.id) }))
          .filter(({ numBooks }) => isAdminOrUp(user) || numBooks > 0)
          .map(({ author, numBooks }) => ({
            ...authorJson(author),
            numBooks,
            lastFirst: nameToLastFirst(author.name),
          }))
        const pick = typeof sortBy === 'string' ? authorSortKeys[sortBy] : undefined
        return pick ? sortByKey(rows, pick, sortDesc) : rows
      },
    )
    const paginated =
      req.query.limit !== undefined &&
      !Number.isNaN(Number(req.query.limit)) &&
      !Number.isNaN(Number(req.query.page))
    if (!paginated) return void res.json({ authors })
    const limit = Number(req.query.limit)
    const page = Number(req.query.page)
    res.json({
      results: authors.slice(page * limit, page * limit + limit),
      total: authors.length,
      limit,
      page,
      sortBy,
      sortDesc,
      filterBy: req.query.filter,
      minified: req.query.minified === '1',
      include: req.query.include,
    })
  })

  router.get('/libraries/:id/narrators', (_req, res) => {
    const libraryId = libraryOf(res).id
    const narrators = derivedFrom(store, `narrators:${libraryId}`, [store.items], () => {
      const byName = new Map<string, { id: string; name: string; numBooks: number }>()
      for (const item of store.itemsInLibrary(libraryId)) {
        if (item.mediaType !== 'book') continue
        for (const name of item.media.metadata.narrators) {
          const entry = byName.get(name)
          if (entry) entry.numBooks++
          else
            byName.set(name, {
              id: encodeURIComponent(Buffer.from(name).toString('base64')),
              name,
              numBooks: 1,
            })
        }
      }
      return [...byName.values()].sort((a, b) => naturalCompare(a.name, b.name))
    })
    res.json({ narrators })
  })

  const editNarrators = (req: Request, res: Response, rename: string | null) => {
    const user = requestUser(res)
    if (!can(user, 'update')) return void res.sendStatus(403)
    const name = parseFilter(`narrators.${req.params.narratorId}`).value ?? ''
    const changed = (store.itemsInLibrary(libraryOf(res).id) as BookItem[])
      .filter((item) => item.mediaType === 'book' && item.media.metadata.narrators.includes(name))
      .map((item) => {
        const narrators = item.media.metadata.narrators.filter((n) => n !== name)
        if (rename && !narrators.includes(rename)) narrators.push(rename)
        return {
          ...item,
          updatedAt: Date.now(),
          media: { ...item.media, metadata: { ...item.media.metadata, narrators } },
        }
      })
    store.transaction(() => {
      for (const item of changed) store.items.save(item)
    })
    if (changed.length) ctx.hub.emitItems('items_updated', changed, (item) => itemExpandedJson(view, item))
    res.json({ updated: changed.length })
  }

  router.patch('/libraries/:id/narrators/:narratorId', (req, res) => {
    const name = (req.body as { name?: unknown } | undefined)?.name
    if (!name || typeof name !== 'string')
      return void res.status(400).send('Invalid request payload. Name not specified.')
    editNarrators(req, res, name)
  })

  router.delete('/libraries/:id/narrators/:narratorId', (req, res) => {
    editNarrators(req, res, null)
  })

  router.get('/libraries/:id/search', (req, res) => {
    const q = req.query.q
    if (!q || typeof q !== 'string')
      return void res.status(400).send('Invalid request. Query param "q" must be a string')
    const library = libraryOf(res)
    const limit = numberParam(req.query.limit, 12) || 12
    const search = library.mediaType === 'book' ? searchBooks : searchPodcasts
    res.json(search(view, library, requestUser(res), q.trim(), limit))
  })

  router.get('/libraries/:id/stats', (_req, res) => {
    res.json(libraryStats(view, libraryOf(res)))
  })

  router.get('/libraries/:id/recent-episodes', (req, res) => {
    const library = libraryOf(res)
    if (library.mediaType !== 'podcast') return void res.sendStatus(404)
    const user = requestUser(res)
    const limit = numberParam(req.query.limit, 0)
    const page = numberParam(req.query.page, 0)
    const podcasts = (store.itemsInLibrary(library.id) as PodcastItem[]).filter((p) => canAccessItem(user, p))
    const all = podcasts
      .flatMap((item) => item.media.episodes.map((episode) => ({ item, episode })))
      .sort((a, b) => (b.episode.publishedAt ?? 0) - (a.episode.publishedAt ?? 0))
    const slice = limit ? all.slice(page * limit, page * limit + limit) : all
    res.json({
      episodes: slice.map(({ item, episode }) => {
        const podcast = itemJson(view, { ...item, media: { ...item.media, episodes: [] } }).media
        return { ...episodeExpandedJson(item, episode), podcast, libraryId: library.id }
      }),
      limit,
      page,
    })
  })

  return router
}
