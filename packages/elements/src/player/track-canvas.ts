import { type CanvasDrawer, prepareCanvas } from './canvas-drawer'

/**
 * Draws the seek track's buffered and played ranges on a canvas (see `CanvasDrawer`): the played range in the
 * canvas's CSS colour, the buffered range in its `--sk-buffered-color`. The fractions are kept in the canvas's
 * `data-played` and `data-buffered`.
 */
export class TrackCanvas implements CanvasDrawer {
  private played = 0
  private buffered = 0
  private cssWidth = 0
  private cssHeight = 0

  constructor(private readonly canvas: HTMLCanvasElement) {}

  resize(width: number, height: number): void {
    this.cssWidth = width
    this.cssHeight = height
    this.draw()
  }

  /** Shows these fractions (0–1) of the track as played and buffered. */
  show(played: number, buffered: number): void {
    this.played = played
    this.buffered = buffered
    this.canvas.dataset.played = played.toFixed(4)
    this.canvas.dataset.buffered = buffered.toFixed(4)
    this.draw()
  }

  private draw(): void {
    const { cssWidth, cssHeight } = this
    const context = prepareCanvas(this.canvas, cssWidth, cssHeight)
    if (!context) return
    const style = getComputedStyle(this.canvas)
    context.fillStyle = style.getPropertyValue('--sk-buffered-color').trim() || 'transparent'
    context.fillRect(0, 0, this.buffered * cssWidth, cssHeight)
    context.fillStyle = style.color
    context.fillRect(0, 0, this.played * cssWidth, cssHeight)
  }
}
