import type { AudioFile, LibraryFile, LibraryItem } from '@shelfkit/client'
import { storeMessages } from '../../i18n/i18n'
import { showToast } from '../../toasts'
import { editCall } from './edit-call'

/** Official texts of the file tables and the track order editor. */
export const fileMessages = storeMessages('item.edit.files', {
  tracksUpdated: 'Tracks Updated',
  updateFailed: 'Failed to update',
  fileDeleted: 'File deleted',
  deleteFailed: 'Failed to delete file',
  confirmDelete: 'This will delete the file from your file system. Are you sure?',
  ebookUpdated: 'Ebook updated',
  ebookUpdateFailed: 'Failed to update ebook',
})

/** One audio file in the track order being edited. */
export interface TrackOrderRow {
  file: AudioFile
  include: boolean
}

/** The audio files in play order, the excluded ones after them. */
export function trackOrderOf(item: LibraryItem): TrackOrderRow[] {
  if (item.mediaType !== 'book') return []
  const byIndex = [...item.media.audioFiles].sort((a, b) => a.index - b.index)
  return [...byIndex.filter((f) => !f.exclude), ...byIndex.filter((f) => f.exclude)].map((file) => ({
    file,
    include: !file.exclude,
  }))
}

/** A row moved from one place to another (the others keep their order). */
export function movedRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= rows.length || from === to) return [...rows]
  const next = [...rows]
  const [row] = next.splice(from, 1)
  next.splice(to, 0, row!)
  return next
}

/** The position each row would play at: 1, 2, … for included files, null for excluded ones. */
export function playPositions(rows: readonly TrackOrderRow[]): (number | null)[] {
  let position = 0
  return rows.map((row) => (row.include ? ++position : null))
}

export function trackOrderChanged(rows: readonly TrackOrderRow[], item: LibraryItem): boolean {
  const saved = trackOrderOf(item)
  return rows.some((row, i) => row.file.ino !== saved[i]?.file.ino || row.include !== saved[i]?.include)
}

/** Saves the order and the included files (`PATCH /api/items/{id}/tracks`). */
export async function saveTrackOrder(rows: readonly TrackOrderRow[]): Promise<boolean> {
  const messages = fileMessages.get()
  const orderedFileData = rows.map(({ file, include }) => ({
    index: file.index,
    filename: file.metadata.filename,
    ino: file.ino,
    exclude: !include,
  }))
  const answer = await editCall((client, item) => client.items.saveTrackOrder(item.id, orderedFileData), {
    failure: messages.updateFailed,
  })
  if (answer) showToast({ type: 'success', message: messages.tracksUpdated })
  return !!answer
}

/** Deletes a file of the item from the server's disk (after the caller's confirmation; delete permission). */
export async function deleteItemFile(file: LibraryFile): Promise<boolean> {
  const messages = fileMessages.get()
  const answer = await editCall((client, item) => client.items.deleteFile(item.id, file.ino), {
    failure: messages.deleteFailed,
  })
  if (answer !== undefined) showToast({ type: 'success', message: messages.fileDeleted })
  return answer !== undefined
}

/** Makes a supplementary e-book the main one, or the main one supplementary. */
export async function toggleEbookStatus(file: LibraryFile): Promise<boolean> {
  const messages = fileMessages.get()
  const answer = await editCall((client, item) => client.items.toggleEbookStatus(item.id, file.ino), {
    failure: messages.ebookUpdateFailed,
  })
  if (answer !== undefined) showToast({ type: 'success', message: messages.ebookUpdated })
  return answer !== undefined
}

/** The item's e-book files with which one is its main e-book. */
export function ebookFilesOf(item: LibraryItem): { file: LibraryFile; main: boolean }[] {
  const mainIno = item.mediaType === 'book' ? item.media.ebookFile?.ino : undefined
  return item.libraryFiles
    .filter((file) => file.fileType === 'ebook')
    .map((file) => ({ file, main: file.ino === mainIno }))
}
