/** Space between two parts, in CSS pixels (the gap the DOM times had). */
const PART_GAP_PX = 10

/**
 * Draws the player's per-second clock texts on a canvas instead of in DOM text. A text node that changes every
 * second costs the browser a layout, a hover hit test of the whole page under the pointer, a paint and a layer
 * update each second; a canvas redraw costs none of those. Digits get equal widths (like tabular figures), so the
 * text does not shift as it counts. Font, size and colours come from the canvas's computed style at each draw, so
 * themes and the page's fonts apply.
 */
export class ClockCanvas {
  private parts: readonly string[] = []
  private cssWidth = 0
  private cssHeight = 0
  /** Advance widths of the characters drawn so far, in `widthsFont`; digits all take the widest digit's. */
  private widths = new Map<string, number>()
  private widthsFont = ''

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly align: 'start' | 'end',
  ) {}

  /** The canvas's CSS box changed (from a ResizeObserver: reading it here would force a layout every second). */
  resize(width: number, height: number): void {
    this.cssWidth = width
    this.cssHeight = height
    this.draw()
  }

  /** Shows these texts side by side (one gap apart); nothing is drawn again when they did not change. */
  write(parts: readonly string[]): void {
    const text = parts.join(' ')
    if (text === this.canvas.dataset.text) return
    this.parts = parts
    this.canvas.dataset.text = text
    this.draw()
  }

  /** The page's fonts changed (a web font arrived): measure and draw again. */
  fontsLoaded(): void {
    this.widthsFont = ''
    this.draw()
  }

  private draw(): void {
    const { canvas, cssWidth, cssHeight } = this
    const context = canvas.getContext('2d')
    if (!context || !(cssWidth > 0) || !(cssHeight > 0)) return
    const ratio = globalThis.devicePixelRatio || 1
    const pixelWidth = Math.round(cssWidth * ratio)
    const pixelHeight = Math.round(cssHeight * ratio)
    // Setting the size clears the canvas even when unchanged: only on a real change.
    if (canvas.width !== pixelWidth) canvas.width = pixelWidth
    if (canvas.height !== pixelHeight) canvas.height = pixelHeight
    context.setTransform(ratio, 0, 0, ratio, 0, 0)
    context.clearRect(0, 0, cssWidth, cssHeight)
    const style = getComputedStyle(canvas)
    const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    context.font = font
    context.textBaseline = 'middle'
    context.textAlign = 'center'
    context.fillStyle = style.color
    const advance = this.advanceWidths(context, font)
    const texts = this.parts.map((part) => [...part])
    const width = (chars: string[]) => chars.reduce((sum, char) => sum + advance(char), 0)
    const total =
      texts.reduce((sum, chars) => sum + width(chars), 0) + PART_GAP_PX * Math.max(0, texts.length - 1)
    let x = this.align === 'end' ? cssWidth - total : 0
    const y = cssHeight / 2
    for (const chars of texts) {
      for (const char of chars) {
        const step = advance(char)
        context.fillText(char, x + step / 2, y)
        x += step
      }
      x += PART_GAP_PX
    }
  }

  /** Measures each character once per font (the draw runs every second). */
  private advanceWidths(context: CanvasRenderingContext2D, font: string) {
    if (font !== this.widthsFont) {
      this.widthsFont = font
      this.widths = new Map()
      const digit = Math.max(...[...'0123456789'].map((char) => context.measureText(char).width))
      for (const char of '0123456789') this.widths.set(char, digit)
    }
    const widths = this.widths
    return (char: string) => {
      let width = widths.get(char)
      if (width === undefined) {
        width = context.measureText(char).width
        widths.set(char, width)
      }
      return width
    }
  }
}
