import { atom, type ReadableAtom } from 'nanostores'
import { shared } from '../registry'

/** What the browser reports about this site's storage (`navigator.storage`). */
export interface DeviceStorage {
  /** Bytes this site uses. */
  usage: number
  /** Bytes this site may use in all. */
  quota: number
  /** The browser keeps the data even when space runs low (`persist()` granted). */
  persisted: boolean
}

const $storage = shared('offline.storage', () => atom<DeviceStorage | null>(null))
export const $deviceStorage: ReadableAtom<DeviceStorage | null> = $storage

type StorageManagerLike = {
  estimate?(): Promise<{ usage?: number; quota?: number }>
  persisted?(): Promise<boolean>
  persist?(): Promise<boolean>
}
const manager = () => (globalThis.navigator as { storage?: StorageManagerLike } | undefined)?.storage

/** Reads usage, quota and persistence again; null where the browser does not tell. */
export async function refreshDeviceStorage(): Promise<DeviceStorage | null> {
  const storage = manager()
  if (!storage?.estimate) return null
  try {
    const [estimate, persisted] = await Promise.all([storage.estimate(), storage.persisted?.() ?? false])
    const next = { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted }
    $storage.set(next)
    return next
  } catch (error) {
    console.error('Could not read the storage estimate', error)
    return null
  }
}

/** Asks the browser to keep this site's data when space runs low; resolves to whether it agreed. */
export async function requestPersistentStorage(): Promise<boolean> {
  const granted =
    (await manager()
      ?.persist?.()
      .catch(() => false)) ?? false
  await refreshDeviceStorage()
  return granted
}
