import type { AudioBookmark } from '@shelfkit/client'
import { computed, type ReadableAtom } from 'nanostores'
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
import { bookmarksOfItem, bookmarkTimeFor, canCreateBookmarkAt } from './bookmark-rules'
import { playerMessages } from './constants'
import type { PlayerController } from './controller'

/**
 * Bookmarks kept on this device until the server is reached: loaded when first needed (they use IndexedDB), so the
 * player's first script stays small.
 */
const pendingBookmarks = () => import('../offline/pending-bookmarks')
/** The title rule and the date formatting of its default title, loaded when a bookmark is made. */
const bookmarkTitle = () => import('./bookmark-title')

function createFailed(error: unknown) {
  console.error('Failed to create the bookmark', error)
  showToast({ type: 'error', message: playerMessages.get().bookmarkCreateFailed })
}

/** Bookmarks of the item in the player, and the dialog's actions (spec 01 §2 "Bookmarks dialog", §4, §5). */
export function createBookmarkActions(player: PlayerController) {
  const $playerBookmarks: ReadableAtom<AudioBookmark[]> = computed([$user, player.$player], (user, state) =>
    bookmarksOfItem(user?.bookmarks ?? [], state.libraryItemId),
  )

  /** Keeps the signed-in user's bookmark list in step before the server's `user_updated` arrives. */
  function replaceUserBookmarks(change: (bookmarks: AudioBookmark[]) => AudioBookmark[]) {
    const user = $user.get()
    if (user) setCurrentUser({ ...user, bookmarks: change([...user.bookmarks]) })
  }

  function canCreateBookmark(): boolean {
    return (
      !!player.$player.get().libraryItemId &&
      canCreateBookmarkAt($playerBookmarks.get(), player.$playerTime.get().currentTime)
    )
  }

  /**
   * Creates the bookmark on the server; with no connection it is kept on this device and created on the server
   * later. Failures end in the error toast.
   */
  function saveBookmark(libraryItemId: string, bookmark: { time: number; title: string }): Promise<void> {
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
            if (!isUnreachable(error) || !(await keepForLater())) createFailed(error)
          },
        )
    const saved =
      $connection.get() === 'offline' || $sessionFromDevice.get()
        ? keepForLater().then((kept) => (kept ? undefined : createOnServer()))
        : createOnServer()
    return saved.catch(createFailed)
  }

  /** Fire and forget (the dialog closes at once): false when a bookmark lies within 1 s of the current time. */
  function createBookmark(title: string): boolean {
    const libraryItemId = player.$player.get().libraryItemId
    if (!libraryItemId || !canCreateBookmark()) return false
    const time = bookmarkTimeFor(player.currentTime())
    const now = new Date()
    const settings = $serverSettings.get()
    const formats = { dateFormat: settings?.dateFormat, timeFormat: settings?.timeFormat }
    void bookmarkTitle().then(
      ({ bookmarkTitleFor }) =>
        saveBookmark(libraryItemId, { time, title: bookmarkTitleFor(title, now, formats) }),
      createFailed,
    )
    return true
  }

  /** Renames a bookmark; an unchanged title sends nothing (spec 01 §5). Resolves to whether it saved. */
  async function renameBookmark(bookmark: AudioBookmark, title: string): Promise<boolean> {
    const next = title.trim()
    if (!next || next === bookmark.title) return false
    try {
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
    } catch (error) {
      console.error('Failed to update the bookmark', error)
      showToast({ type: 'error', message: playerMessages.get().bookmarkUpdateFailed })
      return false
    }
  }

  /** Fire and forget (the dialog closes at once). */
  function deleteBookmark(bookmark: AudioBookmark): void {
    // One made offline that has not reached the server yet is only forgotten here.
    pendingBookmarks()
      .then(({ dropPendingBookmark }) => dropPendingBookmark(bookmark.libraryItemId, bookmark.time))
      .then((dropped) =>
        dropped ? undefined : getClient().me.deleteBookmark(bookmark.libraryItemId, bookmark.time),
      )
      .then(
        () => {
          replaceUserBookmarks((list) =>
            list.filter((b) => !(b.libraryItemId === bookmark.libraryItemId && b.time === bookmark.time)),
          )
          showToast({ type: 'success', message: playerMessages.get().bookmarkRemoved })
        },
        (error: unknown) => {
          console.error('Failed to remove the bookmark', error)
          showToast({ type: 'error', message: playerMessages.get().bookmarkRemoveFailed })
        },
      )
  }

  return { $playerBookmarks, canCreateBookmark, createBookmark, renameBookmark, deleteBookmark }
}
