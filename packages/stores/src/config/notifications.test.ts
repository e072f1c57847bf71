import { adminApi } from '@shelfkit/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoServerUrl } from '../../test/demo-server'
import { configureServer, getClient, signIn, signOut } from '../session'
import { $toasts } from '../toasts'
import {
  configNotifications,
  notificationLimitsProblem,
  notificationUrlsOf,
  removeNotification,
  saveNotification,
  saveNotificationLimits,
  setNotificationEnabled,
  testNotification,
} from './notifications'

const lastToast = () => $toasts.get().at(-1)
const sink = `${demoServerUrl}/demo-apprise/notify`

describe('notification rules (spec 02 §5)', () => {
  it('takes limits of 0 or more and one Apprise URL a line', () => {
    expect(notificationLimitsProblem({ maxFailedAttempts: 0, maxNotificationQueue: 0 })).toBeNull()
    expect(notificationLimitsProblem({ maxFailedAttempts: -1, maxNotificationQueue: 5 })?.message).toBe(
      'Max failed attempts must be >= 0',
    )
    expect(
      notificationLimitsProblem({ maxFailedAttempts: 5, maxNotificationQueue: Number.NaN })?.message,
    ).toBe('Max notification queue must be >= 0')
    expect(notificationUrlsOf(' json://a \n\n tgram://b ')).toEqual(['json://a', 'tgram://b'])
  })
})

describe('notifications against the server', () => {
  beforeAll(async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    await configNotifications.load()
  })
  afterAll(async () => {
    await getClient().area(adminApi).updateNotificationSettings({
      appriseApiUrl: null,
      maxFailedAttempts: 5,
      maxNotificationQueue: 20,
    })
    await signOut()
  })

  it('refuses bad limits, saves good ones, and sends a test through Apprise with the event’s values', async () => {
    expect(
      await saveNotificationLimits({ appriseApiUrl: sink, maxFailedAttempts: -1, maxNotificationQueue: 20 }),
    ).toBe(false)
    expect(lastToast()?.message).toBe('Max failed attempts must be >= 0')
    expect(
      await saveNotificationLimits({ appriseApiUrl: '', maxFailedAttempts: 3, maxNotificationQueue: 10 }),
    ).toBe(true)

    expect(
      await saveNotification(null, { eventName: 'onTest', urls: [], titleTemplate: 'x', bodyTemplate: 'y' }),
    ).toBe(false)
    expect(lastToast()?.message).toBe('Must enter an Apprise URL')
    expect(
      await saveNotification(null, {
        eventName: 'onTest',
        urls: ['json://localhost'],
        titleTemplate: 'Hello {{version}}',
        bodyTemplate: 'Body',
        enabled: true,
      }),
    ).toBe(true)
    const created = configNotifications.$state.get().data?.settings.notifications.at(-1)
    expect(created).toMatchObject({ eventName: 'onTest', enabled: true })

    // Without an Apprise API URL the server says so.
    expect(await testNotification(created!.id)).toBe(false)
    expect(lastToast()?.message).toBe('Apprise is not configured')
    expect(
      await saveNotificationLimits({ appriseApiUrl: sink, maxFailedAttempts: 3, maxNotificationQueue: 10 }),
    ).toBe(true)
    expect(await testNotification(created!.id)).toBe(true)
    const { received } = (await (await fetch(sink)).json()) as {
      received: { title: string; urls: string[] }[]
    }
    expect(received.at(-1)).toMatchObject({ title: 'Hello v2.30.0', urls: ['json://localhost'] })

    expect(await setNotificationEnabled(created!.id, false)).toBe(true)
    expect(
      configNotifications.$state.get().data?.settings.notifications.find((n) => n.id === created!.id)
        ?.enabled,
    ).toBe(false)
    expect(await removeNotification(created!.id)).toBe(true)
    expect(
      configNotifications.$state.get().data?.settings.notifications.some((n) => n.id === created!.id),
    ).toBe(false)
  })

  it('refuses a user (403)', async () => {
    await signOut()
    await signIn('user', 'user')
    const response = await fetch(`${demoServerUrl}/api/notifications`, {
      headers: { authorization: `Bearer ${getClient().http.tokens.get().accessToken}` },
    })
    expect(response.status).toBe(403)
    await signOut()
    await signIn('root', 'root')
  })
})
