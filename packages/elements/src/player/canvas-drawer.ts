/// <reference path="./worker-inline.d.ts" />
import { type RefCallback, type RefObject, useCallback, useRef } from 'react'
import { type CanvasFrame, type CanvasPicture, paintCanvas } from './canvas-paint'
import type { CanvasWorkerMessage } from './canvas-worker'
import CanvasWorker from './canvas-worker?worker&inline'

let worker: Worker | null | undefined
let lastId = 0
/** A canvas collected on the page lets go of its OffscreenCanvas in the worker. */
const collected =
  typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry<number>((id) => post({ id, gone: true }))
    : null

const post = (message: CanvasWorkerMessage, transfer: Transferable[] = []) =>
  worker?.postMessage(message, transfer)

/** Frames for the worker, posted together once the current task is done (the clocks and the track change at once). */
let frames: { id: number; frame: CanvasFrame }[] = []
function postFrame(id: number, frame: CanvasFrame) {
  if (!frames.length)
    queueMicrotask(() => {
      post({ frames })
      frames = []
    })
  frames.push({ id, frame })
}

/** The page's one drawing worker, started on first use; null where there can be none (then the page draws). */
function drawingWorker(): Worker | null {
  if (worker === undefined) {
    try {
      worker =
        typeof Worker === 'function' &&
        typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function'
          ? new CanvasWorker({ name: 'shelfkit-player-canvases' })
          : null
    } catch {
      // A content security policy without blob: workers.
      worker = null
    }
  }
  return worker
}

/** Whether the canvas's font is one of the page's web fonts, which a worker cannot load. */
function usesPageFont(canvas: HTMLCanvasElement): boolean {
  const families = getComputedStyle(canvas)
    .fontFamily.split(',')
    .map((family) => family.trim().replace(/^["']|["']$/g, ''))
  return [...(globalThis.document?.fonts ?? [])].some((face) =>
    families.includes(face.family.replace(/^["']|["']$/g, '')),
  )
}

/**
 * Something the player draws on a canvas kept to the canvas's CSS size (what changes every second: a canvas redraw
 * costs no layout, hover hit test, paint or layer update, which DOM text or a moving element cost the page every
 * second). The canvas is handed to a drawing worker where the browser can, so the page's main thread only posts the
 * picture with the canvas's size and computed style; otherwise it is painted here (`canvas-paint.ts` either way).
 */
export class CanvasDrawer {
  private id = 0
  private width = 0
  private height = 0
  private fonts = 0
  private picture: CanvasPicture | null = null

  constructor(
    protected readonly canvas: HTMLCanvasElement,
    { text }: { text: boolean },
  ) {
    const drawing = drawingWorker()
    if (!drawing || (text && usesPageFont(canvas))) return
    this.id = ++lastId
    const offscreen = canvas.transferControlToOffscreen()
    post({ id: this.id, canvas: offscreen }, [offscreen])
    collected?.register(canvas, this.id)
  }

  /** The canvas's CSS box changed (from a ResizeObserver: reading it while drawing would force a layout). */
  resize(width: number, height: number): void {
    this.width = width
    this.height = height
    this.paint()
  }

  /** The page's fonts changed (a web font arrived). */
  fontsLoaded(): void {
    this.fonts++
    this.paint()
  }

  protected draw(picture: CanvasPicture): void {
    this.picture = picture
    this.paint()
  }

  private paint(): void {
    const { canvas, picture } = this
    if (!picture) return
    const style = getComputedStyle(canvas)
    const frame: CanvasFrame = {
      width: this.width,
      height: this.height,
      ratio: globalThis.devicePixelRatio || 1,
      font: `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
      color: style.color,
      bufferedColor: style.getPropertyValue('--sk-buffered-color').trim(),
      rtl: style.direction === 'rtl',
      fonts: this.fonts,
      picture,
    }
    if (this.id) postFrame(this.id, frame)
    else paintCanvas(canvas, frame)
  }
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
    // A canvas handed to the worker cannot be handed over again: the same element keeps its drawer.
    const drawn = (drawers.get(canvas) as T | undefined) ?? make.current(canvas)
    drawers.set(canvas, drawn)
    drawer.current = drawn
    const observer = new ResizeObserver(([entry]) => {
      if (entry) drawn.resize(entry.contentRect.width, entry.contentRect.height)
    })
    observer.observe(canvas)
    const fonts = globalThis.document?.fonts
    const redraw = () => drawn.fontsLoaded()
    fonts?.addEventListener('loadingdone', redraw)
    return () => {
      observer.disconnect()
      fonts?.removeEventListener('loadingdone', redraw)
      if (drawer.current === drawn) drawer.current = null
    }
  }, [])
  return { drawer, ref }
}

const drawers = new WeakMap<HTMLCanvasElement, CanvasDrawer>()
