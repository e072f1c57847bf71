import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { sanitizeFilename } from '../library/filename'
import { buildPodcastItem } from '../library/item-builder'
import { fetchFromThisMachine, getPodcastFeed } from '../library/podcast-fetch'
import type { ProbeCache } from '../library/probe-cache'
import type { PodcastSidecar } from '../library/sidecar'
import { searchPodcastCatalogue } from '../sample/podcast-catalogue'
import { itemExpandedJson } from '../serialize/library-item'
import { isAdminOrUp } from '../state/access'
import type { LibraryRecord } from '../state/types'
import type { PodcastSchedules } from '../tasks/podcast-schedules'
import type { ServerLog } from '../tasks/server-log'
import type { TaskManager } from '../tasks/task-manager'
import { isInside, posixRelative } from '../util/paths'
import { itemView } from './library-browse'
import { catalogueFeedUrl } from './podcast-host'

const FEED_FAILED = 'Podcast RSS feed request failed or invalid response data'

function validUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** The `<outline type="rss" xmlUrl>` entries of an OPML text, read leniently (attribute names in any case). */
export function parseOpml(text: string): { title: string; feedUrl: string }[] {
  const feeds: { title: string; feedUrl: string }[] = []
  for (const match of text.matchAll(/<outline\b([^>]*)>/gi)) {
    const attrs: Record<string, string> = {}
    for (const attr of (match[1] ?? '').matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
      attrs[attr[1]!.toLowerCase()] = decodeEntities(attr[3] ?? attr[4] ?? '')
    }
    if (attrs.type === 'rss' && attrs.xmlurl)
      feeds.push({ title: attrs.title || attrs.text || '', feedUrl: attrs.xmlurl })
  }
  return feeds
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

const str = (value: unknown) => (typeof value === 'string' && value ? value : null)
const idText = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : null

/** The podcast directory search, feed reading and podcast creation (PodcastController, SearchController). */
export interface PodcastServices {
  probes: ProbeCache
  log: ServerLog
  tasks: TaskManager
  schedules: PodcastSchedules
}

/** The podcast directory search, feed reading, OPML import and podcast creation (PodcastController, SearchController). */
export function podcastsRouter(ctx: ServerContext, services: PodcastServices): Router {
  const router = Router()
  const { store, hub } = ctx
  const { probes, log, tasks, schedules } = services
  const view = itemView(ctx)
  const timeout = () => ctx.config.podcastDownloadTimeoutMs

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
        cover: `${catalogueFeedUrl(ctx, req, podcast.slug).replace(/\.xml$/, '')}/cover.jpg`,
        trackCount: podcast.episodes.length,
        feedUrl: catalogueFeedUrl(ctx, req, podcast.slug),
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
      const podcast = await getPodcastFeed(url.href, timeout())
      if (!podcast) return void res.status(404).send(FEED_FAILED)
      res.json({ podcast })
    }),
  )

  /** Makes the folder (with a metadata.json the scanner reads back and the cover, when it can be fetched) and the item. */
  async function createPodcast(target: {
    library: LibraryRecord
    folder: LibraryRecord['folders'][number]
    path: string
    metadata: Record<string, unknown>
    autoDownloadEpisodes: boolean
  }) {
    const { folder, path } = target
    const m = target.metadata
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
    const files = ['metadata.json']
    if (!existsSync(join(path, 'metadata.json'))) {
      writeFileSync(join(path, 'metadata.json'), `${JSON.stringify(sidecar, null, 2)}\n`)
    }
    const image = sidecar.imageUrl ? await fetchFromThisMachine(sidecar.imageUrl, timeout()) : null
    if (image?.headers.get('content-type')?.startsWith('image/')) {
      writeFileSync(join(path, 'cover.jpg'), Buffer.from(await image.arrayBuffer()))
      files.push('cover.jpg')
    }
    const candidate = { folder, path, relPath: posixRelative(folder.fullPath, path), isFile: false, files }
    const built = await buildPodcastItem(
      candidate,
      {},
      { store, probes, scanVersion: ctx.version, now: Date.now() },
    )
    const item = {
      ...built,
      media: {
        ...built.media,
        autoDownloadEpisodes: target.autoDownloadEpisodes,
        lastEpisodeCheck: Date.now(),
      },
    }
    store.items.save(item)
    log.info('PodcastController', `Created podcast "${item.media.metadata.title}" at ${path}`)
    const json = itemExpandedJson(view, item)
    hub.emitItem('item_added', item, json)
    schedules.update(item)
    return json
  }

  const pathTaken = (path: string) => store.items.all().some((item) => item.path === path)

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
      if (pathTaken(path)) return void res.status(400).send('Podcast already exists')
      if (!path || !isInside(folder.fullPath, path) || path === folder.fullPath) {
        return void res.status(400).send('Invalid podcast path')
      }
      const json = await createPodcast({
        library,
        folder,
        path,
        metadata: media.metadata,
        autoDownloadEpisodes: media.autoDownloadEpisodes === true,
      })
      res.json(json)
    }),
  )

  router.post('/podcasts/opml/parse', (req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const text = (req.body as { opmlText?: unknown } | undefined)?.opmlText
    if (!text || typeof text !== 'string') return void res.sendStatus(400)
    res.json({ feeds: parseOpml(text) })
  })

  router.post('/podcasts/opml/create', (req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const body = (req.body ?? {}) as Record<string, unknown>
    const feeds = body.feeds
    if (!Array.isArray(feeds) || !feeds.length || feeds.some((feed) => !validUrl(feed))) {
      return void res.status(400).send('Invalid request body. "feeds" must be an array of RSS feed URLs')
    }
    if (!body.libraryId || !body.folderId) {
      return void res.status(400).send('Invalid request body. "libraryId" and "folderId" are required')
    }
    const library = typeof body.libraryId === 'string' ? store.libraries.get(body.libraryId) : undefined
    const folder = library?.folders.find((f) => f.id === body.folderId)
    if (!library || !folder) return void res.status(404).send('Folder not found')
    res.sendStatus(200)
    void importFeeds(feeds as string[], library, folder, !!body.autoDownloadEpisodes)
  })

  /** One task for the import and a failed task per feed that could not become a podcast (createPodcastsFromFeedUrls). */
  async function importFeeds(
    feedUrls: string[],
    library: LibraryRecord,
    folder: LibraryRecord['folders'][number],
    autoDownloadEpisodes: boolean,
  ) {
    const task = tasks.start('opml-import', { text: 'OPML import', key: 'MessageTaskOpmlImport' }, {}, true, {
      text: `Creating podcasts from ${feedUrls.length} RSS feeds`,
      key: 'MessageTaskOpmlImportDescription',
      subs: [String(feedUrls.length)],
    })
    const feedTitle = { text: 'OPML import feed', key: 'MessageTaskOpmlImportFeed' }
    let added = 0
    for (const feedUrl of feedUrls) {
      const feed = await getPodcastFeed(feedUrl, timeout())
      if (!feed) {
        tasks.startFailed(
          'opml-import-feed',
          feedTitle,
          {
            text: `Importing RSS feed "${feedUrl}"`,
            key: 'MessageTaskOpmlImportFeedDescription',
            subs: [feedUrl],
          },
          { text: 'Failed to get podcast feed', key: 'MessageTaskOpmlImportFeedFailed' },
        )
        continue
      }
      const title = feed.metadata.title ?? ''
      const path = join(folder.fullPath, sanitizeFilename(title)).replace(/\\/g, '/')
      const creating = {
        text: `Creating podcast "${title}"`,
        key: 'MessageTaskOpmlImportFeedPodcastDescription',
        subs: [title],
      }
      if (!title || pathTaken(path)) {
        tasks.startFailed('opml-import-feed', feedTitle, creating, {
          text: 'Podcast already exists at path',
          key: 'MessageTaskOpmlImportFeedPodcastExists',
        })
        continue
      }
      try {
        await createPodcast({
          library,
          folder,
          path,
          autoDownloadEpisodes,
          metadata: {
            title,
            author: feed.metadata.author,
            description: feed.metadata.description,
            genres: feed.metadata.categories,
            feedUrl,
            imageUrl: feed.metadata.image,
            language: feed.metadata.language,
            type: feed.metadata.type,
          },
        })
        added++
      } catch (error) {
        log.add('ERROR', 'PodcastManager', `Failed to create podcast "${title}": ${String(error)}`)
        tasks.startFailed('opml-import-feed', feedTitle, creating, {
          text: 'Failed to create podcast library item',
          key: 'MessageTaskOpmlImportFeedPodcastFailed',
        })
      }
    }
    tasks.finish(task, {
      text: `Added ${added} podcasts`,
      key: 'MessageTaskOpmlImportFinished',
      subs: [String(added)],
    })
  }

  return router
}
