import type { LibraryItem } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { ebookFormatOf, hasEbook, isEbookOnly, readerFileFor, readerHasSettings } from './file'
import { readerStateFor } from './store'

const meta = (filename: string) => ({ filename, ext: filename.slice(filename.lastIndexOf('.')) })

function book(options: { tracks?: number; main?: boolean } = {}): LibraryItem {
  return {
    id: 'item-1',
    mediaType: 'book',
    media: {
      tracks: Array.from({ length: options.tracks ?? 0 }, () => ({})),
      ebookFile:
        options.main === false
          ? null
          : { ino: 'main', ebookFormat: 'epub', metadata: meta('Book.epub'), addedAt: 0, updatedAt: 0 },
      metadata: { title: 'Book' },
    },
    libraryFiles: [
      { ino: 'main', fileType: 'ebook', metadata: meta('Book.epub') },
      { ino: 'other', fileType: 'ebook', metadata: meta('Book Extra.PDF') },
      { ino: 'cover', fileType: 'image', metadata: meta('cover.jpg') },
    ],
  } as unknown as LibraryItem
}

describe('the e-reader file (spec 02 §4 "E-reader", §9 "Files and formats")', () => {
  it('§4 the format comes from ebookFormat, else the lower-case extension', () => {
    expect(ebookFormatOf({ ino: '1', ebookFormat: 'EPUB', metadata: meta('x.pdf') })).toBe('epub')
    expect(ebookFormatOf({ ino: '1', metadata: meta('Comic.CBZ') })).toBe('cbz')
    expect(ebookFormatOf({ ino: '1', metadata: { filename: 'Book.azw3' } })).toBe('azw3')
    expect(ebookFormatOf({ ino: '1', metadata: { filename: 'README' } })).toBe('')
  })

  it('§4 the chosen e-book file wins over the main one', () => {
    expect(readerFileFor(book(), 'other')).toEqual({
      ino: 'other',
      format: 'pdf',
      filename: 'Book Extra.PDF',
      main: false,
    })
  })

  it('§4 without a choice (or a choice that is no e-book file) the main e-book is read', () => {
    const main = { ino: 'main', format: 'epub', filename: 'Book.epub', main: true }
    expect(readerFileFor(book())).toEqual(main)
    expect(readerFileFor(book(), 'cover')).toEqual(main)
    expect(readerFileFor(book(), 'gone')).toEqual(main)
  })

  it('an item without a main e-book has nothing to read unless a file is chosen', () => {
    expect(readerFileFor(book({ main: false }))).toBeNull()
    expect(readerFileFor(book({ main: false }), 'other')?.format).toBe('pdf')
    expect(hasEbook(book({ main: false }))).toBe(false)
  })

  it('reading is the primary action of an e-book-only item', () => {
    expect(isEbookOnly(book())).toBe(true)
    expect(isEbookOnly(book({ tracks: 2 }))).toBe(false)
    expect(hasEbook(book({ tracks: 2 }))).toBe(true)
  })

  it('the item page reads keeping progress, the e-book files table without (as the official client)', () => {
    expect(readerStateFor(book())).toMatchObject({ open: true, title: 'Book', keepProgress: true })
    expect(readerStateFor(book(), 'other', { keepProgress: false })).toMatchObject({
      file: { ino: 'other', format: 'pdf' },
      keepProgress: false,
    })
    expect(readerStateFor(book({ main: false }))).toBeNull()
  })

  it('settings apply to the formats whose text flows', () => {
    expect(['epub', 'mobi', 'azw3', 'pdf', 'cbz', 'cbr'].filter(readerHasSettings)).toEqual([
      'epub',
      'mobi',
      'azw3',
    ])
  })
})
