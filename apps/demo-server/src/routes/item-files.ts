import { rmSync } from 'node:fs'
import { type Response, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { multipartOf } from '../http/multipart'
import {
  type CoverResult,
  downloadCover,
  purgeCoverCache,
  storeUploadedCover,
  useCoverPath,
} from '../library/item-covers'
import { itemExpandedJson, itemJson } from '../serialize/library-item'
import { can } from '../state/access'
import { saveEditedItem } from '../state/item-edit'
import type { BookItem, LibraryItemRecord } from '../state/types'
import { isInside } from '../util/paths'
import { itemView } from './library-browse'

/**
 * An item's cover, files, track order and e-book status (LibraryItemController). Comes after the items router,
 * whose `/items/:id` guard has found the item and checked update (PATCH, POST) and delete (DELETE) permission.
 */
export function itemFilesRouter(ctx: ServerContext): Router {
  const router = Router()
  const { store, hub } = ctx
  const view = itemView(ctx)
  const itemOf = (res: Response) => res.locals.item as LibraryItemRecord

  const save = (item: LibraryItemRecord) => {
    item.updatedAt = Date.now()
    saveEditedItem(store, item)
    hub.emitItem('item_updated', item, itemExpandedJson(view, item))
  }

  /** A cover from the uploaded file (`cover`) or the `url` of the JSON body; null when there is neither. */
  const coverFromRequest = async (
    req: Parameters<typeof multipartOf>[0],
    item: LibraryItemRecord,
  ): Promise<CoverResult | null> => {
    const url = (req.body as { url?: unknown } | undefined)?.url
    if (typeof url === 'string' && url) return downloadCover(ctx, item, url)
    const form = await multipartOf(req)
    const file = form?.get('cover')
    return file && typeof file !== 'string' ? storeUploadedCover(ctx, item, file) : null
  }

  router.post(
    '/items/:id/cover',
    asyncRoute(async (req, res) => {
      if (!can(requestUser(res), 'upload')) return void res.sendStatus(403)
      const item = structuredClone(itemOf(res))
      const result = await coverFromRequest(req, item)
      if (!result) return void res.status(400).send('Invalid request no file or url')
      if ('error' in result) return void res.status(400).send(result.error)
      item.media.coverPath = result.cover
      save(item)
      res.json({ success: true, cover: result.cover })
    }),
  )

  router.patch('/items/:id/cover', (req, res) => {
    const cover = (req.body as { cover?: unknown } | undefined)?.cover
    if (!cover || typeof cover !== 'string') return void res.status(400).send('Invalid request no cover path')
    const item = structuredClone(itemOf(res))
    const result = useCoverPath(ctx, item, cover)
    if ('error' in result) return void res.status(500).send(result.error)
    if (result.updated) {
      item.media.coverPath = result.cover
      save(item)
    }
    res.json({ success: true, cover: result.cover })
  })

  router.delete('/items/:id/cover', (_req, res) => {
    const item = structuredClone(itemOf(res))
    if (item.media.coverPath) {
      item.media.coverPath = null
      purgeCoverCache(ctx, item.id)
      save(item)
    }
    res.sendStatus(200)
  })

  router.patch('/items/:id/tracks', (req, res) => {
    const item = itemOf(res)
    const ordered = (req.body as { orderedFileData?: unknown } | undefined)?.orderedFileData
    if (item.mediaType !== 'book') return void res.sendStatus(400)
    const files = item.media.audioFiles
    if (
      !Array.isArray(ordered) ||
      !ordered.length ||
      ordered.some((entry) => !entry?.ino || !files.some((file) => file.ino === entry.ino))
    )
      return void res.sendStatus(400)
    const book = structuredClone(item) as BookItem
    let index = 1
    book.media.audioFiles = (ordered as { ino: string; exclude?: unknown }[])
      .map((entry) => {
        const file = book.media.audioFiles.find((f) => f.ino === entry.ino)!
        file.manuallyVerified = true
        file.exclude = !!entry.exclude
        file.index = file.exclude ? -1 : index++
        return file
      })
      .sort((a, b) => a.index - b.index)
    save(book)
    res.json(itemJson(view, book))
  })

  /** LibraryItemController.middleware: a file route's file must belong to the item. */
  const fileOf = (res: Response, ino: string | undefined) =>
    itemOf(res).libraryFiles.find((f) => f.ino === ino)

  router.delete('/items/:id/file/:ino', (req, res) => {
    const file = fileOf(res, req.params.ino)
    if (!file) return void res.sendStatus(404)
    const item = structuredClone(itemOf(res))
    if (isInside(ctx.config.dataDir, file.metadata.path)) rmSync(file.metadata.path, { force: true })
    item.libraryFiles = item.libraryFiles.filter((f) => f.ino !== file.ino)
    if (item.mediaType === 'book') {
      if (item.media.audioFiles.some((f) => f.ino === file.ino))
        item.media.audioFiles = item.media.audioFiles.filter((f) => f.ino !== file.ino)
      else if (item.media.ebookFile?.ino === file.ino) item.media.ebookFile = null
      if (!item.media.audioFiles.length && !item.media.ebookFile) item.isMissing = true
    } else {
      item.media.episodes = item.media.episodes.filter((episode) => episode.audioFile.ino !== file.ino)
    }
    save(item)
    res.sendStatus(200)
  })

  router.patch('/items/:id/ebook/:ino/status', (req, res) => {
    const item = itemOf(res)
    const file = fileOf(res, req.params.ino)
    if (!file) return void res.sendStatus(404)
    if (item.mediaType !== 'book') return void res.sendStatus(400)
    if (file.fileType !== 'ebook') return void res.status(400).send('Invalid ebook file id')
    const book = structuredClone(item) as BookItem
    // A supplementary e-book becomes the main one; the main one becomes supplementary (no main e-book then).
    const makeMain = !!file.isSupplementary
    book.media.ebookFile = makeMain
      ? {
          ino: file.ino,
          metadata: file.metadata,
          isSupplementary: null,
          addedAt: file.addedAt,
          updatedAt: file.updatedAt,
          fileType: 'ebook',
          ebookFormat: file.metadata.ext.slice(1).toLowerCase(),
        }
      : null
    for (const entry of book.libraryFiles)
      if (entry.fileType === 'ebook') entry.isSupplementary = !makeMain || entry.ino !== file.ino
    book.isMissing = !book.media.audioFiles.length && !book.media.ebookFile
    save(book)
    res.sendStatus(200)
  })

  return router
}
