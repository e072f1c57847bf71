import { type AbsSocketState, createAbsSocket } from '@shelfkit/client'
import { atom } from 'nanostores'
import { storeMessages } from './i18n/i18n'
import { shared } from './registry'
import { dispatchServerEvent } from './server-events'
import { $serverUrl, $sessionStatus, getClient } from './session'
import { socketHolder as holder } from './socket-holder'
import { $toasts, dismissToastByKey, showToast } from './toasts'

// The event bus lives in its own module so that listening to events does not load the socket code.
export { dispatchServerEvent, onServerEvent } from './server-events'

/** The reconnect success toast hides after this long; failure toasts stay (spec 01 §4, §9). */
export const RECONNECT_TOAST_MS = 5000
/** Connection toasts share this key so each replaces the previous one instead of stacking. */
export const SOCKET_TOAST_KEY = 'socket-connection'
/** Spec 01 §8. */
export const socketMessages = storeMessages('socket', {
  connected: 'Socket connected',
  failed: 'Socket failed to connect',
  disconnected: 'Socket disconnected',
})

export const $socketState = shared('socket.state', () =>
  atom<AbsSocketState>({ connected: false, authenticated: false }),
)

/**
 * Opens the socket for the signed-in session (idempotent). It closes by itself when the session ends or the
 * server address changes.
 */
export function connectSocket(): void {
  const client = getClient()
  if (holder.socket && holder.client === client) {
    if (!holder.socket.state().connected) holder.socket.connect()
    return
  }
  disconnectSocket()
  const socket = client.socket(createAbsSocket, {
    onStateChange: (state) => $socketState.set(state),
    onConnect: ({ reconnect }) => {
      // The first connection is silent, unless it ends a failure the user was already told about.
      if (reconnect || hasSocketToast()) {
        showToast({
          type: 'success',
          message: socketMessages.get().connected,
          timeoutMs: RECONNECT_TOAST_MS,
          key: SOCKET_TOAST_KEY,
        })
      }
    },
    onConnectError: () => {
      showToast({
        type: 'error',
        message: socketMessages.get().failed,
        timeoutMs: null,
        key: SOCKET_TOAST_KEY,
      })
    },
    onDisconnect: (reason) => {
      // Our own disconnect (sign-out, server change) is not news.
      if (reason === 'io client disconnect') return
      showToast({
        type: 'error',
        message: socketMessages.get().disconnected,
        timeoutMs: null,
        key: SOCKET_TOAST_KEY,
      })
    },
  })
  socket.socket.onAny((event: string, payload: unknown) => dispatchServerEvent(event, payload))
  socket.on('auth_failed', (payload) => {
    console.error('Socket authentication failed', (payload as { message?: string } | undefined)?.message)
  })
  holder.socket = socket
  holder.client = client
  holder.stopWatching = watchSession()
  socket.connect()
}

export function disconnectSocket(): void {
  holder.stopWatching?.()
  holder.stopWatching = null
  const socket = holder.socket
  holder.socket = null
  holder.client = null
  if (socket) {
    socket.socket.offAny()
    socket.disconnect()
  }
  dismissToastByKey(SOCKET_TOAST_KEY)
  $socketState.set({ connected: false, authenticated: false })
}

function hasSocketToast(): boolean {
  return $toasts.get().some((toast) => toast.key === SOCKET_TOAST_KEY)
}

function watchSession(): () => void {
  const stopStatus = $sessionStatus.listen((status) => {
    if (status === 'signed-out') disconnectSocket()
    // Connected before anyone signed in: authenticate now.
    if (status === 'signed-in') holder.socket?.reauthenticate()
  })
  const stopServer = $serverUrl.listen(() => disconnectSocket())
  // Re-sending auth after a token refresh (spec 01 §4) is the client's job: it knows its sockets.
  return () => {
    stopStatus()
    stopServer()
  }
}
