import { type RequestHandler, Router } from 'express'
import { requestUser } from '../auth/request-user'
import { isAdminOrUp } from '../state/access'
import type { ServerLog } from '../tasks/server-log'

/**
 * The read-only admin areas of the config pages: the server log and e-mail, with the settings a fresh server has
 * (nothing is sent here).
 */
export function adminAreasRouter(log: ServerLog): Router {
  const router = Router()
  const adminsOnly =
    (refusal: 403 | 404): RequestHandler =>
    (_req, res, next) => {
      if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(refusal)
      next()
    }

  router.get('/logger-data', adminsOnly(403), (_req, res) => {
    res.json({ currentDailyLogs: log.recent() })
  })

  // EmailController.adminMiddleware answers 404, not 403, to other users.
  router.get('/emails/settings', adminsOnly(404), (_req, res) => {
    res.json({
      settings: {
        id: 'email-settings',
        host: null,
        port: 465,
        secure: true,
        rejectUnauthorized: true,
        user: null,
        pass: null,
        testAddress: null,
        fromAddress: null,
        ereaderDevices: [],
      },
    })
  })

  return router
}
