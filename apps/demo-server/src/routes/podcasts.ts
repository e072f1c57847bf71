import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Request, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { buildPodcastItem } from '../library/item-builder'
import { catalogueFeedXml, parsePodcastFeed } from '../library/podcast-rss'
import type { ProbeCache } from '../library/probe-cache'
import type { PodcastSidecar } from '../library/sidecar'
import { cataloguePodcastBySlug, searchPodcastCatalogue } from '../sample/podcast-catalogue'
import { itemExpandedJson } from '../serialize/library-item'
import { isAdminOrUp } from '../state/access'
import type { ServerLog } from '../tasks/server-log'
import { isInside, posixRelative } from '../util/paths'
import { itemView } from './library-browse'

const FEED_PATH = '/demo/podcast-feeds'
const FEED_FAILED = 'Podcast RSS feed request failed or invalid response data'

const isLoopback = (hostname: string) => ['localhost', '127.0.0.1', '[::1]'].includes(hostname)

function validUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** RSS XML from this machine only: the demo server has no internet (its catalogue feeds are served here). */
async function fetchFeedXml(url: URL): Promise<string | null> {
  if (!isLoopback(url.hostname)) return null
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
    return response.ok ? await response.text() : null
  } catch {
    return null
  }
}

const str = (value: unknown) => (typeof value === 'string' && value ? value : null)
const idText = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : null

/** The podcast directory search, feed reading and podcast creation (PodcastController, SearchController). */
export function podcastsRouter(ctx: ServerContext, probes: ProbeCache, log: ServerLog): Router {
  const router = Router()
  const { store, hub } = ctx
  const view = itemView(ctx)
  const feedUrlOf = (req: Request, slug: string) =>
    `${req.protocol}://${req.get('host')}${ctx.config.basePath}${FEED_PATH}/${slug}.xml`

  router.get('/search/podcast', (req, res) => {
    const term = req.query.term
    if (!term || typeof term !== 'string') {
      return void res.status(400).send('Invalid request query param "term" is required')
    }
    res.json(
      searchPodcastCatalogue(term).map((podcast) => ({
        id: podcast.id,
        artistId: podcast.artistId,
        title: podcast.title,
        artistName: podcast.artistName,
        description: podcast.description,
        descriptionPlain: podcast.description,
        releaseDate: '2025-06-02T06:00:00Z',
        genres: podcast.genres,
        cover: null,
        trackCount: podcast.episodes.length,
        feedUrl: feedUrlOf(req, podcast.slug),
        pageUrl: null,
        explicit: podcast.explicit,
      })),
    )
  })

  router.post(
    '/podcasts/feed',
    asyncRoute(async (req, res) => {
      if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
      const url = validUrl((req.body as { rssFeed?: unknown } | undefined)?.rssFeed)
      if (!url) return void res.status(400).send('Invalid request body. "rssFeed" must be a valid URL')
      const xml = await fetchFeedXml(url)
      const podcast = xml ? parsePodcastFeed(xml, url.href) : null
      if (!podcast) return void res.status(404).send(FEED_FAILED)
      res.json({ podcast })
    }),
  )

  router.post(
    '/podcasts',
    asyncRoute(async (req, res) => {
      if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
      const payload = (req.body ?? {}) as Record<string, unknown>
      const media = payload.media as { metadata?: Record<string, unknown>; autoDownloadEpisodes?: unknown }
      if (!media?.metadata || typeof media.metadata !== 'object') {
        return void res.status(400).send('Invalid request body. "media" and "media.metadata" are required')
      }
      const library =
        typeof payload.libraryId === 'string' ? store.libraries.get(payload.libraryId) : undefined
      if (!library) return void res.status(404).send('Library not found')
      const folder = library.folders.find((f) => f.id === payload.folderId)
      if (!folder) return void res.status(404).send('Folder not found')
      const path = typeof payload.path === 'string' ? payload.path.replace(/\\/g, '/') : ''
      if (store.items.all().some((item) => item.path === path)) {
        return void res.status(400).send('Podcast already exists')
      }
      if (!path || !isInside(folder.fullPath, path) || path === folder.fullPath) {
        return void res.status(400).send('Invalid podcast path')
      }

      const m = media.metadata
      const sidecar: PodcastSidecar = {
        title: str(m.title) ?? undefined,
        author: str(m.author),
        description: str(m.description),
        releaseDate: str(m.releaseDate),
        feedUrl: str(m.feedUrl),
        imageUrl: str(m.imageUrl),
        itunesPageUrl: str(m.itunesPageUrl),
        itunesId: idText(m.itunesId),
        itunesArtistId: idText(m.itunesArtistId),
        language: str(m.language),
        explicit: m.explicit === true,
        type: str(m.type),
        genres: Array.isArray(m.genres) ? m.genres.filter((g): g is string => typeof g === 'string') : [],
        tags: [],
        episodes: {},
      }
      mkdirSync(path, { recursive: true })
      // The demo server keeps an item's details in its folder (the scanner reads them back).
      if (!existsSync(join(path, 'metadata.json'))) {
        writeFileSync(join(path, 'metadata.json'), `${JSON.stringify(sidecar, null, 2)}\n`)
      }
      const candidate = {
        folder,
        path,
        relPath: posixRelative(folder.fullPath, path),
        isFile: false,
        files: ['metadata.json'],
      }
      const built = await buildPodcastItem(
        candidate,
        {},
        { store, probes, scanVersion: ctx.version, now: Date.now() },
      )
      const item = {
        ...built,
        media: { ...built.media, autoDownloadEpisodes: media.autoDownloadEpisodes === true },
      }
      store.items.save(item)
      log.info('PodcastController', `Created podcast "${item.media.metadata.title}" at ${path}`)
      const json = itemExpandedJson(view, item)
      hub.emitItem('item_added', item, json)
      res.json(json)
    }),
  )

  return router
}

/** The generated RSS feeds of the offline podcast directory (no token: feed readers fetch them). */
export function catalogueFeedsRouter(ctx: ServerContext): Router {
  const router = Router()
  router.get(`${FEED_PATH}/:slug.xml`, (req, res) => {
    const podcast = cataloguePodcastBySlug(req.params.slug ?? '')
    if (!podcast) return void res.sendStatus(404)
    const url = `${req.protocol}://${req.get('host')}${ctx.config.basePath}${req.path}`
    res.type('application/rss+xml').send(catalogueFeedXml(podcast, url))
  })
  return router
}
