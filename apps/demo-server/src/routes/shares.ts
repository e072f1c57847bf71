import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { type Request, type Response, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { cookie } from '../http/cookies'
import { contentTypeOf } from '../library/file-types'
import { sendZip } from '../library/zip-download'
import { deviceInfoFor } from '../playback/device-info'
import { authorNameOf, bookDuration, bookMetadataJson, includedAudioFiles } from '../serialize/library-item'
import { sessionJson } from '../serialize/session'
import { createdShareJson, shareJson } from '../serialize/share'
import { isAdminOrUp } from '../state/access'
import type { BookItem, PlaybackSessionRecord, ShareRecord } from '../state/types'
import { PlayMethod } from '../state/types'
import { isUuid, newId } from '../util/ids'
import { sendMediaFile } from './items'
import { itemView } from './library-browse'

interface ShareSession {
  record: PlaybackSessionRecord
  shareSessionId: string
  shareId: string
  audioTracks: { index: number; path: string; json: Record<string, unknown> }[]
  coverAspectRatio: number
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const thirtyDays = 30 * 24 * 60 * 60 * 1000

/** Media item shares: admins create them; anyone with the slug listens through /public/share/:slug. */
export function sharesRouter(ctx: ServerContext): { api: Router; open: Router } {
  const api = Router()
  const open = Router()
  const { store, hub } = ctx
  const view = itemView(ctx)
  /** Anonymous listening sessions by share_session_id cookie (kept in memory, like the real server). */
  const sessions = new Map<string, ShareSession>()

  const bySlug = (slug: string | undefined) => store.shares.find((s) => s.slug === slug)
  const isExpired = (share: ShareRecord) => !!share.expiresAt && Date.parse(share.expiresAt) < Date.now()
  const closeShare = (share: ShareRecord) => {
    store.shares.delete(share.id)
    for (const [id, session] of sessions) if (session.shareId === share.id) sessions.delete(id)
    hub.emitToAdmins('share_closed', shareJson(share))
  }

  api.post('/share/mediaitem', (req, res) => {
    const user = requestUser(res)
    if (!isAdminOrUp(user)) return void res.sendStatus(403)
    const { slug, expiresAt, mediaItemType, mediaItemId, isDownloadable } = (req.body ?? {}) as Record<
      string,
      unknown
    >
    if (
      typeof slug !== 'string' ||
      !slug.trim() ||
      typeof mediaItemType !== 'string' ||
      typeof mediaItemId !== 'string'
    ) {
      return void res.status(400).send('Missing or invalid required fields')
    }
    const expires = Number(expiresAt)
    if (expiresAt === null || expiresAt === undefined || Number.isNaN(expires) || expires < 0) {
      return void res.status(400).send('Invalid expiration date')
    }
    if (mediaItemType !== 'book' && mediaItemType !== 'podcastEpisode')
      return void res.status(400).send('Invalid media item type')
    const existing = store.shares.find((s) => s.slug === slug || s.mediaItemId === mediaItemId)
    if (existing) {
      return void res
        .status(409)
        .send(existing.mediaItemId === mediaItemId ? 'Item is already shared' : 'Slug is already in use')
    }
    const item = store.items.find((i) =>
      mediaItemType === 'book'
        ? i.mediaType === 'book' && i.media.id === mediaItemId
        : i.mediaType === 'podcast' && i.media.episodes.some((e) => e.id === mediaItemId),
    )
    if (!item) return void res.status(404).send('Media item not found')
    const now = new Date().toISOString()
    const share = store.shares.save({
      id: newId(),
      mediaItemId,
      mediaItemType,
      libraryItemId: item.id,
      slug,
      pash: null,
      expiresAt: expires ? new Date(expires).toISOString() : null,
      createdAt: now,
      updatedAt: now,
      userId: user.id,
      isDownloadable: !!isDownloadable,
    })
    hub.emitToAdmins('share_open', createdShareJson(share))
    res.status(201).json(createdShareJson(share))
  })

  api.delete('/share/mediaitem/:id', (req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const share = store.shares.get(req.params.id)
    if (!share) return void res.status(404).send('Media item share not found')
    closeShare(share)
    res.sendStatus(204)
  })

  const newSession = (
    req: Request,
    share: ShareRecord,
    book: BookItem,
    startTime: number,
    shareSessionId: string,
  ): ShareSession => {
    const slug = share.slug
    let offset = 0
    const audioTracks = includedAudioFiles(book.media).map((file) => {
      const json = {
        index: file.index,
        startOffset: offset,
        duration: file.duration,
        title: file.metadata.filename || '',
        contentUrl: `${ctx.config.basePath}/public/share/${slug}/track/${file.index}`,
        mimeType: file.mimeType,
        codec: file.codec || null,
        metadata: structuredClone(file.metadata),
      }
      offset += file.duration
      return { index: file.index, path: file.metadata.path, json }
    })
    const now = Date.now()
    const date = new Date(now)
    const library = store.libraries.get(book.libraryId)
    return {
      shareSessionId,
      shareId: share.id,
      coverAspectRatio: library?.settings.coverAspectRatio ?? 1,
      audioTracks,
      record: {
        id: newId(),
        userId: null as unknown as string,
        libraryId: book.libraryId,
        libraryItemId: book.id,
        bookId: book.media.id,
        episodeId: null,
        mediaType: 'book',
        mediaMetadata: bookMetadataJson(view, book.media),
        chapters: structuredClone(book.media.chapters),
        displayTitle: book.media.metadata.title,
        displayAuthor: authorNameOf(view, book.media),
        coverPath: book.media.coverPath,
        duration: bookDuration(book.media),
        playMethod: PlayMethod.DIRECTPLAY,
        mediaPlayer: 'web-share',
        deviceInfo: deviceInfoFor(
          req,
          { clientName: 'Abs Web Share', deviceId: shareSessionId },
          ctx.version,
          null,
        ),
        serverVersion: ctx.version,
        date: date.toISOString().slice(0, 10),
        dayOfWeek: weekdays[date.getUTCDay()]!,
        timeListening: 0,
        startTime: startTime > offset ? 0 : startTime,
        currentTime: startTime > offset ? 0 : startTime,
        startedAt: now,
        updatedAt: now,
        closedAt: null,
        mediaItemShareId: share.id,
      },
    }
  }

  const sessionJsonForClient = (session: ShareSession) => ({
    ...sessionJson(session.record),
    audioTracks: session.audioTracks.map((t) => structuredClone(t.json)),
    libraryItem: null,
    ...(ctx.config.flavour === '2.36' ? { coverAspectRatio: session.coverAspectRatio } : {}),
  })

  open.get('/public/share/:slug', (req, res) => {
    const share = bySlug(req.params.slug)
    if (!share) return void res.sendStatus(404)
    if (isExpired(share)) {
      closeShare(share)
      return void res.status(404).send('Media item share not found')
    }
    const cookieId = cookie(req, 'share_session_id')
    if (cookieId) {
      const existing = sessions.get(cookieId)
      if (existing?.shareId === share.id)
        return void res.json({ ...shareJson(share), playbackSession: sessionJsonForClient(existing) })
      if (existing) sessions.delete(cookieId)
      else if (!isUuid(cookieId)) res.clearCookie('share_session_id')
    }
    const item = store.items.get(share.libraryItemId)
    if (item?.mediaType !== 'book') return void res.status(404).send('Media item not found')
    const requested = Number(req.query.t)
    const startTime =
      ctx.config.flavour === '2.36' && Number.isFinite(requested) ? Math.max(0, Math.floor(requested)) : 0
    const shareSessionId = cookieId && isUuid(cookieId) ? cookieId : randomUUID()
    const session = newSession(req, share, item, startTime, shareSessionId)
    sessions.set(shareSessionId, session)
    res.cookie('share_session_id', shareSessionId, { maxAge: thirtyDays, httpOnly: true })
    res.json({ ...shareJson(share), playbackSession: sessionJsonForClient(session) })
  })

  /** The share's listening session from the cookie, or the real server's 404 message. */
  const shareSession = (req: Request, res: Response): ShareSession | null => {
    const id = cookie(req, 'share_session_id')
    if (!id) {
      res.status(404).send('Share session not set')
      return null
    }
    const share = bySlug(req.params.slug)
    if (!share) {
      res.sendStatus(404)
      return null
    }
    const session = sessions.get(id)
    if (!session || session.shareId !== share.id) {
      res.status(404).send('Share session not found')
      return null
    }
    return session
  }

  open.get('/public/share/:slug/cover', (req, res) => {
    const session = shareSession(req, res)
    if (!session) return
    const coverPath = session.record.coverPath
    if (!coverPath || !existsSync(coverPath)) return void res.status(404).send('Cover image not found')
    res.type(contentTypeOf(coverPath))
    res.sendFile(coverPath)
  })

  open.get('/public/share/:slug/track/:index', (req, res, next) => {
    const session = shareSession(req, res)
    if (!session) return
    const track = session.audioTracks.find((t) => t.index === Number.parseInt(req.params.index!, 10))
    if (!track) return void res.status(404).send('Track not found')
    sendMediaFile(res, track.path, next)
  })

  open.patch('/public/share/:slug/progress', (req, res) => {
    const currentTime = (req.body as { currentTime?: unknown } | undefined)?.currentTime
    const value = Number(currentTime)
    if (currentTime === null || currentTime === undefined || Number.isNaN(value) || value < 0) {
      return void res.status(400).send('Invalid current time')
    }
    const session = shareSession(req, res)
    if (!session) return
    session.record.currentTime = Math.min(value, session.record.duration)
    session.record.updatedAt = Date.now()
    res.sendStatus(204)
  })

  open.get(
    '/public/share/:slug/download',
    asyncRoute(async (req, res) => {
      const share = bySlug(req.params.slug)
      if (share && !share.isDownloadable)
        return void res.status(403).send('Download is not allowed for this item')
      const session = shareSession(req, res)
      if (!session) return
      const item = store.items.get(session.record.libraryItemId)
      if (!item) return void res.status(404).send('Library item not found')
      if (item.isFile) return void res.download(item.path, item.relPath)
      await sendZip(res, `${session.record.displayTitle}.zip`, [{ path: item.path, isFile: false }], true)
    }),
  )

  return { api, open }
}
