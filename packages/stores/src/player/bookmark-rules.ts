import type { AudioBookmark } from '@shelfkit/client'
import { BOOKMARK_DUPLICATE_WINDOW_S } from './constants'

/** Spec 01 §5: no new bookmark when one lies within 1 s of the current time. */
export function canCreateBookmarkAt(bookmarks: readonly AudioBookmark[], currentTime: number): boolean {
  return !bookmarks.some((bookmark) => Math.abs(bookmark.time - currentTime) < BOOKMARK_DUPLICATE_WINDOW_S)
}

/** Spec 01 §5: the saved time is the current time rounded down to whole seconds. */
export function bookmarkTimeFor(currentTime: number): number {
  return Math.max(0, Math.floor(currentTime))
}

/** Spec 01 §2: the bookmark at the current time (whole seconds) is highlighted. */
export function isBookmarkAtTime(bookmark: AudioBookmark, currentTime: number): boolean {
  return bookmark.time === Math.floor(currentTime)
}

/** The item's bookmarks, in time order. */
export function bookmarksOfItem(
  bookmarks: readonly AudioBookmark[],
  libraryItemId: string | null,
): AudioBookmark[] {
  if (!libraryItemId) return []
  return bookmarks
    .filter((bookmark) => bookmark.libraryItemId === libraryItemId)
    .sort((a, b) => a.time - b.time)
}
