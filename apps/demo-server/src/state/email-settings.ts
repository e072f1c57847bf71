import { isAdminOrUp } from './access'
import type { Store } from './store'
import type { UserRecord } from './types'

export type DeviceAvailability = 'adminOrUp' | 'userOrUp' | 'guestOrUp' | 'specificUsers'

export interface EreaderDeviceRecord {
  name: string
  email: string
  availabilityOption: DeviceAvailability
  users: string[]
}

/** EmailSettings as the real server keeps and answers it (`id` fixed, port 465 and secure by default). */
export interface EmailSettingsRecord {
  id: 'email-settings'
  host: string | null
  port: number
  secure: boolean
  rejectUnauthorized: boolean
  user: string | null
  pass: string | null
  testAddress: string | null
  fromAddress: string | null
  ereaderDevices: EreaderDeviceRecord[]
}

const KEY = 'emailSettings'
const AVAILABILITY: readonly string[] = ['adminOrUp', 'userOrUp', 'guestOrUp', 'specificUsers']

const defaults = (): EmailSettingsRecord => ({
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
})

export const emailSettings = (store: Store): EmailSettingsRecord => ({
  ...defaults(),
  ...store.readSetting<EmailSettingsRecord>(KEY),
})

/** A device as EmailSettings.update keeps it: unknown availability becomes admins only, users only with specificUsers. */
function normalisedDevice(device: Record<string, unknown>): EreaderDeviceRecord | null {
  if (!device?.name || !device.email) return null
  const users = Array.isArray(device.users) ? device.users.map(String) : []
  let availabilityOption = AVAILABILITY.includes(String(device.availabilityOption))
    ? (device.availabilityOption as DeviceAvailability)
    : 'adminOrUp'
  if (availabilityOption === 'specificUsers' && !users.length) availabilityOption = 'adminOrUp'
  return {
    name: String(device.name),
    email: String(device.email),
    availabilityOption,
    users: availabilityOption === 'specificUsers' ? users : [],
  }
}

/** Applies a PATCH (or the device list) the way EmailSettings.update does; answers whether anything changed. */
export function updateEmailSettings(store: Store, payload: Record<string, unknown>): boolean {
  const current = emailSettings(store)
  const next: Record<string, unknown> = { ...current }
  const changes = { ...payload }
  if (changes.port !== undefined) {
    const port = Number(changes.port)
    changes.port = changes.port === null || Number.isNaN(port) ? 465 : port
  }
  if (changes.secure !== undefined) changes.secure = !!changes.secure
  if (changes.rejectUnauthorized !== undefined) changes.rejectUnauthorized = !!changes.rejectUnauthorized
  if (changes.ereaderDevices !== undefined) {
    changes.ereaderDevices = Array.isArray(changes.ereaderDevices)
      ? changes.ereaderDevices.map(normalisedDevice).filter(Boolean)
      : undefined
  }
  let changed = false
  for (const key of Object.keys(current) as (keyof EmailSettingsRecord)[]) {
    if (key === 'id' || changes[key] === undefined) continue
    if (JSON.stringify(changes[key]) === JSON.stringify(current[key])) continue
    next[key] = structuredClone(changes[key])
    changed = true
  }
  if (changed) store.writeSetting(KEY, next)
  return changed
}

export function canUseDevice(device: EreaderDeviceRecord, user: UserRecord): boolean {
  switch (device.availabilityOption) {
    case 'userOrUp':
      return isAdminOrUp(user) || user.type === 'user'
    case 'guestOrUp':
      return true
    case 'specificUsers':
      return device.users.includes(user.id)
    default:
      return isAdminOrUp(user)
  }
}

/** The devices a user may send to (login payload). */
export const devicesFor = (store: Store, user: UserRecord) =>
  emailSettings(store).ereaderDevices.filter((device) => canUseDevice(device, user))
