import { countUnsyncedListening, discardUnsyncedListening } from './local-sessions'
import { dropPendingBookmark, pendingBookmarks } from './pending-bookmarks'
import { syncDeviceWithServer } from './sync'

/** What this device holds for the server that it has not received (listening sessions, bookmarks). */
export interface UnsyncedWork {
  sessions: number
  bookmarks: number
}

export const UNSYNCED_SIGN_OUT_MESSAGE = (work: UnsyncedWork) =>
  `Listening on this device has not reached the server yet (${[
    work.sessions ? `${work.sessions} listening session${work.sessions === 1 ? '' : 's'}` : '',
    work.bookmarks ? `${work.bookmarks} bookmark${work.bookmarks === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(', ')}). Signing out drops it. Sign out anyway?`

/**
 * Before a sign-out: sends what it can, then tells what would be lost. The UI asks the user when anything is
 * left; `discardUnsyncedWork` drops it once they agree.
 */
export async function unsyncedWorkBeforeSignOut(): Promise<UnsyncedWork> {
  await syncDeviceWithServer().catch(() => {})
  return { sessions: await countUnsyncedListening(), bookmarks: (await pendingBookmarks()).length }
}

export async function discardUnsyncedWork(): Promise<void> {
  await discardUnsyncedListening()
  for (const bookmark of await pendingBookmarks())
    await dropPendingBookmark(bookmark.libraryItemId, bookmark.time)
}
