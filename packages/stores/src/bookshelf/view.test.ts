import { afterEach, describe, expect, it } from 'vitest'
import { $serverSettings, $user } from '../session'
import { readJson } from '../storage'
import {
  $bookshelfView,
  BOOKSHELF_VIEW_KEY,
  BOOKSHELF_VIEW_NUMBERS,
  BOOKSHELF_VIEWS,
  cardTextLines,
  setBookshelfView,
  viewOfNumber,
} from './view'
import { CARD_EXTRA_LINE_HEIGHT, cardTextHeight, gridLayout, pageSizeFor } from './window'

const signedIn = (id: string) => $user.set({ id, type: 'user' } as never)

afterEach(() => {
  $user.set(null)
  $serverSettings.set(null)
})

describe('bookshelf views (spec 02 §9 "Covers and views")', () => {
  it('are standard, detail and author, numbered as the server setting numbers them', () => {
    expect(BOOKSHELF_VIEWS).toEqual(['standard', 'detail', 'author'])
    expect(BOOKSHELF_VIEW_NUMBERS).toEqual({ standard: 0, detail: 1, author: 2 })
    expect(viewOfNumber(0)).toBe('standard')
    expect(viewOfNumber(2)).toBe('author')
    // The server's default, also where its settings are unknown (an embed with an API key).
    expect(viewOfNumber(undefined)).toBe('detail')
  })

  it("follow the server setting until the user chooses, and keep each user's choice apart", () => {
    signedIn('ann')
    expect($bookshelfView.get()).toBe('detail')
    $serverSettings.set({ bookshelfView: 0 } as never)
    expect($bookshelfView.get()).toBe('standard')
    setBookshelfView('author')
    expect($bookshelfView.get()).toBe('author')
    signedIn('bob')
    expect($bookshelfView.get()).toBe('standard')
    setBookshelfView('detail')
    signedIn('ann')
    expect($bookshelfView.get()).toBe('author')
    expect(readJson(BOOKSHELF_VIEW_KEY)).toMatchObject({ ann: 'author', bob: 'detail' })
  })

  it("show no text (standard), title and authors plus the sort's value (detail), or title and year (author)", () => {
    expect(BOOKSHELF_VIEWS.map((view) => cardTextLines(view, 'media.metadata.title'))).toEqual([0, 2, 2])
    expect(BOOKSHELF_VIEWS.map((view) => cardTextLines(view, 'addedAt'))).toEqual([0, 3, 2])
    for (const sort of ['mtimeMs', 'birthtimeMs', 'media.duration', 'size', 'progress.finishedAt'])
      expect(cardTextLines('detail', sort)).toBe(3)
    expect(cardTextLines('detail', 'random')).toBe(2)
  })

  it('size the grid rows to their text, so taller rows never put more cards in a page', () => {
    const options = { width: 1366, coverSize: 120, aspectRatio: 1.6 }
    const [standard, detail, detailSorted] = [0, 2, 3].map((textLines) =>
      gridLayout({ ...options, textLines }),
    )
    expect(detail!.rowHeight - standard!.rowHeight).toBe(cardTextHeight(2))
    expect(detailSorted!.rowHeight - detail!.rowHeight).toBe(CARD_EXTRA_LINE_HEIGHT)
    expect(new Set([standard, detail, detailSorted].map((layout) => layout!.columns)).size).toBe(1)
    expect(pageSizeFor(detailSorted!, 900)).toBeLessThanOrEqual(pageSizeFor(detail!, 900))
  })
})
