import { randomUUID } from 'node:crypto'
import { type RequestHandler, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { asyncRoute } from '../http/async-route'
import { isAdminOrUp } from '../state/access'
import { notificationEvents } from '../state/notification-events'
import type { ServerLog } from '../tasks/server-log'

interface NotificationRecord {
  id: string
  libraryId: string | null
  eventName: string
  urls: string[]
  titleTemplate: string
  bodyTemplate: string
  enabled: boolean
  type: string | null
  lastFiredAt: number | null
  lastAttemptFailed: boolean
  numConsecutiveFailedAttempts: number
  numTimesFired: number
  createdAt: number | null
}

interface NotificationSettingsRecord {
  id: 'notification-settings'
  appriseType: string
  appriseApiUrl: string | null
  notifications: NotificationRecord[]
  maxFailedAttempts: number
  maxNotificationQueue: number
  notificationDelay: number
}

const SETTINGS_KEY = 'notificationSettings'
const SEND_TIMEOUT_MS = 6000
const isNullOrNaN = (value: unknown) => value === null || value === undefined || Number.isNaN(Number(value))

function fill(template: string, data: Record<string, unknown>): string {
  return template.replace(/{{ ?([a-zA-Z]+) ?}}/g, (match, name: string) =>
    data[name] ? String(data[name]) : match,
  )
}

/** /api/notifications (NotificationController, admins only): Apprise settings and per-event notifications. */
export function notificationsRouter(ctx: ServerContext, log: ServerLog): Router {
  const router = Router()
  const { store } = ctx
  const settings = (): NotificationSettingsRecord => ({
    id: 'notification-settings',
    appriseType: 'api',
    appriseApiUrl: null,
    notifications: [],
    maxFailedAttempts: 5,
    maxNotificationQueue: 20,
    notificationDelay: 1000,
    ...store.readSetting<Partial<NotificationSettingsRecord>>(SETTINGS_KEY),
  })
  const save = (next: NotificationSettingsRecord) => store.writeSetting(SETTINGS_KEY, next)

  const adminsOnly: RequestHandler = (req, res, next) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(403)
    if (req.params.id && !settings().notifications.some((n) => n.id === req.params.id)) {
      return void res.sendStatus(404)
    }
    next()
  }

  /** POSTs the filled templates to the Apprise API; true when it answered 2xx within 6 s. */
  async function send(notification: NotificationRecord, data: Record<string, unknown>): Promise<boolean> {
    const url = settings().appriseApiUrl
    if (!url) return false
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          urls: notification.urls,
          title: fill(notification.titleTemplate, data),
          body: fill(notification.bodyTemplate, data),
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
      return response.ok
    } catch (error) {
      log.add('ERROR', 'NotificationManager', `sendNotification: ${notification.eventName} ${String(error)}`)
      return false
    }
  }

  router.get('/notifications', adminsOnly, (_req, res) => {
    res.json({ data: { events: notificationEvents }, settings: settings() })
  })

  router.get('/notificationdata', adminsOnly, (_req, res) => {
    res.json({ events: notificationEvents })
  })

  router.patch('/notifications', adminsOnly, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const next = settings()
    if (body.appriseApiUrl !== next.appriseApiUrl) next.appriseApiUrl = (body.appriseApiUrl as string) || null
    next.maxFailedAttempts = isNullOrNaN(body.maxFailedAttempts) ? 5 : Number(body.maxFailedAttempts)
    next.maxNotificationQueue = isNullOrNaN(body.maxNotificationQueue)
      ? 20
      : Number(body.maxNotificationQueue)
    save(next)
    res.sendStatus(200)
  })

  // onTest fires every enabled onTest notification (or fails each on purpose with ?fail=1).
  router.get(
    '/notifications/test',
    adminsOnly,
    asyncRoute(async (req, res) => {
      const next = settings()
      if (next.appriseApiUrl) {
        for (const notification of next.notifications.filter((n) => n.eventName === 'onTest' && n.enabled)) {
          const ok = req.query.fail === '1' ? false : await send(notification, { version: `v${ctx.version}` })
          notification.lastFiredAt = Date.now()
          notification.lastAttemptFailed = !ok
          notification.numConsecutiveFailedAttempts = ok ? 0 : notification.numConsecutiveFailedAttempts + 1
          notification.numTimesFired++
          if (notification.numConsecutiveFailedAttempts >= next.maxFailedAttempts)
            notification.enabled = false
        }
        save(next)
      }
      res.sendStatus(200)
    }),
  )

  router.post('/notifications', adminsOnly, (req, res) => {
    const body = (req.body ?? {}) as Partial<NotificationRecord>
    const next = settings()
    if (body.eventName && Array.isArray(body.urls) && body.urls.length) {
      next.notifications.push({
        id: randomUUID(),
        libraryId: body.libraryId || null,
        eventName: body.eventName,
        urls: body.urls,
        titleTemplate: body.titleTemplate ?? '',
        bodyTemplate: body.bodyTemplate ?? '',
        enabled: !!body.enabled,
        type: body.type || null,
        lastFiredAt: null,
        lastAttemptFailed: false,
        numConsecutiveFailedAttempts: 0,
        numTimesFired: 0,
        createdAt: Date.now(),
      })
      save(next)
    }
    res.json(next)
  })

  router.patch('/notifications/:id', adminsOnly, (req, res) => {
    const body = (req.body ?? {}) as Partial<NotificationRecord>
    const next = settings()
    const notification = next.notifications.find((n) => n.id === body.id)
    if (notification) {
      if (!notification.enabled && body.enabled) {
        notification.lastFiredAt = null
        notification.lastAttemptFailed = false
        notification.numConsecutiveFailedAttempts = 0
      }
      const keys = [
        'libraryId',
        'eventName',
        'urls',
        'titleTemplate',
        'bodyTemplate',
        'enabled',
        'type',
      ] as const
      for (const key of keys) if (body[key] !== undefined) Object.assign(notification, { [key]: body[key] })
      save(next)
    }
    res.json(next)
  })

  router.delete('/notifications/:id', adminsOnly, (req, res) => {
    const next = settings()
    next.notifications = next.notifications.filter((n) => n.id !== req.params.id)
    save(next)
    res.json(next)
  })

  router.get(
    '/notifications/:id/test',
    adminsOnly,
    asyncRoute(async (req, res) => {
      const current = settings()
      if (!current.appriseApiUrl) return void res.status(400).send('Apprise is not configured')
      const notification = current.notifications.find((n) => n.id === req.params.id) as NotificationRecord
      const event = notificationEvents.find((e) => e.name === notification.eventName)
      const ok = event ? await send(notification, event.testData) : false
      res.sendStatus(ok ? 200 : 500)
    }),
  )

  return router
}

/**
 * A stand-in for an Apprise API on the demo server itself (nothing here reaches the internet): POST stores what a
 * notification sent, GET lists it. Set the Apprise URL to `{server}/demo-apprise/notify`.
 */
export function demoAppriseRouter(): Router {
  const router = Router()
  const received: unknown[] = []
  router.post('/demo-apprise/notify', (req, res) => {
    received.push(req.body)
    res.json({ success: true })
  })
  router.get('/demo-apprise/notify', (_req, res) => {
    res.json({ received })
  })
  return router
}
