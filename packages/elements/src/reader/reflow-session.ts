import { i18n, type ReaderPosition, type ReaderProgressSaver } from '@shelfkit/stores'
import { type RefObject, useRef } from 'react'
import type { ReaderBook, ReaderPager, ReflowViewProps } from './types'

const messages = i18n('reader.reflow', { frame: 'Book page' })

type ReflowCallbacks = Pick<ReflowViewProps, 'onReady' | 'onError' | 'onKey' | 'swipe'>

/** The view's latest callbacks, for the listeners of a book opened once per file (they must not reopen it). */
export function useReflowCallbacks(props: ReflowCallbacks): RefObject<ReflowCallbacks> {
  const callbacks = useRef(props)
  callbacks.current = props
  return callbacks
}

/**
 * One opening of a book in a flowing-text view (epub.js or foliate-js): what the reader hears of it ends when the
 * view closes it (the file changed, the reader closed), so a book still loading reports neither ready nor failed.
 */
export interface ReflowSession {
  /** The view closed it: stop, report nothing. */
  readonly closed: boolean
  /** A place was shown after the first (a page turn, a jump): the saved fraction may be an estimate. */
  readonly moved: boolean
  /** The name of the frames a page shows in, for screen readers. */
  readonly frameLabel: string
  /** A place shown: the first is where the book opened, the later ones are moves to save. */
  located(position: ReaderPosition): void
  ready(book: ReaderBook): void
  fail(error: unknown): void
  /** The view is done with the book: the pager and the contents go. */
  close(): void
}

export function openReflowSession(
  callbacks: RefObject<ReflowCallbacks>,
  saver: ReaderProgressSaver,
  pager: RefObject<ReaderPager | null>,
): ReflowSession {
  let closed = false
  let opened = false
  let moved = false
  return {
    get closed() {
      return closed
    },
    get moved() {
      return moved
    },
    frameLabel: messages.get().frame,
    located(position) {
      if (closed) return
      if (opened) {
        moved = true
        saver.moved(position)
      } else {
        opened = true
        saver.opened(position)
      }
    },
    ready(book) {
      if (!closed) callbacks.current.onReady(book)
    },
    fail(error) {
      if (!closed) callbacks.current.onError(error)
    },
    close() {
      closed = true
      pager.current = null
      callbacks.current.onReady(null)
    },
  }
}
