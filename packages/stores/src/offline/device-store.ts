import { createStore, del, get, set, type UseStore, values } from 'idb-keyval'
import { shared } from '../registry'

/**
 * What this device keeps: records in IndexedDB (through idb-keyval, one database per kind) and the media bytes in
 * Cache Storage, under addresses of their own that no server answers.
 */
export const CACHE_NAME = 'shelfkit-kept-media'
const PART_PATH = '/shelfkit-kept'

export const hasDeviceStorage = (): boolean =>
  typeof indexedDB !== 'undefined' && typeof caches !== 'undefined' && typeof location !== 'undefined'

export interface RecordStore<T> {
  all(): Promise<T[]>
  get(key: string): Promise<T | undefined>
  put(key: string, value: T): Promise<void>
  remove(key: string): Promise<void>
}

function recordStore<T>(database: string): RecordStore<T> {
  const store = (): UseStore => shared(`offline.idb.${database}`, () => createStore(database, 'records'))
  return {
    all: () => values<T>(store()),
    get: (key) => get<T>(key, store()),
    put: (key, value) => set(key, value, store()),
    remove: (key) => del(key, store()),
  }
}

export function keptRecords<T>(): RecordStore<T> {
  return recordStore<T>('shelfkit-kept')
}
export function localSessionRecords<T>(): RecordStore<T> {
  return recordStore<T>('shelfkit-local-sessions')
}
export function pendingBookmarkRecords<T>(): RecordStore<T> {
  return recordStore<T>('shelfkit-pending-bookmarks')
}

/** The address one stored part of a kept file lives under in the cache. */
export function partAddress(key: string, ino: string, part: number | 'cover'): string {
  return `${location.origin}${PART_PATH}/${encodeURIComponent(key)}/${encodeURIComponent(ino)}/${part}`
}

export const openMediaCache = (): Promise<Cache> => caches.open(CACHE_NAME)

/** Deletes every stored part of a kept item (and its cover). */
export async function removeParts(key: string): Promise<void> {
  const cache = await openMediaCache()
  const prefix = `${location.origin}${PART_PATH}/${encodeURIComponent(key)}/`
  const requests = await cache.keys()
  await Promise.all(requests.filter((r) => r.url.startsWith(prefix)).map((r) => cache.delete(r)))
}
