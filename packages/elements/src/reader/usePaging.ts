import { pageFromLocation, type ReaderProgressSaver } from '@shelfkit/stores'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import type { ReaderPager } from './types'

/**
 * Page state of the paged formats (pdf, comics): starts at the saved page once the page count is known, reports
 * each move to the progress saver and lets the reader's hotkeys and swipes turn pages.
 */
export function usePaging(
  pages: number,
  location: string | null,
  saver: ReaderProgressSaver,
  pager: RefObject<ReaderPager | null>,
): { page: number; goTo(page: number): void } {
  const [page, setPage] = useState(1)
  const current = useRef(1)

  useEffect(() => {
    if (!pages) return
    const start = pageFromLocation(location, pages)
    current.current = start
    setPage(start)
    saver.opened({ kind: 'page', page: start, pages })
  }, [pages, location, saver])

  const goTo = useCallback(
    (target: number) => {
      if (!pages) return
      const next = Math.min(pages, Math.max(1, target))
      if (next === current.current) return
      current.current = next
      setPage(next)
      saver.moved({ kind: 'page', page: next, pages })
    },
    [pages, saver],
  )

  useEffect(() => {
    pager.current = { next: () => goTo(current.current + 1), previous: () => goTo(current.current - 1) }
    return () => {
      pager.current = null
    }
  }, [pager, goTo])

  return { page, goTo }
}
