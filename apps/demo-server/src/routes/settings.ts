import { Cron } from 'croner'
import { Router } from 'express'
import { loginPayload } from '../auth/login-payload'
import { isOldTokenRequest, requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { isAdminOrUp } from '../state/access'
import type { Backups } from '../state/backups'
import { applySettingsPatch } from '../state/server-settings'
import type { LibraryItemRecord } from '../state/types'
import { logLevelName, type ServerLog } from '../tasks/server-log'
import { titleIgnorePrefix } from '../util/titles'

const samplePermissions = JSON.stringify(
  {
    canDownload: false,
    canUpload: false,
    canDelete: false,
    canUpdate: false,
    canAccessExplicitContent: false,
    canAccessAllLibraries: false,
    canAccessAllTags: false,
    canCreateEReader: false,
    tagsAreDenylist: false,
    allowedLibraries: ['5406ba8a-16e1-451d-96d7-4931b0a0d966', '918fd848-7c1d-4a02-818a-847435a879ca'],
    allowedTags: ['ExampleTag', 'AnotherTag', 'ThirdTag'],
  },
  null,
  2,
)

/** node-cron's rule, which the real server applies: 5 fields, or 6 with seconds first, each within its range. */
export function isValidCron(expression: string): boolean {
  const fields = expression.trim().split(/\s+/)
  if (fields.length !== 5 && fields.length !== 6) return false
  try {
    new Cron(fields.join(' '), { paused: true })
    return true
  } catch {
    return false
  }
}

/**
 * /api/authorize, PATCH /api/settings and /api/sorting-prefixes, the cache purges, POST /api/validate-cron, tags and
 * genres, and the sign-in settings.
 */
export function settingsRouter(ctx: ServerContext, backups: Backups, log: ServerLog): Router {
  const router = Router()
  const { store } = ctx

  router.post('/authorize', (_req, res) => {
    res.json(loginPayload(ctx, requestUser(res), { isOldToken: isOldTokenRequest(res) }))
  })

  router.patch('/settings', (req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const patch = req.body as unknown
    if (!patch || typeof patch !== 'object' || Array.isArray(patch)) {
      return void res.status(400).send('Invalid settings update object')
    }
    const previousLevel = store.serverSettings.logLevel
    const result = applySettingsPatch(
      store.serverSettings,
      patch as Record<string, unknown>,
      ctx.config.flavour,
    )
    if (!result.ok) return void res.status(400).send(result.message)
    if (result.changed) {
      store.saveServerSettings()
      if ('logLevel' in patch && store.serverSettings.logLevel !== previousLevel) {
        log.debug('Logger', `Set Log Level to ${logLevelName(store.serverSettings.logLevel)}`)
      }
      if ('backupSchedule' in patch) backups.updateSchedule()
    }
    res.json({ serverSettings: { ...store.serverSettings } })
  })

  router.patch('/sorting-prefixes', (req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const raw: unknown = req.body?.sortingPrefixes
    if (!Array.isArray(raw) || !raw.length) return void res.status(400).send('Invalid request body')
    const prefixes = [
      ...new Set(
        raw.map((prefix) => (typeof prefix === 'string' ? prefix.trim().toLowerCase() : '')).filter(Boolean),
      ),
    ]
    if (!prefixes.length) return void res.status(400).send('Invalid sortingPrefixes in request body')
    const before = store.serverSettings.sortingPrefixes
    store.serverSettings.sortingPrefixes = prefixes
    store.saveServerSettings()
    // Titles and series names whose prefix-less sort value changes with the new list.
    let rowsUpdated = 0
    for (const item of store.items.all()) {
      const title = item.media.metadata.title ?? ''
      if (titleIgnorePrefix(title, before) !== titleIgnorePrefix(title, prefixes)) rowsUpdated++
    }
    for (const series of store.series.all()) {
      if (titleIgnorePrefix(series.name, before) !== titleIgnorePrefix(series.name, prefixes)) rowsUpdated++
    }
    res.json({ rowsUpdated, serverSettings: { ...store.serverSettings } })
  })

  // CacheManager.purgeAll / purgeItems: generated covers and item images are made again on demand.
  router.post('/cache/purge', (_req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    res.sendStatus(200)
  })
  router.post('/cache/items/purge', (_req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    res.sendStatus(200)
  })

  router.post('/validate-cron', (req, res) => {
    const expression: unknown = req.body?.expression
    if (!expression || typeof expression !== 'string') return void res.sendStatus(400)
    if (!isValidCron(expression)) return void res.status(400).send('Invalid cron expression')
    res.sendStatus(200)
  })

  const allValues = (pick: (item: LibraryItemRecord) => string[]) => {
    const values = new Set<string>()
    for (const item of store.items.all()) for (const value of pick(item)) values.add(value)
    return [...values]
  }

  router.get('/tags', (_req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    res.json({
      tags: allValues((item) => item.media.tags).sort((a, b) =>
        a.toLowerCase().localeCompare(b.toLowerCase()),
      ),
    })
  })

  router.get('/genres', (_req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    res.json({ genres: allValues((item) => item.media.metadata.genres) })
  })

  router.get('/auth-settings', (_req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const s = store.serverSettings
    res.json({
      authLoginCustomMessage: s.authLoginCustomMessage,
      authActiveAuthMethods: s.authActiveAuthMethods,
      authOpenIDIssuerURL: s.authOpenIDIssuerURL,
      authOpenIDAuthorizationURL: s.authOpenIDAuthorizationURL,
      authOpenIDTokenURL: s.authOpenIDTokenURL,
      authOpenIDUserInfoURL: s.authOpenIDUserInfoURL,
      authOpenIDJwksURL: s.authOpenIDJwksURL,
      authOpenIDLogoutURL: s.authOpenIDLogoutURL,
      authOpenIDClientID: null,
      authOpenIDClientSecret: null,
      authOpenIDTokenSigningAlgorithm: s.authOpenIDTokenSigningAlgorithm,
      authOpenIDButtonText: s.authOpenIDButtonText,
      authOpenIDAutoLaunch: s.authOpenIDAutoLaunch,
      authOpenIDAutoRegister: s.authOpenIDAutoRegister,
      authOpenIDMatchExistingBy: s.authOpenIDMatchExistingBy,
      authOpenIDMobileRedirectURIs: ['audiobookshelf://oauth'],
      authOpenIDGroupClaim: '',
      authOpenIDAdvancedPermsClaim: '',
      authOpenIDSamplePermissions: samplePermissions,
    })
  })

  return router
}
