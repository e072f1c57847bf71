import { atom, type ReadableAtom } from 'nanostores'
import { shared } from '../registry'

export type Connection = 'online' | 'offline'

const browserOnline = () => (globalThis.navigator as { onLine?: boolean } | undefined)?.onLine !== false

const state = shared('offline.connection', () => {
  const $connection = atom<Connection>(browserOnline() ? 'online' : 'offline')
  const target = globalThis as { addEventListener?: (type: string, listener: () => void) => void }
  target.addEventListener?.('online', () => $connection.set('online'))
  target.addEventListener?.('offline', () => $connection.set('offline'))
  return { $connection }
})

/**
 * Whether the server can be reached: 'offline' while the browser has no network, or while the session runs from
 * what this device kept because the server did not answer; 'online' again once the network is back.
 */
export const $connection: ReadableAtom<Connection> = state.$connection

/** The server did not answer (or answered again): set by the session store. */
export function setConnection(connection: Connection): void {
  state.$connection.set(connection)
}

export const isBrowserOnline = browserOnline
