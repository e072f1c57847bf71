import type { Server as HttpServer } from 'node:http'
import { Server, type Socket } from 'socket.io'
import type { TokenSigner } from '../auth/tokens'
import { userPublicJson } from '../serialize/user'
import { canAccessItem, isAdminOrUp } from '../state/access'
import type { Store } from '../state/store'
import type { LibraryItemRecord, UserRecord } from '../state/types'
import type { LogEntry, ServerLog } from '../tasks/server-log'

interface Client {
  socket: Socket
  userId: string | null
  connectedAt: number
}

export interface SocketHubOptions {
  basePath: string
  store: Store
  tokens: TokenSigner
  /** Accepts refresh JWTs on `auth` (2.30 does, 2.36 does not). */
  acceptRefreshTokens: boolean
  /** The user's open playback session in client JSON, shown in online-user payloads. */
  openSessionJson: (userId: string) => unknown
  onCancelScan: (libraryId: string) => void
  /** How long a refused `auth` waits before `auth_failed` is sent (a fault switch; 0 normally). */
  authFailureDelayMs?: () => number
}

/**
 * The socket.io side of the server: the legacy `/socket.io` path and `<basePath>/socket.io`, the `auth`
 * handshake, and the emitters the routes use (everyone, one user, admins, users who may see an item).
 */
export class SocketHub {
  private readonly servers: Server[] = []
  private readonly clients = new Map<string, Client>()
  /** Admin sockets that asked for the live log, with the lowest level each wants. */
  private readonly logListeners = new Map<string, number>()

  constructor(
    httpServer: HttpServer,
    private readonly options: SocketHubOptions,
  ) {
    const paths = ['/socket.io']
    if (options.basePath) paths.push(`${options.basePath}/socket.io`)
    for (const path of paths) {
      const io = new Server(httpServer, { path, cors: { origin: '*', methods: ['GET', 'POST'] } })
      io.on('connection', (socket) => this.onConnection(socket))
      this.servers.push(io)
    }
  }

  private onConnection(socket: Socket): void {
    this.clients.set(socket.id, { socket, userId: null, connectedAt: Date.now() })
    socket.on('auth', (token: unknown) => {
      this.authenticate(socket, token).catch(() => this.refuse(socket, 'Invalid token'))
    })
    socket.on('cancel_scan', (libraryId: unknown) => {
      if (typeof libraryId === 'string') this.options.onCancelScan(libraryId)
    })
    socket.on('set_log_listener', (level: unknown) => {
      const user = this.userOf(socket.id)
      if (!user || !isAdminOrUp(user)) return
      if (!Number.isInteger(level) || (level as number) < 0 || (level as number) > 6) return
      this.logListeners.set(socket.id, level as number)
    })
    socket.on('remove_log_listener', () => this.logListeners.delete(socket.id))
    socket.on('ping', () => socket.emit('pong'))
    socket.on('message_all_users', (payload: { message?: string } | undefined) => {
      const user = this.userOf(socket.id)
      if (user && isAdminOrUp(user)) this.emitToAll('admin_message', payload?.message ?? '')
    })
    socket.on('disconnect', () => {
      const user = this.userOf(socket.id)
      this.clients.delete(socket.id)
      this.logListeners.delete(socket.id)
      if (user) this.emitToAdmins('user_offline', this.publicUser(user))
    })
  }

  private refuse(socket: Socket, message: string): void {
    const delay = this.options.authFailureDelayMs?.() ?? 0
    if (delay > 0) setTimeout(() => socket.emit('auth_failed', { message }), delay)
    else socket.emit('auth_failed', { message })
  }

  private async authenticate(socket: Socket, token: unknown): Promise<void> {
    const verified = typeof token === 'string' ? await this.options.tokens.verify(token) : null
    const claims = verified?.ok ? verified.claims : null
    const usable =
      claims?.userId &&
      claims.type !== 'api' &&
      (this.options.acceptRefreshTokens || claims.type !== 'refresh')
    const user = usable ? this.options.store.users.get(claims.userId) : undefined
    if (!user) {
      this.refuse(socket, 'Invalid token')
      return
    }
    if (!user.isActive) {
      this.refuse(socket, 'Invalid user')
      return
    }
    const client = this.clients.get(socket.id)
    if (!client) return
    client.userId = user.id
    this.emitToAdmins('user_online', this.publicUser(user))
    user.lastSeen = Date.now()
    this.options.store.users.save(user)
    const init: Record<string, unknown> = { userId: user.id, username: user.username }
    if (isAdminOrUp(user)) init.usersOnline = this.usersOnline()
    socket.emit('init', init)
  }

  private userOf(socketId: string): UserRecord | undefined {
    const userId = this.clients.get(socketId)?.userId
    return userId ? this.options.store.users.get(userId) : undefined
  }

  private publicUser(user: UserRecord) {
    return userPublicJson(user, this.options.openSessionJson(user.id))
  }

  /** Sends each new line of `log` to the sockets listening at its level (FATAL and above to all of them). */
  attachLog(log: ServerLog): () => void {
    return log.subscribe((entry: LogEntry) => {
      for (const [socketId, level] of this.logListeners) {
        if (entry.level >= 5 || entry.level >= level) this.clients.get(socketId)?.socket.emit('log', entry)
      }
    })
  }

  usersOnline() {
    const online = new Map<string, ReturnType<SocketHub['publicUser']> & { connections: number }>()
    for (const client of this.clients.values()) {
      if (!client.userId) continue
      const existing = online.get(client.userId)
      if (existing) existing.connections++
      else {
        const user = this.options.store.users.get(client.userId)
        if (user) online.set(user.id, { ...this.publicUser(user), connections: 1 })
      }
    }
    return [...online.values()]
  }

  isOnline(userId: string): boolean {
    for (const client of this.clients.values()) if (client.userId === userId) return true
    return false
  }

  private *authenticatedClients(): Generator<{ client: Client; user: UserRecord }> {
    for (const client of this.clients.values()) {
      if (!client.userId) continue
      const user = this.options.store.users.get(client.userId)
      if (user) yield { client, user }
    }
  }

  emitToAll(event: string, data: unknown, filter?: (user: UserRecord) => boolean): void {
    for (const { client, user } of this.authenticatedClients()) {
      if (!filter || filter(user)) client.socket.emit(event, data)
    }
  }

  emitToUser(userId: string, event: string, data: unknown): void {
    for (const { client, user } of this.authenticatedClients()) {
      if (user.id === userId) client.socket.emit(event, data)
    }
  }

  emitToAdmins(event: string, data: unknown): void {
    this.emitToAll(event, data, isAdminOrUp)
  }

  /** Emits a serialised item to every user allowed to see it. */
  emitItem(event: string, item: LibraryItemRecord, json: unknown): void {
    this.emitToAll(event, json, (user) => canAccessItem(user, item))
  }

  /** Emits the accessible subset of `items` to each user, skipping users who may see none. */
  emitItems(event: string, items: LibraryItemRecord[], toJson: (item: LibraryItemRecord) => unknown): void {
    for (const { client, user } of this.authenticatedClients()) {
      const visible = items.filter((item) => canAccessItem(user, item))
      if (visible.length) client.socket.emit(event, visible.map(toJson))
    }
  }

  /** Fault switch: close every socket's transport, like a network drop (clients reconnect on their own). */
  dropAll(): void {
    for (const client of this.clients.values()) client.socket.conn.close()
  }

  /** Disconnects every socket and stops both socket.io servers (this also stops the HTTP server). */
  async close(): Promise<void> {
    await Promise.all(this.servers.map((io) => new Promise<void>((resolve) => io.close(() => resolve()))))
  }
}
