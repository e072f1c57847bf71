import type { AudioBookmark } from '@shelfkit/client'
import { computed, type ReadableAtom } from 'nanostores'
import { $serverSettings, $user, getClient, setCurrentUser } from '../session'
import { showToast } from '../toasts'
import { bookmarksOfItem, bookmarkTimeFor, bookmarkTitleFor, canCreateBookmarkAt } from './bookmark-rules'
import { playerMessages } from './constants'
import type { PlayerController } from './controller'

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

  /** Fire and forget (the dialog closes at once): false when a bookmark lies within 1 s of the current time. */
  function createBookmark(title: string): boolean {
    const libraryItemId = player.$player.get().libraryItemId
    if (!libraryItemId || !canCreateBookmark()) return false
    const time = bookmarkTimeFor(player.currentTime())
    const settings = $serverSettings.get()
    const bookmark = {
      time,
      title: bookmarkTitleFor(title, new Date(), {
        dateFormat: settings?.dateFormat,
        timeFormat: settings?.timeFormat,
      }),
    }
    getClient()
      .me.createBookmark(libraryItemId, bookmark)
      .then(
        (created) => {
          replaceUserBookmarks((list) => [
            ...list.filter((b) => !(b.libraryItemId === libraryItemId && b.time === created.time)),
            created,
          ])
          showToast({ type: 'success', message: playerMessages.get().bookmarkCreated })
        },
        (error: unknown) => {
          console.error('Failed to create the bookmark', error)
          showToast({ type: 'error', message: playerMessages.get().bookmarkCreateFailed })
        },
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
    getClient()
      .me.deleteBookmark(bookmark.libraryItemId, bookmark.time)
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
