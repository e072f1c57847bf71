import { shared } from './registry'
import { readString, STORAGE_KEYS, writeString } from './storage'

/**
 * This browser's device id, sent with every play request so the server can tell devices apart.
 * Created on first use and kept in browser storage (spec 01 §3).
 */
export function getDeviceId(): string {
  return shared('deviceId', () => {
    const stored = readString(STORAGE_KEYS.deviceId)
    if (stored) return stored
    const created = randomDeviceId()
    writeString(STORAGE_KEYS.deviceId, created)
    return created
  })
}

/** 128 random bits as hex. `crypto.randomUUID` exists only on secure origins; plain-http servers are common. */
function randomDeviceId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
