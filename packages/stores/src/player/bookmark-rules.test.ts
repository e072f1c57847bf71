import type { AudioBookmark } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { bookmarksOfItem, bookmarkTimeFor, canCreateBookmarkAt, isBookmarkAtTime } from './bookmark-rules'

const mark = (time: number, libraryItemId = 'item-1'): AudioBookmark => ({
  libraryItemId,
  time,
  title: `at ${time}`,
  createdAt: 0,
})

describe('bookmark create rules (spec 01 §5 "Bookmark create")', () => {
  it('blocks a bookmark within 1 s of an existing one', () => {
    expect(canCreateBookmarkAt([mark(30)], 30.9)).toBe(false)
    expect(canCreateBookmarkAt([mark(30)], 29.2)).toBe(false)
    expect(canCreateBookmarkAt([mark(30)], 31)).toBe(true)
    expect(canCreateBookmarkAt([], 0)).toBe(true)
  })

  it('saves the time rounded down to whole seconds', () => {
    expect(bookmarkTimeFor(42.97)).toBe(42)
    expect(bookmarkTimeFor(-1)).toBe(0)
  })
})

describe('bookmarks dialog list (spec 01 §2 "Bookmarks dialog")', () => {
  it('lists the item bookmarks in time order', () => {
    expect(bookmarksOfItem([mark(50), mark(5, 'other'), mark(10)], 'item-1').map((b) => b.time)).toEqual([
      10, 50,
    ])
    expect(bookmarksOfItem([mark(1)], null)).toEqual([])
  })

  it('highlights the bookmark whose time equals the current time', () => {
    expect(isBookmarkAtTime(mark(12), 12.6)).toBe(true)
    expect(isBookmarkAtTime(mark(12), 13)).toBe(false)
  })
})
