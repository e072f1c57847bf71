import { type Request, type RequestHandler, type Response, Router } from 'express'
import { deleteSessionsOfUser, findSessionByRefreshToken, rotateSession } from '../auth/login-sessions'
import { checkPassword, hashPassword } from '../auth/passwords'
import { isOldTokenRequest, requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { cookie } from '../http/cookies'
import { authRateLimiter } from '../http/rate-limit'
import { queryNumber, sessionPage, sessionPageQuery } from '../http/session-page'
import { parseUserAgent } from '../playback/user-agent'
import { episodeJson, itemMinifiedJson } from '../serialize/library-item'
import { sessionJson } from '../serialize/session'
import { progressJson, userJson } from '../serialize/user'
import { canAccessItem } from '../state/access'
import { findProgress, type ProgressUpdate, upsertProgress } from '../state/progress'
import type { Bookmark, LibraryItemRecord, UserRecord } from '../state/types'
import { isUuid } from '../util/ids'
import { itemView } from './library-browse'

/** /api/me…: the signed-in user's profile, progress, bookmarks, listening history and password. */
export function meRouter(ctx: ServerContext): Router {
  const router = Router()
  const { store, hub } = ctx
  const view = itemView(ctx)

  const me = (user: UserRecord) => userJson(user, { progress: store.progressForUser(user.id) })
  const announce = (user: UserRecord) => hub.emitToUser(user.id, 'user_updated', me(user))
  const saveAndAnnounce = (user: UserRecord, changes: Partial<UserRecord>) =>
    announce(store.users.save({ ...user, ...changes }))

  router.get('/me', (_req, res) => {
    const user = requestUser(res)
    res.json(userJson(user, { progress: store.progressForUser(user.id), isOldToken: isOldTokenRequest(res) }))
  })

  router.get('/me/listening-sessions', (req, res) => {
    const sessions = store.playbackSessionsOfUser(requestUser(res).id)
    res.json(sessionPage(sessions, sessionPageQuery(req.query), sessionJson))
  })

  router.get(
    ['/me/item/listening-sessions/:libraryItemId', '/me/item/listening-sessions/:libraryItemId/:episodeId'],
    (req, res) => {
      const user = requestUser(res)
      const item = store.items.get(req.params.libraryItemId)
      if (ctx.config.flavour === '2.36' && item && !canAccessItem(user, item)) return void res.sendStatus(403)
      const episodeId = req.params.episodeId ?? null
      const sessions = store
        .playbackSessionsOfUser(user.id)
        .filter(
          (s) => s.libraryItemId === req.params.libraryItemId && (!episodeId || s.episodeId === episodeId),
        )
      res.json(sessionPage(sessions, sessionPageQuery(req.query), sessionJson))
    },
  )

  router.get('/me/listening-stats', (_req, res) => {
    res.json(listeningStats(ctx, requestUser(res).id))
  })

  router.get('/me/progress/:id/remove-from-continue-listening', (req, res) => {
    const user = requestUser(res)
    const progress = store.progress.get(req.params.id)
    if (!progress || progress.userId !== user.id) return void res.sendStatus(404)
    if (!progress.hideFromContinueListening) {
      store.progress.save({ ...progress, hideFromContinueListening: true, lastUpdate: Date.now() })
      announce(user)
    }
    res.json(me(user))
  })

  if (ctx.config.flavour === '2.36') {
    router.get('/me/progress', (_req, res) => {
      res.json({ mediaProgress: store.progressForUser(requestUser(res).id).map(progressJson) })
    })
    router.get('/me/sessions', (req, res) => {
      const user = requestUser(res)
      const page = Math.max(0, queryNumber(req.query.page, 0))
      const itemsPerPage = Math.max(1, queryNumber(req.query.itemsPerPage, 10))
      if (user.type === 'guest')
        return void res.json({ sessions: [], total: 0, numPages: 0, page, itemsPerPage })
      const refreshToken = cookie(req, 'refresh_token') || req.get('x-refresh-token')
      const now = Date.now()
      const rows = store.loginSessions
        .filter((s) => s.userId === user.id && s.expiresAt > now)
        .sort((a, b) => b.updatedAt - a.updatedAt)
      res.json(
        sessionPage(rows, { page, itemsPerPage }, (s) => {
          const ua = parseUserAgent(s.userAgent ?? undefined)
          return {
            id: s.id,
            ipAddress: s.ipAddress,
            userAgent: s.userAgent,
            deviceInfo: Object.fromEntries(Object.entries(ua).filter(([, v]) => v !== null)),
            createdAt: s.createdAt,
            updatedAt: s.updatedAt,
            current:
              !!refreshToken && (s.refreshToken === refreshToken || s.lastRefreshToken === refreshToken),
          }
        }),
      )
    })
    router.delete('/me/sessions/:id', (req, res) => {
      const user = requestUser(res)
      if (user.type === 'guest') return void res.sendStatus(403)
      if (!isUuid(req.params.id)) return void res.sendStatus(400)
      const session = store.loginSessions.get(req.params.id)
      if (!session || session.userId !== user.id) return void res.sendStatus(404)
      store.loginSessions.delete(session.id)
      res.sendStatus(200)
    })
    router.get('/me/bookmarks', (_req, res) => {
      res.json({ bookmarks: requestUser(res).bookmarks })
    })
    router.get('/me/bookmarks/:libraryItemId', (req, res) => {
      const user = requestUser(res)
      const item = store.items.get(req.params.libraryItemId)
      if (!item) return void res.sendStatus(404)
      if (!canAccessItem(user, item)) return void res.sendStatus(403)
      res.json({ bookmarks: user.bookmarks.filter((b) => b.libraryItemId === item.id) })
    })
  }

  router.get(['/me/progress/:id', '/me/progress/:id/:episodeId'], (req, res) => {
    const user = requestUser(res)
    const progress =
      findProgress(store, user.id, req.params.id, req.params.episodeId ?? null) ??
      (req.params.episodeId
        ? undefined
        : store.progressForUser(user.id).find((p) => p.libraryItemId === req.params.id))
    if (!progress) return void res.sendStatus(404)
    res.json(progressJson(progress))
  })

  router.patch('/me/progress/batch/update', (req, res) => {
    const user = requestUser(res)
    const updates = req.body as unknown
    if (!Array.isArray(updates) || !updates.length)
      return void res.status(400).send('Missing request payload')
    let changed = false
    for (const update of updates as ProgressUpdate[]) {
      if (!update || typeof update.libraryItemId !== 'string') continue
      if ('progress' in upsertProgress(store, user, update, ctx.config.flavour)) changed = true
    }
    if (changed) announce(user)
    res.sendStatus(200)
  })

  router.patch(['/me/progress/:libraryItemId', '/me/progress/:libraryItemId/:episodeId'], (req, res) => {
    const user = requestUser(res)
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>
    const result = upsertProgress(
      store,
      user,
      { ...body, libraryItemId: req.params.libraryItemId, episodeId: req.params.episodeId ?? null },
      ctx.config.flavour,
    )
    if ('error' in result) return void res.status(result.status).send(result.error)
    announce(user)
    res.sendStatus(200)
  })

  router.delete('/me/progress/:id', (req, res) => {
    const user = requestUser(res)
    const progress = store.progress.get(req.params.id)
    if (progress?.userId === user.id) store.progress.delete(progress.id)
    else if (ctx.config.flavour === '2.36') return void res.sendStatus(404)
    announce(user)
    res.sendStatus(200)
  })

  /** The signed-in user and the item of a bookmark route; undefined once the 404/403 answer is sent. */
  const bookmarkTarget = (req: Request, res: Response) => {
    const user = requestUser(res)
    const item = store.items.get(req.params.id)
    if (!item) return void res.sendStatus(404)
    if (ctx.config.flavour === '2.36' && !canAccessItem(user, item)) return void res.sendStatus(403)
    return { user, item }
  }
  const isBookmarkAt = (item: LibraryItemRecord, time: number) => (b: Bookmark) =>
    b.libraryItemId === item.id && b.time === time

  router.post('/me/item/:id/bookmark', (req, res) => {
    const target = bookmarkTarget(req, res)
    if (!target) return
    const { user, item } = target
    const { time, title } = (req.body ?? {}) as { time?: unknown; title?: unknown }
    if (
      typeof time !== 'number' ||
      Number.isNaN(time) ||
      (title !== undefined && typeof title !== 'string')
    ) {
      return void res.status(400).send('Invalid time or title')
    }
    const bookmarks = user.bookmarks.map((b) => ({ ...b }))
    let bookmark = bookmarks.find(isBookmarkAt(item, time))
    if (bookmark) bookmark.title = title ?? bookmark.title
    else {
      bookmark = { libraryItemId: item.id, time, title: title ?? '', createdAt: Date.now() }
      bookmarks.push(bookmark)
    }
    saveAndAnnounce(user, { bookmarks })
    res.json(bookmark)
  })

  router.patch('/me/item/:id/bookmark', (req, res) => {
    const target = bookmarkTarget(req, res)
    if (!target) return
    const { user, item } = target
    const { time, title } = (req.body ?? {}) as { time?: unknown; title?: unknown }
    if (typeof time !== 'number' || typeof title !== 'string')
      return void res.status(400).send('Invalid time or title')
    const bookmarks = user.bookmarks.map((b) => ({ ...b }))
    const bookmark = bookmarks.find(isBookmarkAt(item, time))
    if (!bookmark) return void res.sendStatus(404)
    bookmark.title = title
    saveAndAnnounce(user, { bookmarks })
    res.json(bookmark)
  })

  router.delete('/me/item/:id/bookmark/:time', (req, res) => {
    const target = bookmarkTarget(req, res)
    if (!target) return
    const { user, item } = target
    const time = Number(req.params.time)
    if (Number.isNaN(time)) return void res.status(400).send('Invalid time')
    const isThis = isBookmarkAt(item, time)
    if (!user.bookmarks.some(isThis)) return void res.sendStatus(404)
    saveAndAnnounce(user, { bookmarks: user.bookmarks.filter((b) => !isThis(b)) })
    res.sendStatus(200)
  })

  router.get('/me/items-in-progress', (req, res) => {
    const user = requestUser(res)
    const limit = queryNumber(req.query.limit, 25) || 25
    const entries = store
      .progressForUser(user.id)
      .filter((p) => !p.isFinished && (p.currentTime > 0 || p.ebookProgress > 0))
      .flatMap((p) => {
        const item = store.items.get(p.libraryItemId)
        if (!item || !canAccessItem(user, item)) return []
        if (p.episodeId) {
          if (item.mediaType !== 'podcast') return []
          const episode = item.media.episodes.find((e) => e.id === p.episodeId)
          if (!episode) return []
          return [
            {
              ...itemMinifiedJson(view, item),
              recentEpisode: episodeJson(item, episode),
              progressLastUpdate: p.lastUpdate,
            },
          ]
        }
        return [{ ...itemMinifiedJson(view, item), progressLastUpdate: p.lastUpdate }]
      })
      .sort((a, b) => b.progressLastUpdate - a.progressLastUpdate)
      .slice(0, limit)
    res.json({ libraryItems: entries })
  })

  const hideSeriesFromContinueListening =
    (hidden: boolean): RequestHandler =>
    (req, res) => {
      const user = requestUser(res)
      const seriesId = req.params.id
      if (!store.series.get(seriesId)) return void res.sendStatus(404)
      const hiddenIds = user.seriesHideFromContinueListening
      if (hiddenIds.includes(seriesId) !== hidden) {
        const others = hiddenIds.filter((id) => id !== seriesId)
        saveAndAnnounce(user, { seriesHideFromContinueListening: hidden ? [...others, seriesId] : others })
      }
      res.json(me(store.users.get(user.id)!))
    }
  router.get('/me/series/:id/remove-from-continue-listening', hideSeriesFromContinueListening(true))
  router.get('/me/series/:id/readd-to-continue-listening', hideSeriesFromContinueListening(false))

  router.patch(
    '/me/password',
    authRateLimiter(ctx.config.authRateLimitMax, ctx.config.authRateLimitWindowMs),
    asyncRoute(async (req, res) => {
      const user = requestUser(res)
      if (user.type === 'guest') return void res.sendStatus(403)
      const { password, newPassword } = (req.body ?? {}) as { password?: unknown; newPassword?: unknown }
      const isTextOrNull = (value: unknown) => typeof value === 'string' || value === null
      if (!isTextOrNull(password) || !isTextOrNull(newPassword)) {
        return void res.status(400).send('Missing or invalid password or new password')
      }
      if (user.type !== 'root' && !newPassword) {
        return void res.status(400).send('Invalid new password - Only root can have an empty password')
      }
      if (!checkPassword((password as string | null) ?? '', user.pash)) {
        return void res.status(400).send('Invalid password')
      }
      store.users.save({
        ...user,
        pash: hashPassword((newPassword as string | null) ?? ''),
        updatedAt: Date.now(),
      })
      if (ctx.config.flavour !== '2.36') return void res.sendStatus(200)
      const header = req.get('x-refresh-token')
      const current = header || cookie(req, 'refresh_token')
      const session = current ? findSessionByRefreshToken(ctx, current) : undefined
      if (session && session.userId === user.id) {
        const tokens = await rotateSession(ctx, session, user, req, res, false)
        deleteSessionsOfUser(ctx, user.id, session.id)
        if (header)
          return void res.json({
            success: true,
            user: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
          })
        return void res.sendStatus(200)
      }
      deleteSessionsOfUser(ctx, user.id)
      res.sendStatus(200)
    }),
  )

  return router
}

/** MeController.getListeningStats: totals by item, day and weekday, plus the ten latest sessions. */
export function listeningStats(ctx: ServerContext, userId: string) {
  const sessions = ctx.store.playbackSessionsOfUser(userId)
  const today = new Date().toISOString().slice(0, 10)
  const stats = {
    totalTime: 0,
    items: {} as Record<string, { id: string; timeListening: number; mediaMetadata: unknown }>,
    days: {} as Record<string, number>,
    dayOfWeek: {} as Record<string, number>,
    today: 0,
    recentSessions: sessions
      .filter((s) => s.timeListening > 0)
      .slice(0, 10)
      .map(sessionJson),
  }
  for (const s of sessions) {
    const time = s.timeListening
    if (!time) continue
    stats.totalTime += time
    const entry = stats.items[s.libraryItemId] ?? {
      id: s.libraryItemId,
      timeListening: 0,
      mediaMetadata: s.mediaMetadata,
    }
    entry.timeListening += time
    stats.items[s.libraryItemId] = entry
    stats.days[s.date] = (stats.days[s.date] ?? 0) + time
    stats.dayOfWeek[s.dayOfWeek] = (stats.dayOfWeek[s.dayOfWeek] ?? 0) + time
    if (s.date === today) stats.today += time
  }
  return stats
}
