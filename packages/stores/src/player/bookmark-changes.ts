import type { AudioBookmark } from '@shelfkit/client'
import { $connection } from '../offline/connection'
import {
  $serverSettings,
  $sessionFromDevice,
  $user,
  getClient,
  isUnreachable,
  setCurrentUser,
} from '../session'
import { showToast } from '../toasts'
import { bookmarkTitleFor } from './bookmark-title'
import { playerMessages } from './constants'

/**
 * Creating, renaming and deleting bookmarks (spec 01 §2 "Bookmarks dialog", §5): loaded by `bookmarks.ts` when the
 * first change is made, so the player's first script does without it. Failures reject; `bookmarks.ts` tells them.
 */

/** Bookmarks kept on this device until the server is reached: IndexedDB code, loaded when first needed. */
const pendingBookmarks = () => import('../offline/pending-bookmarks')

/** Keeps the signed-in user's bookmark list in step before the server's `user_updated` arrives. */
function replaceUserBookmarks(change: (bookmarks: AudioBookmark[]) => AudioBookmark[]) {
  const user = $user.get()
  if (user) setCurrentUser({ ...user, bookmarks: change([...user.bookmarks]) })
}

/**
 * Creates the bookmark at `time` (an empty title becomes `now` in the server's formats); with no connection it is
 * kept on this device and created on the server later.
 */
export function createBookmark(libraryItemId: string, time: number, title: string, now: Date): Promise<void> {
  const settings = $serverSettings.get()
  const bookmark = {
    time,
    title: bookmarkTitleFor(title, now, {
      dateFormat: settings?.dateFormat,
      timeFormat: settings?.timeFormat,
    }),
  }
  const show = (created: AudioBookmark) =>
    replaceUserBookmarks((list) => [
      ...list.filter((b) => !(b.libraryItemId === libraryItemId && b.time === created.time)),
      created,
    ])
  // False when this device cannot keep it.
  const keepForLater = async () => {
    const { canKeepPendingBookmarks, keepPendingBookmark } = await pendingBookmarks()
    if (!canKeepPendingBookmarks()) return false
    await keepPendingBookmark(libraryItemId, bookmark)
    show({ libraryItemId, ...bookmark, createdAt: Date.now() })
    showToast({ type: 'success', message: playerMessages.get().bookmarkKept })
    return true
  }
  const createOnServer = () =>
    getClient()
      .me.createBookmark(libraryItemId, bookmark)
      .then(
        (created) => {
          show(created)
          showToast({ type: 'success', message: playerMessages.get().bookmarkCreated })
        },
        async (error: unknown) => {
          if (!isUnreachable(error) || !(await keepForLater())) throw error
        },
      )
  if ($connection.get() === 'offline' || $sessionFromDevice.get())
    return keepForLater().then((kept) => (kept ? undefined : createOnServer()))
  return createOnServer()
}

/** Renames a bookmark; an unchanged title sends nothing (spec 01 §5). Resolves to whether it saved. */
export async function renameBookmark(bookmark: AudioBookmark, title: string): Promise<boolean> {
  const next = title.trim()
  if (!next || next === bookmark.title) return false
  const saved = await getClient().me.updateBookmark(bookmark.libraryItemId, {
    time: bookmark.time,
    title: next,
  })
  replaceUserBookmarks((list) =>
    list.map((b) =>
      b.libraryItemId === bookmark.libraryItemId && b.time === bookmark.time ? { ...b, ...saved } : b,
    ),
  )
  showToast({ type: 'success', message: playerMessages.get().bookmarkUpdated })
  return true
}

/** Deletes a bookmark; one made offline that has not reached the server yet is only forgotten here. */
export function deleteBookmark(bookmark: AudioBookmark): Promise<void> {
  return pendingBookmarks()
    .then(({ dropPendingBookmark }) => dropPendingBookmark(bookmark.libraryItemId, bookmark.time))
    .then((dropped) =>
      dropped ? undefined : getClient().me.deleteBookmark(bookmark.libraryItemId, bookmark.time),
    )
    .then(() => {
      replaceUserBookmarks((list) =>
        list.filter((b) => !(b.libraryItemId === bookmark.libraryItemId && b.time === bookmark.time)),
      )
      showToast({ type: 'success', message: playerMessages.get().bookmarkRemoved })
    })
}
