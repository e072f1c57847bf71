import {
  adminApi,
  errorMessage,
  type NotificationInput,
  type NotificationSettings,
  type NotificationsResponse,
} from '@shelfkit/client'
import { storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { createResource } from '../resource'
import { getClient } from '../session'
import { showToast } from '../toasts'

export const notificationMessages = storeMessages('config.notifications', {
  loadFailed: 'Failed to load notifications',
  urlRequired: 'Must enter an Apprise URL',
  maxFailed: 'Max failed attempts must be >= 0',
  maxQueue: 'Max notification queue must be >= 0',
  saved: 'Notification settings saved',
  created: 'Notification created',
  updated: 'Notification updated',
  removed: 'Notification deleted',
  failed: 'Failed to update',
  testSent: 'Test notification sent',
  testFailed: 'Failed to send the test notification',
  eventFired: 'Test event fired',
})

/** Apprise settings, the notifications and the events they can be sent for (config area, admins). */
export const configNotifications = shared('config.notifications', () =>
  createResource<NotificationsResponse>(
    (client, signal) => client.area(adminApi).notifications(signal),
    'Failed to load notifications',
  ),
)

function showSettings(settings: NotificationSettings): void {
  const current = configNotifications.$state.get().data
  if (current) configNotifications.set({ ...current, settings })
}

export interface NotificationLimits {
  appriseApiUrl: string
  maxFailedAttempts: number
  maxNotificationQueue: number
}

/** Spec 02 §5: both limits are numbers of 0 or more. */
export function notificationLimitsProblem(
  limits: Pick<NotificationLimits, 'maxFailedAttempts' | 'maxNotificationQueue'>,
): { field: 'maxFailedAttempts' | 'maxNotificationQueue'; message: string } | null {
  const messages = notificationMessages.get()
  if (Number.isNaN(limits.maxFailedAttempts) || limits.maxFailedAttempts < 0) {
    return { field: 'maxFailedAttempts', message: messages.maxFailed }
  }
  if (Number.isNaN(limits.maxNotificationQueue) || limits.maxNotificationQueue < 0) {
    return { field: 'maxNotificationQueue', message: messages.maxQueue }
  }
  return null
}

export async function saveNotificationLimits(limits: NotificationLimits): Promise<boolean> {
  const messages = notificationMessages.get()
  const problem = notificationLimitsProblem(limits)
  if (problem) {
    showToast({ type: 'error', message: problem.message })
    return false
  }
  try {
    const changes = { ...limits, appriseApiUrl: limits.appriseApiUrl.trim() || null }
    await getClient().area(adminApi).updateNotificationSettings(changes)
    const current = configNotifications.$state.get().data
    if (current) showSettings({ ...current.settings, ...changes })
    showToast({ type: 'success', message: messages.saved })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.failed) })
    return false
  }
}

/** The Apprise URLs a notification goes to: one a line, blank lines dropped. */
export function notificationUrlsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

/** Creates (`id` null) or updates a notification; at least one Apprise URL is needed. */
export async function saveNotification(id: string | null, input: NotificationInput): Promise<boolean> {
  const messages = notificationMessages.get()
  if (!input.urls?.length) {
    showToast({ type: 'error', message: messages.urlRequired })
    return false
  }
  try {
    const admin = getClient().area(adminApi)
    showSettings(id ? await admin.updateNotification(id, input) : await admin.createNotification(input))
    showToast({ type: 'success', message: id ? messages.updated : messages.created })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.failed) })
    return false
  }
}

export async function setNotificationEnabled(id: string, enabled: boolean): Promise<boolean> {
  try {
    showSettings(await getClient().area(adminApi).updateNotification(id, { enabled }))
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, notificationMessages.get().failed) })
    return false
  }
}

export async function removeNotification(id: string): Promise<boolean> {
  const messages = notificationMessages.get()
  try {
    showSettings(await getClient().area(adminApi).removeNotification(id))
    showToast({ type: 'success', message: messages.removed })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.failed) })
    return false
  }
}

/** Sends one notification with its event's test values ('Apprise is not configured' without an API URL). */
export async function testNotification(id: string): Promise<boolean> {
  const messages = notificationMessages.get()
  try {
    await getClient().area(adminApi).testNotification(id)
    showToast({ type: 'success', message: messages.testSent })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.testFailed) })
    return false
  }
}

/** Fires the onTest event through the queue (failing on purpose with `fail`), then shows the counts it left. */
export async function fireTestEvent(fail = false): Promise<boolean> {
  const messages = notificationMessages.get()
  try {
    await getClient().area(adminApi).fireTestEvent(fail)
    showToast({ type: 'info', message: messages.eventFired })
    await configNotifications.load()
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.failed) })
    return false
  }
}
