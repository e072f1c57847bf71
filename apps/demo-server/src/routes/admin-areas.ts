import { join } from 'node:path'
import { type RequestHandler, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { isAdminOrUp } from '../state/access'
import type { ServerLog } from '../tasks/server-log'

/** NotificationManager's event list: names, where they apply and the variables their templates may use. */
const notificationEvents = [
  {
    name: 'onPodcastEpisodeDownloaded',
    requiresLibrary: true,
    libraryMediaType: 'podcast',
    variables: ['libraryItemId', 'libraryId', 'podcastTitle', 'podcastAuthor', 'podcastDescription'],
  },
  {
    name: 'onBackupCompleted',
    requiresLibrary: false,
    variables: ['completionTime', 'backupPath', 'backupSize', 'backupCount', 'removedOldest'],
  },
  { name: 'onBackupFailed', requiresLibrary: false, variables: ['errorMsg'] },
  { name: 'onRSSFeedFailed', requiresLibrary: true, variables: ['feedUrl', 'numFailed', 'title'] },
  { name: 'onRSSFeedDisabled', requiresLibrary: true, variables: ['feedUrl', 'numFailed', 'title'] },
  { name: 'onTest', requiresLibrary: false, variables: ['version'] },
]

/**
 * The read-only admin areas of the config pages: backups, the server log, notifications and e-mail, with
 * the settings a fresh server has (nothing is sent or backed up here).
 */
export function adminAreasRouter(ctx: ServerContext, log: ServerLog): Router {
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

  router.get('/notifications', adminsOnly(403), (_req, res) => {
    res.json({
      data: { events: notificationEvents.map((event) => ({ ...event, testData: {} })) },
      settings: {
        id: 'notification-settings',
        appriseType: 'api',
        appriseApiUrl: null,
        notifications: [],
        maxFailedAttempts: 5,
        maxNotificationQueue: 20,
        notificationDelay: 1000,
      },
    })
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
