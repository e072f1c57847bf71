import type { ReaderProgressSaver } from '@shelfkit/stores'
import type { RefObject } from 'react'

/** What the reader's hotkeys, swipes and buttons turn pages with; each view fills it in. */
export interface ReaderPager {
  next(): void
  previous(): void
}

/** What every format's view gets: the file's bytes, where the user was, and where to report moves. */
export interface ReaderViewProps {
  bytes: ArrayBuffer
  /** The saved `ebookLocation` (a CFI for epub, a page number for paged formats), or null. */
  location: string | null
  pager: RefObject<ReaderPager | null>
  saver: ReaderProgressSaver
}
