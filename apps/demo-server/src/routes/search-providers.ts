import { Router } from 'express'
import type { ServerContext } from '../context'

const audibleRegions: [string, string][] = [
  ['audible', 'Audible.com'],
  ['audible.ca', 'Audible.ca'],
  ['audible.uk', 'Audible.co.uk'],
  ['audible.au', 'Audible.com.au'],
  ['audible.fr', 'Audible.fr'],
  ['audible.de', 'Audible.de'],
  ['audible.jp', 'Audible.co.jp'],
  ['audible.it', 'Audible.it'],
  ['audible.in', 'Audible.in'],
  ['audible.es', 'Audible.es'],
]

const option = ([value, text]: [string, string]) => ({ value, text })
const bookProviders: [string, string][] = [
  ['google', 'Google Books'],
  ['itunes', 'iTunes'],
  ['openlibrary', 'Open Library'],
  ['fantlab', 'FantLab.ru'],
  ...audibleRegions,
]

/** GET /api/search/providers (2.36): metadata and cover provider lists for the match dialogs. */
export function searchProvidersRouter(ctx: ServerContext): Router {
  const router = Router()
  if (ctx.config.flavour !== '2.36') return router
  router.get('/search/providers', (_req, res) => {
    res.json({
      providers: {
        books: bookProviders.map(option),
        booksCovers: [
          ['best', 'Best'],
          ...bookProviders.slice(0, 4),
          ['audiobookcovers', 'AudiobookCovers.com'],
          ...audibleRegions,
          ['all', 'All'],
        ].map((pair) => option(pair as [string, string])),
        podcasts: [option(['itunes', 'iTunes'])],
      },
    })
  })
  return router
}
