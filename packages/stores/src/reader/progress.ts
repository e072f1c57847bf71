import type { ProgressUpdate } from '@shelfkit/client'
import { readBackProgress } from '../item/item'
import { getClient } from '../session'
import { readString, writeString } from '../storage'

/** Where the reader is: an epub CFI with the fraction read, or a page of a paged format (pdf, comics). */
export type ReaderPosition =
  | { kind: 'cfi'; cfi: string; fraction: number }
  | { kind: 'page'; page: number; pages: number }

/** Milliseconds without a page turn before the position is saved (paging quickly sends one call). */
export const READER_PROGRESS_DELAY_MS = 1000

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0)

/**
 * The PATCH /api/me/progress body of a reader position, as the official readers send it: epub the CFI and the
 * fraction; pdf and comics the page number as the location and page/pages as the progress.
 */
export function ebookProgressUpdate(
  position: ReaderPosition,
): Required<Pick<ProgressUpdate, 'ebookLocation' | 'ebookProgress'>> {
  if (position.kind === 'cfi')
    return { ebookLocation: position.cfi, ebookProgress: clamp01(position.fraction) }
  const pages = Math.max(1, Math.floor(position.pages))
  const page = Math.min(pages, Math.max(1, Math.floor(position.page)))
  return { ebookLocation: String(page), ebookProgress: clamp01(page / pages) }
}

/**
 * The fraction read of an epub before epub.js has divided the book into locations: sections before this one, plus
 * the part of this section's pages already turned. `page` is 1-based within the section's `pages`.
 */
export function sectionFraction(section: number, sections: number, page: number, pages: number): number {
  if (sections <= 0) return 0
  const within = pages > 0 ? Math.min(1, Math.max(0, (page - 1) / pages)) : 0
  return clamp01((section + within) / sections)
}

/** The page a paged reader opens at: the saved location when it is a page of the book, else 1. */
export function pageFromLocation(location: string | null | undefined, pages: number): number {
  const page = Number.parseInt(location ?? '', 10)
  if (!Number.isFinite(page) || page < 1) return 1
  return Math.min(Math.max(1, pages), page)
}

/** A saved epub location is a CFI (`epubcfi(...)`); a page number or garbage is not one. */
export function cfiFromLocation(location: string | null | undefined): string | null {
  return location?.startsWith('epubcfi(') ? location : null
}

/** Saves that would change neither the location nor (to 4 decimals) the progress are not sent. */
const sentKey = (update: { ebookLocation: string; ebookProgress: number }) =>
  `${update.ebookLocation} ${update.ebookProgress.toFixed(4)}`

export interface ReaderProgressSaver {
  /** Where the reader opened: not saved, and a move back to it (same location and progress) saves nothing. */
  opened(position: ReaderPosition): void
  /** The reader moved: saves after a pause in paging. */
  moved(position: ReaderPosition): void
  /** Saves a pending position now (closing the reader). */
  flush(): Promise<void>
  /** Drops a pending position without saving. */
  cancel(): void
}

/**
 * Saves the reader's position of a book (PATCH /api/me/progress/{libraryItemId}) after `delayMs` without a move,
 * then reads the saved progress back into `$mediaProgress` so the item page's progress follows. The position last
 * saved (or where the reader opened) is not sent again. Failures are logged and told to `onSaveFailed`.
 */
export function createReaderProgressSaver(
  libraryItemId: string,
  delayMs = READER_PROGRESS_DELAY_MS,
  onSaveFailed?: (error: unknown) => void,
): ReaderProgressSaver {
  let pending: ReaderPosition | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let lastSent: string | null = null

  const stopTimer = () => {
    if (timer) clearTimeout(timer)
    timer = null
  }

  let inFlight: Promise<void> = Promise.resolve()

  async function save(position: ReaderPosition): Promise<void> {
    const update = ebookProgressUpdate(position)
    const key = sentKey(update)
    if (key === lastSent) return
    lastSent = key
    try {
      await getClient().me.updateProgress(libraryItemId, update)
    } catch (error) {
      lastSent = null
      console.error('Failed to save the reading position', error)
      onSaveFailed?.(error)
      return
    }
    await readBackProgress(libraryItemId)
  }

  /** Sends the pending position after any save under way, so saves reach the server in order. */
  function send(): Promise<void> {
    stopTimer()
    const position = pending
    pending = null
    if (position) inFlight = inFlight.then(() => save(position))
    return inFlight
  }

  return {
    opened(position) {
      lastSent = sentKey(ebookProgressUpdate(position))
    },
    moved(position) {
      pending = position
      stopTimer()
      timer = setTimeout(() => void send(), delayMs)
    },
    flush: send,
    cancel() {
      stopTimer()
      pending = null
    },
  }
}

/** The saver of a book read without keeping progress: positions go nowhere. */
export const UNSAVED_READER_PROGRESS: ReaderProgressSaver = Object.freeze({
  opened() {},
  moved() {},
  flush: () => Promise.resolve(),
  cancel() {},
})

/**
 * Browser storage key of an epub's locations: the official client's `ebookLocations-{id}` for the item's main
 * e-book, with the file's id added for another of its e-book files.
 */
export const epubLocationsKey = (libraryItemId: string, fileIno?: string | null) =>
  fileIno ? `ebookLocations-${libraryItemId}-${fileIno}` : `ebookLocations-${libraryItemId}`

/**
 * The locations epub.js computed for this book before (JSON), or null: dividing a long book takes seconds, so it is
 * done once per browser.
 */
export function storedEpubLocations(key: string): string | null {
  return readString(key)
}

export function storeEpubLocations(key: string, locations: string): void {
  writeString(key, locations)
}
