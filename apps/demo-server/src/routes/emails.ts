import { type RequestHandler, Router } from 'express'
import { requestUser } from '../auth/request-user'
import type { ServerContext } from '../context'
import { canAccessItem, isAdminOrUp } from '../state/access'
import { canUseDevice, emailSettings, updateEmailSettings } from '../state/email-settings'

/** A message the demo server would have sent (it has no mail transport): what `GET /demo-mail/outbox` lists. */
export interface OutgoingMail {
  from: string | null
  to: string
  subject: string
  text?: string
  attachment?: string
}

/**
 * E-mail settings, e-reader devices and sending (EmailController). An SMTP server that verifies is one with a host;
 * the message is then kept in the outbox instead of being sent.
 */
export function emailsRouter(ctx: ServerContext, outbox: OutgoingMail[]): Router {
  const router = Router()
  const { store, hub } = ctx
  // EmailController.adminMiddleware answers 404, not 403, to other users.
  const adminsOnly: RequestHandler = (_req, res, next) => {
    if (!isAdminOrUp(requestUser(res))) return void res.sendStatus(404)
    next()
  }
  /** nodemailer's verify fails without a host to connect to. */
  const send = (mail: OutgoingMail, failure: string): { status: number; text?: string } => {
    if (!emailSettings(store).host)
      return { status: 400, text: 'Failed to verify SMTP connection configuration' }
    if (!mail.to) return { status: 400, text: failure }
    outbox.push(mail)
    return { status: 200 }
  }

  router.get('/emails/settings', adminsOnly, (_req, res) => {
    res.json({ settings: emailSettings(store) })
  })

  router.patch('/emails/settings', adminsOnly, (req, res) => {
    const { ereaderDevices: _devices, id: _id, ...changes } = (req.body ?? {}) as Record<string, unknown>
    updateEmailSettings(store, changes)
    res.json({ settings: emailSettings(store) })
  })

  router.post('/emails/test', adminsOnly, (_req, res) => {
    const settings = emailSettings(store)
    const result = send(
      {
        from: settings.fromAddress,
        to: settings.testAddress || settings.fromAddress || '',
        subject: 'Test email from Audiobookshelf',
        text: 'Success!',
      },
      'No recipients defined',
    )
    if (result.text) return void res.status(result.status).send(result.text)
    res.sendStatus(result.status)
  })

  router.post('/emails/ereader-devices', adminsOnly, (req, res) => {
    const devices: unknown = req.body?.ereaderDevices
    if (!devices || !Array.isArray(devices))
      return void res.status(400).send('Invalid payload. ereaderDevices array required')
    if (devices.some((device) => !device?.name || !device?.email))
      return void res.status(400).send('Invalid payload. ereaderDevices array items must have name and email')
    if (updateEmailSettings(store, { ereaderDevices: devices })) {
      hub.emitToAdmins('ereader-devices-updated', { ereaderDevices: emailSettings(store).ereaderDevices })
    }
    res.json({ ereaderDevices: emailSettings(store).ereaderDevices })
  })

  router.post('/emails/send-ebook-to-device', (req, res) => {
    const user = requestUser(res)
    const settings = emailSettings(store)
    const device = settings.ereaderDevices.find((entry) => entry.name === req.body?.deviceName)
    if (!device) return void res.status(404).send('Ereader device not found')
    if (!canUseDevice(device, user)) return void res.sendStatus(403)
    const item = store.items.get(
      typeof req.body?.libraryItemId === 'string' ? req.body.libraryItemId : undefined,
    )
    if (!item) return void res.status(404).send('Library item not found')
    if (!canAccessItem(user, item)) return void res.sendStatus(403)
    const ebookFile = item.mediaType === 'book' ? item.media.ebookFile : null
    if (!ebookFile) return void res.status(404).send('Ebook file not found')
    const result = send(
      {
        from: settings.fromAddress,
        to: device.email,
        subject: 'Here is your Ebook!',
        attachment: ebookFile.metadata.filename,
      },
      'Failed to send ebook to device',
    )
    if (result.text) return void res.status(result.status).send(result.text)
    res.sendStatus(result.status)
  })

  return router
}

/** Where tests read what would have been sent. */
export function demoMailRouter(outbox: OutgoingMail[]): Router {
  const router = Router()
  router.get('/demo-mail/outbox', (_req, res) => {
    res.json({ messages: outbox })
  })
  return router
}
