import { errorMessage, type Library, type LibraryInput } from '@shelfkit/client'
import { params, storeMessages } from '../i18n/i18n'
import { $currentLibraryId, $libraries, addOrUpdateLibrary, fetchLibrary, removeLibrary } from '../libraries'
import { getClient } from '../session'
import { showToast } from '../toasts'

/**
 * Library settings (config area, admins): the list itself is `$libraries`, kept current by the library socket
 * events; these answer the changed library, or null after an error toast with the server's text.
 */
export const libraryFormMessages = storeMessages('config.libraryForm', {
  pathRequired: 'Must have at least one path',
  created: params('Library "{name}" created'),
  createFailed: 'Failed to create library',
  updated: params('Library "{name}" updated'),
  updateFailed: 'Failed to update',
  deleted: 'Library deleted',
  deleteFailed: 'Failed to delete library',
})

/** Spec 02 §5: a library keeps at least one folder path; the message, or null when the folders are fine. */
export function libraryFoldersProblem(folders: readonly { fullPath: string }[] | undefined): string | null {
  return folders && !folders.some((folder) => folder.fullPath.trim())
    ? libraryFormMessages.get().pathRequired
    : null
}

function refusedFolders(folders: readonly { fullPath: string }[] | undefined): boolean {
  const problem = libraryFoldersProblem(folders)
  if (problem) showToast({ type: 'error', message: problem })
  return problem !== null
}

export async function createLibrary(input: LibraryInput): Promise<Library | null> {
  if (refusedFolders(input.folders)) return null
  try {
    const library = await getClient().libraries.create(input)
    addOrUpdateLibrary(library)
    // The first library of a new server becomes the current one, so the app bar offers it at once.
    if (!$currentLibraryId.get()) await fetchLibrary(library.id)
    showToast({ type: 'success', message: libraryFormMessages.get().created({ name: library.name }) })
    return library
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, libraryFormMessages.get().createFailed) })
    return null
  }
}

export async function updateLibrary(id: string, changes: Partial<LibraryInput>): Promise<Library | null> {
  if (refusedFolders(changes.folders)) return null
  try {
    const library = await getClient().libraries.update(id, changes)
    addOrUpdateLibrary(library)
    showToast({ type: 'success', message: libraryFormMessages.get().updated({ name: library.name }) })
    return library
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, libraryFormMessages.get().updateFailed) })
    return null
  }
}

export async function deleteLibrary(id: string): Promise<boolean> {
  try {
    await getClient().libraries.remove(id)
    removeLibrary(id)
    showToast({ type: 'success', message: libraryFormMessages.get().deleted })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, libraryFormMessages.get().deleteFailed) })
    return false
  }
}

const libraryMessages = storeMessages('config.libraries', { reorderFailed: 'Failed to update library order' })

/**
 * Saves the libraries' order (ids first to last) with `POST /api/libraries/order`; the list shows the new order at
 * once and goes back to the old one, with the server's text, when the server refuses.
 */
export async function reorderLibraries(ids: readonly string[]): Promise<boolean> {
  const before = $libraries.get()
  const order = ids.map((id, index) => ({ id, newOrder: index + 1 }))
  $libraries.set(
    before.map((library) => {
      const moved = order.find((entry) => entry.id === library.id)
      return moved ? { ...library, displayOrder: moved.newOrder } : library
    }),
  )
  try {
    const { libraries } = await getClient().libraries.reorder(order)
    for (const library of libraries) addOrUpdateLibrary(library)
    return true
  } catch (error) {
    $libraries.set(before)
    showToast({ type: 'error', message: errorMessage(error, libraryMessages.get().reorderFailed) })
    return false
  }
}
