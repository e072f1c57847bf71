import { Cron } from 'croner'
import type { Store } from '../state/store'
import type { LibraryRecord } from '../state/types'
import type { LibraryScans } from './library-scans'
import type { ServerLog } from './server-log'

/**
 * Scheduled library scans (CronManager's library scan crons): each library with an autoScanCronExpression scans on
 * that schedule as the usual library-scan task. Started for every library when the server starts and moved or
 * stopped when a library's expression changes, as there (a library created with one waits for a restart or an edit).
 */
export class LibraryScanSchedules {
  private readonly jobs = new Map<string, { expression: string; job: Cron }>()

  constructor(
    private readonly store: Store,
    private readonly scans: LibraryScans,
    private readonly log: ServerLog,
  ) {
    for (const library of store.libraries.all()) this.update(library)
  }

  /** Starts, moves or stops the library's schedule after its settings changed. */
  update(library: LibraryRecord): void {
    const wanted = library.settings.autoScanCronExpression
    const current = this.jobs.get(library.id)
    if (current && current.expression !== wanted) this.remove(library.id)
    if (!wanted || this.jobs.has(library.id)) return
    try {
      const job = new Cron(wanted, { protect: true }, () => this.scan(library.id))
      this.jobs.set(library.id, { expression: wanted, job })
    } catch (error) {
      this.log.add('ERROR', 'CronManager', `Invalid library scan schedule "${wanted}": ${String(error)}`)
    }
  }

  remove(libraryId: string): void {
    this.jobs.get(libraryId)?.job.stop()
    this.jobs.delete(libraryId)
  }

  stopAll(): void {
    for (const id of [...this.jobs.keys()]) this.remove(id)
  }

  private scan(libraryId: string): void {
    const library = this.store.libraries.get(libraryId)
    if (library) void this.scans.start(library)
    else this.remove(libraryId)
  }
}
