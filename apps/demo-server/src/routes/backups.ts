import { type RequestHandler, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { multipartOf } from '../http/multipart'
import { isAdminOrUp } from '../state/access'
import { BackupError, type BackupJson, type Backups } from '../state/backups'
import type { ServerLog } from '../tasks/server-log'

/** /api/backups (BackupController): admins only (403), an unknown id 404. */
export function backupsRouter(ctx: ServerContext, backups: Backups, log: ServerLog): Router {
  const router = Router()
  const adminsOnly: RequestHandler = (_req, res, next) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    next()
  }
  const withBackup: RequestHandler = (req, res, next) => {
    const backup = backups.find(String(req.params.id))
    if (!backup) return void res.sendStatus(404)
    res.locals.backup = backup
    next()
  }
  const refuse = (res: Parameters<RequestHandler>[1], error: unknown) => {
    if (error instanceof BackupError) return void res.status(error.status).send(error.message)
    throw error
  }
  const listed = () => ({ backups: backups.list() })

  router.get('/backups', adminsOnly, (_req, res) => {
    res.json({ ...listed(), backupLocation: backups.path, backupPathEnvSet: false })
  })

  router.post(
    '/backups',
    adminsOnly,
    asyncRoute(async (_req, res) => {
      try {
        await backups.create()
      } catch (error) {
        log.add('ERROR', 'BackupManager', `Backup failed: ${(error as Error).message}`)
        return void res.sendStatus(500)
      }
      res.json(listed())
    }),
  )

  router.post(
    '/backups/upload',
    adminsOnly,
    asyncRoute(async (req, res) => {
      const form = await multipartOf(req)
      const file = form?.get('file')
      if (!file || typeof file === 'string') return void res.sendStatus(500)
      try {
        backups.addUpload(file.name, new Uint8Array(await file.arrayBuffer()))
      } catch (error) {
        return refuse(res, error)
      }
      res.json(listed())
    }),
  )

  router.patch('/backups/path', adminsOnly, (req, res) => {
    const path: unknown = req.body?.path
    if (typeof path !== 'string' || !path.trim()) {
      return void res.status(400).send('Invalid request body. Must include path.')
    }
    try {
      if (!backups.setPath(path)) return void res.status(200).send('Backup path unchanged')
    } catch (error) {
      return refuse(res, error)
    }
    res.sendStatus(200)
  })

  router.delete('/backups/:id', adminsOnly, withBackup, (_req, res) => {
    backups.remove(res.locals.backup as BackupJson)
    res.json(listed())
  })

  router.get('/backups/:id/download', adminsOnly, withBackup, (_req, res) => {
    const backup = res.locals.backup as BackupJson
    res.setHeader('Content-disposition', `attachment; filename=${backup.filename}`)
    res.sendFile(backup.fullPath)
  })

  router.get('/backups/:id/apply', adminsOnly, withBackup, (_req, res) => {
    const backup = res.locals.backup as BackupJson
    let write: () => void
    try {
      write = backups.restoreFiles(backup)
    } catch (error) {
      return refuse(res, error)
    }
    log.info('BackupManager', `Applying backup at "${backup.fullPath}"`)
    // The server stops taking requests, answers this one, tells every client, then comes back on the backup.
    ctx.restart(write)
    res.sendStatus(200)
    ctx.hub.emitToAll('backup_applied', undefined)
  })

  return router
}
