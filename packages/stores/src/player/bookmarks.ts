import type { AudioBookmark } from '@shelfkit/client'
import { computed, type ReadableAtom } from 'nanostores'
import { $user } from '../session'
import { showToast } from '../toasts'
import { bookmarksOfItem, bookmarkTimeFor, canCreateBookmarkAt } from './bookmark-rules'
import { playerMessages } from './constants'
import type { PlayerController } from './controller'

/**
 * Creating, renaming and deleting (with the default title's date formatting and the bookmarks kept offline) load
 * when the first change is made, so the player's first script stays small.
 */
const bookmarkChanges = () => import('./bookmark-changes')

/** A change that failed (or whose code could not load): logged, and the player's error toast. */
function failed(action: 'create' | 'update' | 'remove', error: unknown) {
  console.error(`Failed to ${action} the bookmark`, error)
  const t = playerMessages.get()
  const message = {
    create: t.bookmarkCreateFailed,
    update: t.bookmarkUpdateFailed,
    remove: t.bookmarkRemoveFailed,
  }
  showToast({ type: 'error', message: message[action] })
}

/** Bookmarks of the item in the player, and the dialog's actions (spec 01 §2 "Bookmarks dialog", §4, §5). */
export function createBookmarkActions(player: PlayerController) {
  const $playerBookmarks: ReadableAtom<AudioBookmark[]> = computed([$user, player.$player], (user, state) =>
    bookmarksOfItem(user?.bookmarks ?? [], state.libraryItemId),
  )

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
    const now = new Date()
    void bookmarkChanges()
      .then((changes) => changes.createBookmark(libraryItemId, time, title, now))
      .catch((error: unknown) => failed('create', error))
    return true
  }

  /** Renames a bookmark; an unchanged title sends nothing (spec 01 §5). Resolves to whether it saved. */
  function renameBookmark(bookmark: AudioBookmark, title: string): Promise<boolean> {
    return bookmarkChanges()
      .then((changes) => changes.renameBookmark(bookmark, title))
      .catch((error: unknown) => {
        failed('update', error)
        return false
      })
  }

  /** Fire and forget (the dialog closes at once). */
  function deleteBookmark(bookmark: AudioBookmark): void {
    void bookmarkChanges()
      .then((changes) => changes.deleteBookmark(bookmark))
      .catch((error: unknown) => failed('remove', error))
  }

  return { $playerBookmarks, canCreateBookmark, createBookmark, renameBookmark, deleteBookmark }
}
