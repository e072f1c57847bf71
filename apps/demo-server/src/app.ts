import express, { type Express, type RequestHandler, Router } from 'express'
import { requireAuth } from './auth/authenticate'
import { authRouter } from './auth/routes'
import type { ServerContext } from './context'
import { apiCache } from './http/api-cache'
import { prefixBasePath, stripBasePath } from './http/base-path'
import { cors } from './http/cors'
import { finalErrorHandler } from './http/errors'
import { securityHeaders } from './http/security-headers'
import { filterData } from './library/filter-data'
import { adminAreasRouter } from './routes/admin-areas'
import { apiKeysRouter } from './routes/api-keys'
import { authSettingsRouter, openIdDiscoveryRouter } from './routes/auth-settings'
import { authorsRouter } from './routes/authors'
import { backupsRouter } from './routes/backups'
import { collectionsRouter } from './routes/collections'
import { demoRouter } from './routes/demo'
import { demoMailRouter, emailsRouter } from './routes/emails'
import { feedsRouter, publicFeedRouter } from './routes/feeds'
import { itemFilesRouter } from './routes/item-files'
import { itemMetadataUtilsRouter } from './routes/item-metadata-utils'
import { itemsRouter } from './routes/items'
import { librariesRouter } from './routes/libraries'
import { libraryBrowseRouter } from './routes/library-browse'
import { meRouter } from './routes/me'
import { demoAppriseRouter, notificationsRouter } from './routes/notifications'
import { playlistsRouter } from './routes/playlists'
import { podcastHostRouter } from './routes/podcast-host'
import { podcastItemsRouter } from './routes/podcast-items'
import { podcastsRouter } from './routes/podcasts'
import { catalogueCoversRouter, searchRouter } from './routes/search'
import { searchProvidersRouter } from './routes/search-providers'
import { sessionsRouter, streamingRouter } from './routes/sessions'
import { settingsRouter } from './routes/settings'
import { sharesRouter } from './routes/shares'
import { toolsRouter } from './routes/tools'
import { uploadRouter } from './routes/upload'
import { usersRouter } from './routes/users'
import type { Services } from './services'
import { customProviderClientJson, customProviders } from './state/custom-providers'
import { removeLibraryContents } from './state/removal'

/** Routes under /api that answer without a token (GET only), as in the real server's Auth.ignorePatterns. */
const publicApiPaths = [/^\/items\/[^/]+\/cover$/, /^\/authors\/[^/]+\/image$/]

function apiAuthGate(ctx: ServerContext): RequestHandler {
  const guard = requireAuth(ctx)
  return (req, res, next) => {
    if (req.method === 'GET' && publicApiPaths.some((pattern) => pattern.test(req.path))) return next()
    guard(req, res, next)
  }
}

function apiRouters(ctx: ServerContext, services: Services, shares: Router): Router[] {
  return [
    meRouter(ctx),
    usersRouter(ctx),
    apiKeysRouter(ctx),
    settingsRouter(ctx, services.backups, services.log),
    demoRouter(ctx),
    librariesRouter(ctx, {
      onRemoved: (library) => {
        services.scanSchedules.remove(library.id)
        removeLibraryContents(ctx, library)
      },
      scanSchedules: services.scanSchedules,
      filterDataResponse: (library, user) => {
        const data = filterData(ctx.store, library)
        return {
          filterdata: data,
          issues: data.numIssues,
          numUserPlaylists: ctx.store.playlists.filter(
            (p) => p.userId === user.id && p.libraryId === library.id,
          ).length,
          ...(ctx.config.flavour === '2.30'
            ? { customMetadataProviders: customProviders(ctx.store).map(customProviderClientJson) }
            : {}),
        }
      },
    }),
    libraryBrowseRouter(ctx),
    collectionsRouter(ctx),
    playlistsRouter(ctx),
    itemsRouter(ctx, services),
    itemFilesRouter(ctx),
    sessionsRouter(ctx, services.sessions),
    // Before the podcast items router, whose /podcasts/:id guard would take "feed" or "opml" for an item id.
    podcastsRouter(ctx, {
      probes: services.probes,
      log: services.log,
      tasks: services.tasks,
      schedules: services.podcastSchedules,
    }),
    podcastItemsRouter(ctx, services.podcastDownloads),
    toolsRouter(ctx, services),
    uploadRouter(ctx, services.scans, services.log),
    backupsRouter(ctx, services.backups, services.log),
    notificationsRouter(ctx, services.log),
    adminAreasRouter(services.log),
    itemMetadataUtilsRouter(ctx),
    authSettingsRouter(ctx),
    emailsRouter(ctx, services.mailOutbox),
    authorsRouter(ctx),
    feedsRouter(ctx),
    searchProvidersRouter(ctx),
    searchRouter(ctx),
    shares,
  ]
}

/**
 * Routers at the base path that need no bearer token (/hls, /public, /feed, the catalogue's podcast feeds and
 * provider covers).
 */
function openRouters(ctx: ServerContext, services: Services, shares: Router): Router[] {
  return [
    streamingRouter(services.sessions),
    shares,
    publicFeedRouter(ctx),
    podcastHostRouter(ctx, services.podcastHostMedia),
    catalogueCoversRouter(ctx),
    demoAppriseRouter(),
    demoMailRouter(services.mailOutbox),
  ]
}

/** Assembles the Express app in the real server's middleware order. */
export function createApp(ctx: ServerContext, services: Services): Express {
  const { basePath } = ctx.config
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', false)
  app.set('etag', 'weak')

  app.use(ctx.requestLog.middleware())
  app.use(securityHeaders(() => ctx.store.serverSettings.allowIframe))
  app.use(cors(() => ctx.store.serverSettings.allowedOrigins, process.env.ALLOW_CORS === '1'))
  app.use(prefixBasePath(basePath))
  app.use(
    ctx.faults.middleware(
      (path) => stripBasePath(basePath, path),
      (path) => path.startsWith('/api/demo/') || path === '/api/demo',
    ),
  )

  const router = Router()
  router.use(express.urlencoded({ extended: true, limit: '5mb' }))
  router.use(express.json({ limit: '10mb' }))

  const api = Router()
  api.use(apiAuthGate(ctx))
  api.use(apiCache(ctx.store, ctx.config.flavour))
  const shares = sharesRouter(ctx)
  for (const r of apiRouters(ctx, services, shares.api)) api.use(r)
  router.use('/api', api)
  for (const r of openRouters(ctx, services, shares.open)) router.use(r)
  router.use(openIdDiscoveryRouter(ctx))
  router.use(authRouter(ctx))

  app.use(basePath || '/', router)
  app.use(finalErrorHandler)
  return app
}
