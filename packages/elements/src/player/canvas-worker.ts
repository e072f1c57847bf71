import { type CanvasFrame, paintCanvas } from './canvas-paint'

/** The drawing worker: the player's canvases handed over by `CanvasDrawer`, painted off the page's main thread. */
export type CanvasWorkerMessage =
  | { id: number; canvas: OffscreenCanvas }
  | { id: number; gone: true }
  | { frames: { id: number; frame: CanvasFrame }[] }

const canvases = new Map<number, OffscreenCanvas>()

self.onmessage = ({ data }: MessageEvent<CanvasWorkerMessage>) => {
  if ('frames' in data) {
    for (const { id, frame } of data.frames) {
      const canvas = canvases.get(id)
      if (canvas) paintCanvas(canvas, frame)
    }
  } else if ('canvas' in data) canvases.set(data.id, data.canvas)
  else canvases.delete(data.id)
}
