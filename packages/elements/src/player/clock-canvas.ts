import { type CanvasDrawer, prepareCanvas } from './canvas-drawer'

/** Space between two parts, in CSS pixels (the gap the DOM times had). */
const PART_GAP_PX = 10

/**
 * Draws the player's per-second clock texts on a canvas instead of in DOM text (see `CanvasDrawer`). Digits get
 * equal widths (like tabular figures), so the text does not shift as it counts. Font, size and colour come from
 * the canvas's computed style at each draw, so themes and the page's fonts apply. The text is kept in the
 * canvas's `data-text`.
 */
export class ClockCanvas implements CanvasDrawer {
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

  fontsLoaded(): void {
    this.widthsFont = ''
    this.draw()
  }

  private draw(): void {
    const { canvas, cssWidth, cssHeight } = this
    const context = prepareCanvas(canvas, cssWidth, cssHeight)
    if (!context) return
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
