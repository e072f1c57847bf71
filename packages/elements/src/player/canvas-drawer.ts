import { type RefCallback, type RefObject, useCallback, useRef } from 'react'

/**
 * Something drawn on a canvas that is kept to the canvas's CSS size. The player draws what changes every second
 * (times, the played range) on canvases: a canvas redraw costs no layout, hover hit test, paint or layer update,
 * which DOM text or a moving element cost the page every second.
 */
export interface CanvasDrawer {
  /** The canvas's CSS box changed (from a ResizeObserver: reading it while drawing would force a layout). */
  resize(width: number, height: number): void
  /** The page's fonts changed (a web font arrived). */
  fontsLoaded?(): void
}

/**
 * Sizes the canvas's pixels to its CSS box at the screen's pixel ratio and clears it; returns its context in CSS
 * pixels, or null while the box is empty.
 */
export function prepareCanvas(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
): CanvasRenderingContext2D | null {
  // Desynchronized: the browser may show a redraw without waiting for the page's next frame (no main-thread frame
  // for a clock that changes alone), and falls back to the usual compositing where it cannot.
  const context = canvas.getContext('2d', { desynchronized: true })
  if (!context || !(width > 0) || !(height > 0)) return null
  const ratio = globalThis.devicePixelRatio || 1
  const pixelWidth = Math.round(width * ratio)
  const pixelHeight = Math.round(height * ratio)
  // Setting the size clears the canvas even when unchanged: only on a real change.
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight
  context.setTransform(ratio, 0, 0, ratio, 0, 0)
  context.clearRect(0, 0, width, height)
  return context
}

/** A drawer made by `create` for the canvas the returned ref gets, told of the canvas's size and of font loads. */
export function useCanvasDrawer<T extends CanvasDrawer>(
  create: (canvas: HTMLCanvasElement) => T,
): { drawer: RefObject<T | null>; ref: RefCallback<HTMLCanvasElement> } {
  const drawer = useRef<T | null>(null)
  const make = useRef(create)
  make.current = create
  const ref = useCallback((canvas: HTMLCanvasElement | null) => {
    if (!canvas) return
    const drawn = make.current(canvas)
    drawer.current = drawn
    const observer = new ResizeObserver(([entry]) => {
      if (entry) drawn.resize(entry.contentRect.width, entry.contentRect.height)
    })
    observer.observe(canvas)
    const fonts = drawn.fontsLoaded ? globalThis.document?.fonts : undefined
    const redraw = () => drawn.fontsLoaded?.()
    fonts?.addEventListener('loadingdone', redraw)
    return () => {
      observer.disconnect()
      fonts?.removeEventListener('loadingdone', redraw)
      if (drawer.current === drawn) drawer.current = null
    }
  }, [])
  return { drawer, ref }
}
