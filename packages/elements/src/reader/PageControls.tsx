import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { IconButton } from '../ui/Button'
import { pageMessages } from './page-messages'

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
  const t = useStore(pageMessages)
  return (
    <div className="sk-reader__controls">
      <IconButton icon="chevronLeft" label={t.previous} disabled={page <= 1} onClick={() => goTo(page - 1)} />
      <span className="sk-reader__page-number" aria-live="polite">
        {pages ? t.pageOf({ page, pages }) : ''}
      </span>
      <IconButton
        icon="chevronRight"
        label={t.next}
        disabled={page >= pages}
        onClick={() => goTo(page + 1)}
      />
      {children}
    </div>
  )
}
