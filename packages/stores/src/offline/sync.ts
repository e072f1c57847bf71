import type { AudioBookmark } from '@shelfkit/client'
import { shared } from '../registry'
import { $sessionFromDevice, $sessionStatus, $user, reconnectSession, setCurrentUser } from '../session'
import { $connection, isBrowserOnline } from './connection'
import { checkKeptOnServer, markRemovedOnServer, startKeeping } from './kept'
import { countUnsyncedListening, onLocalSessionItemGone, pushLocalSessions } from './local-sessions'
import { flushPendingBookmarks } from './pending-bookmarks'

/** While the session runs from this device's copy, the server is asked again this often (ms). */
export const RECONNECT_INTERVAL_MS = 30_000

function addBookmark(created: AudioBookmark) {
  const user = $user.get()
  if (!user) return
  const others = user.bookmarks.filter(
    (b) => !(b.libraryItemId === created.libraryItemId && b.time === created.time),
  )
  setCurrentUser({ ...user, bookmarks: [...others, created] })
}

/** Sends what was kept for the server (listening, bookmarks) and checks the kept items, when it can be reached. */
export async function syncDeviceWithServer(): Promise<void> {
  if ($sessionStatus.get() !== 'signed-in' || $sessionFromDevice.get() || $connection.get() !== 'online')
    return
  await Promise.all([pushLocalSessions(), flushPendingBookmarks(addBookmark)])
  await checkKeptOnServer()
}

/**
 * Wires the offline parts to the session once: the kept list follows the user; a session opened from this device
 * asks the server again when the network comes back (and every 30 s while the browser says it is online); whatever
 * waited is sent once the server is reached.
 */
export function startOfflineSync(): void {
  shared('offline.syncWiring', () => {
    startKeeping()
    onLocalSessionItemGone(markRemovedOnServer)
    const reconnectOrSync = () => {
      if ($sessionFromDevice.get()) void reconnectSession()
      else void syncDeviceWithServer()
    }
    $connection.listen((connection) => {
      if (connection === 'online') reconnectOrSync()
    })
    $sessionFromDevice.listen((fromDevice) => {
      if (!fromDevice) void syncDeviceWithServer()
    })
    $sessionStatus.subscribe((status) => {
      if (status !== 'signed-in') return
      void countUnsyncedListening()
      void syncDeviceWithServer()
    })
    if (typeof setInterval === 'function' && typeof window !== 'undefined') {
      setInterval(() => {
        if ($sessionFromDevice.get() && isBrowserOnline()) void reconnectSession()
      }, RECONNECT_INTERVAL_MS)
    }
    return true
  })
}
