import type { ReaderProgressSaver, ReaderSettings } from '@shelfkit/stores'
import type { RefObject } from 'react'
import type { SwipeTracker } from './swipe-tracker'

/** What the reader's hotkeys, swipes and buttons turn pages with; each view fills it in. */
export interface ReaderPager {
  next(): void
  previous(): void
}

/** A table of contents entry (spec 02 §3); `href` is what `ReaderBook.display` goes to. */
export interface TocEntry {
  id: string
  href: string
  title: string
  subitems: TocEntry[]
}

/** A search hit: where it is (for `display`) and the text around it. */
export interface SearchHit {
  target: string
  excerpt: string
}

/** What the contents panel uses of an open book: its entries, its search (formats with text) and a way there. */
export interface ReaderBook {
  toc: TocEntry[]
  search?(query: string): Promise<SearchHit[]>
  display(target: string): void | Promise<void>
}

/** What every format's view gets: the file's bytes, where the user was, and where to report moves and failures. */
export interface ReaderViewProps {
  bytes: ArrayBuffer
  /** The saved `ebookLocation` (a CFI for epub/mobi/azw3, a page number for paged formats), or null. */
  location: string | null
  pager: RefObject<ReaderPager | null>
  saver: ReaderProgressSaver
  /** The open book (contents, search), or null once it is gone. */
  onReady(book: ReaderBook | null): void
  /** The file could not be opened (damaged, truncated, protected): the reader shows why. */
  onError(error: unknown): void
}

/** The views of formats whose text flows into pages (epub, mobi, azw3): settings and swipes inside their frames. */
export interface ReflowViewProps extends ReaderViewProps {
  settings: ReaderSettings
  swipe: SwipeTracker
  /** Key presses inside the page's frame, for the reader's hotkeys. */
  onKey(event: KeyboardEvent): void
  /** Where this book's epub.js locations are kept between openings (`epubLocationsKey`). */
  locationsKey: string
}
