import type { ServerContext } from '../context'
import type { ProbeCache } from '../library/probe-cache'
import { scanLibrary } from '../library/scanner'
import { sampleIdHints } from '../sample/hints'
import { itemExpandedJson } from '../serialize/library-item'
import { removeOrphanedPeople } from '../state/people'
import type { LibraryItemRecord, LibraryRecord } from '../state/types'
import type { TaskManager } from './task-manager'

/** The real server's elapsedPretty: seconds, minutes up to 69, then hours and minutes. */
function elapsedPretty(ms: number): string {
  const seconds = ms / 1000
  if (seconds < 60) return `${Math.floor(seconds)} sec`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 70) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes - hours * 60
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`
}

interface ScanCounts {
  added: number
  updated: number
  missing: number
}

/** The task's scanResults: counts, elapsed ms and LibraryScan.scanResultsString of the real server. */
function scanResults(counts: ScanCounts, elapsed: number) {
  const parts = [
    counts.added ? `${counts.added} added` : '',
    counts.updated ? `${counts.updated} updated` : '',
    counts.missing ? `${counts.missing} missing` : '',
  ].filter(Boolean)
  const text = `${parts.length ? parts.join(', ') : 'No changes needed'} (${elapsedPretty(elapsed)})`
  return { ...counts, elapsed, text }
}

/** Library scans run as tasks, one at a time per library, cancellable with the socket's cancel_scan. */
export class LibraryScans {
  private readonly running = new Map<string, { cancelled: boolean; done: Promise<void> }>()

  constructor(
    private readonly ctx: ServerContext,
    private readonly tasks: TaskManager,
    private readonly probes: ProbeCache,
  ) {}

  isScanning(libraryId: string): boolean {
    return this.running.has(libraryId)
  }

  cancel(libraryId: string): void {
    const scan = this.running.get(libraryId)
    if (scan) scan.cancelled = true
  }

  /**
   * Scanner.matchLibraryItems of the real server: quick-matches every book of the library as a library-match-all
   * task that cancel_scan stops between books; none while a scan of the library runs. Podcasts are not matched.
   */
  matchAll(
    library: LibraryRecord,
    match: (item: LibraryItemRecord) => Promise<'updated' | 'unchanged' | 'unmatched'>,
  ): Promise<void> {
    if (library.mediaType === 'podcast' || this.running.has(library.id)) return Promise.resolve()
    const state = { cancelled: false, done: Promise.resolve() }
    state.done = this.runMatch(library, match, state).finally(() => this.running.delete(library.id))
    this.running.set(library.id, state)
    return state.done
  }

  private async runMatch(
    library: LibraryRecord,
    match: (item: LibraryItemRecord) => Promise<'updated' | 'unchanged' | 'unmatched'>,
    state: { cancelled: boolean },
  ): Promise<void> {
    const task = this.tasks.start(
      'library-match-all',
      {
        text: `Matching books in "${library.name}"`,
        key: 'MessageTaskMatchingBooksInLibrary',
        subs: [library.name],
      },
      { libraryId: library.id },
    )
    const started = Date.now()
    const items = [...this.ctx.store.itemsInLibrary(library.id)]
    if (!items.length) {
      this.tasks.fail(task, { text: 'No items found', key: 'MessageNoItemsFound' })
      return
    }
    let updated = 0
    for (const item of items) {
      await this.pause()
      if ((await match(item)) === 'updated') updated++
      if (state.cancelled) break
    }
    task.data.scanResults = scanResults({ added: 0, updated, missing: 0 }, Date.now() - started)
    if (state.cancelled)
      this.tasks.finish(task, { text: 'Task canceled by user', key: 'MessageTaskCanceledByUser' })
    else this.tasks.finish(task)
  }

  /** The test-only slow scan fault: a wait before each folder or book. */
  private async pause(): Promise<void> {
    const delay = this.ctx.faults.scanItemDelayMs
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
  }

  /** Starts a scan unless one is running; resolves when it has finished. */
  start(library: LibraryRecord, force = false): Promise<void> {
    const existing = this.running.get(library.id)
    if (existing) return existing.done
    const state = { cancelled: false, done: Promise.resolve() }
    state.done = this.run(library, force, state).finally(() => this.running.delete(library.id))
    this.running.set(library.id, state)
    return state.done
  }

  private async run(library: LibraryRecord, force: boolean, state: { cancelled: boolean }): Promise<void> {
    const { ctx } = this
    const data = { libraryId: library.id, libraryName: library.name, libraryMediaType: library.mediaType }
    const task = this.tasks.start(
      'library-scan',
      { text: `Scanning "${library.name}" library`, key: 'MessageTaskScanningLibrary', subs: [library.name] },
      data,
    )
    const started = Date.now()
    let lastPercent = -1
    try {
      const result = await scanLibrary(library, {
        store: ctx.store,
        probes: this.probes,
        scanVersion: ctx.version,
        force,
        hintsForNew: sampleIdHints,
        isCancelled: () => state.cancelled,
        beforeEach: () => this.pause(),
        onProgress: (done, total) => {
          const percent = Math.floor((done / total) * 100)
          if (percent === lastPercent) return
          lastPercent = percent
          this.tasks.progress(null, percent, { libraryId: library.id, taskId: task.id })
        },
      })
      removeOrphanedPeople(ctx.store, library.id)
      const view = { store: ctx.store, flavour: ctx.config.flavour }
      const toJson = (item: Parameters<typeof itemExpandedJson>[1]) => itemExpandedJson(view, item)
      if (result.added.length) ctx.hub.emitItems('items_added', result.added, toJson)
      const updated = [...result.updated, ...result.missing]
      if (updated.length) ctx.hub.emitItems('items_updated', updated, toJson)
      task.data.scanResults = scanResults(
        { added: result.added.length, updated: result.updated.length, missing: result.missing.length },
        Date.now() - started,
      )
      // As the real server: a cancelled scan finishes (not fails) saying so.
      if (result.cancelled) {
        this.tasks.finish(task, { text: 'Task canceled by user', key: 'MessageTaskCanceledByUser' })
        return
      }
      this.tasks.finish(task)
    } catch (error) {
      console.error('Library scan failed', error)
      this.tasks.fail(task, { text: 'Failed', key: 'MessageTaskFailed' })
    }
  }
}
