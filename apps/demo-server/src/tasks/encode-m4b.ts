import { basename, dirname, extname, join } from 'node:path'
import { bookDuration, includedAudioFiles } from '../serialize/library-item'
import type { BookItem } from '../state/types'
import type { Task, TaskManager } from './task-manager'

const STEPS = 4
const STEP_MS = 250

/**
 * "Encode M4B" (AbMergeManager) as a task with the real action, texts and progress events that finishes
 * after about a second without touching the files: the demo library keeps its sample tracks.
 */
export class M4bEncoder {
  private readonly pending = new Map<string, { task: Task; timer: NodeJS.Timeout }>()

  constructor(private readonly tasks: TaskManager) {}

  isPending(libraryItemId: string): boolean {
    return this.pending.has(libraryItemId)
  }

  start(item: BookItem, userId: string, encodeOptions: Record<string, unknown>): void {
    const title = item.media.metadata.title
    const directory = item.isFile ? dirname(item.path) : item.path
    const targetFilename = `${basename(item.path, item.isFile ? extname(item.path) : '')}.m4b`
    const files = includedAudioFiles(item.media)
    const task = this.tasks.start(
      'encode-m4b',
      { text: 'Encoding M4b', key: 'MessageTaskEncodingM4b' },
      {
        libraryItemId: item.id,
        libraryItemDir: directory,
        userId,
        originalTrackPaths: files.map((f) => f.metadata.path),
        inos: files.map((f) => f.ino),
        targetFilename,
        targetFilepath: join(directory, targetFilename),
        duration: bookDuration(item.media),
        encodeOptions,
      },
      false,
    )
    task.description = `Encoding audiobook "${title}" into a single m4b file.`
    task.descriptionKey = 'MessageTaskEncodingM4bDescription'
    task.descriptionSubs = [title]
    let step = 0
    const timer = setInterval(() => {
      step++
      this.tasks.progress(item.id, (step / STEPS) * 100)
      if (step < STEPS) return
      this.pending.delete(item.id)
      clearInterval(timer)
      this.tasks.finish(task)
    }, STEP_MS)
    this.pending.set(item.id, { task, timer })
  }

  /** False when nothing is being encoded for that item. */
  cancel(libraryItemId: string): boolean {
    const pending = this.pending.get(libraryItemId)
    if (!pending) return false
    clearInterval(pending.timer)
    this.pending.delete(libraryItemId)
    this.tasks.fail(pending.task, { text: 'Task canceled by user', key: 'MessageTaskCanceledByUser' })
    return true
  }
}
