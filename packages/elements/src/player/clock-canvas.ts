import { CanvasDrawer } from './canvas-drawer'

/**
 * The player's per-second clock texts, drawn on a canvas instead of in DOM text (see `CanvasDrawer`), at the start
 * or the end of it. Font, size and colour come from the canvas's computed style, so themes and the page's fonts
 * apply. The text is kept in the canvas's `data-text`.
 */
export class ClockCanvas extends CanvasDrawer {
  constructor(
    canvas: HTMLCanvasElement,
    private readonly align: 'start' | 'end',
  ) {
    super(canvas, { text: true })
  }

  /** Shows these texts side by side (one gap apart); nothing is drawn again when they did not change. */
  write(parts: readonly string[]): void {
    const text = parts.join(' ')
    if (text === this.canvas.dataset.text) return
    this.canvas.dataset.text = text
    this.draw({ kind: 'clock', align: this.align, parts })
  }
}
