import type { ComponentType } from 'react'

/**
 * The code of each format's view, one chunk per format (a comic never downloads pdf.js, epub.js or foliate-js, a
 * cbz never libarchive). Whoever opens the reader starts the format's download beside the book's and the reader's
 * own, instead of after them.
 */
export const VIEW_LOADERS = {
  epub: () => import('./EpubView'),
  mobi: () => import('./FoliateView'),
  azw3: () => import('./FoliateView'),
  pdf: () => {
    // The worker's starter is a chunk of its own: its `?url` import is for bundlers, not for the package's entry.
    void import('./pdf-worker-start').then(({ startPdfWorker }) => startPdfWorker())
    return import('./PdfView')
  },
  cbz: () => import('./ComicView'),
  cbr: () => Promise.all([import('./ComicView'), import('./rar-pages')]).then(([view]) => view),
} as const

// biome-ignore lint/suspicious/noExplicitAny: each format's view takes its own props
type AnyView = ComponentType<any>
const loaded = new Map<string, AnyView>()

/** Starts downloading the view of `format` (no-op for formats the reader does not open). */
export function preloadReaderView(format: string): void {
  const load = (VIEW_LOADERS as Record<string, (() => Promise<{ default: AnyView }>) | undefined>)[format]
  void load?.().then(
    (module) => loaded.set(format, module.default),
    () => {},
  )
}

/** The view of `format` when its code is there: it renders at once, without suspending. */
export function loadedReaderView(format: string): AnyView | undefined {
  return loaded.get(format)
}
