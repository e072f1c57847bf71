import type { AbsSocketEvent, AbsSocketListener } from '@shelfkit/client'
import { shared } from './registry'

type AnyListener = (payload: unknown) => void

/**
 * The server-event bus: stores subscribe here whether or not a socket is open yet (the socket module delivers into
 * it), so modules that only listen never load the socket code.
 */
const listeners = shared('socket.listeners', () => new Map<string, Set<AnyListener>>())

/** Subscribes to one server event (whatever socket is current). Returns the unsubscribe. */
export function onServerEvent<E extends AbsSocketEvent>(
  event: E,
  listener: AbsSocketListener<E>,
): () => void {
  const untyped = listener as AnyListener
  let set = listeners.get(event)
  if (!set) {
    set = new Set()
    listeners.set(event, set)
  }
  set.add(untyped)
  return () => {
    set.delete(untyped)
  }
}

/** Delivers a server event to the subscribers; a failing listener is logged and does not stop the others. */
export function dispatchServerEvent(event: string, payload: unknown): void {
  for (const listener of [...(listeners.get(event) ?? [])]) {
    try {
      listener(payload)
    } catch (error) {
      console.error(`Handler of server event "${event}" failed`, error)
    }
  }
}
