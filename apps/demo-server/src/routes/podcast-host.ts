import { createReadStream, statSync } from 'node:fs'
import { type Request, Router } from 'express'
import type { ServerContext } from '../context'
import type { PodcastHostMedia } from '../library/podcast-host-media'
import { catalogueFeedXml } from '../library/podcast-rss'
import { cataloguePodcastBySlug, podcastCatalogue } from '../sample/podcast-catalogue'

/** Where the demo server publishes its own podcast feeds. */
export const FEED_PATH = '/demo/podcast-feeds'

/** Feed addresses that misbehave on purpose, for trying what the client does with them. */
const NOT_A_FEED =
  '<!doctype html><html><head><title>Harbour Radio</title></head><body><p>Welcome!</p></body></html>'
const BROKEN_FEED =
  '<?xml version="1.0"?><rss version="2.0"><channel><title>Broken</title><item><title>One</title><enclosure url="http://127.0.0.1/x.mp3"/></item>'
/** Longer than any feed read waits (PODCAST_DOWNLOAD_TIMEOUT). */
const SLOW_FEED_MS = 10 * 60 * 1000

/** A catalogue feed's address as this request reached the server (the server's own address). */
export function catalogueFeedUrl(ctx: ServerContext, req: Request, slug: string): string {
  return `${req.protocol}://${req.get('host')}${ctx.config.basePath}${FEED_PATH}/${slug}.xml`
}

/**
 * The demo server as a podcast host (no token, as feed readers fetch): an RSS 2.0 feed with iTunes tags per
 * catalogue podcast, each episode's real audio (made on first request) and cover; `not-a-feed.xml`, `broken.xml`
 * and `slow.xml` answer an HTML page, a cut-off document and nothing in time; an episode marked to fail sends half
 * its audio and drops the connection.
 */
export function podcastHostRouter(ctx: ServerContext, media: PodcastHostMedia): Router {
  const router = Router()

  router.get(`${FEED_PATH}/not-a-feed.xml`, (_req, res) => void res.type('html').send(NOT_A_FEED))
  router.get(`${FEED_PATH}/broken.xml`, (_req, res) => void res.type('application/rss+xml').send(BROKEN_FEED))
  router.get(`${FEED_PATH}/slow.xml`, (req, res) => {
    const timer = setTimeout(() => res.type('application/rss+xml').send(BROKEN_FEED), SLOW_FEED_MS)
    req.on('close', () => clearTimeout(timer))
  })

  router.get(`${FEED_PATH}/:slug.xml`, (req, res) => {
    const podcast = cataloguePodcastBySlug(req.params.slug ?? '')
    if (!podcast) return void res.sendStatus(404)
    res.type('application/rss+xml').send(catalogueFeedXml(podcast, catalogueFeedUrl(ctx, req, podcast.slug)))
  })

  router.get(`${FEED_PATH}/:slug/cover.jpg`, (req, res, next) => {
    const index = podcastCatalogue.findIndex((p) => p.slug === req.params.slug)
    const podcast = podcastCatalogue[index]
    if (!podcast) return void res.sendStatus(404)
    media
      .cover(podcast.slug, index + 3, podcast.title)
      .then((path) => res.type('jpg').sendFile(path))
      .catch(next)
  })

  router.get(`${FEED_PATH}/:slug/episode-:number.mp3`, (req, res, next) => {
    const podcast = cataloguePodcastBySlug(req.params.slug ?? '')
    const episode = podcast?.episodes.find((e) => e.number === Number(req.params.number))
    if (!podcast || !episode) return void res.sendStatus(404)
    media
      .episodeAudio(podcast.title, episode.number, episode.durationSeconds)
      .then((path) => {
        const size = statSync(path).size
        res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': size })
        if (!episode.failsHalfway) return void createReadStream(path).pipe(res)
        // Half the promised bytes, then the connection drops: a download that breaks off half way.
        createReadStream(path, { start: 0, end: Math.floor(size / 2) - 1 })
          .on('end', () => res.destroy())
          .pipe(res, { end: false })
      })
      .catch(next)
  })

  return router
}
