import { io, type Socket } from 'socket.io-client'
import type { ServerAddress } from './server-url'
import type { ServerToClientEvents } from './types'

export interface ClientToServerEvents {
  auth: (token: string) => void
  cancel_scan: (libraryId: string) => void
  set_log_listener: (level: number) => void
  remove_log_listener: () => void
}

export type AbsSocketEvent = keyof ServerToClientEvents
export type AbsSocketListener<E extends AbsSocketEvent> = (payload: ServerToClientEvents[E]) => void

/** Connection states the UI distinguishes (spec 01 §4 "Socket connection"). */
export interface AbsSocketState {
  connected: boolean
  authenticated: boolean
}

export interface AbsSocketOptions {
  address: ServerAddress
  /** The current access token (read at every auth). */
  getToken: () => string | null
  /** Override for tests and embedding (defaults to socket.io-client's `io`). */
  io?: typeof io
  onStateChange?: (state: AbsSocketState) => void
  /** Fired on every connect: `reconnect` is false for the first one. */
  onConnect?: (info: { reconnect: boolean }) => void
  onConnectError?: (error: Error) => void
  onDisconnect?: (reason: string) => void
}

export interface AbsSocket {
  readonly socket: Socket
  state(): AbsSocketState
  connect(): void
  disconnect(): void
  /** Re-sends auth when connected but not authenticated (after a token refresh). */
  reauthenticate(): void
  cancelScan(libraryId: string): void
  /** Admins: the server sends `log` for each line at `level` or above (until removed or disconnected). */
  setLogListener(level: number): void
  removeLogListener(): void
  on<E extends AbsSocketEvent>(event: E, listener: AbsSocketListener<E>): () => void
}

/**
 * The server's socket.io endpoint: `{origin}{basePath}/socket.io`, websocket transport only, reconnection on.
 * After connecting it emits `auth` with the access token; `init` confirms, `auth_failed` leaves it unauthenticated.
 * One `auth` is in flight at a time: the server verifies asynchronously and its answers do not name the token, so a
 * late `auth_failed` for an old token could otherwise undo the `init` of a refreshed one.
 */
export function createAbsSocket(options: AbsSocketOptions): AbsSocket {
  const connectIo = options.io ?? io
  const target = options.address.origin || undefined
  const socket = connectIo(target as string, {
    path: `${options.address.basePath}/socket.io`,
    transports: ['websocket'],
    reconnection: true,
    autoConnect: false,
  })
  let state: AbsSocketState = { connected: false, authenticated: false }
  let everConnected = false
  let authInFlight = false
  /** Auth was asked for again (a token refresh) while an answer was pending. */
  let authWanted = false

  const setState = (next: Partial<AbsSocketState>) => {
    state = { ...state, ...next }
    options.onStateChange?.(state)
  }
  const sendAuth = () => {
    const token = options.getToken()
    if (!token) return
    if (authInFlight) {
      authWanted = true
      return
    }
    authInFlight = true
    socket.emit('auth', token)
  }
  const forgetAuth = () => {
    authInFlight = false
    authWanted = false
  }

  socket.on('connect', () => {
    forgetAuth()
    setState({ connected: true, authenticated: false })
    sendAuth()
    options.onConnect?.({ reconnect: everConnected })
    everConnected = true
  })
  socket.on('disconnect', (reason) => {
    forgetAuth()
    setState({ connected: false, authenticated: false })
    options.onDisconnect?.(reason)
  })
  socket.on('connect_error', (error) => options.onConnectError?.(error))
  socket.on('init', () => {
    forgetAuth()
    setState({ authenticated: true })
  })
  socket.on('auth_failed', () => {
    const retry = authWanted
    forgetAuth()
    setState({ authenticated: false })
    if (retry) sendAuth()
  })

  return {
    socket,
    state: () => state,
    connect: () => {
      socket.connect()
    },
    disconnect: () => {
      socket.disconnect()
      everConnected = false
    },
    reauthenticate: () => {
      if (state.connected && !state.authenticated) sendAuth()
    },
    cancelScan: (libraryId) => {
      socket.emit('cancel_scan', libraryId)
    },
    setLogListener: (level) => {
      socket.emit('set_log_listener', level)
    },
    removeLogListener: () => {
      socket.emit('remove_log_listener')
    },
    on: (event, listener) => {
      const untyped = listener as (payload: unknown) => void
      socket.on(event as string, untyped)
      return () => {
        socket.off(event as string, untyped)
      }
    },
  }
}
