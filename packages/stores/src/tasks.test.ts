import type { Task } from '@shelfkit/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  $hasUnseenFinishedTasks,
  $queuedEmbedItemIds,
  $seenTaskIds,
  $taskProgress,
  $tasks,
  $tasksRunning,
  $trackProgress,
  $tracksFinished,
  $visibleTasks,
  addOrUpdateTask,
  isTaskVisible,
  markTrackFinished,
  setEmbedQueued,
  setTaskMenuOpen,
  setTaskProgress,
  setTasks,
  setTrackProgress,
  TASK_VISIBLE_MS,
  taskLink,
  visibleTasks,
} from './tasks'

const NOW = 1_800_000_000_000

function task(overrides: Partial<Task> & { id: string }): Task {
  return {
    action: 'library-scan',
    data: { libraryId: 'lib-1' },
    title: 'Task',
    isFinished: false,
    isFailed: false,
    showSuccess: false,
    startedAt: NOW - 1000,
    finishedAt: null,
    ...overrides,
  } as Task
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW })
  setTaskMenuOpen(false)
  setTasks([])
  $seenTaskIds.set(new Set())
})
afterEach(() => vi.useRealTimers())

describe('tasks list (spec 01 §4 "Tasks list", §9)', () => {
  it('§4 Tasks list: unfinished tasks are always shown', () => {
    expect(isTaskVisible(task({ id: 'a', startedAt: NOW - 10 * TASK_VISIBLE_MS }), NOW)).toBe(true)
  })

  it('§4 Tasks list: failed or showSuccess tasks show for 60 s after they finished, others not at all', () => {
    expect(TASK_VISIBLE_MS).toBe(60000)
    const failed = task({ id: 'f', isFinished: true, isFailed: true, finishedAt: NOW - 59_000 })
    const success = task({ id: 's', isFinished: true, showSuccess: true, finishedAt: NOW - 59_000 })
    const quiet = task({ id: 'q', isFinished: true, finishedAt: NOW - 1000 })
    expect(isTaskVisible(failed, NOW)).toBe(true)
    expect(isTaskVisible(success, NOW)).toBe(true)
    expect(isTaskVisible(quiet, NOW)).toBe(false)
    expect(isTaskVisible(failed, NOW + 1000)).toBe(false)
    expect(isTaskVisible(success, NOW + 1000)).toBe(false)
  })

  it('§4 Tasks list: newest first', () => {
    const tasks = [
      task({ id: 'old', startedAt: NOW - 3000 }),
      task({ id: 'new', startedAt: NOW - 1000 }),
      task({ id: 'mid', startedAt: NOW - 2000 }),
    ]
    expect(visibleTasks(tasks, NOW).map((t) => t.id)).toEqual(['new', 'mid', 'old'])
  })

  it('§4 Tasks list: the watched list drops a finished task by itself once its 60 s are over', () => {
    const seen: string[][] = []
    const stop = $visibleTasks.subscribe((tasks) => seen.push(tasks.map((t) => t.id)))
    addOrUpdateTask(task({ id: 'done', isFinished: true, showSuccess: true, finishedAt: NOW }))
    addOrUpdateTask(task({ id: 'running', startedAt: NOW - 5000 }))
    expect($visibleTasks.get().map((t) => t.id)).toEqual(['done', 'running'])
    vi.advanceTimersByTime(TASK_VISIBLE_MS - 1)
    expect($visibleTasks.get().map((t) => t.id)).toEqual(['done', 'running'])
    vi.advanceTimersByTime(2)
    expect($visibleTasks.get().map((t) => t.id)).toEqual(['running'])
    expect(seen.at(-1)).toEqual(['running'])
    stop()
  })

  it('§4 Tasks list: a spinner while any task runs', () => {
    addOrUpdateTask(task({ id: 'a', isFinished: true, finishedAt: NOW }))
    expect($tasksRunning.get()).toBe(false)
    addOrUpdateTask(task({ id: 'b' }))
    expect($tasksRunning.get()).toBe(true)
  })

  it('§4 Tasks list: a dot marks finished successful unseen tasks; opening the menu marks them seen', () => {
    const stop = $hasUnseenFinishedTasks.listen(() => {})
    addOrUpdateTask(task({ id: 'failed', isFinished: true, isFailed: true, finishedAt: NOW }))
    expect($hasUnseenFinishedTasks.get()).toBe(false)
    addOrUpdateTask(task({ id: 'ok', isFinished: true, showSuccess: true, finishedAt: NOW }))
    expect($hasUnseenFinishedTasks.get()).toBe(true)
    setTaskMenuOpen(true)
    expect($hasUnseenFinishedTasks.get()).toBe(false)
    stop()
  })

  it('§4 Tasks list: a task finishing while the menu is open counts as seen', () => {
    addOrUpdateTask(task({ id: 'scan' }))
    setTaskMenuOpen(true)
    addOrUpdateTask(task({ id: 'scan', isFinished: true, showSuccess: true, finishedAt: NOW }))
    expect($hasUnseenFinishedTasks.get()).toBe(false)
  })

  it('§4 Tasks list: adding a task with the same action and item replaces the older one', () => {
    const encode = (id: string, itemId: string) =>
      task({ id, action: 'encode-m4b', data: { libraryId: 'lib-1', libraryItemId: itemId } })
    addOrUpdateTask(encode('e1', 'item-1'))
    addOrUpdateTask(encode('e2', 'item-2'))
    addOrUpdateTask(task({ id: 'embed', action: 'embed-metadata', data: { libraryItemId: 'item-1' } }))
    addOrUpdateTask(encode('e3', 'item-1'))
    expect($tasks.get().map((t) => t.id)).toEqual(['e2', 'embed', 'e3'])
  })

  it('§4 Tasks list: an update for a known task id replaces it in place', () => {
    addOrUpdateTask(task({ id: 'scan', action: 'library-scan' }))
    addOrUpdateTask(task({ id: 'scan', action: 'library-scan', isFinished: true, finishedAt: NOW }))
    expect($tasks.get()).toHaveLength(1)
    expect($tasks.get()[0]?.isFinished).toBe(true)
  })

  it('§4 Reactions: task and track progress are rounded percentages; track finished marks the file done', () => {
    setTaskProgress('item-1', 41.6)
    expect($taskProgress.get()['item-1']).toBe('42%')
    setTrackProgress('item-1', 'ino-1', 12.4)
    expect($trackProgress.get()['item-1']).toEqual({ 'ino-1': '12%' })
    markTrackFinished('item-1', 'ino-1')
    expect($trackProgress.get()['item-1']).toEqual({ 'ino-1': '100%' })
    expect($tracksFinished.get()['item-1']).toEqual({ 'ino-1': true })
  })

  it('§3 Task: the queued embed list follows metadata_embed_queue_update', () => {
    $queuedEmbedItemIds.set([])
    setEmbedQueued('item-1', true)
    setEmbedQueued('item-1', true)
    setEmbedQueued('item-2', true)
    setEmbedQueued('item-1', false)
    expect($queuedEmbedItemIds.get()).toEqual(['item-2'])
  })

  it('§2 Tasks menu: each task links to a relevant page', () => {
    expect(taskLink({ action: 'download-podcast-episode', data: { libraryId: 'L' } })).toBe(
      '/library/L/podcast/download-queue',
    )
    expect(taskLink({ action: 'encode-m4b', data: { libraryItemId: 'I' } })).toBe(
      '/audiobook/I/manage?tool=m4b',
    )
    expect(taskLink({ action: 'embed-metadata', data: { libraryItemId: 'I' } })).toBe(
      '/audiobook/I/manage?tool=embed',
    )
    expect(taskLink({ action: 'scan-item', data: { libraryItemId: 'I' } })).toBe('/item/I')
    expect(taskLink({ action: 'library-scan', data: { libraryId: 'L' } })).toBeNull()
  })
})
