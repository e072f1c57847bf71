import { errorMessage, isApiError, type LibraryItem } from '@shelfkit/client'
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
}

const CLOSED: ReaderState = {
  open: false,
  libraryItemId: null,
  title: '',
  author: '',
  file: null,
  scriptedContent: false,
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

/**
 * Opens the reader on a book's e-book: the file `fileIno` when given (the item page's e-book files table), else
 * the item's main e-book. Returns false (and stays closed) when the item has no such e-book.
 */
export function openReader(item: LibraryItem, fileIno?: string | null): boolean {
  const file = readerFileFor(item, fileIno)
  if (!file || item.mediaType !== 'book') return false
  $readerSearchQuery.set('')
  $reader.set({
    open: true,
    libraryItemId: item.id,
    title: item.media.metadata.title || 'No Title',
    author: item.media.metadata.authorName ?? '',
    file,
    scriptedContent: allowsScriptedContent(item.libraryId),
  })
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

/** What the reader says when its file cannot be loaded or opened. */
export function readerLoadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 404) return 'E-book file not found on the server'
  if (isApiError(error)) return errorMessage(error, 'Failed to load the e-book')
  return 'This e-book could not be opened'
}

/** Where the user left the book (`ebookLocation`), read fresh from the server (another device may have moved it). */
export async function savedReaderLocation(libraryItemId: string): Promise<string | null> {
  await readBackProgress(libraryItemId)
  return mediaProgressOf(libraryItemId)?.ebookLocation ?? null
}
