import type { Library, LibraryItem } from '@shelfkit/client'
import { afterEach, describe, expect, it } from 'vitest'
import { $libraries } from '../libraries'
import { $reader, closeReader, openReader } from './store'

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
