import { type Collection, collectionsApi, errorMessage, type Playlist, playlistsApi } from '@shelfkit/client'
import { PLAYLIST_MESSAGES, playlistPage } from '../playlist/playlist'
import { getClient } from '../session'
import { showToast } from '../toasts'
import { collectionPage } from './collection'

/** Spec 02 §5 "Collections and playlists" and §8 (official client strings). */
export const LIST_EDIT_MESSAGES = {
  nameRequired: 'Name is required',
  collectionUpdated: 'Collection updated',
  playlistUpdated: PLAYLIST_MESSAGES.updated,
  updateFailed: 'Failed to update',
} as const

/** The fields of the edit-collection and edit-playlist modals. */
export interface ListForm {
  name: string
  description: string
}

/** A collection or playlist as far as its edit modal goes. */
type EditableList = { name: string; description?: string | null }

export function listFormOf(list: EditableList): ListForm {
  return { name: list.name, description: list.description ?? '' }
}

/** The changed fields (the name trimmed), or null when nothing changed. */
export function listChanges(list: EditableList, form: ListForm): Partial<ListForm> | null {
  const before = listFormOf(list)
  const changes: Partial<ListForm> = {}
  if (form.name.trim() !== before.name) changes.name = form.name.trim()
  if (form.description !== before.description) changes.description = form.description
  return Object.keys(changes).length ? changes : null
}

/**
 * Spec 02 §5: an empty name is refused with the name-required toast; with nothing changed nothing is sent. Resolves
 * true when the modal may close (saved, or nothing to save).
 */
async function saveList<T extends EditableList>(
  list: T,
  form: ListForm,
  update: (changes: Partial<ListForm>) => Promise<T>,
  show: (saved: T) => void,
  savedMessage: string,
): Promise<boolean> {
  if (!form.name.trim()) {
    showToast({ type: 'error', message: LIST_EDIT_MESSAGES.nameRequired })
    return false
  }
  const changes = listChanges(list, form)
  if (!changes) return true
  try {
    show(await update(changes))
    showToast({ type: 'success', message: savedMessage })
    return true
  } catch (error) {
    console.error(LIST_EDIT_MESSAGES.updateFailed, error)
    showToast({ type: 'error', message: errorMessage(error, LIST_EDIT_MESSAGES.updateFailed) })
    return false
  }
}

/** PATCH /api/collections/{id} with the changed name and description; the collection page shows the result. */
export function saveCollection(collection: Collection, form: ListForm): Promise<boolean> {
  return saveList(
    collection,
    form,
    (changes) => getClient().area(collectionsApi).update(collection.id, changes),
    (saved) => collectionPage.replace(saved),
    LIST_EDIT_MESSAGES.collectionUpdated,
  )
}

/** PATCH /api/playlists/{id} with the changed name and description; the playlist page shows the result. */
export function savePlaylist(playlist: Playlist, form: ListForm): Promise<boolean> {
  return saveList(
    playlist,
    form,
    (changes) => getClient().area(playlistsApi).update(playlist.id, changes),
    (saved) => playlistPage.replace(saved),
    LIST_EDIT_MESSAGES.playlistUpdated,
  )
}
