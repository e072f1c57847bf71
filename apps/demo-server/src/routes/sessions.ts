import { existsSync } from 'node:fs'
import { extname, join, resolve } from 'node:path'
import { type Request, type Response, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { sessionPage } from '../http/session-page'
import { deviceInfoFor } from '../playback/device-info'
import { type LocalSessionJson, syncLocalSession } from '../playback/local-sessions'
import type { OpenSession, PlayOptions, SessionManager, SyncData } from '../playback/session-manager'
import { sessionJson, storedSessionListJson } from '../serialize/session'
import { can, isAdminOrUp } from '../state/access'
import type { LibraryItemRecord, UserRecord } from '../state/types'
import { isUuid } from '../util/ids'
import { isInside } from '../util/paths'
import { sendMediaFile } from './items'

const toNumber = (raw: unknown, fallback: number) => {
  const n = Number(raw)
  return raw === undefined || raw === '' || Number.isNaN(n) ? fallback : n
}

function userBrief(ctx: ServerContext, userId: string | null) {
  const user = userId ? ctx.store.users.get(userId) : undefined
  return user ? { id: user.id, username: user.username } : null
}

/** /api/items/:id/play…, /api/session(s)…: starting, syncing, closing and listing playback sessions. */
export function sessionsRouter(ctx: ServerContext, sessions: SessionManager): Router {
  const router = Router()
  const { store } = ctx

  const play = asyncRoute(async (req, res) => {
    const item = res.locals.item as LibraryItemRecord
    const user = requestUser(res)
    const episodeId = req.params.episodeId ?? null
    if (episodeId) {
      if (item.mediaType !== 'podcast') return void res.sendStatus(400)
      if (!item.media.episodes.some((e) => e.id === episodeId)) return void res.sendStatus(404)
    } else if (item.mediaType === 'podcast') {
      if (!item.media.episodes.length) return void res.sendStatus(404)
      return void res.status(400).send('Podcast episodes are played with /play/:episodeId')
    } else if (!item.media.audioFiles.some((f) => !f.exclude)) {
      return void res.sendStatus(404)
    }
    const options = (req.body && typeof req.body === 'object' ? req.body : {}) as PlayOptions
    const session = await sessions.start(req, user, item, episodeId, options)
    res.json(sessions.clientJson(session))
  })
  router.post('/items/:id/play', play)
  router.post('/items/:id/play/:episodeId', play)

  const localDevice = (req: Request, res: Response) =>
    deviceInfoFor(
      req,
      (req.body as { deviceInfo?: Parameters<typeof deviceInfoFor>[1] } | undefined)?.deviceInfo,
      ctx.version,
      requestUser(res).id,
    )

  /** A session played from a copy on the device (the mobile apps' local playback): 200, or 500 with the reason. */
  router.post('/session/local', (req, res) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as LocalSessionJson
    const result = syncLocalSession(ctx, requestUser(res), body, localDevice(req, res))
    if (!result.success) return void res.status(500).send(result.error)
    res.sendStatus(200)
  })

  /** Several local sessions: `{deviceInfo, sessions}` → `{results}`, one result per session. */
  router.post('/session/local-all', (req, res) => {
    const sessions = (req.body as { sessions?: unknown } | undefined)?.sessions ?? []
    if (!Array.isArray(sessions)) return void res.sendStatus(500)
    const user = requestUser(res)
    const device = localDevice(req, res)
    const results = sessions.map((json) =>
      syncLocalSession(ctx, user, (json && typeof json === 'object' ? json : {}) as LocalSessionJson, device),
    )
    res.json({ results })
  })

  /** Open-session routes: 404 when closed; another user's session is 404 (2.30) or 403 unless admin (2.36). */
  router.use('/session/:id', (req, res, next) => {
    if (req.params.id === 'local' || req.params.id === 'local-all') return next()
    const session = sessions.get(req.params.id)
    if (!session) return void res.sendStatus(404)
    const user = requestUser(res)
    if (session.record.userId !== user.id) {
      if (ctx.config.flavour !== '2.36') return void res.sendStatus(404)
      if (!isAdminOrUp(user)) return void res.sendStatus(403)
    }
    res.locals.session = session
    next()
  })

  const current = (res: Response) => res.locals.session as OpenSession
  const ownerOf = (session: OpenSession): UserRecord => store.users.get(session.record.userId)!

  router.get('/session/:id', (_req, res) => {
    res.json(sessions.clientJson(current(res)))
  })

  router.post('/session/:id/sync', (req, res) => {
    const session = current(res)
    const ok = sessions.sync(ownerOf(session), session, (req.body ?? {}) as SyncData)
    res.sendStatus(ok ? 200 : 500)
  })

  router.post(
    '/session/:id/close',
    asyncRoute(async (req, res) => {
      const session = current(res)
      const body =
        req.body && typeof req.body === 'object' && Object.keys(req.body).length
          ? (req.body as SyncData)
          : null
      await sessions.close(ownerOf(session), session, body)
      res.sendStatus(200)
    }),
  )

  router.get('/sessions', (req, res) => {
    const user = requestUser(res)
    if (!isAdminOrUp(user)) return void res.sendStatus(404)
    const userId = isUuid(req.query.user) ? req.query.user : null
    const sortKeys = [
      'displayTitle',
      'duration',
      'playMethod',
      'startTime',
      'currentTime',
      'timeListening',
      'updatedAt',
      'createdAt',
    ]
    const sortKey =
      typeof req.query.sort === 'string' && sortKeys.includes(req.query.sort) ? req.query.sort : 'updatedAt'
    const desc = req.query.desc === '1'
    let itemsPerPage = toNumber(req.query.itemsPerPage, 10) || 10
    if (itemsPerPage < 1) itemsPerPage = 10
    const page = Math.max(0, toNumber(req.query.page, 0))
    const all = store.playbackSessions
      .filter((s) => !userId || s.userId === userId)
      .sort((a, b) => {
        const key = (sortKey === 'createdAt' ? 'startedAt' : sortKey) as keyof typeof a
        const x = a[key] as number | string
        const y = b[key] as number | string
        const result =
          typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
        return desc ? -result : result
      })
    const payload: Record<string, unknown> = sessionPage(all, { page, itemsPerPage }, (s) => {
      const owner = userBrief(ctx, s.userId)
      return owner ? { ...storedSessionListJson(s), user: owner } : sessionJson(s)
    })
    if (userId) payload.userId = userId
    res.json(payload)
  })

  router.get('/sessions/open', (_req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(404)
    res.json({
      sessions: sessions
        .openSessions()
        .filter((s) => s.record.userId)
        .map((s) => ({ ...sessionJson(s.record), user: userBrief(ctx, s.record.userId) })),
      shareSessions: sessions
        .openSessions()
        .filter((s) => !s.record.userId)
        .map((s) => sessionJson(s.record)),
    })
  })

  router.post(
    '/sessions/batch/delete',
    asyncRoute(async (req, res) => {
      const user = requestUser(res)
      if (!isAdminOrUp(user)) return void res.sendStatus(403)
      const ids = (req.body as { sessions?: unknown } | undefined)?.sessions
      if (!Array.isArray(ids) || !ids.length || !ids.every(isUuid)) {
        return void res
          .status(400)
          .send('Invalid request body. "sessions" array of session id strings is required.')
      }
      for (const id of ids) {
        const open = sessions.get(id)
        if (open) await sessions.close(store.users.get(open.record.userId) ?? user, open, null)
        store.playbackSessions.delete(id)
      }
      res.sendStatus(200)
    }),
  )

  router.delete(
    '/sessions/:id',
    asyncRoute(async (req, res) => {
      const user = requestUser(res)
      const record = sessions.recordOf(req.params.id!)
      if (!record) return void res.sendStatus(404)
      if (!can(user, 'delete')) return void res.sendStatus(403)
      const open = sessions.get(record.id)
      if (open) await sessions.close(store.users.get(record.userId) ?? user, open, null)
      store.playbackSessions.delete(record.id)
      res.sendStatus(200)
    }),
  )

  return router
}

/** /public/session/:id/track/:index and /hls/:id/:file: no bearer token, the open session id is the key. */
export function streamingRouter(sessions: SessionManager): Router {
  const router = Router()

  router.get('/public/session/:id/track/:index', (req, res, next) => {
    const index = Number(req.params.index)
    if (!Number.isFinite(index)) return void res.sendStatus(400)
    const session = sessions.get(req.params.id)
    if (!session) return void res.sendStatus(404)
    let track = session.audioTracks.find((t) => Number(t.index ?? 1) === index)
    if (!track && session.record.mediaType === 'podcast' && index === 0) track = session.audioTracks[0]
    if (!track) return void res.sendStatus(404)
    if (session.stream && typeof track.contentUrl === 'string') return void res.redirect(track.contentUrl)
    const file = session.trackFiles[Number(track.index ?? 1) - 1]
    if (!file) return void res.sendStatus(500)
    sendMediaFile(res, file, next)
  })

  router.get(
    '/hls/:stream/:file',
    asyncRoute(async (req, res) => {
      const session = sessions.get(req.params.stream!)
      const stream = session?.stream
      if (!stream) return void res.sendStatus(404)
      const file = req.params.file!
      const full = resolve(join(stream.dir, file))
      if (!isInside(stream.dir, full) || full === resolve(stream.dir)) return void res.sendStatus(400)
      const ext = extname(file)
      if (ext !== '.ts' && ext !== '.m3u8') return void res.sendStatus(400)
      if (ext === '.m3u8') {
        if (!existsSync(full)) return void res.sendStatus(404)
        res.setHeader('Content-Type', 'application/vnd.apple.mpegurl')
        return void res.sendFile(full)
      }
      const match = /^output-(\d+)\.ts$/.exec(file)
      if (!match) return void res.sendStatus(404)
      const segment = Number(match[1])
      if (!existsSync(full) && segment < stream.segmentStartNumber) {
        // Like the real server: 404 now, restart the transcode there; hls.js retries and gets it.
        void stream.ensureSegment(segment)
        return void res.sendStatus(404)
      }
      const path = await stream.ensureSegment(segment)
      if (!path) return void res.sendStatus(404)
      res.setHeader('Content-Type', 'video/mp2t')
      res.sendFile(path)
    }),
  )

  return router
}
