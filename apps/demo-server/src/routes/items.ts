import { existsSync, rmSync } from 'node:fs'
import { type Request, type Response, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { sendCover } from '../library/covers'
import { contentTypeOf } from '../library/file-types'
import { downloadCover } from '../library/item-covers'
import { feedMinifiedJson } from '../serialize/feed'
import { includedAudioFiles, itemExpandedJson, itemJson } from '../serialize/library-item'
import { feedForItem, includeList, shareForItem } from '../serialize/listed-item'
import { shareJson } from '../serialize/share'
import { progressJson } from '../serialize/user'
import type { Services } from '../services'
import { can, canAccessItem, isAdminOrUp, permissionForMethod } from '../state/access'
import { applyMediaPatch, saveEditedItem } from '../state/item-edit'
import type { LibraryItemRecord, UserRecord } from '../state/types'
import { isInside } from '../util/paths'
import { announceRemovedSeries, removeItemsAndAnnounce } from './item-removal'
import { itemView } from './library-browse'

/** Sends a file with Range support and the content type the real server uses for its extension. */
export function sendMediaFile(res: Response, path: string, next: (error?: unknown) => void): void {
  res.setHeader('Content-Type', contentTypeOf(path))
  res.sendFile(path, { dotfiles: 'allow' }, (error) => {
    if (error && !res.headersSent) next(error)
  })
}

function fileByIno(item: LibraryItemRecord, ino: string) {
  return item.libraryFiles.find((f) => f.ino === ino)
}

/** Removes an item folder from disk, but only inside the data folder. */
function deleteItemFiles(ctx: ServerContext, item: LibraryItemRecord): void {
  if (!isInside(ctx.config.dataDir, item.path) || item.path === ctx.config.dataDir) return
  rmSync(item.path, { recursive: true, force: true })
}

/** /api/items/:id…: item JSON, media edits, files, covers, e-books, deletion and the batch calls. */
export function itemsRouter(
  ctx: ServerContext,
  services: Pick<Services, 'podcastDownloads' | 'podcastSchedules'>,
): Router {
  const router = Router()
  const { store, hub } = ctx
  const view = itemView(ctx)

  const removeAndAnnounce = (items: LibraryItemRecord[], hard: boolean) => {
    removeItemsAndAnnounce(ctx, items)
    if (hard) for (const item of items) deleteItemFiles(ctx, item)
  }

  const itemIds = (req: Request): string[] | null => {
    const ids = (req.body as { libraryItemIds?: unknown } | undefined)?.libraryItemIds
    return Array.isArray(ids) && ids.length && ids.every((id) => typeof id === 'string') ? ids : null
  }

  router.post('/items/batch/get', (req, res) => {
    const user = requestUser(res)
    const ids = itemIds(req)
    if (!ids) return void res.status(403).send('Invalid payload')
    const items = ids.flatMap((id) => {
      const item = store.items.get(id)
      return item && canAccessItem(user, item) ? [item] : []
    })
    if (ctx.config.flavour === '2.36' && items.length !== ids.length) return void res.sendStatus(403)
    res.json({ libraryItems: items.map((item) => itemExpandedJson(view, item)) })
  })

  router.post('/items/batch/delete', (req, res) => {
    const user = requestUser(res)
    if (!can(user, 'delete')) return void res.sendStatus(403)
    const ids = itemIds(req)
    if (!ids) return void res.sendStatus(500)
    const items = ids.flatMap((id) => store.items.get(id) ?? [])
    if (!items.length) return void res.sendStatus(404)
    if (ctx.config.flavour === '2.36' && !items.every((item) => canAccessItem(user, item)))
      return void res.sendStatus(403)
    removeAndAnnounce(items, req.query.hard === '1')
    res.sendStatus(200)
  })

  router.post('/items/batch/update', (req, res) => {
    const user = requestUser(res)
    const updates = req.body as unknown
    if (!Array.isArray(updates) || !updates.length) return void res.sendStatus(500)
    if (ctx.config.flavour === '2.36' && !can(user, 'update')) return void res.sendStatus(403)
    let numUpdated = 0
    for (const update of updates as { id?: unknown; mediaPayload?: unknown }[]) {
      const item = store.items.get(typeof update?.id === 'string' ? update.id : undefined)
      if (!item || !update.mediaPayload || typeof update.mediaPayload !== 'object') continue
      const { item: edited, changed } = applyMediaPatch(
        store,
        item,
        update.mediaPayload as Record<string, unknown>,
      )
      if (!changed) continue
      saveEditedItem(store, edited)
      hub.emitItem('item_updated', edited, itemExpandedJson(view, edited))
      numUpdated++
    }
    res.json({ success: true, updates: numUpdated })
  })

  /** Covers need no token (the real server's Auth.ignorePatterns), so this comes before the item guard. */
  router.get(
    '/items/:id/cover',
    asyncRoute(async (req, res) => {
      const item = store.items.get(req.params.id)
      if (req.query.ts) res.set('Cache-Control', 'private, max-age=86400')
      const coverPath = item?.media.coverPath
      if (!coverPath || !existsSync(coverPath)) return void res.sendStatus(404)
      await sendCover(ctx, req, res, item.id, coverPath)
    }),
  )

  router.use('/items/:id', (req, res, next) => {
    if (req.params.id === 'batch') return next('router')
    const user = requestUser(res)
    const item = store.items.get(req.params.id)
    if (!item) return void res.sendStatus(404)
    if (!canAccessItem(user, item)) return void res.sendStatus(403)
    const needed = req.path.startsWith('/play') ? null : permissionForMethod(req.method)
    if (needed && !can(user, needed)) return void res.sendStatus(403)
    res.locals.item = item
    next()
  })

  const itemOf = (res: Response) => res.locals.item as LibraryItemRecord

  router.get('/items/:id', (req, res) => {
    const item = itemOf(res)
    const user = requestUser(res)
    if (req.query.expanded !== '1') return void res.json(itemJson(view, item))
    const include = includeList(req.query.include)
    const json: Record<string, unknown> = itemExpandedJson(view, item)
    if (include.includes('progress'))
      json.userMediaProgress = userProgressJson(ctx, user, item, req.query.episode)
    if (include.includes('rssfeed')) {
      const feed = feedForItem(view, item)
      json.rssFeed = feed ? feedMinifiedJson(feed) : null
    }
    if (item.mediaType === 'book' && include.includes('share') && isAdminOrUp(user)) {
      const share = shareForItem(view, item)
      json.mediaItemShare = share ? shareJson(share) : null
    }
    if (item.mediaType === 'podcast' && include.includes('downloads')) {
      json.episodeDownloadsQueued = services.podcastDownloads.queuedFor(item.id)
      const downloading = services.podcastDownloads.downloadingFor(item.id)
      if (downloading.length) json.episodesDownloading = downloading
    }
    res.json(json)
  })

  router.delete('/items/:id', (req, res) => {
    removeAndAnnounce([itemOf(res)], req.query.hard === '1')
    res.sendStatus(200)
  })

  /** A `url` in the body first sets the cover from it (needing upload permission); its failure saves nothing. */
  router.patch(
    '/items/:id/media',
    asyncRoute(async (req, res) => {
      const body = req.body as unknown
      if (!body || typeof body !== 'object' || Array.isArray(body)) return void res.sendStatus(400)
      const payload = body as Record<string, unknown>
      let coverPath: string | null = null
      if (payload.url) {
        if (!can(requestUser(res), 'upload')) return void res.sendStatus(403)
        const cover = await downloadCover(ctx, itemOf(res), String(payload.url))
        if ('error' in cover) return void res.status(400).send(cover.error)
        coverPath = cover.cover
      }
      const { item, changed } = applyMediaPatch(store, itemOf(res), payload)
      if (coverPath) {
        item.media.coverPath = coverPath
        item.updatedAt = Date.now()
      }
      const updated = changed || !!coverPath
      if (updated) {
        announceRemovedSeries(ctx, item.libraryId, saveEditedItem(store, item).seriesIds)
        hub.emitItem('item_updated', item, itemExpandedJson(view, item))
        services.podcastSchedules.update(item)
      }
      res.json({ updated, libraryItem: itemJson(view, item) })
    }),
  )

  /** LibraryItemController.updateMediaChapters: every chapter needs a title and numeric start and end. */
  router.post('/items/:id/chapters', (req, res) => {
    const item = itemOf(res)
    if (item.isMissing || item.mediaType !== 'book' || !includedAudioFiles(item.media).length)
      return void res.sendStatus(500)
    const chapters = (req.body as { chapters?: unknown } | undefined)?.chapters
    const valid = (c: { title?: unknown; start?: unknown; end?: unknown } | null) =>
      !!c &&
      typeof c.title === 'string' &&
      !!c.title &&
      typeof c.start === 'number' &&
      typeof c.end === 'number'
    if (!Array.isArray(chapters) || !chapters.every(valid)) return void res.sendStatus(400)
    const next = (chapters as { title: string; start: number; end: number }[]).map(
      ({ title, start, end }, id) => ({
        id,
        title,
        start,
        end,
      }),
    )
    const current = item.media.chapters
    const updated =
      next.length !== current.length ||
      next.some(
        (c, i) => c.title !== current[i]?.title || c.start !== current[i]?.start || c.end !== current[i]?.end,
      )
    if (updated) {
      const edited = structuredClone(item)
      edited.media.chapters = next
      edited.updatedAt = Date.now()
      saveEditedItem(store, edited)
      hub.emitItem('item_updated', edited, itemExpandedJson(view, edited))
    }
    res.json({ success: true, updated })
  })

  router.get('/items/:id/file/:ino', (req, res, next) => {
    const file = fileByIno(itemOf(res), req.params.ino)
    if (!file) return void res.sendStatus(404)
    sendMediaFile(res, file.metadata.path, next)
  })

  router.get('/items/:id/file/:ino/download', (req, res, next) => {
    if (!can(requestUser(res), 'download')) return void res.sendStatus(403)
    const file = fileByIno(itemOf(res), req.params.ino)
    if (!file) return void res.sendStatus(404)
    res.attachment(file.metadata.filename)
    sendMediaFile(res, file.metadata.path, next)
  })

  router.get(['/items/:id/ebook', '/items/:id/ebook/:ino'], (req, res, next) => {
    const item = itemOf(res)
    if (item.mediaType !== 'book') return void res.sendStatus(404)
    const file = req.params.ino
      ? item.libraryFiles.find((f) => f.ino === req.params.ino && f.fileType === 'ebook')
      : item.media.ebookFile
    if (!file) return void res.sendStatus(404)
    sendMediaFile(res, file.metadata.path, next)
  })

  return router
}

/** The user's progress on an item (or one of its episodes), or null. */
export function userProgressJson(
  ctx: ServerContext,
  user: UserRecord,
  item: LibraryItemRecord,
  episode: unknown,
) {
  const episodeId = typeof episode === 'string' && episode ? episode : null
  const progress = ctx.store
    .progressForUser(user.id)
    .find((p) => p.libraryItemId === item.id && (!episodeId || p.episodeId === episodeId))
  return progress ? progressJson(progress) : null
}
