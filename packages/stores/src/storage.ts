import { shared } from './registry'

/** Browser storage keys. The unprefixed ones are the names the official web client uses (spec 01 §3). */
export const STORAGE_KEYS = {
  language: 'lang',
  ignoreVersion: 'ignoreVersion',
  playerQueueAutoPlay: 'playerQueueAutoPlay',
  volume: 'volume',
  deviceId: 'deviceId',
  userSettings: 'userSettings',
  ereaderSettings: 'ereaderSettings',
  bookProvider: 'book-provider',
  bookCoverProvider: 'book-cover-provider',
  audibleRegion: 'audibleRegion',
  selectedMatchUsage: 'selectedMatchUsage',
  serverUrl: 'shelfkit:serverUrl',
  authMode: 'shelfkit:authMode',
  accessToken: 'shelfkit:accessToken',
  refreshToken: 'shelfkit:refreshToken',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

function memoryStore(): KeyValueStore {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value)
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}

/**
 * Where a value is kept: `origin` is the origin's `localStorage` (every tab, across restarts); `tab` is this tab's
 * `sessionStorage` (a reload keeps it, closing the tab ends it, other tabs never see it).
 */
export type StorageScope = 'origin' | 'tab'

/**
 * The scope's browser storage where there is one; otherwise (Node, or a sandboxed frame where touching it throws)
 * one in-memory store per scope shared by every copy of the package.
 */
function backend(scope: StorageScope): KeyValueStore {
  try {
    const store = scope === 'tab' ? globalThis.sessionStorage : globalThis.localStorage
    if (store) return store
  } catch {
    // access denied (sandboxed iframe, disabled storage): fall through to memory
  }
  return shared(scope === 'tab' ? 'storage.tabMemory' : 'storage.memory', memoryStore)
}

export function readString(key: string, scope: StorageScope = 'origin'): string | null {
  try {
    return backend(scope).getItem(key)
  } catch {
    return null
  }
}

/** Stores `value` under `key`; `null` removes the key. A full or refused storage only loses persistence. */
export function writeString(key: string, value: string | null, scope: StorageScope = 'origin'): void {
  try {
    if (value === null) backend(scope).removeItem(key)
    else backend(scope).setItem(key, value)
  } catch (error) {
    console.error(`Could not save "${key}" in browser storage`, error)
  }
}

/**
 * The parsed JSON under `key`, or `undefined` when the key is absent or its text is not JSON
 * (then `onUnreadable` hears why).
 */
export function readJson(key: string, onUnreadable?: (error: unknown) => void): unknown {
  const text = readString(key)
  if (text === null) return undefined
  try {
    return JSON.parse(text)
  } catch (error) {
    onUnreadable?.(error)
    return undefined
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value))
}
