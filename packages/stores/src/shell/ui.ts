import { atom } from 'nanostores'
import { shared } from '../registry'
import { readString, writeString } from '../storage'

/** Browser storage key of the batch-delete choice; the official web client's name, so the choice carries over. */
export const SOFT_DELETE_KEY = 'softDeleteDefault'

/**
 * Spec 01 §5: the batch delete prompt's 'delete from file system' checkbox is checked unless the saved soft-delete
 * preference is 1.
 */
export function deleteFromFileSystemByDefault(): boolean {
  return Number(readString(SOFT_DELETE_KEY) ?? 0) !== 1
}

/** Saves the choice made in the batch delete prompt: 1 = keep files (soft delete), 0 = delete them. */
export function rememberDeleteFromFileSystem(deleteFiles: boolean): void {
  writeString(SOFT_DELETE_KEY, deleteFiles ? '0' : '1')
}

/** The side rail as a drawer on narrow screens (opened with the menu button of the app bar). */
export const $sideRailOpen = shared('ui.sideRailOpen', () => atom(false))

export function setSideRailOpen(open: boolean): void {
  $sideRailOpen.set(open)
}
