import type { ServerContext } from '../context'
import type { ProbeCache } from '../library/probe-cache'
import { type ScanResult, scanLibrary } from '../library/scanner'
import { sampleIdHints } from '../sample/hints'
import { itemExpandedJson } from '../serialize/library-item'
import { removeOrphanedPeople } from '../state/people'
import type { LibraryRecord } from '../state/types'
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

/** LibraryScan.scanResultsString of the real server. */
function resultsText(result: ScanResult, elapsed: number): string {
  const parts = [
    result.added.length ? `${result.added.length} added` : '',
    result.updated.length ? `${result.updated.length} updated` : '',
    result.missing.length ? `${result.missing.length} missing` : '',
  ].filter(Boolean)
  return `${parts.length ? parts.join(', ') : 'No changes needed'} (${elapsedPretty(elapsed)})`
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
        beforeEach: async () => {
          const delay = ctx.faults.scanItemDelayMs
          if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
        },
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
      const elapsed = Date.now() - started
      task.data.scanResults = {
        added: result.added.length,
        updated: result.updated.length,
        missing: result.missing.length,
        elapsed,
        text: resultsText(result, elapsed),
      }
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
