import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { multipartOf } from '../http/multipart'
import { can, canAccessLibrary } from '../state/access'
import type { LibraryRecord } from '../state/types'
import type { LibraryScans } from '../tasks/library-scans'
import type { ServerLog } from '../tasks/server-log'
import { sanitizeFilename } from '../util/filenames'

const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' && value ? value : null
}

/**
 * POST /api/upload: the files land in Author/Series/Title (Title alone in podcast libraries) of the library
 * folder; like the real server's folder watcher, a scan of the library then turns them into an item, unless the
 * watcher is off for the library or the whole server (then the files wait for the next scan).
 * POST /api/filesystem/pathexists: the uploader's check before it sends anything.
 */
export function uploadRouter(ctx: ServerContext, scans: LibraryScans, log: ServerLog): Router {
  const router = Router()
  const scanSoon = (library: LibraryRecord) => {
    if (library.settings.disableWatcher || ctx.store.serverSettings.scannerDisableWatcher) return
    // A scan already running may have passed the new folder: scan again once it ends.
    if (scans.isScanning(library.id)) void scans.start(library).then(() => scans.start(library))
    else void scans.start(library)
  }

  router.post('/filesystem/pathexists', (req, res) => {
    const user = requestUser(res)
    if (!can(user, 'upload')) return void res.sendStatus(403)
    const { directory, folderPath } = (req.body ?? {}) as { directory?: unknown; folderPath?: unknown }
    if (typeof directory !== 'string' || !directory || typeof folderPath !== 'string' || !folderPath) {
      return void res.status(400).json({ error: 'Invalid request body' })
    }
    const library = ctx.store.libraries
      .all()
      .find((candidate) => candidate.folders.some((folder) => folder.fullPath === folderPath))
    if (!library) return void res.sendStatus(404)
    if (!canAccessLibrary(user, library.id)) return void res.sendStatus(403)
    const target = posix.join(folderPath, directory)
    if (!target.startsWith(folderPath)) return void res.sendStatus(400)
    if (existsSync(target)) return void res.json({ exists: true })
    // The real server also refuses a folder inside an item: it looks one and two levels up.
    const cleaned = directory.split('/').filter(Boolean).join('/')
    if (cleaned.includes('/')) {
      const parent = dirname(directory)
      const candidates = [posix.join(folderPath, parent)]
      if (parent.includes('/')) candidates.push(posix.join(folderPath, dirname(parent)))
      const item = ctx.store.itemsInLibrary(library.id).find((entry) => candidates.includes(entry.path))
      if (item) return void res.json({ exists: true, libraryItemTitle: item.media.metadata.title })
    }
    res.json({ exists: false })
  })

  router.post(
    '/upload',
    asyncRoute(async (req, res) => {
      const user = requestUser(res)
      if (!can(user, 'upload')) return void res.sendStatus(403)
      const form = await multipartOf(req)
      const files = form ? [...form.values()].filter((value): value is File => typeof value !== 'string') : []
      if (!form || !files.length) return void res.sendStatus(400)
      const title = field(form, 'title')
      const libraryId = field(form, 'library')
      const folderId = field(form, 'folder')
      if (!title || !libraryId || !folderId) return void res.status(400).send('Invalid request body')
      const library = ctx.store.libraries.get(libraryId)
      if (!library) return void res.status(404).send('Library not found')
      if (!canAccessLibrary(user, library.id)) return void res.sendStatus(403)
      const folder = library.folders.find((f) => f.id === folderId)
      if (!folder) return void res.status(404).send('Folder not found')

      const parts =
        library.mediaType === 'podcast' ? [title] : [field(form, 'author'), field(form, 'series'), title]
      const directory = join(
        folder.fullPath,
        ...parts.flatMap((part) => (part ? [sanitizeFilename(part)] : [])).filter(Boolean),
      )
      mkdirSync(directory, { recursive: true })
      for (const file of files) {
        writeFileSync(join(directory, sanitizeFilename(file.name)), Buffer.from(await file.arrayBuffer()))
      }
      log.info('MiscController', `Uploaded ${files.length} files to ${directory}`)
      res.sendStatus(200)
      scanSoon(library)
    }),
  )
  return router
}
