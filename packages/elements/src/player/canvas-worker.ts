import { type CanvasFrame, paintCanvas } from './canvas-paint'

/** The drawing worker: the player's canvases handed over by `CanvasDrawer`, painted off the page's main thread. */
export type CanvasWorkerMessage =
  | { id: number; canvas: OffscreenCanvas }
  | { id: number; frame: CanvasFrame }
  | { id: number; gone: true }

const canvases = new Map<number, OffscreenCanvas>()

self.onmessage = ({ data }: MessageEvent<CanvasWorkerMessage>) => {
  if ('canvas' in data) canvases.set(data.id, data.canvas)
  else if ('gone' in data) canvases.delete(data.id)
  else {
    const canvas = canvases.get(data.id)
    if (canvas) paintCanvas(canvas, data.frame)
  }
}
