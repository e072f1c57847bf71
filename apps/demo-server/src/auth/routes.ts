import { resolve } from 'node:path'
import { type Request, Router } from 'express'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { cookie } from '../http/cookies'
import { sendUnauthorized } from '../http/errors'
import { authRateLimiter } from '../http/rate-limit'
import type { UserRecord } from '../state/types'
import { createRootUser } from '../state/users'
import { loginPayload } from './login-payload'
import {
  createLoginSession,
  findSessionByRefreshToken,
  refreshLogin,
  setRefreshCookie,
} from './login-sessions'
import { checkPassword } from './passwords'

/** Served where the real server serves its web client: a short page saying what this server is. */
const indexPage = resolve(import.meta.dirname, '../../static/index.html')

function credentials(req: Request): { username: string; password: string } | null {
  const body = (req.body ?? {}) as Record<string, unknown>
  const username = typeof body.username === 'string' ? body.username : ''
  const password = typeof body.password === 'string' ? body.password : ''
  if (!username || !password) return null
  return { username, password }
}

function verifyCredentials(ctx: ServerContext, username: string, password: string): UserRecord | null {
  const user = ctx.store.userByName(username)
  if (!user?.isActive) return null
  if (!user.pash) return null
  return checkPassword(password, user.pash) ? user : null
}

/** /status, /ping, /healthcheck, /init, /login, /auth/refresh and /logout (outside /api, no bearer needed). */
export function authRouter(ctx: ServerContext): Router {
  const router = Router()
  const limiter = authRateLimiter(ctx.config.authRateLimitMax, ctx.config.authRateLimitWindowMs)

  router.get('/status', (_req, res) => {
    const settings = ctx.store.serverSettings
    const isInit = ctx.store.hasRootUser
    const payload: Record<string, unknown> = {
      app: 'audiobookshelf',
      serverVersion: ctx.version,
      isInit,
      language: settings.language,
      authMethods: settings.authActiveAuthMethods,
      authFormData: {
        authLoginCustomMessage:
          ctx.config.flavour === '2.36'
            ? (settings.authLoginCustomMessage ?? '')
            : settings.authLoginCustomMessage,
        // ServerSettings.authFormData adds the OpenID button's settings while OpenID is on.
        ...(settings.authActiveAuthMethods.includes('openid')
          ? {
              authOpenIDButtonText: settings.authOpenIDButtonText,
              authOpenIDAutoLaunch: settings.authOpenIDAutoLaunch,
            }
          : {}),
      },
    }
    if (!isInit) {
      payload.ConfigPath = `${ctx.config.dataDir}/config`
      payload.MetadataPath = ctx.metadataDir
    }
    res.json(payload)
  })

  router.get('/ping', (_req, res) => {
    res.json({ success: true })
  })

  router.get('/', (_req, res) => {
    res.sendFile(indexPage)
  })

  router.get('/healthcheck', (_req, res) => {
    res.sendStatus(200)
  })

  router.post('/init', (req, res) => {
    if (ctx.store.hasRootUser) {
      res.sendStatus(500)
      return
    }
    const newRoot = (req.body as { newRoot?: { username?: unknown; password?: unknown } } | undefined)
      ?.newRoot
    if (!newRoot || typeof newRoot !== 'object') {
      res.sendStatus(500)
      return
    }
    const username = typeof newRoot.username === 'string' && newRoot.username ? newRoot.username : 'root'
    const password = typeof newRoot.password === 'string' ? newRoot.password : ''
    createRootUser(ctx, username, password)
      .then(() => res.sendStatus(200))
      .catch(() => res.sendStatus(500))
  })

  router.post(
    '/login',
    limiter,
    asyncRoute(async (req, res) => {
      const given = credentials(req)
      if (!given) {
        res.sendStatus(400)
        return
      }
      const user = verifyCredentials(ctx, given.username, given.password)
      if (!user) return sendUnauthorized(res)
      const returnTokens = req.get('x-return-tokens') === 'true'
      const tokens = await createLoginSession(ctx, user, req)
      const payload = loginPayload(ctx, user)
      payload.user.refreshToken = returnTokens ? tokens.refreshToken : null
      payload.user.accessToken = tokens.accessToken
      if (!returnTokens) setRefreshCookie(ctx, req, res, tokens.refreshToken)
      res.json(payload)
    }),
  )

  router.post(
    '/auth/refresh',
    limiter,
    asyncRoute(async (req, res) => {
      const header = req.get('x-refresh-token')
      const refreshToken = header || cookie(req, 'refresh_token')
      if (!refreshToken) {
        res.status(401).json({ error: 'No refresh token provided' })
        return
      }
      const outcome = await refreshLogin(ctx, refreshToken, req, res)
      if ('error' in outcome) {
        res.status(401).json({ error: outcome.error })
        return
      }
      const payload = loginPayload(ctx, outcome.user)
      payload.user.accessToken = outcome.tokens.accessToken
      payload.user.refreshToken = header ? outcome.tokens.refreshToken : null
      res.json(payload)
    }),
  )

  router.post('/logout', (req, res) => {
    const refreshToken = cookie(req, 'refresh_token') || req.get('x-refresh-token')
    res.clearCookie('refresh_token', { path: '/' })
    if (refreshToken) {
      const session = findSessionByRefreshToken(ctx, refreshToken)
      if (session) {
        const allDevices =
          ctx.config.flavour === '2.36' && ['1', 'true'].includes(String(req.query.allDevices))
        const doomed = allDevices
          ? ctx.store.loginSessions.filter((s) => s.userId === session.userId)
          : ctx.store.loginSessions.filter((s) => s.refreshToken === refreshToken || s.id === session.id)
        for (const s of doomed) ctx.store.loginSessions.delete(s.id)
      }
    }
    res.clearCookie('auth_method')
    res.send({ redirect_url: null })
  })

  return router
}
