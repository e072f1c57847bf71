import type { Library, ServerSettings, Task } from '@shelfkit/client'
import { isAdminOrUp } from '../permissions'
import { $serverSettings, $user, getClient } from '../session'
import { $tasks, taskScanSummary } from '../tasks'
import { showToast } from '../toasts'
import { uploadMessages } from './upload'

/** How uploaded files become items: the server's folder watcher, a scan this upload starts, or the next scan. */
export type AfterUpload = 'watcher' | 'scan' | 'next-scan'

/** Longest wait for the scan an upload started before saying the items come with the next scan. */
export const UPLOAD_SCAN_WAIT_MS = 10 * 60_000

const SCAN_TOAST_KEY = 'upload-scan'

/**
 * The server turns uploaded files into items only through its folder watcher. Where the watcher is off (for the
 * library or the whole server), an admin's upload starts a library scan; anyone else may not scan (the server
 * answers 403), so the items wait for the next scan.
 */
export function afterUploadAction(
  library: Pick<Library, 'settings'>,
  settings: Pick<ServerSettings, 'scannerDisableWatcher'> | null,
  user: Parameters<typeof isAdminOrUp>[0],
): AfterUpload {
  const watching = !library.settings.disableWatcher && !settings?.scannerDisableWatcher
  if (watching) return 'watcher'
  return isAdminOrUp(user) ? 'scan' : 'next-scan'
}

/**
 * The library's next scan task to finish from now on (null after `timeoutMs`, or when `cancel` is called): watched
 * from before the scan is asked for, since a small library's scan may end before the server's answer arrives.
 */
function nextScanFinished(libraryId: string, timeoutMs: number) {
  const finishedBefore = new Set($tasks.get().flatMap((task) => (task.isFinished ? [task.id] : [])))
  let cancel = () => {}
  const promise = new Promise<Task | null>((resolve) => {
    const find = (tasks: readonly Task[]) =>
      tasks.find(
        (task) =>
          task.action === 'library-scan' &&
          task.data?.libraryId === libraryId &&
          task.isFinished &&
          !finishedBefore.has(task.id),
      )
    const done = (task: Task | null) => {
      clearTimeout(timer)
      stop()
      resolve(task)
    }
    const timer = setTimeout(() => done(null), timeoutMs)
    const stop = $tasks.listen((tasks) => {
      const task = find(tasks)
      if (task) done(task)
    })
    cancel = () => done(null)
  })
  return { promise, cancel }
}

/**
 * Tells the uploader when the uploaded items will be in the library, starting a scan where that is needed and
 * allowed (see `afterUploadAction`): a scan's end is announced with what it found.
 */
export async function announceUploaded(
  library: Pick<Library, 'id' | 'settings'>,
  timeoutMs = UPLOAD_SCAN_WAIT_MS,
): Promise<AfterUpload> {
  const action = afterUploadAction(library, $serverSettings.get(), $user.get())
  const messages = uploadMessages.get()
  if (action === 'watcher') showToast({ type: 'success', message: messages.watcher })
  else if (action === 'next-scan') showToast({ type: 'info', message: messages.afterNextScan })
  else {
    const finished = nextScanFinished(library.id, timeoutMs)
    try {
      await getClient().libraries.scan(library.id)
      showToast({ type: 'info', message: messages.scanning, key: SCAN_TOAST_KEY, timeoutMs: null })
    } catch (error) {
      console.error('Failed to start library scan', error)
      finished.cancel()
      showToast({ type: 'warning', message: messages.scanFailed, key: SCAN_TOAST_KEY })
      return action
    }
    const task = await finished.promise
    if (task && !task.isFailed) {
      const summary = taskScanSummary(task) ?? ''
      showToast({ type: 'success', message: messages.scanned({ summary }), key: SCAN_TOAST_KEY })
    } else showToast({ type: 'warning', message: messages.scanFailed, key: SCAN_TOAST_KEY })
  }
  return action
}
