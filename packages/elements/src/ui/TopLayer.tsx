import { type CSSProperties, type ReactNode, useLayoutEffect, useRef } from 'react'

/** A box over the whole viewport that adds nothing of its own (the browser's popover box is undone). */
const LAYER_STYLE: CSSProperties = {
  position: 'fixed',
  inset: 0,
  width: 'auto',
  height: 'auto',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  overflow: 'visible',
  background: 'transparent',
  color: 'inherit',
}

/**
 * Renders its content in the page's top layer, so a dialog opened from inside a clipping or containing box (a card
 * in a scrolling row or a virtual grid) still covers the page. The content stays in place in the DOM: styles,
 * custom properties and events work as anywhere else.
 */
export function TopLayer({ children }: { children: ReactNode }) {
  const layer = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = layer.current
    if (element && !element.matches(':popover-open')) element.showPopover()
  }, [])
  return (
    <div ref={layer} popover="manual" style={LAYER_STYLE}>
      {children}
    </div>
  )
}
