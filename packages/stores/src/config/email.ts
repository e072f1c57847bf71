import { adminApi, type EmailSettings, type EreaderDevice, errorMessage } from '@shelfkit/client'
import { params, storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { createResource } from '../resource'
import { getClient } from '../session'
import { showToast } from '../toasts'

export const emailMessages = storeMessages('config.email', {
  saved: 'Email settings updated',
  failed: 'Failed to update',
  testSent: 'Test email sent',
  testFailed: 'Failed to send the test email',
  deviceRequired: 'Name and email are required',
  deviceExists: 'Ereader device with that name already exists',
  devicesSaved: 'E-reader devices updated',
  ebookSent: params('E-book sent to {device}'),
  ebookFailed: 'Failed to send the e-book',
})

/** SMTP settings and the server's e-reader devices (config → e-mail, admins). */
export const configEmail = shared('config.email', () =>
  createResource<EmailSettings>(
    async (client, signal) => (await client.area(adminApi).emailSettings(signal)).settings,
  ),
)

export type SmtpSettings = Pick<
  EmailSettings,
  'host' | 'port' | 'secure' | 'rejectUnauthorized' | 'user' | 'pass' | 'testAddress' | 'fromAddress'
>

export async function saveEmailSettings(changes: Partial<SmtpSettings>): Promise<boolean> {
  const messages = emailMessages.get()
  try {
    const { settings } = await getClient().area(adminApi).updateEmailSettings(changes)
    configEmail.set(settings)
    showToast({ type: 'success', message: messages.saved })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.failed) })
    return false
  }
}

/** The server verifies its SMTP connection and sends to the test address (else the from address). */
export async function sendTestEmail(): Promise<boolean> {
  const messages = emailMessages.get()
  try {
    await getClient().area(adminApi).sendTestEmail()
    showToast({ type: 'success', message: messages.testSent })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.testFailed) })
    return false
  }
}

/** Spec 02 §5: a device needs a name and an e-mail address, and its name must be free. */
export function ereaderDeviceProblem(
  device: Pick<EreaderDevice, 'name' | 'email'>,
  devices: readonly EreaderDevice[],
  originalName: string | null,
): string | null {
  const messages = emailMessages.get()
  const name = device.name.trim()
  if (!name || !device.email.trim()) return messages.deviceRequired
  if (name !== originalName && devices.some((entry) => entry.name === name)) return messages.deviceExists
  return null
}

async function saveDevices(devices: EreaderDevice[]): Promise<boolean> {
  const messages = emailMessages.get()
  try {
    const { ereaderDevices } = await getClient().area(adminApi).updateEreaderDevices(devices)
    configEmail.update((settings) => ({ ...settings, ereaderDevices }))
    showToast({ type: 'success', message: messages.devicesSaved })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.failed) })
    return false
  }
}

/** Adds a device (`originalName` null) or replaces the one of that name; the server takes the whole list. */
export async function saveEreaderDevice(
  device: EreaderDevice,
  originalName: string | null,
): Promise<boolean> {
  const devices = configEmail.$state.get().data?.ereaderDevices ?? []
  const problem = ereaderDeviceProblem(device, devices, originalName)
  if (problem) {
    showToast({ type: 'error', message: problem })
    return false
  }
  const cleaned: EreaderDevice = {
    ...device,
    name: device.name.trim(),
    email: device.email.trim(),
    users: device.availabilityOption === 'specificUsers' ? device.users : [],
  }
  const next =
    originalName === null
      ? [...devices, cleaned]
      : devices.map((entry) => (entry.name === originalName ? cleaned : entry))
  return saveDevices(next)
}

export function removeEreaderDevice(name: string): Promise<boolean> {
  const devices = configEmail.$state.get().data?.ereaderDevices ?? []
  return saveDevices(devices.filter((entry) => entry.name !== name))
}

/** Mails the item's e-book to a device the user may use. */
export async function sendEbookToDevice(libraryItemId: string, deviceName: string): Promise<boolean> {
  const messages = emailMessages.get()
  try {
    await getClient().area(adminApi).sendEbookToDevice(libraryItemId, deviceName)
    showToast({ type: 'success', message: messages.ebookSent({ device: deviceName }) })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.ebookFailed) })
    return false
  }
}
