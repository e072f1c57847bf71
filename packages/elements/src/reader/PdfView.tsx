/// <reference path="./worker-url.d.ts" />
import { useStore } from '@nanostores/react'
import { $format, EbookProtectedError, i18n } from '@shelfkit/stores'
import {
  GlobalWorkerOptions,
  getDocument,
  PasswordResponses,
  type PDFDocumentProxy,
  PDFWorker,
  type RenderTask,
} from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import { useEffect, useRef, useState } from 'react'
import { IconButton } from '../ui/Button'
import { PageControls } from './PageControls'
import { PdfPasswordForm } from './PdfPasswordForm'
import { pageList, pageMessages } from './page-messages'
import { takeStartedPdfWorker } from './pdf-worker-start'
import type { ReaderBook, ReaderViewProps, SearchHit, TocEntry } from './types'
import { usePaging } from './usePaging'

GlobalWorkerOptions.workerSrc = workerUrl

const messages = i18n('reader.pdf', { zoomIn: 'Zoom in', zoomOut: 'Zoom out' })

/**
 * One pdf.js worker for the page, started as soon as this code arrives (while the book is still downloading, see
 * view-loaders.ts) and kept for the next pdf: its 1.2 MB script is parsed once.
 */
let worker: PDFWorker | null = null
const pdfWorker = () => {
  if (!worker || worker.destroyed) {
    const port = takeStartedPdfWorker()
    worker = port ? PDFWorker.create({ port }) : new PDFWorker()
  }
  return worker
}
pdfWorker()

const ZOOM_STEP = 0.25
const ZOOM_MIN = 0.5
const ZOOM_MAX = 4
/** Characters of text shown either side of a search hit. */
const EXCERPT_CHARS = 40

type Outline = Awaited<ReturnType<PDFDocumentProxy['getOutline']>>

/** The page (1-based) an outline entry points at, or null for entries without a place in this document. */
async function pageOfDestination(
  doc: PDFDocumentProxy,
  dest: Outline[number]['dest'],
): Promise<number | null> {
  try {
    const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest
    const ref = explicit?.[0]
    if (ref === undefined || ref === null) return null
    return typeof ref === 'number' ? ref + 1 : (await doc.getPageIndex(ref)) + 1
  } catch {
    return null
  }
}

async function outlineEntries(doc: PDFDocumentProxy, items: Outline, path = ''): Promise<TocEntry[]> {
  const entries: TocEntry[] = []
  for (const [index, item] of items.entries()) {
    const page = await pageOfDestination(doc, item.dest)
    const id = `${path}${index}`
    const subitems = await outlineEntries(doc, item.items ?? [], `${id}.`)
    if (page !== null) entries.push({ id, href: String(page), title: item.title.trim(), subitems })
    else entries.push(...subitems)
  }
  return entries
}

/** The pdf's outline (bookmarks) as contents, or one entry per page when it has none. */
async function pdfContents(doc: PDFDocumentProxy): Promise<TocEntry[]> {
  const outline = await doc.getOutline().catch(() => null)
  const entries = outline?.length ? await outlineEntries(doc, outline) : []
  return entries.length ? entries : pageList(doc.numPages)
}

/** Every place the query appears in the pdf's text, page by page, with the words around it. */
async function searchPdf(doc: PDFDocumentProxy, query: string): Promise<SearchHit[]> {
  const wanted = query.toLocaleLowerCase()
  const hits: SearchHit[] = []
  for (let number = 1; number <= doc.numPages; number++) {
    const content = await (await doc.getPage(number)).getTextContent()
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
    const lower = text.toLocaleLowerCase()
    for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + wanted.length)) {
      const excerpt = text.slice(Math.max(0, at - EXCERPT_CHARS), at + wanted.length + EXCERPT_CHARS).trim()
      hits.push({ target: String(number), excerpt: pageMessages.get().hit({ number, excerpt }) })
    }
  }
  return hits
}

/** pdf.js waiting for a password: whether the last one was wrong, whether one is being tried, where to give it. */
interface PasswordRequest {
  incorrect: boolean
  checking: boolean
  answer(password: string): void
}

/**
 * A pdf with pdf.js, one page at a time fitted to the reader's height, with page progress and zoom. The page number
 * is saved as the location. A password-protected pdf asks for its password first; cancelling leaves the reader
 * with the message of a protected file.
 */
export default function PdfView({ bytes, location, pager, saver, onReady, onError }: ReaderViewProps) {
  const t = useStore(messages)
  const pageText = useStore(pageMessages)
  const format = useStore($format)
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null)
  const [password, setPassword] = useState<PasswordRequest | null>(null)
  const [zoom, setZoom] = useState(1)
  // A state, not a ref: the page area appears only once a password-protected pdf has been given its password.
  const [area, setArea] = useState<HTMLElement | null>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const [height, setHeight] = useState(0)
  const pages = doc?.numPages ?? 0
  const { page, goTo } = usePaging(pages, location, saver, pager)
  const callbacks = useRef({ onReady, onError, goTo })
  callbacks.current = { onReady, onError, goTo }

  // Pages fit the area's height: follow it (window resizes, the phone turned).
  useEffect(() => {
    if (!area) return
    // offsetHeight: a scrollbar that a zoomed page brings must not change the fit.
    const observer = new ResizeObserver(() => setHeight(area.offsetHeight))
    observer.observe(area)
    return () => observer.disconnect()
  }, [area])

  useEffect(() => {
    // pdf.js hands the buffer to its worker: give it a copy, the reader keeps the original. It compiles no code
    // (the pages' policy forbids eval; it would try for PostScript functions).
    const task = getDocument({
      data: new Uint8Array(bytes.slice(0)),
      worker: pdfWorker(),
      isEvalSupported: false,
    })
    let cancelled = false
    task.onPassword = (answer: (password: string) => void, reason: number) => {
      if (cancelled) return
      const request: PasswordRequest = {
        incorrect: reason === PasswordResponses.INCORRECT_PASSWORD,
        checking: false,
        answer: (given) => {
          setPassword({ ...request, checking: true })
          answer(given)
        },
      }
      setPassword(request)
    }
    task.promise
      .then(async (opened) => {
        const toc = await pdfContents(opened)
        if (cancelled) return
        setPassword(null)
        setDoc(opened)
        const book: ReaderBook = {
          toc,
          search: (query) => searchPdf(opened, query),
          display: (target) => callbacks.current.goTo(Number(target)),
        }
        callbacks.current.onReady(book)
      })
      .catch((error: unknown) => {
        if (cancelled) return
        const locked = (error as { name?: string }).name === 'PasswordException'
        callbacks.current.onError(locked ? new EbookProtectedError('pdf') : error)
      })
    return () => {
      cancelled = true
      callbacks.current.onReady(null)
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

  if (password) {
    return (
      <PdfPasswordForm
        incorrect={password.incorrect}
        checking={password.checking}
        onSubmit={password.answer}
        onCancel={() => callbacks.current.onError(new EbookProtectedError('pdf'))}
      />
    )
  }

  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a zoomed page scrolls, so the keyboard must reach it (axe scrollable-region-focusable) */}
      <section ref={setArea} className="sk-reader__pages" aria-label={pageText.pages} tabIndex={0}>
        <canvas
          ref={canvas}
          role="img"
          aria-label={pages ? pageText.pageOf({ page, pages }) : pageText.loading}
        />
      </section>
      <PageControls page={page} pages={pages} goTo={goTo}>
        <IconButton
          icon="minus"
          label={t.zoomOut}
          disabled={zoom <= ZOOM_MIN}
          onClick={() => setZoom((value) => Math.max(ZOOM_MIN, value - ZOOM_STEP))}
        />
        <span className="sk-reader__zoom">{format.number(zoom, { style: 'percent' })}</span>
        <IconButton
          icon="plus"
          label={t.zoomIn}
          disabled={zoom >= ZOOM_MAX}
          onClick={() => setZoom((value) => Math.min(ZOOM_MAX, value + ZOOM_STEP))}
        />
      </PageControls>
    </>
  )
}
