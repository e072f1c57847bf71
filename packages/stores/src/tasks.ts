import { count } from '@nanostores/i18n'
import type { Task } from '@shelfkit/client'
import { tasksApi } from '@shelfkit/client'
import { atom, computed, onMount } from 'nanostores'
import { $format, storeMessages } from './i18n/i18n'
import { shared } from './registry'
import { getClient } from './session'

/** Finished tasks that failed or want their success shown stay in the menu this long (spec 01 §9). */
export const TASK_VISIBLE_MS = 60000

/** Every task the server reported, in arrival order. */
export const $tasks = shared('tasks', () => atom<readonly Task[]>([]))
/** Task ids the user has seen in the open tasks menu. */
export const $seenTaskIds = shared('tasks.seen', () => atom<ReadonlySet<string>>(new Set()))
export const $taskMenuOpen = shared('tasks.menuOpen', () => atom(false))
/** Items waiting in the server's metadata-embed queue. */
export const $queuedEmbedItemIds = shared('tasks.embedQueue', () => atom<readonly string[]>([]))
/** Rounded task progress per library item, e.g. '42%'. */
export const $taskProgress = shared('tasks.progress', () => atom<Readonly<Record<string, string>>>({}))
/** Rounded encode progress per library item and audio file ino. */
export const $trackProgress = shared('tasks.trackProgress', () =>
  atom<Readonly<Record<string, Readonly<Record<string, string>>>>>({}),
)
/** Audio files (by ino) whose encode finished, per library item. */
export const $tracksFinished = shared('tasks.tracksFinished', () =>
  atom<Readonly<Record<string, Readonly<Record<string, boolean>>>>>({}),
)

/**
 * Spec 01 §4 "Tasks list": shown while unfinished, or when it failed or asks for its success to be shown and it
 * finished within the last 60 s.
 */
export function isTaskVisible(task: Task, now: number): boolean {
  if (!task.isFinished) return true
  if (!task.isFailed && !task.showSuccess) return false
  return typeof task.finishedAt === 'number' && task.finishedAt > now - TASK_VISIBLE_MS
}

/** The tasks the menu lists at `now`, newest first. */
export function visibleTasks(tasks: readonly Task[], now: number): Task[] {
  return tasks
    .filter((task) => isTaskVisible(task, now))
    .sort((a, b) => (b.startedAt ?? 0) - (a.startedAt ?? 0))
}

/** When the next finished task drops out of the list, or null when none will. */
function nextExpiry(tasks: readonly Task[], now: number): number | null {
  let next: number | null = null
  for (const task of tasks) {
    if (!task.isFinished || !isTaskVisible(task, now) || typeof task.finishedAt !== 'number') continue
    const expiry = task.finishedAt + TASK_VISIBLE_MS
    if (next === null || expiry < next) next = expiry
  }
  return next
}

/** Ticks exactly when a finished task's 60 s run out, but only while someone watches the list. */
const $taskClock = shared('tasks.clock', () => {
  const clock = atom(Date.now())
  onMount(clock, () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      clearTimeout(timer)
      const now = Date.now()
      const expiry = nextExpiry($tasks.get(), now)
      if (expiry === null) return
      timer = setTimeout(
        () => {
          clock.set(Date.now())
          schedule()
        },
        Math.max(0, expiry - now + 1),
      )
    }
    const stop = $tasks.listen(schedule)
    schedule()
    return () => {
      stop()
      clearTimeout(timer)
    }
  })
  return clock
})

/** The tasks menu content, newest first; updates itself when finished tasks expire. */
export const $visibleTasks = shared('tasks.visible', () =>
  computed([$tasks, $taskClock], (tasks) => visibleTasks(tasks, Date.now())),
)

/** A spinner instead of the bell while any task runs. */
export const $tasksRunning = shared('tasks.running', () =>
  computed($tasks, (tasks) => tasks.some((task) => !task.isFinished)),
)

/** The green dot: a finished, successful task in the list that the user has not seen yet. */
export const $hasUnseenFinishedTasks = shared('tasks.unseen', () =>
  computed([$visibleTasks, $seenTaskIds], (tasks, seen) =>
    tasks.some((task) => task.isFinished && !task.isFailed && !seen.has(task.id)),
  ),
)

export function setTasks(tasks: readonly Task[]): void {
  $tasks.set([...tasks])
}

/**
 * A task from the server: replaces the one with its id; otherwise it is added and an older task with the same
 * action for the same library item is dropped (spec 01 §4 "Tasks list"). A task finishing while the menu is open
 * counts as seen.
 */
export function addOrUpdateTask(task: Task): void {
  const current = $tasks.get()
  if (current.some((existing) => existing.id === task.id)) {
    $tasks.set(current.map((existing) => (existing.id === task.id ? task : existing)))
  } else {
    const itemId = task.data?.libraryItemId
    const kept = itemId
      ? current.filter(
          (existing) => existing.action !== task.action || existing.data?.libraryItemId !== itemId,
        )
      : current
    $tasks.set([...kept, task])
  }
  if (task.isFinished && $taskMenuOpen.get()) markSeen([task.id])
}

export function removeTask(taskId: string): void {
  $tasks.set($tasks.get().filter((task) => task.id !== taskId))
}

/** Opening the menu marks everything it lists as seen. */
export function setTaskMenuOpen(open: boolean): void {
  $taskMenuOpen.set(open)
  if (open) markSeen($visibleTasks.get().map((task) => task.id))
}

function markSeen(ids: readonly string[]) {
  const seen = $seenTaskIds.get()
  if (ids.every((id) => seen.has(id))) return
  $seenTaskIds.set(new Set([...seen, ...ids]))
}

export function setEmbedQueued(libraryItemId: string, queued: boolean): void {
  const current = $queuedEmbedItemIds.get()
  const has = current.includes(libraryItemId)
  if (queued && !has) $queuedEmbedItemIds.set([...current, libraryItemId])
  if (!queued && has) $queuedEmbedItemIds.set(current.filter((id) => id !== libraryItemId))
}

/** Percent as the menu shows it: rounded, with a % sign. */
export function percentLabel(progress: number): string {
  return `${Math.round(progress)}%`
}

export function setTaskProgress(libraryItemId: string, progress: number): void {
  $taskProgress.set({ ...$taskProgress.get(), [libraryItemId]: percentLabel(progress) })
}

export function setTrackProgress(libraryItemId: string, ino: string, progress: number): void {
  const all = $trackProgress.get()
  $trackProgress.set({ ...all, [libraryItemId]: { ...all[libraryItemId], [ino]: percentLabel(progress) } })
}

/** Track finished: 100% and marked done. */
export function markTrackFinished(libraryItemId: string, ino: string): void {
  setTrackProgress(libraryItemId, ino, 100)
  const all = $tracksFinished.get()
  $tracksFinished.set({ ...all, [libraryItemId]: { ...all[libraryItemId], [ino]: true } })
}

/** Where a task in the menu leads, or null when it has no page of its own. */
export function taskLink(task: Pick<Task, 'action' | 'data'>): string | null {
  const itemId = task.data?.libraryItemId
  switch (task.action) {
    case 'download-podcast-episode':
      return task.data?.libraryId ? `/library/${task.data.libraryId}/podcast/download-queue` : null
    case 'encode-m4b':
      return itemId ? `/audiobook/${itemId}/manage?tool=m4b` : null
    case 'embed-metadata':
      return itemId ? `/audiobook/${itemId}/manage?tool=embed` : null
    case 'scan-item':
      return itemId ? `/item/${itemId}` : null
    default:
      return null
  }
}

/** Fetches the running and recent tasks and the embed queue; a failure is only logged (spec 01 §8). */
export async function loadTasks(): Promise<void> {
  try {
    const { tasks, queuedTaskData } = await getClient().area(tasksApi).list()
    setTasks(tasks)
    $queuedEmbedItemIds.set(
      (queuedTaskData?.embedMetadata ?? [])
        .map((data) => data.libraryItemId)
        .filter((id): id is string => typeof id === 'string'),
    )
  } catch (error) {
    console.error('Failed to load tasks', error)
  }
}

/** The actions a task card offers Cancel for (admins): library scans and library match-all (spec 02 §4). */
export const CANCELLABLE_TASK_ACTIONS: ReadonlySet<string> = new Set(['library-scan', 'library-match-all'])

/** Whether an admin may cancel the task: a running library scan or match-all that names its library. */
export function canCancelTask(task: Pick<Task, 'action' | 'data' | 'isFinished'>): boolean {
  return (
    !task.isFinished && CANCELLABLE_TASK_ACTIONS.has(task.action) && typeof task.data?.libraryId === 'string'
  )
}

export const taskMessages = storeMessages('tasks.card', {
  added: count({ one: '{count} added', other: '{count} added' }),
  updated: count({ one: '{count} updated', other: '{count} updated' }),
  missing: count({ one: '{count} missing', other: '{count} missing' }),
  noChanges: 'No changes needed',
})

interface ScanResults {
  added?: number
  updated?: number
  missing?: number
  elapsed?: number
}

/** A span in milliseconds as the task card shows it: ms under a second, then seconds, minutes, hours and minutes. */
export function formatTaskElapsed(ms: number): string {
  const { number } = $format.get()
  const unit = (value: number, name: string) =>
    number(value, { style: 'unit', unit: name, unitDisplay: 'short' })
  if (ms > 0 && ms < 1000) return unit(Math.floor(ms), 'millisecond')
  const seconds = Math.max(0, ms) / 1000
  if (seconds < 60) return unit(Math.floor(seconds), 'second')
  const minutes = Math.floor(seconds / 60)
  if (minutes < 70) return unit(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  const rest = minutes - hours * 60
  return rest ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(hours, 'hour')
}

/**
 * What a finished scan found (spec 02 §4 "Task card"): added, updated and missing counts joined by commas, or
 * 'No changes needed' when all are zero, then the elapsed time in brackets when the server gives it. Null for tasks
 * without scan results.
 */
export function taskScanSummary(task: Pick<Task, 'data'>): string | null {
  const results = task.data?.scanResults as ScanResults | undefined
  if (!results || typeof results !== 'object') return null
  const messages = taskMessages.get()
  const parts = [
    results.added ? messages.added(results.added) : '',
    results.updated ? messages.updated(results.updated) : '',
    results.missing ? messages.missing(results.missing) : '',
  ].filter(Boolean)
  const changes = parts.length ? parts.join(', ') : messages.noChanges
  return results.elapsed ? `${changes} (${formatTaskElapsed(results.elapsed)})` : changes
}
