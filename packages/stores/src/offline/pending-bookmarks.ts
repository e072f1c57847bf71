import type { AudioBookmark } from '@shelfkit/client'
import { isApiError } from '@shelfkit/client'
import { shared } from '../registry'
import { $serverUrl, currentUserId, getClient, isUnreachable } from '../session'
import { hasDeviceStorage, pendingBookmarkRecords } from './device-store'

/** A bookmark made with no connection, to create on the server when it can be reached. */
export interface PendingBookmark {
  serverUrl: string
  userId: string
  libraryItemId: string
  time: number
  title: string
  createdAt: number
}

const records = pendingBookmarkRecords<PendingBookmark>()
const keyOf = (b: Pick<PendingBookmark, 'serverUrl' | 'userId' | 'libraryItemId' | 'time'>) =>
  `${b.serverUrl}|${b.userId}|${b.libraryItemId}|${b.time}`
const flushing = shared('offline.bookmarkFlush', () => ({ running: null as Promise<void> | null }))

export const canKeepPendingBookmarks = hasDeviceStorage

/** Keeps a bookmark made offline; it reaches the server with the next flush. */
export async function keepPendingBookmark(libraryItemId: string, bookmark: { time: number; title: string }) {
  const userId = currentUserId()
  if (!userId) return
  const pending = { serverUrl: $serverUrl.get(), userId, libraryItemId, ...bookmark, createdAt: Date.now() }
  await records.put(keyOf(pending), pending)
}

/** Forgets a bookmark made offline before it reached the server (it was deleted here). */
export async function dropPendingBookmark(libraryItemId: string, time: number): Promise<boolean> {
  const userId = currentUserId()
  if (!userId || !hasDeviceStorage()) return false
  const key = keyOf({ serverUrl: $serverUrl.get(), userId, libraryItemId, time })
  if (!(await records.get(key))) return false
  await records.remove(key)
  return true
}

/** The current user's bookmarks still waiting for the server. */
export async function pendingBookmarks(): Promise<PendingBookmark[]> {
  if (!hasDeviceStorage()) return []
  return (await records.all()).filter((b) => b.serverUrl === $serverUrl.get() && b.userId === currentUserId())
}

/**
 * Creates the user's offline bookmarks on the server, oldest first. Ones the server refuses (the item is gone)
 * are dropped; an unreachable server stops the run and they wait. Resolves to those created.
 */
export function flushPendingBookmarks(onCreated: (bookmark: AudioBookmark) => void): Promise<void> {
  flushing.running ??= (async () => {
    for (const pending of (await pendingBookmarks()).sort((a, b) => a.createdAt - b.createdAt)) {
      try {
        onCreated(
          await getClient().me.createBookmark(pending.libraryItemId, {
            time: pending.time,
            title: pending.title,
          }),
        )
      } catch (error) {
        if (isUnreachable(error) || (isApiError(error) && error.kind === 'signed-out')) return
        console.error('The server refused a bookmark made offline', error)
      }
      await records.remove(keyOf(pending))
    }
  })().finally(() => {
    flushing.running = null
  })
  return flushing.running
}
