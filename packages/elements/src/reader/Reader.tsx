import { useStore } from '@nanostores/react'
import { errorMessage } from '@shelfkit/client'
import {
  $readerSettings,
  $user,
  canDownload,
  closeReader,
  createReaderProgressSaver,
  ebookProgressUpdate,
  epubLocationsKey,
  fileDownloadHref,
  i18n,
  OPENABLE_READER_FORMATS,
  params,
  type ReaderFile,
  type ReaderProgressSaver,
  readerErrorMessages,
  readerHasSettings,
  readerLoadErrorMessage,
  readerThemeFor,
  UNSAVED_READER_PROGRESS,
} from '@shelfkit/stores'
import { createElement, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { IconButton } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import { ReaderSettingsPanel } from './ReaderSettingsPanel'
import { ReaderToc } from './ReaderToc'
import { handleReaderKey } from './reader-keys'
import { createSwipeTracker } from './swipe-tracker'
import type { ReaderBook, ReaderPager } from './types'
import type { ReaderSource } from './useReaderSource'
import { loadedReaderView, VIEW_LOADERS } from './view-loaders'

const EpubView = lazy(VIEW_LOADERS.epub)
const FoliateView = lazy(VIEW_LOADERS.mobi)
const PdfView = lazy(VIEW_LOADERS.pdf)
const ComicView = lazy(VIEW_LOADERS.cbz)

type Panel = 'toc' | 'settings' | null

const messages = i18n('reader.view', {
  label: params('{title} reader'),
  toc: 'Table of contents',
  settings: 'Reader settings',
  close: 'Close reader',
  noProgress: 'Reading without keeping progress',
  saveFailed: params('Your reading position could not be saved: {reason}'),
  unknownError: 'Unknown error',
  cannotOpen: 'This format cannot be opened in the browser reader.',
  download: params('Download {filename}'),
  loadingBook: 'Loading e-book',
  loadingReader: 'Loading reader',
})

/** A position the reader moved to, as `PATCH /api/me/progress` sends it (`shelf-reader-progress`). */
export interface ReaderProgress {
  ebookLocation: string
  ebookProgress: number
  /** Whether it is saved to the user's progress (false when reading without keeping progress). */
  kept: boolean
}

export interface ReaderProps {
  libraryItemId: string
  title: string
  author: string
  file: ReaderFile
  /** The file's bytes and saved place, loaded by `ReaderLoader` while this code downloads. */
  source: ReaderSource
  /** False: the book opens at its start and moves are not saved (e-book files table, `no-progress`). */
  keepProgress?: boolean
  /** The library lets its e-books run scripts (epub). */
  scriptedContent?: boolean
  /** Inside a box of the page (`<shelf-reader>` without `fullscreen`): keys only while focus is in the reader. */
  inline?: boolean
  /** The close button and Escape; the app's overlay closes the reader store. */
  onClose?(): void
  onProgress?(progress: ReaderProgress): void
}

/**
 * Spec 02 "E-reader (full-screen overlay)": title and author, close, the contents (with in-book search where the
 * format has text) and, for flowing text, the settings; ArrowRight/ArrowLeft and swipes page, Escape closes. The
 * position is shown, saved as the user reads and restored when the book opens again. A file that cannot be opened
 * gets a message in the reader, and nothing is saved.
 */
export default function Reader({
  libraryItemId,
  title,
  author,
  file,
  source,
  keepProgress = true,
  scriptedContent = false,
  inline = false,
  onClose = closeReader,
  onProgress,
}: ReaderProps) {
  const t = useStore(messages)
  // Error messages are read as the reader renders: subscribed, they follow a language switch.
  useStore(readerErrorMessages)
  const settings = useStore($readerSettings)
  const user = useStore($user)
  const openable = OPENABLE_READER_FORMATS.includes(file.format)
  const [saveError, setSaveError] = useState<string | null>(null)
  const callbacks = useRef({ onClose, onProgress })
  callbacks.current = { onClose, onProgress }
  const saver = useMemo(
    () =>
      reportingMoves(
        keepProgress
          ? createReaderProgressSaver(libraryItemId, undefined, (error) =>
              setSaveError(errorMessage(error, messages.get().unknownError)),
            )
          : UNSAVED_READER_PROGRESS,
        (update) => {
          if (keepProgress) setSaveError(null)
          callbacks.current.onProgress?.({ ...update, kept: keepProgress })
        },
      ),
    [libraryItemId, keepProgress],
  )
  const pager = useRef<ReaderPager | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const [panel, setPanel] = useState<Panel>(null)
  const [book, setBook] = useState<ReaderBook | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const swipe = useMemo(
    () =>
      createSwipeTracker((action) => (action === 'next' ? pager.current?.next() : pager.current?.previous())),
    [],
  )
  const onKey = useCallback(
    (event: KeyboardEvent) => handleReaderKey(event, pager.current, () => callbacks.current.onClose()),
    [],
  )
  const onError = useCallback(
    (error: unknown) => {
      console.error('Failed to open the e-book', error)
      saver.cancel()
      setBook(null)
      setFailure(error ?? new Error('Unknown error'))
    },
    [saver],
  )

  // Save a pending position when the reader closes (or switches book).
  useEffect(() => () => void saver.flush(), [saver])

  useFocusWhileOpen(root, !inline)

  useEffect(() => {
    // Full screen, capture: the reader's keys come before the page's (player hotkeys, batch selection). Inline, only
    // the keys pressed inside the reader are its own.
    const target = inline ? root.current : window
    target?.addEventListener('keydown', onKey as EventListener, true)
    return () => target?.removeEventListener('keydown', onKey as EventListener, true)
  }, [inline, onKey])

  const theme = readerThemeFor(file.format, settings)
  const hasSettings = readerHasSettings(file.format)
  const flowProps = {
    settings,
    swipe,
    onKey,
    locationsKey: epubLocationsKey(libraryItemId, file.main ? null : file.ino),
    scriptedContent,
  }

  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: full screen it is a modal dialog, inline a region; both take the label
    <div
      ref={root}
      className={`sk-reader sk-reader--${theme}${inline ? ' sk-reader--inline' : ''}`}
      role={inline ? 'region' : 'dialog'}
      aria-modal={inline ? undefined : true}
      aria-label={t.label({ title })}
      tabIndex={-1}
      data-format={file.format}
      onTouchStart={(event) => swipe.touchStart(event.nativeEvent)}
      onTouchEnd={(event) => swipe.touchEnd(event.nativeEvent)}
    >
      <header className="sk-reader__bar">
        <div className="sk-reader__tools">
          <IconButton
            icon="chapters"
            label={t.toc}
            active={panel === 'toc'}
            aria-expanded={panel === 'toc'}
            disabled={!book}
            onClick={() => setPanel(panel === 'toc' ? null : 'toc')}
          />
          {hasSettings ? (
            <IconButton
              icon="settings"
              label={t.settings}
              active={panel === 'settings'}
              aria-expanded={panel === 'settings'}
              onClick={() => setPanel(panel === 'settings' ? null : 'settings')}
            />
          ) : null}
        </div>
        <div className="sk-reader__heading">
          <h2 className="sk-reader__title">{title}</h2>
          {author ? <p className="sk-reader__author">{author}</p> : null}
        </div>
        <div className="sk-reader__tools sk-reader__tools--end">
          <IconButton icon="close" label={t.close} onClick={() => callbacks.current.onClose()} />
        </div>
      </header>
      {!keepProgress ? <p className="sk-reader__notice">{t.noProgress}</p> : null}
      {saveError ? (
        <p className="sk-reader__notice sk-reader__notice--error" role="alert">
          {t.saveFailed({ reason: saveError })}
        </p>
      ) : null}
      <div className="sk-reader__body">
        {!openable ? (
          <ReaderMessage>
            {t.cannotOpen}
            {canDownload(user) ? (
              <a
                className="sk-button sk-button--secondary"
                href={fileDownloadHref(libraryItemId, file.ino)}
                download
              >
                {t.download({ filename: file.filename })}
              </a>
            ) : null}
          </ReaderMessage>
        ) : source.status === 'loading' ? (
          <ReaderMessage>
            <Spinner size={32} label={t.loadingBook} />
          </ReaderMessage>
        ) : source.status === 'error' ? (
          <ReaderMessage error>{readerLoadErrorMessage(source.error, file.format)}</ReaderMessage>
        ) : failure ? (
          <ReaderMessage error>{readerLoadErrorMessage(failure, file.format)}</ReaderMessage>
        ) : (
          <Suspense
            fallback={
              <ReaderMessage>
                <Spinner size={32} label={t.loadingReader} />
              </ReaderMessage>
            }
          >
            <FormatView
              format={file.format}
              common={{
                bytes: source.bytes,
                location: source.location,
                pager,
                saver,
                onReady: setBook,
                onError,
              }}
              flow={flowProps}
            />
          </Suspense>
        )}
      </div>
      {panel === 'toc' && book ? (
        <ReaderToc
          book={book}
          onGo={(target) => {
            setPanel(null)
            void book.display(target)
          }}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {hasSettings && panel === 'settings' ? <ReaderSettingsPanel onClose={() => setPanel(null)} /> : null}
    </div>
  )
}

type CommonViewProps = Parameters<typeof PdfView>[0]
type FlowOnlyProps = Omit<Parameters<typeof EpubView>[0], keyof CommonViewProps>

function FormatView({
  format,
  common,
  flow,
}: {
  format: string
  common: CommonViewProps
  flow: FlowOnlyProps
}) {
  // A view whose code came down beside the book renders at once; else the lazy one suspends until it is there.
  const Loaded = loadedReaderView(format)
  if (format === 'epub') return createElement(Loaded ?? EpubView, { ...common, ...flow })
  if (format === 'mobi' || format === 'azw3')
    return createElement(Loaded ?? FoliateView, { ...common, ...flow })
  if (format === 'pdf') return createElement(Loaded ?? PdfView, common)
  if (format === 'cbz' || format === 'cbr') return createElement(Loaded ?? ComicView, { ...common, format })
  return null
}

/** The saver, telling each move to `onMove` as the progress call would send it. */
function reportingMoves(
  saver: ReaderProgressSaver,
  onMove: (update: { ebookLocation: string; ebookProgress: number }) => void,
): ReaderProgressSaver {
  return {
    ...saver,
    moved(position) {
      saver.moved(position)
      onMove(ebookProgressUpdate(position))
    },
  }
}

/** Takes focus when the reader opens and gives it back to where it was (the Read button) when it closes. */
function useFocusWhileOpen(root: React.RefObject<HTMLDivElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    root.current?.focus()
    return () => before?.focus()
  }, [root, enabled])
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
