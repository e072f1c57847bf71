import { type Request, type Response, Router } from 'express'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { catalogueCoverUrl, findCovers, searchBooks } from '../library/metadata-providers'
import { CATALOGUE_COVERS_PATH, catalogueCoverFile } from '../sample/catalogue-covers'
import { findCatalogueChapters } from '../sample/chapter-catalogue'
import { searchPodcastCatalogue } from '../sample/podcast-catalogue'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * SearchController's metadata searches (books, covers, chapters) over the offline catalogues. Any signed-in user
 * may search, as on the real server. 2.36 answers bad queries with `{error}` JSON where 2.30 sent a bare status.
 */
export function searchRouter(ctx: ServerContext): Router {
  const router = Router()
  const is236 = ctx.config.flavour === '2.36'
  const originOf = (req: Request) => `${req.protocol}://${req.get('host')}${ctx.config.basePath}`
  const badQuery = (res: Response, name: string, problem: string) =>
    is236 ? res.status(400).json({ error: `Query parameter "${name}" ${problem}` }) : res.sendStatus(400)

  router.get('/search/books', (req, res) => {
    const provider = text(req.query.provider) ?? 'google'
    const title = text(req.query.title) ?? ''
    const author = text(req.query.author) ?? ''
    if (is236 && typeof req.query.id === 'string' && !ctx.store.items.get(req.query.id))
      return void res.status(404).json({ error: `library item "${req.query.id}" not found` })
    // The demo server has no custom providers: the real finder throws for an unknown one.
    if (provider.startsWith('custom-'))
      return void res.status(500).send('Custom provider not found for the given id')
    res.json(searchBooks(originOf(req), provider, title, author))
  })

  router.get('/search/covers', (req, res) => {
    const title = text(req.query.title)
    if (!title && !(is236 && title === '')) return void badQuery(res, 'title', 'is required')
    const origin = originOf(req)
    const results =
      req.query.podcast === '1'
        ? searchPodcastCatalogue(title ?? '').map((podcast) =>
            catalogueCoverUrl(origin, podcast.title, 'itunes'),
          )
        : findCovers(origin, text(req.query.provider) ?? 'google', title ?? '', text(req.query.author) ?? '')
    res.json({ results })
  })

  router.get('/search/chapters', (req, res) => {
    const asin = text(req.query.asin)
    // 2.30 reads asin.toUpperCase() unguarded: no asin is a server error there.
    if (asin === undefined && !is236) return void res.sendStatus(500)
    if (!/^[A-Z0-9]{10}$/.test((asin ?? '').toUpperCase()))
      return void res.json({ error: 'Invalid ASIN', stringKey: 'MessageInvalidAsin' })
    const region = (text(req.query.region) ?? 'us').toLowerCase()
    const data = findCatalogueChapters(asin ?? '', region)
    if (!data) return void res.json({ error: 'Chapters not found', stringKey: 'MessageChaptersNotFound' })
    res.json(data)
  })

  return router
}

/** The catalogue's cover images, as a provider's image host would serve them (no token). */
export function catalogueCoversRouter(ctx: ServerContext): Router {
  const router = Router()
  router.get(
    `${CATALOGUE_COVERS_PATH}/:name`,
    asyncRoute(async (req, res) => {
      const path = await catalogueCoverFile(ctx.metadataDir, req.params.name ?? '')
      if (!path) return void res.sendStatus(404)
      res.sendFile(path)
    }),
  )
  return router
}
