import { formatList } from '../format'
import { count, params, storeMessages } from '../i18n/i18n'
import { countUnsyncedListening, discardUnsyncedListening } from './local-sessions'
import { dropPendingBookmark, pendingBookmarks } from './pending-bookmarks'
import { syncDeviceWithServer } from './sync'

/** What this device holds for the server that it has not received (listening sessions, bookmarks). */
export interface UnsyncedWork {
  sessions: number
  bookmarks: number
}

export const signOutMessages = storeMessages('offline.signOut', {
  title: 'Unsynced listening',
  question: params(
    'Listening on this device has not reached the server yet ({what}). Signing out drops it. Sign out anyway?',
  ),
  sessions: count({ one: '{count} listening session', other: '{count} listening sessions' }),
  bookmarks: count({ one: '{count} bookmark', other: '{count} bookmarks' }),
  drop: 'Sign out and drop it',
})

/** The question asked before a sign-out would drop what the server has not received. */
export function unsyncedSignOutMessage(work: UnsyncedWork): string {
  const t = signOutMessages.get()
  const what = [
    work.sessions ? t.sessions(work.sessions) : '',
    work.bookmarks ? t.bookmarks(work.bookmarks) : '',
  ]
  return t.question({ what: formatList(what.filter(Boolean)) })
}

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
