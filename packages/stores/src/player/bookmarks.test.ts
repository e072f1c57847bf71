import type { AudioBookmark } from '@shelfkit/client'
import { atom } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getClient } from '../session'
import { createBookmarkActions } from './bookmarks'
import type { PlayerController } from './controller'

afterEach(() => vi.restoreAllMocks())

/** Only what the bookmark actions read of the player: the item and the time. */
const player = {
  $player: atom({ libraryItemId: 'item-1' }),
  $playerTime: atom({ currentTime: 12 }),
  currentTime: () => 12,
} as unknown as PlayerController

describe('bookmark title edit (spec 01 §5, spec 02 §5 "Bookmarks")', () => {
  it('is skipped when the title is unchanged (or blank): nothing is sent', async () => {
    const update = vi.spyOn(getClient().me, 'updateBookmark')
    const bookmark = {
      libraryItemId: 'item-1',
      time: 12,
      title: 'Chapter start',
      createdAt: 0,
    } as AudioBookmark
    const { renameBookmark } = createBookmarkActions(player)
    expect(await renameBookmark(bookmark, 'Chapter start')).toBe(false)
    expect(await renameBookmark(bookmark, '  Chapter start ')).toBe(false)
    expect(await renameBookmark(bookmark, '   ')).toBe(false)
    expect(update).not.toHaveBeenCalled()
  })
})
