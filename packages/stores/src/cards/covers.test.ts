import { describe, expect, it } from 'vitest'
import { COVER_WIDTH_MAX, coverAuthors, coverRequestWidth, coverTitle, fanOutCovers } from './covers'

describe('book cover widget text (spec 02 §2 "Other shared widgets")', () => {
  it("shows 'No Title' for an item without one", () => {
    expect(coverTitle('')).toBe('No Title')
    expect(coverTitle(null)).toBe('No Title')
  })

  it('keeps titles up to 60 characters and cuts longer ones to 57 plus an ellipsis', () => {
    const sixty = 'x'.repeat(60)
    expect(coverTitle(sixty)).toBe(sixty)
    expect(coverTitle(`${sixty}y`)).toBe(`${'x'.repeat(57)}...`)
  })

  it('joins authors with commas and cuts above 30 characters to 27 plus an ellipsis', () => {
    expect(coverAuthors(['Ann Lee', 'Bo Ray'])).toBe('Ann Lee, Bo Ray')
    expect(coverAuthors('a'.repeat(30))).toBe('a'.repeat(30))
    expect(coverAuthors('a'.repeat(31))).toBe(`${'a'.repeat(27)}...`)
    expect(coverAuthors(null)).toBe('')
  })
})

describe('cover fan-outs (spec 02 §2 "Cover components")', () => {
  const books = Array.from({ length: 12 }, (_, index) => `book-${index + 1}`)

  it('a series fans out its first 10 books, in order; fewer books all show', () => {
    expect(fanOutCovers(books, 'series')).toEqual(books.slice(0, 10))
    expect(fanOutCovers(books.slice(0, 3), 'series')).toEqual(['book-1', 'book-2', 'book-3'])
  })

  it('a collection of several books shows four tiles, one book one cover, none nothing (its placeholder)', () => {
    expect(fanOutCovers(books.slice(0, 6), 'collection')).toEqual(['book-1', 'book-2', 'book-3', 'book-4'])
    expect(fanOutCovers(['book-1'], 'collection')).toEqual(['book-1'])
    expect(fanOutCovers([], 'collection')).toEqual([])
  })
})

describe('cover sizes asked of the server', () => {
  it('steps up to the next 120 pixels for the screen density, never beyond the maximum', () => {
    expect(coverRequestWidth(120, 1)).toBe(120)
    expect(coverRequestWidth(121, 1)).toBe(240)
    expect(coverRequestWidth(192, 2)).toBe(480)
    expect(coverRequestWidth(500, 3)).toBe(COVER_WIDTH_MAX)
  })
})
