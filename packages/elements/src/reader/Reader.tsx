import { useStore } from '@nanostores/react'
import {
  $readerSettings,
  $user,
  canDownload,
  closeReader,
  createReaderProgressSaver,
  epubLocationsKey,
  fileDownloadHref,
  OPENABLE_READER_FORMATS,
  type ReaderFile,
  readerThemeFor,
} from '@shelfkit/stores'
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { IconButton } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import type { EpubBook } from './EpubView'
import { ReaderSettingsPanel } from './ReaderSettingsPanel'
import { ReaderToc } from './ReaderToc'
import { handleReaderKey } from './reader-keys'
import { createSwipeTracker } from './swipe-tracker'
import type { ReaderPager, ReaderViewProps } from './types'
import { useReaderSource } from './useReaderSource'

// One chunk per format: a comic never downloads pdf.js or epub.js.
const EpubView = lazy(() => import('./EpubView'))
const VIEWS: Record<string, ComponentType<ReaderViewProps>> = {
  pdf: lazy(() => import('./PdfView')),
  cbz: lazy(() => import('./ComicView')),
}

type Panel = 'toc' | 'settings' | null

export interface ReaderProps {
  libraryItemId: string
  title: string
  author: string
  file: ReaderFile
  /** The library lets its e-books run scripts (epub). */
  scriptedContent?: boolean
}

/**
 * Spec 02 "E-reader (full-screen overlay)": title and author, close, and for epub a table of contents (with
 * in-book search) and settings; ArrowRight/ArrowLeft and swipes page, Escape closes. The position is saved as the
 * user reads and restored when the book opens again.
 */
export default function Reader({ libraryItemId, title, author, file, scriptedContent = false }: ReaderProps) {
  const settings = useStore($readerSettings)
  const user = useStore($user)
  const openable = OPENABLE_READER_FORMATS.includes(file.format)
  const isEpub = file.format === 'epub'
  const source = useReaderSource(libraryItemId, file, openable)
  const saver = useMemo(() => createReaderProgressSaver(libraryItemId), [libraryItemId])
  const pager = useRef<ReaderPager | null>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const [panel, setPanel] = useState<Panel>(null)
  const [book, setBook] = useState<EpubBook | null>(null)
  const swipe = useMemo(
    () =>
      createSwipeTracker((action) => (action === 'next' ? pager.current?.next() : pager.current?.previous())),
    [],
  )

  // Save a pending position when the reader closes (or switches book).
  useEffect(() => () => void saver.flush(), [saver])

  useFocusWhileOpen(dialog)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => handleReaderKey(event, pager.current)
    // Capture: the reader's keys come before the page's (player hotkeys, batch selection).
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [])

  const theme = readerThemeFor(file.format, settings)
  const View = VIEWS[file.format]

  return (
    <div
      ref={dialog}
      className={`sk-reader sk-reader--${theme}`}
      role="dialog"
      aria-modal="true"
      aria-label={`${title} reader`}
      tabIndex={-1}
      data-format={file.format}
      onTouchStart={(event) => swipe.touchStart(event.nativeEvent)}
      onTouchEnd={(event) => swipe.touchEnd(event.nativeEvent)}
    >
      <header className="sk-reader__bar">
        <div className="sk-reader__tools">
          {isEpub ? (
            <>
              <IconButton
                icon="chapters"
                label="Table of contents"
                active={panel === 'toc'}
                aria-expanded={panel === 'toc'}
                disabled={!book}
                onClick={() => setPanel(panel === 'toc' ? null : 'toc')}
              />
              <IconButton
                icon="settings"
                label="Reader settings"
                active={panel === 'settings'}
                aria-expanded={panel === 'settings'}
                onClick={() => setPanel(panel === 'settings' ? null : 'settings')}
              />
            </>
          ) : null}
        </div>
        <div className="sk-reader__heading">
          <h2 className="sk-reader__title">{title}</h2>
          {author ? <p className="sk-reader__author">{author}</p> : null}
        </div>
        <div className="sk-reader__tools sk-reader__tools--end">
          <IconButton icon="close" label="Close reader" onClick={closeReader} />
        </div>
      </header>
      <div className="sk-reader__body">
        {!openable ? (
          <ReaderMessage>
            This format cannot be opened in the browser reader yet.
            {canDownload(user) ? (
              <a
                className="sk-button sk-button--secondary"
                href={fileDownloadHref(libraryItemId, file.ino)}
                download
              >
                Download {file.filename}
              </a>
            ) : null}
          </ReaderMessage>
        ) : source.status === 'loading' ? (
          <ReaderMessage>
            <Spinner size={32} label="Loading e-book" />
          </ReaderMessage>
        ) : source.status === 'error' ? (
          <ReaderMessage error>{source.message}</ReaderMessage>
        ) : (
          <Suspense
            fallback={
              <ReaderMessage>
                <Spinner size={32} label="Loading reader" />
              </ReaderMessage>
            }
          >
            {isEpub ? (
              <EpubView
                locationsKey={epubLocationsKey(libraryItemId, file.main ? null : file.ino)}
                bytes={source.bytes}
                location={source.location}
                pager={pager}
                saver={saver}
                settings={settings}
                swipe={swipe}
                scriptedContent={scriptedContent}
                onReady={setBook}
              />
            ) : View ? (
              <View bytes={source.bytes} location={source.location} pager={pager} saver={saver} />
            ) : null}
          </Suspense>
        )}
      </div>
      {isEpub && panel === 'toc' && book ? (
        <ReaderToc
          book={book}
          onGo={(target) => {
            setPanel(null)
            void book.display(target)
          }}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {isEpub && panel === 'settings' ? <ReaderSettingsPanel onClose={() => setPanel(null)} /> : null}
    </div>
  )
}

/** Takes focus when the reader opens and gives it back to where it was (the Read button) when it closes. */
function useFocusWhileOpen(dialog: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialog.current?.focus()
    return () => before?.focus()
  }, [dialog])
}

function ReaderMessage({ error, children }: { error?: boolean; children: React.ReactNode }) {
  return (
    <div
      className={`sk-reader__message${error ? ' sk-reader__message--error' : ''}`}
      role={error ? 'alert' : 'status'}
    >
      {children}
    </div>
  )
}
