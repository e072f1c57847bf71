import type { AbsClient, AbsSocket } from '@shelfkit/client'
import { shared } from './registry'

/**
 * The open socket, in a module of its own so what only sends on it (cancelScan) does not load the socket code: the
 * shell bundles the tasks menu, and socket.io-client then arrives with the live updates after the first page.
 */
export interface SocketHolder {
  socket: AbsSocket | null
  client: AbsClient | null
  stopWatching: (() => void) | null
}

export const socketHolder = shared<SocketHolder>('socket.holder', () => ({
  socket: null,
  client: null,
  stopWatching: null,
}))

/** Asks the server to stop a running library scan. */
export function cancelScan(libraryId: string): void {
  socketHolder.socket?.cancelScan(libraryId)
}
