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
import { CARD_EXTRA_LINE_HEIGHT, gridLayout, pageSizeFor } from './window'

const signedIn = (id: string) => $user.set({ id, type: 'user' } as never)

afterEach(() => {
  $user.set(null)
  $serverSettings.set(null)
})

describe('bookshelf views (spec 02 §9 "Covers and views")', () => {
  it('are standard, detail and author, numbered as the server setting numbers them', () => {
    expect(BOOKSHELF_VIEWS).toEqual(['standard', 'detail', 'author'])
    expect(BOOKSHELF_VIEW_NUMBERS).toEqual({ standard: 0, detail: 1, author: 2 })
    expect(viewOfNumber(1)).toBe('detail')
    expect(viewOfNumber(7)).toBe('standard')
  })

  it("follow the server setting until the user chooses, and keep each user's choice apart", () => {
    signedIn('ann')
    expect($bookshelfView.get()).toBe('standard')
    $serverSettings.set({ bookshelfView: 1 } as never)
    expect($bookshelfView.get()).toBe('detail')
    setBookshelfView('author')
    expect($bookshelfView.get()).toBe('author')
    signedIn('bob')
    expect($bookshelfView.get()).toBe('detail')
    setBookshelfView('standard')
    signedIn('ann')
    expect($bookshelfView.get()).toBe('author')
    expect(readJson(BOOKSHELF_VIEW_KEY)).toMatchObject({ ann: 'author', bob: 'standard' })
  })

  it('give the detail view one more line of text, the grid rows growing with it', () => {
    expect(BOOKSHELF_VIEWS.map(cardTextLines)).toEqual([2, 3, 2])
    const options = { width: 1366, coverSize: 120, aspectRatio: 1.6 }
    const standard = gridLayout({ ...options, textLines: cardTextLines('standard') })
    const detail = gridLayout({ ...options, textLines: cardTextLines('detail') })
    expect(detail.rowHeight - standard.rowHeight).toBe(CARD_EXTRA_LINE_HEIGHT)
    expect(detail.columns).toBe(standard.columns)
    // Taller rows: no more cards per page, so the same request and DOM budgets hold.
    expect(pageSizeFor(detail, 900)).toBeLessThanOrEqual(pageSizeFor(standard, 900))
  })
})
