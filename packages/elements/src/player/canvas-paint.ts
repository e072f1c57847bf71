/**
 * The player's canvas pictures, painted from plain data so the same code runs in the drawing worker (on an
 * OffscreenCanvas) and, where there is none, on the page. Nothing here touches the DOM.
 */

/** Space between two parts of a clock, in CSS pixels (the gap the DOM times had). */
const PART_GAP_PX = 10

/** What is drawn: texts side by side at one end (a clock), or the seek track's played and buffered ranges. */
export type CanvasPicture =
  | { kind: 'clock'; align: 'start' | 'end'; parts: readonly string[] }
  | { kind: 'track'; played: number; buffered: number }

/** One paint: the picture at the canvas's CSS size, pixel ratio and computed style. */
export interface CanvasFrame {
  width: number
  height: number
  ratio: number
  /** The CSS `font` (clocks). */
  font: string
  color: string
  /** The track's `--sk-buffered-color`. */
  bufferedColor: string
  /** A right-to-left language: a clock's start is the right edge, its parts in reading order from there. */
  rtl: boolean
  /** Bumped when the page's fonts change: measured widths are measured again. */
  fonts: number
  picture: CanvasPicture
}

type AnyCanvas = HTMLCanvasElement | OffscreenCanvas
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D

/**
 * Sizes the canvas's pixels to its CSS box at the pixel ratio and clears it; returns its context in CSS pixels, or
 * null while the box is empty.
 */
function prepareCanvas(canvas: AnyCanvas, { width, height, ratio }: CanvasFrame): Context2D | null {
  // Desynchronized: a redraw may show without waiting for the page's next frame (none for a clock that changes
  // alone); the browser falls back to the usual compositing where it cannot.
  const context = canvas.getContext('2d', { desynchronized: true }) as Context2D | null
  if (!context || !(width > 0) || !(height > 0)) return null
  const pixelWidth = Math.round(width * ratio)
  const pixelHeight = Math.round(height * ratio)
  // Setting the size clears the canvas even when unchanged: only on a real change.
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight
  context.setTransform(ratio, 0, 0, ratio, 0, 0)
  context.clearRect(0, 0, width, height)
  return context
}

export function paintCanvas(canvas: AnyCanvas, frame: CanvasFrame): void {
  const context = prepareCanvas(canvas, frame)
  if (!context) return
  if (frame.picture.kind === 'track') paintTrack(context, frame, frame.picture)
  else paintClock(canvas, context, frame, frame.picture)
}

function paintTrack(
  context: Context2D,
  frame: CanvasFrame,
  { played, buffered }: { played: number; buffered: number },
) {
  context.fillStyle = frame.bufferedColor || 'transparent'
  context.fillRect(0, 0, buffered * frame.width, frame.height)
  context.fillStyle = frame.color
  context.fillRect(0, 0, played * frame.width, frame.height)
}

/**
 * The texts one gap apart, at the start or the end. Each character is drawn at its own advance and every digit
 * at the widest digit's (like tabular figures), so the text does not shift as it counts.
 */
function paintClock(
  canvas: AnyCanvas,
  context: Context2D,
  frame: CanvasFrame,
  { align, parts }: { align: 'start' | 'end'; parts: readonly string[] },
) {
  context.font = frame.font
  context.textBaseline = 'middle'
  context.textAlign = 'center'
  context.fillStyle = frame.color
  const advance = advanceWidths(canvas, context, frame)
  const texts = parts.map((part) => [...part])
  const width = (chars: string[]) => chars.reduce((sum, char) => sum + advance(char), 0)
  const total =
    texts.reduce((sum, chars) => sum + width(chars), 0) + PART_GAP_PX * Math.max(0, texts.length - 1)
  const atRight = frame.rtl ? align === 'start' : align === 'end'
  let x = atRight ? frame.width - total : 0
  const y = frame.height / 2
  for (const chars of frame.rtl ? texts.reverse() : texts) {
    for (const char of chars) {
      const step = advance(char)
      context.fillText(char, x + step / 2, y)
      x += step
    }
    x += PART_GAP_PX
  }
}

/** Advance widths measured once per canvas, font and font load (a clock is drawn every second). */
const measured = new WeakMap<AnyCanvas, { key: string; widths: Map<string, number> }>()

function advanceWidths(canvas: AnyCanvas, context: Context2D, frame: CanvasFrame) {
  const key = `${frame.fonts} ${frame.font}`
  let cache = measured.get(canvas)
  if (cache?.key !== key) {
    const digit = Math.max(...[...'0123456789'].map((char) => context.measureText(char).width))
    cache = { key, widths: new Map([...'0123456789'].map((char) => [char, digit])) }
    measured.set(canvas, cache)
  }
  const { widths } = cache
  return (char: string) => {
    let width = widths.get(char)
    if (width === undefined) {
      width = context.measureText(char).width
      widths.set(char, width)
    }
    return width
  }
}
