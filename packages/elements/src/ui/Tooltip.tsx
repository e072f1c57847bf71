import {
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

/** Spec 02 §2 "Other shared widgets": a tooltip hides 100 ms after the pointer or focus leaves. */
export const TOOLTIP_HIDE_DELAY_MS = 100
const GAP_PX = 6

/** Undoes the browser's popover box; the placement sets top and left. */
const TOP_LAYER: CSSProperties = { position: 'fixed', inset: 'auto', margin: 0 }

export interface TooltipTrigger {
  onPointerEnter(event: PointerEvent<HTMLElement>): void
  onPointerLeave(event: PointerEvent<HTMLElement>): void
  onFocus(event: FocusEvent<HTMLElement>): void
  onBlur(event: FocusEvent<HTMLElement>): void
}

/**
 * A tooltip for a control that shows only an icon: it appears while a mouse or pen is over the control or the
 * keyboard has moved focus to it, and hides TOOLTIP_HIDE_DELAY_MS after they leave (touch shows none). It is
 * visual only: the control's accessible name already says the same. Put `trigger` on the control and render
 * `tooltip` beside it (not inside: it would join the control's visible label); the tip sits in the top layer,
 * above the control (below when there is no room).
 */
export function useTooltip(text: string): { trigger: TooltipTrigger; tooltip: ReactNode } {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const tip = useRef<HTMLSpanElement>(null)

  useEffect(() => () => clearTimeout(hideTimer.current), [])

  const show = (element: HTMLElement) => {
    clearTimeout(hideTimer.current)
    setAnchor(element)
  }
  const hide = () => {
    clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(() => setAnchor(null), TOOLTIP_HIDE_DELAY_MS)
  }

  useLayoutEffect(() => {
    const element = tip.current
    // A control moved or removed meanwhile (an expanding player re-renders its controls) shows no tip.
    if (!element || !anchor || !element.isConnected || !anchor.isConnected) return
    if (!element.matches(':popover-open')) element.showPopover()
    const box = anchor.getBoundingClientRect()
    const { offsetWidth: width, offsetHeight: height } = element
    const above = box.top - GAP_PX - height
    element.style.top = `${above >= 0 ? above : box.bottom + GAP_PX}px`
    const left = box.left + box.width / 2 - width / 2
    element.style.left = `${Math.max(4, Math.min(left, window.innerWidth - width - 4))}px`
  }, [anchor])

  return {
    trigger: {
      onPointerEnter: (event) => {
        if (event.pointerType !== 'touch') show(event.currentTarget)
      },
      onPointerLeave: hide,
      onFocus: (event) => {
        if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget)
      },
      onBlur: hide,
    },
    tooltip: anchor ? (
      <span ref={tip} className="sk-tooltip" popover="manual" aria-hidden="true" style={TOP_LAYER}>
        {text}
      </span>
    ) : null,
  }
}
