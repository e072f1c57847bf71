import { vi } from 'vitest'
import { REGISTRY_KEY } from '../src/registry'

type Holder = Record<symbol, Map<string, unknown> | undefined>

/**
 * Simulates a page reload: the next dynamic import of a store module creates every store anew, while browser
 * storage (the in-memory stand-in under Node) survives.
 */
export function reloadPage(): void {
  const holder = globalThis as unknown as Holder
  const storage = holder[REGISTRY_KEY]?.get('storage.memory')
  holder[REGISTRY_KEY] = storage ? new Map([['storage.memory', storage]]) : undefined
  vi.resetModules()
}

/** A first visit: no stores and empty browser storage. */
export function freshBrowser(): void {
  const holder = globalThis as unknown as Holder
  holder[REGISTRY_KEY] = undefined
  vi.resetModules()
}
