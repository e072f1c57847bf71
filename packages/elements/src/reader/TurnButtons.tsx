import type { ReactNode, RefObject } from 'react'
import type { ReaderPager } from './types'

/** The page area of a flowing-text view between its previous and next page buttons (the page's margins). */
export function TurnButtons({
  pager,
  children,
}: {
  pager: RefObject<ReaderPager | null>
  children: ReactNode
}) {
  return (
    <div className="sk-reader__epub">
      <button
        type="button"
        className="sk-reader__turn sk-reader__turn--previous"
        aria-label="Previous page"
        onClick={() => pager.current?.previous()}
      />
      {children}
      <button
        type="button"
        className="sk-reader__turn sk-reader__turn--next"
        aria-label="Next page"
        onClick={() => pager.current?.next()}
      />
    </div>
  )
}
