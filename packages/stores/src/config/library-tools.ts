import { errorMessage, type Task } from '@shelfkit/client'
import { count, params, storeMessages } from '../i18n/i18n'
import { getClient } from '../session'
import { CANCELLABLE_TASK_ACTIONS } from '../tasks'
import { showToast } from '../toasts'

/**
 * The Tools tab of the library edit modal and the libraries table (admins): removing the metadata files of every
 * item folder, matching every book, and the library's latest scan or match task.
 */
export const libraryToolsMessages = storeMessages('config.libraryTools', {
  noneFound: params('No metadata.{ext} files found in library'),
  noneRemoved: params('No metadata.{ext} files removed'),
  removedJson: count({
    one: '{count} metadata.json file removed',
    other: '{count} metadata.json files removed',
  }),
  removedAbs: count({
    one: '{count} metadata.abs file removed',
    other: '{count} metadata.abs files removed',
  }),
  removeFailed: params('Error removing metadata.{ext} files'),
  matchFailed: 'Match all failed',
})

export type MetadataFileExt = 'json' | 'abs'

/**
 * Deletes every item folder's metadata.json or metadata.abs (`POST /api/libraries/:id/remove-metadata?ext=`) and
 * says what the server did: none found, none removed, or how many went. Null after the error toast.
 */
export async function removeLibraryMetadataFiles(
  libraryId: string,
  ext: MetadataFileExt,
): Promise<{ found: number; removed: number } | null> {
  const messages = libraryToolsMessages.get()
  try {
    const { found, removed = 0 } = await getClient().libraries.removeMetadataFiles(libraryId, ext)
    if (!found) showToast({ type: 'info', message: messages.noneFound({ ext }) })
    else if (!removed) showToast({ type: 'success', message: messages.noneRemoved({ ext }) })
    else
      showToast({
        type: 'success',
        message: (ext === 'json' ? messages.removedJson : messages.removedAbs)(removed),
      })
    return { found, removed }
  } catch (error) {
    console.error('Failed to remove metadata files', error)
    showToast({ type: 'error', message: messages.removeFailed({ ext }) })
    return null
  }
}

/** Starts matching every book of the library (`GET /api/libraries/:id/matchall`); the task card shows the rest. */
export async function matchAllBooks(libraryId: string): Promise<boolean> {
  try {
    await getClient().libraries.matchAll(libraryId)
    return true
  } catch (error) {
    console.error('Failed to start match all', error)
    showToast({ type: 'error', message: errorMessage(error, libraryToolsMessages.get().matchFailed) })
    return false
  }
}

/** The library's most recent scan or match-all task (running or finished), if the task list still has one. */
export function latestLibraryTask(tasks: readonly Task[], libraryId: string): Task | null {
  return (
    tasks
      .filter((task) => CANCELLABLE_TASK_ACTIONS.has(task.action) && task.data?.libraryId === libraryId)
      .sort((a, b) => (b.startedAt ?? 0) - (a.startedAt ?? 0))[0] ?? null
  )
}
