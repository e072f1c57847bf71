import { existsSync } from 'node:fs'
import { type Request, type Response, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { type FeedOptions, feedForBooks, feedForItem, feedXml } from '../library/feeds'
import { contentTypeOf } from '../library/file-types'
import { feedJson, feedMinifiedJson } from '../serialize/feed'
import { canAccessItem, isAdminOrUp } from '../state/access'
import type { BookItem, FeedRecord, UserRecord } from '../state/types'
import { itemView, seriesBooks } from './library-browse'

function feedOptions(req: Request): FeedOptions | null {
  const body = (req.body ?? {}) as Record<string, unknown>
  if (
    !body.serverAddress ||
    !body.slug ||
    typeof body.serverAddress !== 'string' ||
    typeof body.slug !== 'string'
  )
    return null
  return {
    serverAddress: body.serverAddress,
    slug: body.slug,
    metadataDetails: (body.metadataDetails ?? {}) as FeedOptions['metadataDetails'],
  }
}

/** /api/feeds…: admins open and close RSS feeds for items, collections and series. */
export function feedsRouter(ctx: ServerContext): Router {
  const router = Router()
  const { store, hub } = ctx
  const view = itemView(ctx)

  router.use('/feeds', (_req, res, next) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    next()
  })

  const open = (feed: FeedRecord) => {
    store.feeds.save(feed)
    hub.emitToAll('rss_feed_open', feedMinifiedJson(feed))
    return { feed: feedMinifiedJson(feed) }
  }
  const slugTaken = (slug: string) => store.feeds.find((f) => f.slug === slug) !== undefined

  /** Opens a feed over a collection's or a series' books; 400 for bad options, a taken slug or no audio. */
  const openBooksFeed = (
    req: Request,
    res: Response,
    entity: Parameters<typeof feedForBooks>[2],
    booksOf: (user: UserRecord) => BookItem[],
  ) => {
    const options = feedOptions(req)
    if (!options) return void res.status(400).send('Invalid request body')
    if (slugTaken(options.slug)) return void res.status(400).send('Slug already in use')
    const user = requestUser(res)
    const books = booksOf(user)
    if (!books.length) {
      const kind = entity.type === 'collection' ? 'Collection' : 'Series'
      return void res.status(400).send(`${kind} has no audio tracks`)
    }
    res.json(open(feedForBooks(view, user.id, entity, books, options)))
  }

  router.get('/feeds', (_req, res) => {
    const feeds = store.feeds.all()
    res.json({ feeds: feeds.map(feedJson), minified: feeds.map(feedMinifiedJson) })
  })

  router.post('/feeds/item/:itemId/open', (req, res) => {
    const item = store.items.get(req.params.itemId)
    if (!item) return void res.sendStatus(404)
    const user = requestUser(res)
    if (!canAccessItem(user, item)) return void res.sendStatus(403)
    const options = feedOptions(req)
    if (!options) return void res.status(400).send('Invalid request body')
    const hasAudio =
      item.mediaType === 'book'
        ? item.media.audioFiles.some((f) => !f.exclude)
        : item.media.episodes.length > 0
    if (!hasAudio) return void res.status(400).send('Item has no audio tracks')
    if (slugTaken(options.slug)) return void res.status(400).send('Slug already in use')
    res.json(open(feedForItem(view, user.id, item, options)))
  })

  router.post('/feeds/collection/:collectionId/open', (req, res) => {
    const collection = store.collections.get(req.params.collectionId)
    if (!collection) return void res.sendStatus(404)
    const entity = {
      type: 'collection' as const,
      id: collection.id,
      name: collection.name,
      description: collection.description,
      updatedAt: collection.lastUpdate,
    }
    openBooksFeed(req, res, entity, () =>
      collection.bookItemIds
        .flatMap((id) => store.items.get(id) ?? [])
        .filter((item): item is BookItem => item.mediaType === 'book' && item.media.audioFiles.length > 0),
    )
  })

  router.post('/feeds/series/:seriesId/open', (req, res) => {
    const series = store.series.get(req.params.seriesId)
    if (!series) return void res.sendStatus(404)
    const entity = {
      type: 'series' as const,
      id: series.id,
      name: series.name,
      description: series.description,
      updatedAt: series.updatedAt,
    }
    openBooksFeed(req, res, entity, (user) =>
      seriesBooks(ctx, series, user)
        .map((m) => m.book)
        .filter((b) => b.media.audioFiles.length > 0),
    )
  })

  router.post('/feeds/:id/close', (req, res) => {
    const feed = store.feeds.get(req.params.id)
    if (!feed) return void res.sendStatus(404)
    store.feeds.delete(feed.id)
    hub.emitToAll('rss_feed_closed', feedMinifiedJson(feed))
    res.sendStatus(200)
  })

  return router
}

/** /feed/:slug (RSS XML), its cover and episode files: public, like a podcast host. */
export function publicFeedRouter(ctx: ServerContext): Router {
  const router = Router()
  const bySlug = (slug: string | undefined) => ctx.store.feeds.find((f) => f.slug === slug)

  router.get('/feed/:slug', (req, res) => {
    const feed = bySlug(req.params.slug)
    if (!feed) return void res.sendStatus(404)
    const basePrefix = req.originalUrl.startsWith(`${ctx.config.basePath}/`) ? ctx.config.basePath : ''
    const hostPrefix = `${req.protocol}://${req.get('host')}${basePrefix}`
    res.set('Content-Type', 'text/xml')
    res.send(feedXml(feed, hostPrefix))
  })

  router.get(/^\/feed\/([^/]+)\/cover/, (req, res) => {
    const feed = bySlug(req.params[0])
    if (!feed?.coverPath || !existsSync(feed.coverPath)) return void res.sendStatus(404)
    res.type(contentTypeOf(feed.coverPath))
    res.sendFile(feed.coverPath)
  })

  router.get('/feed/:slug/item/:episodeId/*', (req, res) => {
    const feed = bySlug(req.params.slug)
    const episode = feed?.episodes.find((e) => e.id === req.params.episodeId)
    if (!episode || !existsSync(episode.fullPath)) return void res.sendStatus(404)
    res.setHeader('Content-Type', contentTypeOf(episode.fullPath))
    res.sendFile(episode.fullPath)
  })

  return router
}
