import type { ReactNode } from 'react'
import { IconButton } from '../ui/Button'

/** Previous / "Page 2 of 9" / next under a paged view, with room for more controls (zoom). */
export function PageControls({
  page,
  pages,
  goTo,
  children,
}: {
  page: number
  pages: number
  goTo(page: number): void
  children?: ReactNode
}) {
  return (
    <div className="sk-reader__controls">
      <IconButton
        icon="chevronLeft"
        label="Previous page"
        disabled={page <= 1}
        onClick={() => goTo(page - 1)}
      />
      <span className="sk-reader__page-number" aria-live="polite">
        {pages ? `Page ${page} of ${pages}` : ''}
      </span>
      <IconButton
        icon="chevronRight"
        label="Next page"
        disabled={page >= pages}
        onClick={() => goTo(page + 1)}
      />
      {children}
    </div>
  )
}
