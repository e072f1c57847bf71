import { useStore } from '@nanostores/react'
import { $rawCoverPreview, closeRawCoverPreview, i18n, openRawCoverPreview } from '@shelfkit/stores'
import type { ReactNode } from 'react'
import { Modal } from '../ui/Modal'
import { TopLayer } from '../ui/TopLayer'

const messages = i18n('item.rawCoverPreview', {
  title: 'Cover',
  close: 'Close the cover',
  open: 'Show the cover full size',
})

/** A cover that opens the raw cover preview of `src` when clicked (nothing to click without a cover). */
export function RawCoverButton({
  src,
  className,
  children,
}: {
  src: string | null
  className?: string
  children: ReactNode
}) {
  const t = useStore(messages)
  if (!src) return <>{children}</>
  return (
    <button
      type="button"
      className={`sk-raw-cover-button${className ? ` ${className}` : ''}`}
      aria-label={t.open}
      title={t.open}
      onClick={() => openRawCoverPreview(src)}
    >
      {children}
    </button>
  )
}

/**
 * Spec 02 "Raw cover preview": the cover as stored (`raw=1`), 90% by 90% of the screen; a click closes it.
 * Mounted once by the layout, opened with `openRawCoverPreview`.
 */
export function RawCoverPreview() {
  const t = useStore(messages)
  const src = useStore($rawCoverPreview)
  if (!src) return null
  return (
    <TopLayer>
      <Modal
        open
        title={t.title}
        onClose={closeRawCoverPreview}
        width="90vw"
        height="90vh"
        topMargin="5vh"
        className="sk-raw-cover"
      >
        <button
          type="button"
          className="sk-raw-cover__close"
          aria-label={t.close}
          onClick={closeRawCoverPreview}
        >
          <img src={src} alt={t.title} />
        </button>
      </Modal>
    </TopLayer>
  )
}
