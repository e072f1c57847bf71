/// <reference path="./worker-url.d.ts" />
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import { useEffect, useRef, useState } from 'react'
import { IconButton } from '../ui/Button'
import { PageControls } from './PageControls'
import type { ReaderViewProps } from './types'
import { usePaging } from './usePaging'

GlobalWorkerOptions.workerSrc = workerUrl

const ZOOM_STEP = 0.25
const ZOOM_MIN = 0.5
const ZOOM_MAX = 4

/**
 * A pdf with pdf.js, one page at a time fitted to the reader's height, with page progress and zoom. The page number
 * is saved as the location.
 */
export default function PdfView({ bytes, location, pager, saver }: ReaderViewProps) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null)
  const [zoom, setZoom] = useState(1)
  const [failed, setFailed] = useState(false)
  const area = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const [height, setHeight] = useState(0)
  const pages = doc?.numPages ?? 0
  const { page, goTo } = usePaging(pages, location, saver, pager)

  // Pages fit the area's height: follow it (window resizes, the phone turned).
  useEffect(() => {
    const element = area.current
    if (!element) return
    // offsetHeight: a scrollbar that a zoomed page brings must not change the fit.
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    // pdf.js hands the buffer to its worker: give it a copy, the reader keeps the original. It compiles no code
    // (the pages' policy forbids eval; it would try for PostScript functions).
    const task = getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false })
    let cancelled = false
    task.promise.then(
      (opened) => {
        if (!cancelled) setDoc(opened)
      },
      (error: unknown) => {
        if (cancelled) return
        console.error('Failed to open the pdf', error)
        setFailed(true)
      },
    )
    return () => {
      cancelled = true
      void task.destroy()
    }
  }, [bytes])

  useEffect(() => {
    const target = canvas.current
    if (!doc || !target || height <= 0) return
    let task: RenderTask | null = null
    let cancelled = false
    void doc.getPage(page).then((pdfPage) => {
      if (cancelled) return
      const natural = pdfPage.getViewport({ scale: 1 })
      const fit = height / natural.height
      const viewport = pdfPage.getViewport({ scale: fit * zoom })
      const ratio = window.devicePixelRatio || 1
      target.width = Math.floor(viewport.width * ratio)
      target.height = Math.floor(viewport.height * ratio)
      target.style.width = `${Math.floor(viewport.width)}px`
      target.style.height = `${Math.floor(viewport.height)}px`
      task = pdfPage.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      })
      task.promise.then(
        () => {
          if (!cancelled) target.dataset.renderedPage = String(page)
        },
        (error: unknown) => {
          if ((error as { name?: string }).name !== 'RenderingCancelledException') {
            console.error('Failed to draw the pdf page', error)
          }
        },
      )
    })
    return () => {
      cancelled = true
      task?.cancel()
    }
  }, [doc, page, zoom, height])

  if (failed) {
    return (
      <div className="sk-reader__message sk-reader__message--error" role="alert">
        This PDF could not be opened
      </div>
    )
  }
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a zoomed page scrolls, so the keyboard must reach it (axe scrollable-region-focusable) */}
      <section ref={area} className="sk-reader__pages" aria-label="Pages" tabIndex={0}>
        <canvas ref={canvas} role="img" aria-label={pages ? `Page ${page} of ${pages}` : 'Loading'} />
      </section>
      <PageControls page={page} pages={pages} goTo={goTo}>
        <IconButton
          icon="minus"
          label="Zoom out"
          disabled={zoom <= ZOOM_MIN}
          onClick={() => setZoom((value) => Math.max(ZOOM_MIN, value - ZOOM_STEP))}
        />
        <span className="sk-reader__zoom">{Math.round(zoom * 100)}%</span>
        <IconButton
          icon="plus"
          label="Zoom in"
          disabled={zoom >= ZOOM_MAX}
          onClick={() => setZoom((value) => Math.min(ZOOM_MAX, value + ZOOM_STEP))}
        />
      </PageControls>
    </>
  )
}
