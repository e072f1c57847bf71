import type { LibraryItem } from '@shelfkit/client'
import { atom } from 'nanostores'
import { readBackProgress } from '../item/item'
import { mediaProgressOf } from '../item/progress'
import { $libraries } from '../libraries'
import { shared } from '../registry'
import { getClient } from '../session'
import { type ReaderFile, readerFileFor } from './file'

/** What the e-reader overlay shows (spec 02 §4 "E-reader": hidden, then shown on selecting an item). */
export interface ReaderState {
  open: boolean
  libraryItemId: string | null
  title: string
  author: string
  file: ReaderFile | null
  /** The book's library lets its e-books run their own scripts (library setting `epubsAllowScriptedContent`). */
  scriptedContent: boolean
  /** False when the book is read without keeping progress (the e-book files table, `no-progress`). */
  keepProgress: boolean
}

const CLOSED: ReaderState = {
  open: false,
  libraryItemId: null,
  title: '',
  author: '',
  file: null,
  scriptedContent: false,
  keepProgress: true,
}

export const $reader = shared('reader.state', () => atom<ReaderState>(CLOSED))

/** Spec 02 §5 "E-reader controls": search minimum length. */
export const READER_SEARCH_MIN_LENGTH = 2

/** The in-book search query (epub); cleared when the reader closes. */
export const $readerSearchQuery = shared('reader.searchQuery', () => atom(''))

/** Spec 02 §4 "E-reader search": a query of 2 or more characters searches; shorter leaves search mode. */
export function searchesFor(query: string): boolean {
  return query.trim().length >= READER_SEARCH_MIN_LENGTH
}

export function setReaderSearchQuery(query: string): void {
  $readerSearchQuery.set(query)
}

/** What the reader shows of a book's e-book, or null when the item has no such e-book. */
export function readerStateFor(
  item: LibraryItem,
  fileIno?: string | null,
  options: { keepProgress?: boolean } = {},
): ReaderState | null {
  const file = readerFileFor(item, fileIno)
  if (!file || item.mediaType !== 'book') return null
  return {
    open: true,
    libraryItemId: item.id,
    title: item.media.metadata.title || 'No Title',
    author: item.media.metadata.authorName ?? '',
    file,
    scriptedContent: allowsScriptedContent(item.libraryId),
    keepProgress: options.keepProgress ?? true,
  }
}

/**
 * Opens the reader on a book's e-book: the file `fileIno` when given, else the item's main e-book. As in the
 * official client, the e-book files table reads without keeping progress (`keepProgress: false`): the book opens at
 * its start and moves are not saved. Returns false (and stays closed) when the item has no such e-book.
 */
export function openReader(
  item: LibraryItem,
  fileIno?: string | null,
  options: { keepProgress?: boolean } = {},
): boolean {
  const state = readerStateFor(item, fileIno, options)
  if (!state) return false
  $readerSearchQuery.set('')
  $reader.set(state)
  return true
}

/** Whether the library lets its e-books run scripts; off when the library is unknown here. */
function allowsScriptedContent(libraryId: string): boolean {
  return (
    $libraries.get().find((library) => library.id === libraryId)?.settings.epubsAllowScriptedContent === true
  )
}

/** Spec 02 §4: the close button or hotkey hides the reader and clears the search. */
export function closeReader(): void {
  $readerSearchQuery.set('')
  if ($reader.get().open) $reader.set(CLOSED)
}

/** The bytes of the reader's file, through the client (bearer token, shared refresh on a 401). */
export async function loadReaderFile(
  libraryItemId: string,
  file: ReaderFile,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const blob = await getClient().items.ebook(libraryItemId, file.main ? null : file.ino, signal)
  return blob.arrayBuffer()
}

/** Where the user left the book (`ebookLocation`), read fresh from the server (another device may have moved it). */
export async function savedReaderLocation(libraryItemId: string): Promise<string | null> {
  await readBackProgress(libraryItemId)
  return mediaProgressOf(libraryItemId)?.ebookLocation ?? null
}
