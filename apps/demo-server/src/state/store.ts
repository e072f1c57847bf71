import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { DemoServerConfig } from '../config'
import { openDatabase, type Sqlite } from '../db/database'
import { DocumentTable } from '../db/document-table'
import { derivedFrom } from './derived'
import { defaultServerSettings, type ServerSettings } from './server-settings'
import type {
  ApiKeyRecord,
  AuthorRecord,
  CollectionRecord,
  FeedRecord,
  LibraryItemRecord,
  LibraryRecord,
  LoginSessionRecord,
  MediaProgressRecord,
  PlaybackSessionRecord,
  PlaylistRecord,
  SeriesRecord,
  ShareRecord,
  UserRecord,
} from './types'

/** Every persisted entity, cached in memory and written through to SQLite. */
export class Store {
  readonly db: Sqlite
  readonly users: DocumentTable<UserRecord>
  readonly apiKeys: DocumentTable<ApiKeyRecord>
  readonly loginSessions: DocumentTable<LoginSessionRecord>
  readonly libraries: DocumentTable<LibraryRecord>
  readonly items: DocumentTable<LibraryItemRecord>
  readonly authors: DocumentTable<AuthorRecord>
  readonly series: DocumentTable<SeriesRecord>
  readonly progress: DocumentTable<MediaProgressRecord>
  readonly playbackSessions: DocumentTable<PlaybackSessionRecord>
  readonly collections: DocumentTable<CollectionRecord>
  readonly playlists: DocumentTable<PlaylistRecord>
  readonly shares: DocumentTable<ShareRecord>
  readonly feeds: DocumentTable<FeedRecord>
  readonly serverSettings: ServerSettings
  readonly tokenSecret: string

  constructor(config: DemoServerConfig) {
    this.db = openDatabase(join(config.dataDir, 'absdatabase.sqlite'))
    const byUser = (doc: { userId: string }) => doc.userId
    const byLibrary = (doc: { libraryId: string }) => doc.libraryId
    this.users = new DocumentTable<UserRecord>(this.db, 'users', { username: (u) => u.username })
    this.apiKeys = new DocumentTable<ApiKeyRecord>(this.db, 'api_keys')
    this.loginSessions = new DocumentTable<LoginSessionRecord>(this.db, 'login_sessions', { user_id: byUser })
    this.libraries = new DocumentTable<LibraryRecord>(this.db, 'libraries')
    this.items = new DocumentTable<LibraryItemRecord>(this.db, 'library_items', { library_id: byLibrary })
    this.authors = new DocumentTable<AuthorRecord>(this.db, 'authors', { library_id: byLibrary })
    this.series = new DocumentTable<SeriesRecord>(this.db, 'series', { library_id: byLibrary })
    this.progress = new DocumentTable<MediaProgressRecord>(this.db, 'media_progress', { user_id: byUser })
    this.playbackSessions = new DocumentTable<PlaybackSessionRecord>(this.db, 'playback_sessions', {
      user_id: (s) => s.userId ?? '',
    })
    this.collections = new DocumentTable<CollectionRecord>(this.db, 'collections', { library_id: byLibrary })
    this.playlists = new DocumentTable<PlaylistRecord>(this.db, 'playlists', { user_id: byUser })
    this.shares = new DocumentTable<ShareRecord>(this.db, 'shares', { slug: (s) => s.slug })
    this.feeds = new DocumentTable<FeedRecord>(this.db, 'feeds', { slug: (f) => f.slug })

    const defaults = defaultServerSettings(config.flavour, config.dataDir)
    const stored = this.readSetting<Partial<ServerSettings>>('serverSettings')
    // Version fields follow the flavour the server runs as, whatever an earlier run stored.
    this.serverSettings = { ...defaults, ...stored, version: defaults.version }
    if (config.flavour === '2.36') this.serverSettings.timeZone = this.serverSettings.timeZone ?? 'UTC'
    else delete this.serverSettings.timeZone
    this.saveServerSettings()

    let secret = config.jwtSecret ?? this.readSetting<string>('tokenSecret')
    if (!secret) {
      secret = randomBytes(256).toString('base64')
      this.writeSetting('tokenSecret', secret)
    }
    this.tokenSecret = secret
  }

  readSetting<T>(key: string): T | undefined {
    const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
      | { value: string }
      | undefined
    return row ? (JSON.parse(row.value) as T) : undefined
  }

  writeSetting(key: string, value: unknown): void {
    this.settingWrites.version++
    this.db
      .prepare(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      )
      .run(key, JSON.stringify(value))
  }

  saveServerSettings(): void {
    this.writeSetting('serverSettings', this.serverSettings)
  }

  /**
   * Write counters for the API cache: every table, and the frequently written ones (progress, playback
   * and login sessions) that 2.36 keeps out of general invalidation.
   */
  writeCounts(): { all: number; churn: number; progress: number } {
    const churnTables = [this.progress, this.playbackSessions, this.loginSessions]
    const otherTables = [
      this.users,
      this.apiKeys,
      this.libraries,
      this.items,
      this.authors,
      this.series,
      this.collections,
      this.playlists,
      this.shares,
      this.feeds,
    ]
    const churn = churnTables.reduce((sum, table) => sum + table.version, 0)
    const other = otherTables.reduce((sum, table) => sum + table.version, 0)
    return { all: churn + other + this.settingWrites.version, churn, progress: this.progress.version }
  }

  /** Counts writes to the settings (server settings and the token secret) like a table's version. */
  readonly settingWrites = { version: 0 }

  /** Runs `work` in one SQLite transaction so a failure leaves no partial write on disk. */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work)()
  }

  get hasRootUser(): boolean {
    return this.users.find((u) => u.type === 'root') !== undefined
  }

  userByName(username: string): UserRecord | undefined {
    const wanted = username.toLowerCase()
    return this.users.find((u) => u.username.toLowerCase() === wanted)
  }

  librariesInOrder(): LibraryRecord[] {
    return this.libraries.all().sort((a, b) => a.displayOrder - b.displayOrder)
  }

  /** A library's items in storage order (shared until the next item write: callers must not change it). */
  itemsInLibrary(libraryId: string): readonly LibraryItemRecord[] {
    const byLibrary = derivedFrom(this, 'itemsByLibrary', [this.items], () => {
      const groups = new Map<string, LibraryItemRecord[]>()
      for (const item of this.items.all()) {
        const group = groups.get(item.libraryId)
        if (group) group.push(item)
        else groups.set(item.libraryId, [item])
      }
      return groups
    })
    return byLibrary.get(libraryId) ?? []
  }

  progressForUser(userId: string): MediaProgressRecord[] {
    return this.progress.filter((p) => p.userId === userId)
  }

  /** A user's playback sessions, the latest updated first. */
  playbackSessionsOfUser(userId: string): PlaybackSessionRecord[] {
    return this.playbackSessions.filter((s) => s.userId === userId).sort((a, b) => b.updatedAt - a.updatedAt)
  }

  close(): void {
    this.db.close()
  }
}
