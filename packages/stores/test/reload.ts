import { vi } from 'vitest'
import { REGISTRY_KEY } from '../src/registry'

type Holder = Record<symbol, Map<string, unknown> | undefined>

/** The in-memory stand-ins of the browser's storage under Node: the origin's and the tab's. */
const STORAGE_ENTRIES = ['storage.memory', 'storage.tabMemory']

/**
 * Simulates a page reload: the next dynamic import of a store module creates every store anew, while browser
 * storage (the in-memory stand-ins under Node) survives.
 */
export function reloadPage(): void {
  const holder = globalThis as unknown as Holder
  const kept = STORAGE_ENTRIES.flatMap((name) => {
    const storage = holder[REGISTRY_KEY]?.get(name)
    return storage ? [[name, storage] as const] : []
  })
  holder[REGISTRY_KEY] = kept.length ? new Map(kept) : undefined
  vi.resetModules()
}

/** A first visit: no stores and empty browser storage. */
export function freshBrowser(): void {
  const holder = globalThis as unknown as Holder
  holder[REGISTRY_KEY] = undefined
  vi.resetModules()
}
