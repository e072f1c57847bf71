import type { Library, LibraryItem } from '@shelfkit/client'
import { afterEach, describe, expect, it } from 'vitest'
import { $libraries } from '../libraries'
import { $reader, closeReader, openReader, READER_SEARCH_MIN_LENGTH, searchesFor } from './store'

const epubBook = {
  id: 'item-1',
  libraryId: 'library-1',
  mediaType: 'book',
  media: {
    tracks: [],
    ebookFile: { ino: 'main', ebookFormat: 'epub', metadata: { filename: 'Book.epub', ext: '.epub' } },
    metadata: { title: 'Book' },
  },
  libraryFiles: [{ ino: 'main', fileType: 'ebook', metadata: { filename: 'Book.epub', ext: '.epub' } }],
} as unknown as LibraryItem

const library = (epubsAllowScriptedContent: boolean) =>
  ({ id: 'library-1', settings: { epubsAllowScriptedContent } }) as unknown as Library

afterEach(() => {
  closeReader()
  $libraries.set([])
})

describe('the reader and scripted e-books (library setting epubsAllowScriptedContent)', () => {
  it('lets a book run scripts only when its library allows it, and not when the library is unknown', () => {
    for (const [libraries, scripted] of [
      [[library(true)], true],
      [[library(false)], false],
      [[], false],
    ] as const) {
      $libraries.set(libraries)
      openReader(epubBook)
      expect($reader.get()).toMatchObject({ open: true, scriptedContent: scripted })
      closeReader()
    }
  })
})

describe('e-reader search (spec 02 §4, §5 "E-reader controls")', () => {
  it('searches from 2 characters; shorter or blank leaves search mode', () => {
    expect(READER_SEARCH_MIN_LENGTH).toBe(2)
    expect(searchesFor('ab')).toBe(true)
    expect(searchesFor('a')).toBe(false)
    expect(searchesFor(' a ')).toBe(false)
    expect(searchesFor('')).toBe(false)
  })
})
