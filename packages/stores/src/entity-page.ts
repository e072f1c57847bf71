import type { AbsClient } from '@shelfkit/client'
import { atom, computed, type ReadableAtom } from 'nanostores'
import { createResource, type ResourceState } from './resource'

export interface EntityPage<T> {
  /** Id of the entity the open page shows; null when no page is open. */
  readonly $id: ReadableAtom<string | null>
  /** Loading state of the open entity. Data of an entity viewed before is never shown for another id. */
  readonly $state: ReadableAtom<ResourceState<T>>
  /** True once the entity was deleted on the server while the page showed it (spec 01 §4). */
  readonly $removed: ReadableAtom<boolean>
  /** Shows the entity with this id (loads it; the same id again reloads in place). */
  open(id: string): Promise<T | null>
  reload(): Promise<T | null>
  close(): void
  /** The open entity's data, or null. */
  current(): T | null
  /** Live change: replaces the data when it is about the open entity. */
  replace(data: T): void
  /** Live change of the open entity's data. */
  update(change: (data: T) => T): void
  markRemoved(): void
}

/**
 * One page's entity (an item, an author, a collection…): which one is open, its loading state, live replacement
 * and removal, so pages render a store and socket reactions have a single place to write to.
 */
export function createEntityPage<T>(options: {
  load: (client: AbsClient, id: string, signal: AbortSignal) => Promise<T>
  idOf: (data: T) => string
  /** What a failed load says when the server gives no reason; 'Failed to load data' in the interface language. */
  fallbackMessage?: string
}): EntityPage<T> {
  const $id = atom<string | null>(null)
  const $removed = atom(false)
  const resource = createResource<T>((client, signal) => {
    const id = $id.get()
    if (id === null) return Promise.reject(new Error('No page open'))
    return options.load(client, id, signal)
  }, options.fallbackMessage)

  const $state = computed([resource.$state, $id], (state, id) =>
    state.data !== null && options.idOf(state.data) !== id ? { ...state, data: null } : state,
  )
  const isOpenEntity = (data: T) => options.idOf(data) === $id.get()

  return {
    $id,
    $state,
    $removed,
    open(id) {
      if (id !== $id.get()) $removed.set(false)
      $id.set(id)
      return resource.load()
    },
    reload: () => ($id.get() === null ? Promise.resolve(null) : resource.load()),
    close() {
      resource.abort()
      $id.set(null)
      $removed.set(false)
    },
    current() {
      const { data } = $state.get()
      return data !== null && isOpenEntity(data) ? data : null
    },
    replace(data) {
      if (isOpenEntity(data)) resource.set(data)
    },
    update(change) {
      resource.update((data) => (isOpenEntity(data) ? change(data) : data))
    },
    markRemoved() {
      if ($id.get() !== null) $removed.set(true)
    },
  }
}
