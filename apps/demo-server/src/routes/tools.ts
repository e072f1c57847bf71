import { existsSync, readdirSync, rmSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { type Request, type Response, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import type { ProbeCache } from '../library/probe-cache'
import { type QuickMatchOptions, quickMatchItem } from '../library/quick-match'
import { rescanItem } from '../library/scanner'
import { sendZip } from '../library/zip-download'
import { includedAudioFiles, itemExpandedJson } from '../serialize/library-item'
import { can, canAccessItem, isAdminOrUp } from '../state/access'
import { saveEditedItem } from '../state/item-edit'
import type { BookItem, LibraryItemRecord, LibraryRecord } from '../state/types'
import type { MetadataEmbedder } from '../tasks/embed-metadata'
import type { M4bEncoder } from '../tasks/encode-m4b'
import type { LibraryScans } from '../tasks/library-scans'
import type { TaskManager } from '../tasks/task-manager'
import { isInside } from '../util/paths'
import { itemView } from './library-browse'

export interface ToolServices {
  tasks: TaskManager
  scans: LibraryScans
  embedder: MetadataEmbedder
  encoder: M4bEncoder
  probes: ProbeCache
}

/** Tasks, scans, downloads, metadata embedding, podcast episodes and the folder browser. */
export function toolsRouter(ctx: ServerContext, services: ToolServices): Router {
  const router = Router()
  const { store, hub } = ctx
  const view = itemView(ctx)

  router.get('/tasks', (req, res) => {
    const data: Record<string, unknown> = { tasks: services.tasks.list() }
    if (
      String(req.query.include ?? '')
        .split(',')
        .includes('queue')
    ) {
      data.queuedTaskData = { embedMetadata: services.embedder.queuedItemIds() }
    }
    res.json(data)
  })

  router.get('/filesystem', (req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const requested = typeof req.query.path === 'string' ? req.query.path : ''
    const root = ctx.config.dataDir
    if (requested && (!isAbsolute(requested) || !existsSync(requested) || !isInside(root, requested))) {
      return void res.status(400).send('Invalid "path" query string')
    }
    const base = requested || root
    const level = Number(req.query.level ?? 0) || 0
    const directories = readdirSync(base, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'metadata')
      .map((entry) => ({ path: join(base, entry.name), dirname: entry.name, level }))
    res.json({ posix: true, directories })
  })

  router.post('/libraries/:id/scan', (req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    void services.scans.start(res.locals.library as LibraryRecord, req.query.force === '1')
    res.sendStatus(200)
  })

  const rescan = async (item: LibraryItemRecord) => {
    const library = store.libraries.get(item.libraryId)
    if (!library) return 'unchanged' as const
    const result = await rescanItem(library, item, {
      store,
      probes: services.probes,
      scanVersion: ctx.version,
    })
    const updated = store.items.get(item.id)
    if (result !== 'unchanged' && updated)
      hub.emitItem('item_updated', updated, itemExpandedJson(view, updated))
    return result
  }

  router.post(
    '/items/batch/scan',
    asyncRoute(async (req, res) => {
      if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
      const ids = (req.body as { libraryItemIds?: unknown } | undefined)?.libraryItemIds
      if (!Array.isArray(ids) || !ids.length) return void res.status(400).send('Invalid request body')
      const items = ids.flatMap((id) => (typeof id === 'string' ? (store.items.get(id) ?? []) : []))
      if (!items.length) return void res.sendStatus(404)
      const task = services.tasks.start(
        'scan-item',
        { text: `Scanning ${items.length} items`, key: 'MessageTaskScanningItems' },
        {},
      )
      for (const item of items) await rescan(item)
      services.tasks.finish(task)
      res.sendStatus(200)
    }),
  )

  router.post(
    '/items/:id/scan',
    asyncRoute(async (_req, res) => {
      if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
      const item = res.locals.item as LibraryItemRecord
      if (item.isFile) return void res.sendStatus(500)
      // LibraryItemScanner answers UPTODATE or UPDATED (a vanished folder marks the item missing: UPDATED).
      res.json({ result: (await rescan(item)) === 'unchanged' ? 'UPTODATE' : 'UPDATED' })
    }),
  )

  const downloadItem = (res: Response, item: LibraryItemRecord) =>
    sendZip(res, `${item.media.metadata.title}.zip`, [{ path: item.path, isFile: item.isFile }], true)

  router.get(
    '/items/:id/download',
    asyncRoute(async (_req, res) => {
      if (!can(requestUser(res), 'download')) return void res.sendStatus(403)
      const item = res.locals.item as LibraryItemRecord
      if (item.isFile) {
        res.download(item.path, item.relPath)
        return
      }
      await downloadItem(res, item)
    }),
  )

  router.get(
    '/libraries/:id/download',
    asyncRoute(async (req, res) => {
      const user = requestUser(res)
      if (!can(user, 'download')) return void res.sendStatus(403)
      if (!req.query.ids || typeof req.query.ids !== 'string')
        return void res.status(400).send('Invalid request. ids must be a string')
      const items = req.query.ids
        .split(',')
        .flatMap((id) => store.items.get(id) ?? [])
        .filter((item) => canAccessItem(user, item))
      if (!items.length) return void res.status(404).send('Library items not found')
      await sendZip(
        res,
        `LibraryItems-${Date.now()}.zip`,
        items.map((i) => ({ path: i.path, isFile: i.isFile })),
        false,
      )
    }),
  )

  const embeddable = (id: unknown, user: ReturnType<typeof requestUser>): BookItem | number => {
    const item = typeof id === 'string' ? store.items.get(id) : undefined
    if (!item) return 404
    if (!canAccessItem(user, item)) return 403
    if (item.mediaType !== 'book' || item.isMissing || !item.media.audioFiles.some((f) => !f.exclude))
      return 400
    return item
  }

  router.post('/tools/batch/embed-metadata', (req, res) => {
    const user = requestUser(res)
    if (!isAdminOrUp(user)) return void res.sendStatus(403)
    const ids = (req.body as { libraryItemIds?: unknown } | undefined)?.libraryItemIds
    if (!Array.isArray(ids) || !ids.length) return void res.status(400).send('Invalid request payload')
    const items: BookItem[] = []
    for (const id of ids) {
      const found = embeddable(id, user)
      if (typeof found === 'number') return void res.sendStatus(found)
      if (services.embedder.isQueuedOrRunning(found.id))
        return void res.status(400).send('Library item is already in queue or processing')
      items.push(found)
    }
    services.embedder.add(items, user.id)
    res.sendStatus(200)
  })

  router.post('/tools/item/:id/embed-metadata', (req, res) => {
    const user = requestUser(res)
    if (!isAdminOrUp(user)) return void res.sendStatus(403)
    const found = embeddable(req.params.id, user)
    if (typeof found === 'number') return void res.sendStatus(found)
    if (services.embedder.isQueuedOrRunning(found.id))
      return void res.status(400).send('Library item is already in queue or processing')
    services.embedder.add([found], user.id)
    res.sendStatus(200)
  })

  /** ToolsController.middleware: admins only, then the item (404) and the user's access to it (403). */
  const toolItem = (res: Response, id: string | undefined): LibraryItemRecord | null => {
    const user = requestUser(res)
    const item = id ? store.items.get(id) : undefined
    const refusal = !isAdminOrUp(user) ? 403 : !item ? 404 : !canAccessItem(user, item) ? 403 : null
    if (refusal) res.sendStatus(refusal)
    return refusal ? null : (item ?? null)
  }

  router.post('/tools/item/:id/encode-m4b', (req, res) => {
    const item = toolItem(res, req.params.id)
    if (!item) return
    if (item.isMissing || item.isInvalid) return void res.status(404).send('Audiobook not found')
    if (item.mediaType !== 'book') return void res.status(400).send('Invalid library item: not a book')
    if (!includedAudioFiles(item.media).length)
      return void res.status(400).send('Invalid audiobook: no audio tracks')
    if (services.encoder.isPending(item.id))
      return void res.status(400).send('Audiobook is already processing')
    services.encoder.start(item, requestUser(res).id, { ...req.query })
    res.sendStatus(200)
  })

  router.delete('/tools/item/:id/encode-m4b', (req, res) => {
    const item = toolItem(res, req.params.id)
    if (!item) return
    res.sendStatus(services.encoder.cancel(item.id) ? 200 : 404)
  })

  /** Quick match of one item from the offline catalogue: saved and announced when it changed anything. */
  const quickMatch = async (
    item: LibraryItemRecord,
    origin: string,
    options: QuickMatchOptions,
  ): Promise<'updated' | 'unchanged' | 'unmatched'> => {
    const result = await quickMatchItem(ctx, view, item, origin, options)
    if ('warning' in result) return 'unmatched'
    if (!result.updated) return 'unchanged'
    saveEditedItem(store, result.item)
    hub.emitItem('item_updated', result.item, itemExpandedJson(view, result.item))
    return 'updated'
  }
  const originOf = (req: Request) => `${req.protocol}://${req.get('host')}${ctx.config.basePath}`

  /** LibraryController.matchAll: a library-match-all task with the library's provider, cancelled like a scan. */
  router.get('/libraries/:id/matchall', (req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const library = res.locals.library as LibraryRecord
    const origin = originOf(req)
    void services.scans.matchAll(library, (item) => quickMatch(item, origin, { provider: library.provider }))
    res.sendStatus(200)
  })

  /**
   * LibraryController.removeAllMetadataFiles: deletes metadata.json (or metadata.abs with ?ext=abs) from every item
   * of the library whose files list one; the items' file lists stay as they are until the next scan, as there.
   */
  router.post('/libraries/:id/remove-metadata', (req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const library = res.locals.library as LibraryRecord
    const filename = `metadata.${req.query.ext === 'abs' ? 'abs' : 'json'}`
    const paths = store
      .itemsInLibrary(library.id)
      .flatMap(
        (item) => item.libraryFiles.find((file) => file.metadata.filename === filename)?.metadata.path ?? [],
      )
    if (!paths.length) return void res.json({ found: 0 })
    let removed = 0
    for (const path of paths) {
      try {
        rmSync(path, { force: true })
        removed++
      } catch {
        // fs-extra's remove failing: the real server logs it and counts the file as not removed.
      }
    }
    res.json({ found: paths.length, removed })
  })

  /** LibraryItemController.batchQuickMatch: answers at once; the outcome comes as batch_quickmatch_complete. */
  router.post('/items/batch/quickmatch', (req, res) => {
    const user = requestUser(res)
    if (!isAdminOrUp(user)) return void res.sendStatus(403)
    const body = (req.body ?? {}) as { libraryItemIds?: unknown; options?: Record<string, unknown> }
    if (!Array.isArray(body.libraryItemIds) || !body.libraryItemIds.length) return void res.sendStatus(400)
    const items = body.libraryItemIds.flatMap((id) =>
      typeof id === 'string' ? (store.items.get(id) ?? []) : [],
    )
    if (!items.length) return void res.sendStatus(400)
    res.sendStatus(200)
    const raw = body.options ?? {}
    const options: QuickMatchOptions = {
      provider: typeof raw.provider === 'string' && raw.provider ? raw.provider : undefined,
      overrideCover: raw.overrideCover === undefined ? undefined : !!raw.overrideCover,
      overrideDetails: raw.overrideDetails === undefined ? undefined : !!raw.overrideDetails,
    }
    const origin = originOf(req)
    void (async () => {
      let updates = 0
      let unmatched = 0
      for (const item of items) {
        const current = store.items.get(item.id)
        if (!current) continue
        const result = await quickMatch(current, origin, options)
        if (result === 'unmatched') unmatched++
        else if (result === 'updated') updates++
      }
      hub.emitToUser(user.id, 'batch_quickmatch_complete', { success: updates > 0, updates, unmatched })
    })()
  })

  return router
}
