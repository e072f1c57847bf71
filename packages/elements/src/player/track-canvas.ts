import { CanvasDrawer } from './canvas-drawer'

/**
 * The seek track's buffered and played ranges, drawn on a canvas (see `CanvasDrawer`): the played range in the
 * canvas's CSS colour, the buffered range in its `--sk-buffered-color`. The fractions are kept in the canvas's
 * `data-played` and `data-buffered`.
 */
export class TrackCanvas extends CanvasDrawer {
  constructor(canvas: HTMLCanvasElement) {
    super(canvas, { text: false })
  }

  /** Shows these fractions (0–1) of the track as played and buffered. */
  show(played: number, buffered: number): void {
    this.canvas.dataset.played = played.toFixed(4)
    this.canvas.dataset.buffered = buffered.toFixed(4)
    this.draw({ kind: 'track', played, buffered })
  }
}
