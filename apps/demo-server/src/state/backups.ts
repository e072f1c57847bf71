import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { Cron } from 'croner'
import { strToU8, unzipSync, type Zippable, zipSync } from 'fflate'
import type { ServerContext } from '../context'
import type { ServerLog } from '../tasks/server-log'
import { sanitizeFilename } from '../util/filenames'

/** A backup as the real server lists it (objects/Backup.js toJSON). */
export interface BackupJson {
  id: string
  key: string | null
  backupDirPath: string
  datePretty: string
  fullPath: string
  path: string
  filename: string
  fileSize: number
  createdAt: number
  serverVersion: string | null
}

export const BACKUP_EXTENSION = '.audiobookshelf'
const DATABASE_ENTRY = 'absdatabase.sqlite'
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const pad = (value: number) => String(value).padStart(2, '0')

/** `ddd, MMM D YYYY HH:mm`, the real server's datePretty. */
function prettyDate(date: Date): string {
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`
  return `${DAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()} ${date.getFullYear()} ${time}`
}

/** `YYYY-MM-DDTHHmm`: backups made in the same minute share an id, and the later one replaces the earlier. */
function backupId(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}${pad(date.getMinutes())}`
}

export class BackupError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...filesUnder(full))
    else if (entry.isFile()) out.push(full)
  }
  return out
}

/**
 * BackupManager of the real server: zips of the SQLite database (`absdatabase.sqlite`), a `details` entry (id, key,
 * creation time, server version) and the item and author metadata folders, kept in the backup path. Applying one
 * replaces the database and restarts the server on it.
 */
export class Backups {
  private schedule: Cron | null = null

  constructor(
    private readonly ctx: ServerContext,
    private readonly log: ServerLog,
  ) {
    mkdirSync(this.path, { recursive: true })
    this.updateSchedule()
  }

  get path(): string {
    return this.ctx.store.serverSettings.backupPath
  }

  list(): BackupJson[] {
    if (!existsSync(this.path)) return []
    const backups: BackupJson[] = []
    for (const name of readdirSync(this.path).sort()) {
      if (!name.endsWith(BACKUP_EXTENSION)) continue
      const backup = this.read(join(this.path, name))
      if (backup && !backups.some((known) => known.id === backup.id)) backups.push(backup)
    }
    return backups
  }

  find(id: string): BackupJson | undefined {
    return this.list().find((backup) => backup.id === id)
  }

  /** A backup file's description, or null when it is not a readable backup. */
  private read(fullPath: string): BackupJson | null {
    let details: string[]
    try {
      const entries = unzipSync(readFileSync(fullPath), { filter: (file) => file.name === 'details' })
      if (!entries.details) return null
      details = new TextDecoder().decode(entries.details).split('\n')
    } catch {
      return null
    }
    const createdAt = Number(details[2])
    const filename = basename(fullPath)
    return {
      id: details[0] ?? '',
      key: details[1] && details[1] !== '1' ? details[1] : null,
      backupDirPath: dirname(fullPath),
      datePretty: prettyDate(new Date(createdAt)),
      fullPath,
      path: join('backups', filename),
      filename,
      fileSize: statSync(fullPath).size,
      createdAt,
      serverVersion: details[3] || null,
    }
  }

  async create(): Promise<BackupJson> {
    const { store, metadataDir, version } = this.ctx
    const now = new Date()
    const id = backupId(now)
    mkdirSync(this.path, { recursive: true })
    const copy = join(this.path, `${id}.sqlite`)
    try {
      await store.db.backup(copy)
      const files: Zippable = {
        [DATABASE_ENTRY]: readFileSync(copy),
        details: strToU8([id, 'sqlite', now.getTime(), version].join('\n')),
      }
      for (const [folder, entry] of [
        ['items', 'metadata-items'],
        ['authors', 'metadata-authors'],
      ] as const) {
        const root = join(metadataDir, folder)
        files[`${entry}/`] = {}
        for (const file of filesUnder(root)) files[`${entry}/${relative(root, file)}`] = readFileSync(file)
      }
      const zip = zipSync(files, { level: 6 })
      const maxBytes = store.serverSettings.maxBackupSize * 1e9
      if (maxBytes > 0 && zip.length > maxBytes) {
        throw new BackupError(500, 'Backup size exceeds the maximum backup size')
      }
      const fullPath = join(this.path, `${id}${BACKUP_EXTENSION}`)
      writeFileSync(fullPath, zip)
      this.log.info('BackupManager', `Backup successful ${id}`)
      this.removeOldest()
      return this.read(fullPath) as BackupJson
    } finally {
      rmSync(copy, { force: true })
    }
  }

  /** Keeps `backupsToKeep` backups, removing the oldest. */
  private removeOldest(): void {
    const keep = this.ctx.store.serverSettings.backupsToKeep || 2
    const backups = this.list().sort((a, b) => a.createdAt - b.createdAt)
    while (backups.length > keep) {
      const oldest = backups.shift() as BackupJson
      rmSync(oldest.fullPath, { force: true })
      this.log.info('BackupManager', `Removed oldest backup "${oldest.id}"`)
    }
  }

  /** An uploaded file, checked as the real server does, then kept with the others. */
  addUpload(name: string, bytes: Uint8Array): void {
    if (!name.endsWith(BACKUP_EXTENSION)) throw new BackupError(500, 'Invalid backup file')
    let names: string[]
    try {
      names = Object.keys(
        unzipSync(bytes, { filter: (file) => file.name === 'details' || file.name === DATABASE_ENTRY }),
      )
    } catch {
      throw new BackupError(400, 'Failed to read backup file - backup might not be a valid .zip file')
    }
    if (!names.includes(DATABASE_ENTRY)) {
      throw new BackupError(
        500,
        'Invalid backup with no absdatabase.sqlite file - might be a backup created on an old Audiobookshelf server.',
      )
    }
    const fullPath = join(this.path, sanitizeFilename(name))
    writeFileSync(fullPath, bytes)
    if (!this.read(fullPath)?.serverVersion) {
      rmSync(fullPath, { force: true })
      throw new BackupError(500, 'Invalid backup. Might be a backup created before version 2.0.0.')
    }
  }

  remove(backup: BackupJson): void {
    rmSync(backup.fullPath, { force: true })
  }

  /** Moves the backup folder (PATCH /api/backups/path); answers false when nothing changed. */
  setPath(requested: string): boolean {
    const next = resolve(requested)
    if (next === this.path) return false
    try {
      mkdirSync(next, { recursive: true })
    } catch {
      throw new BackupError(400, `Invalid backup path "${requested}"`)
    }
    this.ctx.store.serverSettings.backupPath = next
    this.ctx.store.saveServerSettings()
    return true
  }

  /** The database and metadata a backup holds, to be written while the server is stopped. */
  restoreFiles(backup: BackupJson): () => void {
    const entries = unzipSync(readFileSync(backup.fullPath))
    const database = entries[DATABASE_ENTRY]
    if (!database) {
      throw new BackupError(
        500,
        'Invalid backup file. Does not include absdatabase.sqlite. This might be from an older Audiobookshelf server.',
      )
    }
    const { dataDir } = this.ctx.config
    const { metadataDir } = this.ctx
    return () => {
      const file = join(dataDir, 'absdatabase.sqlite')
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
      writeFileSync(file, database)
      for (const [entry, folder] of [
        ['metadata-items/', 'items'],
        ['metadata-authors/', 'authors'],
      ] as const) {
        for (const [name, bytes] of Object.entries(entries)) {
          if (!name.startsWith(entry) || name.endsWith('/')) continue
          const target = join(metadataDir, folder, name.slice(entry.length))
          mkdirSync(dirname(target), { recursive: true })
          writeFileSync(target, bytes)
        }
      }
    }
  }

  /** Runs scheduled backups on the `backupSchedule` cron expression (false: none). */
  updateSchedule(): void {
    this.schedule?.stop()
    this.schedule = null
    const expression = this.ctx.store.serverSettings.backupSchedule
    if (!expression) return
    try {
      this.schedule = new Cron(expression, () => {
        this.create().catch((error: unknown) =>
          this.log.add('ERROR', 'BackupManager', `Backup failed: ${(error as Error).message}`),
        )
      })
    } catch (error) {
      this.log.add('ERROR', 'BackupManager', `Failed to schedule backup cron ${expression}: ${String(error)}`)
    }
  }

  stop(): void {
    this.schedule?.stop()
    this.schedule = null
  }
}
