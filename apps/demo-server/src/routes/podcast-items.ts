import { rmSync } from 'node:fs'
import { type Response, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { getPodcastFeed, type RssEpisode } from '../library/podcast-fetch'
import { sanitizeHtml } from '../library/podcast-rss'
import { episodeJson, itemExpandedJson, itemJson } from '../serialize/library-item'
import { can, canAccessItem, canAccessLibrary, isAdminOrUp, permissionForMethod } from '../state/access'
import type { PodcastItem } from '../state/types'
import { PodcastDownloads } from '../tasks/podcast-downloads'
import { isInside } from '../util/paths'
import { itemView } from './library-browse'

/** Words of a title, for matching an episode against the feed's (lower case, letters and digits). */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/** How much of the search's words an episode title holds (0..1): the feed episodes worth offering come first. */
function titleScore(search: string[], title: string): number {
  if (!search.length) return 0
  const words = new Set(wordsOf(title))
  return search.filter((word) => words.has(word)).length / search.length
}

/**
 * A podcast item's episodes (PodcastController with its middleware): read, edit, remove; check the feed for new
 * episodes, download chosen ones into the queue, clear the queue, find a feed episode by title; and the library's
 * download queue.
 */
export function podcastItemsRouter(ctx: ServerContext, downloads: PodcastDownloads): Router {
  const router = Router()
  const { store, hub } = ctx
  const view = itemView(ctx)
  const timeout = () => ctx.config.podcastDownloadTimeoutMs

  router.get('/libraries/:id/episode-downloads', (req, res) => {
    const library = store.libraries.get(req.params.id)
    if (!library) return void res.status(404).send('Library not found')
    if (!canAccessLibrary(requestUser(res), library.id)) return void res.sendStatus(403)
    res.json(downloads.details(library.id))
  })

  router.get('/libraries/:id/podcast-titles', (req, res) => {
    const library = store.libraries.get(req.params.id)
    if (!library) return void res.status(404).send('Library not found')
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const podcasts = store.items
      .all()
      .filter((item): item is PodcastItem => item.libraryId === library.id && item.mediaType === 'podcast')
      .map((item) => ({
        title: item.media.metadata.title,
        itunesId: item.media.metadata.itunesId,
        libraryItemId: item.id,
        libraryId: item.libraryId,
      }))
    res.json({ podcasts })
  })

  router.use('/podcasts/:id', (req, res, next) => {
    const user = requestUser(res)
    const item = store.items.get(req.params.id)
    if (!item) return void res.sendStatus(404)
    if (item.mediaType !== 'podcast') return void res.sendStatus(500)
    if (!canAccessItem(user, item)) return void res.sendStatus(403)
    const needed = permissionForMethod(req.method)
    if (needed && !can(user, needed)) return void res.sendStatus(403)
    res.locals.podcast = item
    next()
  })

  const podcastOf = (res: Response) => res.locals.podcast as PodcastItem

  router.get('/podcasts/:id/episode/:episodeId', (req, res) => {
    const podcast = podcastOf(res)
    const episode = podcast.media.episodes.find((e) => e.id === req.params.episodeId)
    if (!episode) return void res.sendStatus(404)
    res.json(episodeJson(podcast, episode))
  })

  router.patch('/podcasts/:id/episode/:episodeId', (req, res) => {
    const podcast = structuredClone(podcastOf(res))
    const episode = podcast.media.episodes.find((e) => e.id === req.params.episodeId)
    if (!episode) return void res.status(404).send('Episode not found')
    const body = (req.body ?? {}) as Record<string, unknown>
    let changed = false
    for (const key of [
      'title',
      'subtitle',
      'description',
      'pubDate',
      'episode',
      'season',
      'episodeType',
    ] as const) {
      if (typeof body[key] === 'string' && body[key] !== episode[key]) {
        // As the real server, the description's HTML is sanitised before it is stored.
        const value = key === 'description' ? sanitizeHtml(body[key] as string) : body[key]
        ;(episode as unknown as Record<string, unknown>)[key] = value
        changed = true
      }
    }
    if (typeof body.publishedAt === 'number' && body.publishedAt !== episode.publishedAt) {
      episode.publishedAt = body.publishedAt
      changed = true
    }
    const chapters = body.chapters
    if (
      Array.isArray(chapters) &&
      chapters.every((c) => c && typeof c === 'object' && c.title && typeof c.start === 'number')
    ) {
      episode.chapters = chapters.map((c: { start: number; end?: number; title: string }, index: number) => ({
        id: index,
        start: c.start,
        end: typeof c.end === 'number' ? c.end : c.start,
        title: c.title,
      }))
      changed = true
    }
    if (changed) {
      episode.updatedAt = Date.now()
      podcast.updatedAt = Date.now()
      store.items.save(podcast)
      hub.emitItem('item_updated', podcast, itemExpandedJson(view, podcast))
    }
    res.json(itemExpandedJson(view, podcast))
  })

  router.delete('/podcasts/:id/episode/:episodeId', (req, res) => {
    const podcast = structuredClone(podcastOf(res))
    const episode = podcast.media.episodes.find((e) => e.id === req.params.episodeId)
    if (!episode) return void res.sendStatus(404)
    podcast.media.episodes = podcast.media.episodes.filter((e) => e.id !== episode.id)
    podcast.libraryFiles = podcast.libraryFiles.filter((f) => f.ino !== episode.audioFile.ino)
    podcast.updatedAt = Date.now()
    store.transaction(() => {
      store.items.save(podcast)
      for (const p of store.progress.filter((p) => p.episodeId === episode.id)) store.progress.delete(p.id)
      for (const playlist of store.playlists.all()) {
        if (!playlist.items.some((i) => i.episodeId === episode.id)) continue
        const items = playlist.items.filter((i) => i.episodeId !== episode.id)
        if (items.length) store.playlists.save({ ...playlist, items })
        else store.playlists.delete(playlist.id)
      }
    })
    if (req.query.hard === '1' && isInside(ctx.config.dataDir, episode.audioFile.metadata.path)) {
      rmSync(episode.audioFile.metadata.path, { force: true })
    }
    hub.emitItem('item_updated', podcast, itemExpandedJson(view, podcast))
    res.json(itemJson(view, podcast))
  })

  router.get(
    '/podcasts/:id/checknew',
    asyncRoute(async (req, res) => {
      if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
      const podcast = podcastOf(res)
      const feedUrl = podcast.media.metadata.feedUrl
      if (!feedUrl) return void res.status(400).send('Podcast has no rss feed url')
      const limit =
        req.query.limit !== undefined && !Number.isNaN(Number(req.query.limit)) ? Number(req.query.limit) : 3
      const after = podcast.media.lastEpisodeCheck ?? 0
      const feed = await getPodcastFeed(feedUrl, timeout())
      const found = PodcastDownloads.newEpisodes(podcast, feed?.episodes ?? [], after, limit)
      if (found.length) downloads.download(podcast, found, false)
      const checked = structuredClone(store.items.get(podcast.id) as PodcastItem)
      checked.media.lastEpisodeCheck = Date.now()
      checked.updatedAt = Date.now()
      store.items.save(checked)
      hub.emitItem('item_updated', checked, itemExpandedJson(view, checked))
      res.json({ episodes: found })
    }),
  )

  router.get('/podcasts/:id/clear-queue', (_req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    downloads.clear(podcastOf(res).id)
    res.sendStatus(200)
  })

  router.get('/podcasts/:id/downloads', (_req, res) => {
    res.json({ downloads: downloads.queuedFor(podcastOf(res).id) })
  })

  router.get(
    '/podcasts/:id/search-episode',
    asyncRoute(async (req, res) => {
      const feedUrl = podcastOf(res).media.metadata.feedUrl
      if (!feedUrl) return void res.status(400).send('Podcast does not have an RSS feed URL')
      const title = req.query.title
      if (!title || typeof title !== 'string') return void res.sendStatus(500)
      const feed = await getPodcastFeed(feedUrl, timeout())
      const search = wordsOf(title)
      const episodes = (feed?.episodes ?? [])
        .map((episode) => ({ episode, score: titleScore(search, `${episode.title} ${episode.subtitle}`) }))
        .filter((match) => match.score >= 0.5)
        .sort((a, b) => b.score - a.score)
        .map(({ episode }) => ({ episode }))
      res.json({ episodes })
    }),
  )

  router.post('/podcasts/:id/download-episodes', (req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const episodes = req.body as unknown
    if (!Array.isArray(episodes) || !episodes.length) return void res.sendStatus(400)
    downloads.download(podcastOf(res), episodes as RssEpisode[], false)
    res.sendStatus(200)
  })

  return router
}
