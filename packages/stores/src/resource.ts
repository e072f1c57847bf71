import { type AbsClient, errorMessage } from '@shelfkit/client'
import { atom, type ReadableAtom } from 'nanostores'
import { errorMessages } from './server-error'
import { getClient } from './session'

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface ResourceState<T> {
  status: ResourceStatus
  data: T | null
  /** What the UI shows when loading failed: the server's text, else the fallback message ('Failed to load data'). */
  error: string | null
}

export interface Resource<T> {
  readonly $state: ReadableAtom<ResourceState<T>>
  /** Loads again; an earlier load still in flight is aborted and its answer ignored. */
  load(): Promise<T | null>
  /** Replaces the data (live updates from socket events). */
  set(data: T): void
  /** Changes the data in place from its current value. */
  update(change: (data: T) => T): void
  abort(): void
}

/**
 * One piece of server data a page shows (an item, an author, a series…): loading state, data and a user-readable
 * error, so components render a store and never call the client.
 */
export function createResource<T>(
  loader: (client: AbsClient, signal: AbortSignal) => Promise<T>,
  /** What an error without the server's text says (a function: read when it happens, in the language then shown). */
  fallbackMessage?: string | (() => string),
): Resource<T> {
  const $state = atom<ResourceState<T>>({ status: 'idle', data: null, error: null })
  let controller: AbortController | null = null

  return {
    $state,
    async load() {
      controller?.abort()
      const own = new AbortController()
      controller = own
      $state.set({ status: 'loading', data: $state.get().data, error: null })
      try {
        const data = await loader(getClient(), own.signal)
        if (own.signal.aborted) return null
        $state.set({ status: 'ready', data, error: null })
        return data
      } catch (error) {
        if (own.signal.aborted) return null
        const fallback =
          (typeof fallbackMessage === 'function' ? fallbackMessage() : fallbackMessage) ??
          errorMessages.get().loadFailed
        console.error(fallback, error)
        $state.set({ status: 'error', data: null, error: errorMessage(error, fallback) })
        return null
      }
    },
    set(data) {
      $state.set({ status: 'ready', data, error: null })
    },
    update(change) {
      const { data } = $state.get()
      if (data !== null) $state.set({ status: 'ready', data: change(data), error: null })
    },
    abort() {
      controller?.abort()
      controller = null
    },
  }
}
