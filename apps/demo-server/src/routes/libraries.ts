import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { canAccessLibrary, isAdminOrUp } from '../state/access'
import { createLibrary, defaultLibrarySettings, libraryJson } from '../state/libraries'
import type { LibraryRecord, LibrarySettings, MediaType, UserRecord } from '../state/types'
import type { LibraryScanSchedules } from '../tasks/library-scan-schedules'
import { isInside } from '../util/paths'
import { removeItemsAndAnnounce } from './item-removal'

type SettingsResult = { settings: LibrarySettings } | { error: string }

/**
 * Validates a settings object against the defaults' keys and types: LibraryController.create rules, or its update
 * rules with `update` (there a null cron expression or search region clears it, where create ignores it).
 */
export function mergeLibrarySettings(base: LibrarySettings, raw: unknown, update = false): SettingsResult {
  if (raw === undefined) return { settings: base }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return { error: 'Invalid request. Settings must be an object' }
  const settings: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (settings[key] === undefined) continue
    if (key === 'metadataPrecedence') {
      if (!Array.isArray(value))
        return { error: 'Invalid request. Settings "metadataPrecedence" must be an array' }
      settings[key] = [...value]
    } else if (key === 'autoScanCronExpression' || key === 'podcastSearchRegion') {
      if (update && value === null) {
        settings[key] = null
        continue
      }
      if (!value && !update) continue
      if (typeof value !== 'string') return { error: `Invalid request. Settings "${key}" must be a string` }
      settings[key] = value
    } else if (key === 'markAsFinishedPercentComplete' || key === 'markAsFinishedTimeRemaining') {
      if (value !== null && Number.isNaN(Number(value))) {
        return { error: `Invalid request. Setting "${key}" must be a number` }
      }
      if (
        key === 'markAsFinishedPercentComplete' &&
        value !== null &&
        (Number(value) < 0 || Number(value) > 100)
      ) {
        return { error: `Invalid request. Setting "${key}" must be between 0 and 100` }
      }
      if (key === 'markAsFinishedTimeRemaining' && value !== null && Number(value) < 0) {
        return { error: `Invalid request. Setting "${key}" must be greater than or equal to 0` }
      }
      settings[key] = value === null ? null : Number(value)
    } else {
      if (typeof value !== typeof settings[key]) {
        return { error: `Invalid request. Setting "${key}" must be of type ${typeof settings[key]}` }
      }
      settings[key] = value
    }
  }
  return { settings: settings as unknown as LibrarySettings }
}

/** Folder paths must resolve inside the data folder: the demo server never touches other files. */
function folderPaths(ctx: ServerContext, raw: unknown): { paths: string[] } | { error: string } {
  if (
    !Array.isArray(raw) ||
    raw.some((f) => !(f?.fullPath || f?.path) || typeof (f.fullPath || f.path) !== 'string')
  ) {
    return { error: 'Invalid request. Folders must be a non-empty array of objects with path string' }
  }
  const paths: string[] = []
  for (const folder of raw as { fullPath?: string; path?: string }[]) {
    const path = resolve(folder.fullPath || folder.path!)
    if (!isInside(ctx.config.dataDir, path))
      return { error: `Invalid request. Invalid folder directory "${path}"` }
    try {
      mkdirSync(path, { recursive: true })
    } catch {
      return { error: `Invalid request. Invalid folder directory "${path}"` }
    }
    paths.push(path)
  }
  return { paths }
}

export interface LibraryRouteDeps {
  /** Removes everything that belongs to the library (items, authors, series, collections…). */
  onRemoved: (library: LibraryRecord) => void
  /** GET /api/libraries/:id?include=filterdata extras. */
  filterDataResponse: (library: LibraryRecord, user: UserRecord) => Record<string, unknown>
  /** Follows a changed autoScanCronExpression. */
  scanSchedules: Pick<LibraryScanSchedules, 'update'>
}

/**
 * /api/libraries CRUD and the /libraries/:id middleware (access check, 404, paging validation) that
 * every /libraries/:id/... route behind this router relies on: mount the sub-routes after this router.
 */
export function librariesRouter(ctx: ServerContext, deps: LibraryRouteDeps): Router {
  const router = Router()
  const { store, hub } = ctx

  router.get('/libraries', (_req, res) => {
    const user = requestUser(res)
    const restricted = user.librariesAccessible
    const libraries = store.librariesInOrder().filter((l) => !restricted.length || restricted.includes(l.id))
    res.json({ libraries: libraries.map(libraryJson) })
  })

  router.post('/libraries', (req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const body = (req.body ?? {}) as Record<string, unknown>
    if (!body.name || typeof body.name !== 'string') {
      return void res.status(400).send('Invalid request. Name must be a string')
    }
    for (const field of ['mediaType', 'icon', 'provider']) {
      if (body[field] && typeof body[field] !== 'string') {
        return void res.status(400).send(`Invalid request. ${field} must be a string`)
      }
    }
    const mediaType: MediaType = body.mediaType === 'podcast' ? 'podcast' : 'book'
    const settings = mergeLibrarySettings(defaultLibrarySettings(mediaType), body.settings)
    if ('error' in settings) return void res.status(400).send(settings.error)
    const folders = folderPaths(ctx, body.folders)
    if ('error' in folders) return void res.status(400).send(folders.error)
    const library = createLibrary(ctx, {
      name: body.name,
      mediaType,
      icon: (body.icon as string) || 'database',
      provider: (body.provider as string) || 'google',
      folderPaths: folders.paths.map((path) => ({ path })),
      settings: settings.settings,
    })
    const json = libraryJson(library)
    hub.emitToAll('library_added', json, (user) => canAccessLibrary(user, library.id))
    res.json(json)
  })

  router.post('/libraries/order', (req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const order = req.body as unknown
    if (!Array.isArray(order))
      return void res.status(400).send('Invalid request. Request body must be an array')
    for (const entry of order as { id?: unknown; newOrder?: unknown }[]) {
      const library = store.libraries.get(typeof entry?.id === 'string' ? entry.id : undefined)
      if (library && typeof entry.newOrder === 'number')
        store.libraries.save({ ...library, displayOrder: entry.newOrder })
    }
    res.json({ libraries: store.librariesInOrder().map(libraryJson) })
  })

  router.use('/libraries/:id', (req, res, next) => {
    if (!canAccessLibrary(requestUser(res), req.params.id)) return void res.sendStatus(403)
    const library = store.libraries.get(req.params.id)
    if (!library) return void res.status(404).send('Library not found')
    for (const key of ['limit', 'page']) {
      const raw = req.query[key]
      if (raw === undefined) continue
      const value = Number.isNaN(Number(raw)) ? 0 : Number(raw)
      if (!Number.isInteger(value) || value < 0) {
        return void res.status(400).send(`Invalid request. ${key} must be a positive integer`)
      }
    }
    res.locals.library = library
    next()
  })

  router.get('/libraries/:id', (req, res) => {
    const library = res.locals.library as LibraryRecord
    const include = String(req.query.include ?? '').split(',')
    if (include.includes('filterdata')) {
      return void res.json({
        ...deps.filterDataResponse(library, requestUser(res)),
        library: libraryJson(library),
      })
    }
    res.json(libraryJson(library))
  })

  router.patch('/libraries/:id', (req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const library = res.locals.library as LibraryRecord
    const body = (req.body ?? {}) as Record<string, unknown>
    const next: LibraryRecord = { ...library }
    for (const field of ['name', 'icon', 'provider'] as const) {
      // LibraryController.update passes over empty values (a name is never cleared).
      if (!body[field]) continue
      if (typeof body[field] !== 'string') {
        return void res.status(400).send(`Invalid request. ${field} must be a string`)
      }
      next[field] = body[field] as string
    }
    if (body.displayOrder !== undefined) {
      if (typeof body.displayOrder !== 'number')
        return void res.status(400).send('Invalid request. displayOrder must be a number')
      next.displayOrder = body.displayOrder
    }
    const settings = mergeLibrarySettings(library.settings, body.settings, true)
    if ('error' in settings) return void res.status(400).send(settings.error)
    next.settings = settings.settings
    if (body.folders !== undefined) {
      const folders = folderPaths(ctx, body.folders)
      if ('error' in folders) return void res.status(400).send(folders.error)
      next.folders = folders.paths.map(
        (path) =>
          library.folders.find((f) => f.fullPath === path) ?? {
            id: crypto.randomUUID(),
            fullPath: path,
            libraryId: library.id,
            addedAt: Date.now(),
          },
      )
    }
    // LibraryController.update: the items of a folder taken out of the library go with it.
    const gone = new Set(library.folders.filter((f) => !next.folders.includes(f)).map((f) => f.id))
    const removed = gone.size
      ? store.itemsInLibrary(library.id).filter((item) => gone.has(item.folderId))
      : []
    if (removed.length) removeItemsAndAnnounce(ctx, removed)
    next.lastUpdate = Date.now()
    store.libraries.save(next)
    if (next.settings.autoScanCronExpression !== library.settings.autoScanCronExpression)
      deps.scanSchedules.update(next)
    const json = libraryJson(next)
    hub.emitToAll('library_updated', json, (user) => canAccessLibrary(user, next.id))
    res.json(json)
  })

  router.delete('/libraries/:id', (_req, res) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    const library = res.locals.library as LibraryRecord
    const json = libraryJson(library)
    deps.onRemoved(library)
    store.libraries.delete(library.id)
    store.librariesInOrder().forEach((l, index) => {
      if (l.displayOrder !== index + 1) store.libraries.save({ ...l, displayOrder: index + 1 })
    })
    hub.emitToAll('library_removed', json)
    res.json(json)
  })

  return router
}
