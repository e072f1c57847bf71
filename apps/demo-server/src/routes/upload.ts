import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { type Request as ExpressRequest, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { can, canAccessLibrary } from '../state/access'
import type { LibraryRecord } from '../state/types'
import type { LibraryScans } from '../tasks/library-scans'
import type { ServerLog } from '../tasks/server-log'
import { sanitizeFilename } from '../util/filenames'

/** The multipart body as fields and files (Node's own FormData parser). */
export async function multipartOf(req: ExpressRequest): Promise<FormData | null> {
  const type = req.get('content-type') ?? ''
  if (!type.startsWith('multipart/form-data')) return null
  const body = Readable.toWeb(req) as ReadableStream<Uint8Array>
  try {
    return await new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
      duplex: 'half',
    } as RequestInit).formData()
  } catch {
    return null
  }
}

const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' && value ? value : null
}

/**
 * POST /api/upload: the files land in Author/Series/Title (Title alone in podcast libraries) of the library
 * folder; like the real server's folder watcher, a scan of the library then turns them into an item.
 */
export function uploadRouter(ctx: ServerContext, scans: LibraryScans, log: ServerLog): Router {
  const router = Router()
  const scanSoon = (library: LibraryRecord) => {
    // A scan already running may have passed the new folder: scan again once it ends.
    if (scans.isScanning(library.id)) void scans.start(library).then(() => scans.start(library))
    else void scans.start(library)
  }

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
