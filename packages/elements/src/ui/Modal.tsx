import { useStore } from '@nanostores/react'
import { i18n } from '@shelfkit/stores'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { IconButton } from './Button'
import { Spinner } from './Spinner'

/** Spec 02 §2 "Modal dialog behaviour": defaults width 500, z-index 60, backdrop opacity 75, top margin 50. */
export const MODAL_DEFAULTS = { width: 500, zIndex: 60, backdropOpacity: 0.75, topMargin: 50 } as const

export interface ModalProps {
  open: boolean
  title: ReactNode
  onClose(): void
  children: ReactNode
  width?: number | string
  /** A fixed height (default: as tall as the content). */
  height?: number | string
  /** Space above the dialog (default MODAL_DEFAULTS.topMargin). */
  topMargin?: number | string
  /** A loading overlay covers the content, and outside clicks are ignored. */
  processing?: boolean
  /** Outside clicks do not close it (Escape and the close button still do). */
  persistent?: boolean
  footer?: ReactNode
  className?: string
}

/** The element with focus, inside shadow roots too (a custom element's button, not the custom element). */
function focusedElement(): HTMLElement | null {
  let focused = document.activeElement
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement
  return focused as HTMLElement | null
}

const messages = i18n('ui.modal', { close: 'Close' })

/**
 * A dialog: closes on its close button, on Escape (unless an inner modal is open) and on a click outside that began
 * outside; traps nothing but returns focus to where it was when it closes.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  width,
  height,
  topMargin = MODAL_DEFAULTS.topMargin,
  processing,
  persistent,
  footer,
  className,
}: ModalProps) {
  const t = useStore(messages)
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const pressBeganInside = useRef(false)

  useEffect(() => {
    if (!open) return
    const previous = focusedElement()
    dialog.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !dialog.current) return
      // Only the innermost open modal reacts.
      const all = document.querySelectorAll('.sk-modal')
      if (all[all.length - 1] !== dialog.current) return
      event.stopPropagation()
      onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      previous?.focus?.()
    }
  }, [open, onClose])

  if (!open) return null
  return (
    // Clicking the backdrop is a mouse shortcut; keyboard users close with Escape or the close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not an interactive control
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on window above
    <div
      className="sk-modal-backdrop"
      style={{
        zIndex: MODAL_DEFAULTS.zIndex,
        background: `rgba(0, 0, 0, ${MODAL_DEFAULTS.backdropOpacity})`,
      }}
      onPointerDown={(event) => {
        pressBeganInside.current = dialog.current?.contains(event.target as Node) ?? false
      }}
      onClick={(event) => {
        if (event.target !== event.currentTarget || pressBeganInside.current) return
        if (processing || persistent) return
        onClose()
      }}
    >
      <div
        ref={dialog}
        className={`sk-modal${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ width: width ?? MODAL_DEFAULTS.width, height, marginTop: topMargin }}
      >
        <header className="sk-modal__header">
          <h2 id={titleId} className="sk-modal__title">
            {title}
          </h2>
          <IconButton icon="close" label={t.close} onClick={onClose} />
        </header>
        <div className="sk-modal__body">{children}</div>
        {footer ? <footer className="sk-modal__footer">{footer}</footer> : null}
        {processing ? (
          <div className="sk-modal__processing">
            <Spinner />
          </div>
        ) : null}
      </div>
    </div>
  )
}
