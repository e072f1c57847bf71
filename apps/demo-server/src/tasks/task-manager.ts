import type { SocketHub } from '../socket/hub'
import { newId } from '../util/ids'
import type { ServerLog } from './server-log'

export interface LocalisedText {
  text: string
  key?: string
  subs?: string[]
}

export interface Task {
  id: string
  action: string
  data: Record<string, unknown>
  title: string
  titleKey: string | null
  titleSubs: string[] | null
  description: string | null
  descriptionKey: string | null
  descriptionSubs: string[] | null
  error: string | null
  errorKey: string | null
  errorSubs: string[] | null
  showSuccess: boolean
  isFailed: boolean
  isFinished: boolean
  startedAt: number
  finishedAt: number | null
}

/** Running tasks, announced to every signed-in socket with task_started / task_finished (TaskManager). */
export class TaskManager {
  private tasks: Task[] = []

  constructor(
    private readonly hub: SocketHub,
    private readonly log: ServerLog,
  ) {}

  list(): Task[] {
    return this.tasks.map((t) => structuredClone(t))
  }

  start(
    action: string,
    title: LocalisedText,
    data: Record<string, unknown>,
    showSuccess = true,
    description?: LocalisedText,
  ): Task {
    const task = this.create(action, title, data, showSuccess, description)
    this.tasks.push(task)
    this.log.info('TaskManager', `Task started: ${task.title}`)
    this.hub.emitToAll('task_started', structuredClone(task))
    return task
  }

  /** A task that failed before it began, announced once with task_started (createAndEmitFailedTask). */
  startFailed(action: string, title: LocalisedText, description: LocalisedText, error: LocalisedText): Task {
    const task = this.create(action, title, {}, false, description)
    task.error = error.text
    task.errorKey = error.key ?? null
    task.errorSubs = error.subs ?? null
    task.isFailed = true
    task.isFinished = true
    task.finishedAt = Date.now()
    this.log.add('ERROR', 'TaskManager', `Task failed: ${task.title}: ${task.error}`)
    this.hub.emitToAll('task_started', structuredClone(task))
    return task
  }

  private create(
    action: string,
    title: LocalisedText,
    data: Record<string, unknown>,
    showSuccess: boolean,
    description?: LocalisedText,
  ): Task {
    return {
      id: newId(),
      action,
      data: { ...data },
      title: title.text,
      titleKey: title.key ?? null,
      titleSubs: title.subs ?? null,
      description: description?.text ?? null,
      descriptionKey: description?.key ?? null,
      descriptionSubs: description?.subs ?? null,
      error: null,
      errorKey: null,
      errorSubs: null,
      showSuccess,
      isFailed: false,
      isFinished: false,
      startedAt: Date.now(),
      finishedAt: null,
    }
  }

  /** Progress of an item-bound task, as the real server's encode/embed managers report it (admins only). */
  progress(libraryItemId: string | null, percent: number, extra: Record<string, unknown> = {}): void {
    this.hub.emitToAdmins('task_progress', { libraryItemId, progress: percent, ...extra })
  }

  finish(task: Task, description?: LocalisedText): void {
    if (description) {
      task.description = description.text
      task.descriptionKey = description.key ?? null
      task.descriptionSubs = description.subs ?? null
    }
    task.isFinished = true
    task.finishedAt = Date.now()
    if (!this.tasks.some((t) => t.id === task.id)) return
    this.tasks = this.tasks.filter((t) => t.id !== task.id)
    if (task.isFailed) this.log.add('ERROR', 'TaskManager', `Task failed: ${task.title}: ${task.error}`)
    else this.log.info('TaskManager', `Task finished: ${task.title}`)
    this.hub.emitToAll('task_finished', structuredClone(task))
  }

  fail(task: Task, error: LocalisedText): void {
    task.error = error.text
    task.errorKey = error.key ?? null
    task.errorSubs = error.subs ?? null
    task.isFailed = true
    this.finish(task)
  }
}
