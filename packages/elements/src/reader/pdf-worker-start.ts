/// <reference path="./worker-url.d.ts" />
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

let startedPdfWorker: Worker | null = null

/**
 * pdf.js's worker, started beside the download of the pdf view's code: its 1.2 MB module is fetched and compiled
 * meanwhile instead of after that code has arrived and run (messages posted to it wait until it is ready).
 */
export function startPdfWorker(): void {
  startedPdfWorker ??= new Worker(pdfWorkerUrl, { type: 'module' })
}

/** The worker `startPdfWorker` started, handed over once (pdf.js takes one PDFWorker per worker). */
export function takeStartedPdfWorker(): Worker | null {
  const worker = startedPdfWorker
  startedPdfWorker = null
  return worker
}
