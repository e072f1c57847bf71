import { useStore } from '@nanostores/react'
import { i18n, readerStateFor } from '@shelfkit/stores'
import { ReaderLoader } from '../reader/ReaderLoader'
import { baseCss, readerCss, uiCss } from '../styles'
import { Spinner } from '../ui/Spinner'
import { defineElement } from './define'
import { emit } from './events'
import { type ElementProps, reactElementClass } from './react-element'
import { ElementMessage, SessionGate } from './SessionGate'
import { useItemCard } from './use-item-card'

const messages = i18n('elements.reader', {
  noEbook: 'This item has no e-book to read.',
  noItemId: 'Set the item-id attribute to the book to read.',
})

const attributes = { itemId: 'string', fileId: 'string', noProgress: 'boolean', inline: 'boolean' } as const

function OneBook({
  host,
  itemId,
  fileId,
  keepProgress,
  inline,
}: {
  host: HTMLElement
  itemId: string
  fileId: string | null
  keepProgress: boolean
  inline: boolean
}) {
  const t = useStore(messages)
  const card = useItemCard(itemId)
  const state = useStore(card.$state)
  if (state.status === 'error') return <ElementMessage error>{state.error}</ElementMessage>
  if (!state.data) return <Spinner />
  const book = readerStateFor(state.data, fileId, { keepProgress })
  if (!book?.file) return <ElementMessage error>{t.noEbook}</ElementMessage>
  return (
    <ReaderLoader
      key={`${itemId}/${book.file.ino}/${keepProgress}`}
      libraryItemId={itemId}
      title={book.title}
      author={book.author}
      file={book.file}
      keepProgress={keepProgress}
      scriptedContent={book.scriptedContent}
      inline={inline}
      onClose={() => {
        if (emit(host, 'shelf-reader-close', { libraryItemId: itemId }, { cancelable: true }))
          host.hidden = true
      }}
      onProgress={(progress) => emit(host, 'shelf-reader-progress', { libraryItemId: itemId, ...progress })}
    />
  )
}

function ReaderElement({ host, itemId, fileId, noProgress, inline }: ElementProps<typeof attributes>) {
  const t = useStore(messages)
  return (
    <div className="sk-element-reader">
      <SessionGate>
        {itemId ? (
          <OneBook host={host} itemId={itemId} fileId={fileId} keepProgress={!noProgress} inline={inline} />
        ) : (
          <ElementMessage error>{t.noItemId}</ElementMessage>
        )}
      </SessionGate>
    </div>
  )
}

/**
 * The e-book reader for one book (epub, mobi, azw3, pdf, cbz, cbr), with the page's session like `<shelf-player>`:
 * contents and in-book search, settings for flowing text, ←/→ and swipes to turn pages, the position saved to the
 * reader's progress as they read. Over the whole window unless `inline`, which puts it in the element's box (size
 * the element: `height: 70vh`); inline, the keys are the reader's only while focus is inside it. Closing (the close
 * button, Escape) hides the element unless the `shelf-reader-close` event is cancelled; remove `hidden` to show it
 * again.
 *
 * @customElement shelf-reader
 * @attr {string} item-id - The book's library item id (from its address in the app: `/item/{id}`).
 * @attr {string} file-id - One of the item's e-book files (its `ino`) instead of the main e-book.
 * @attr {boolean} no-progress - Read without keeping progress: the book opens at its start, moves are not saved.
 * @attr {boolean} inline - Sit in the element's box instead of covering the window.
 * @attr {string} server-url - The server's address (or use `<shelf-server>`).
 * @attr {string} api-key - An API key to sign in with (or use `<shelf-server>` / `<shelf-login>`).
 * @attr {string} app-url - The full app's address.
 * @attr {string} lang - The language it speaks when the visitor chose none on this site: the element's own `lang`, else its
 *   nearest ancestor's (the page's `<html lang>`); a tag without a catalogue (or none) means en-us. Read on connect.
 * @fires shelf-reader-close - The reader was closed: `{libraryItemId}`; cancel it to keep the element shown.
 * @fires shelf-reader-progress - The reader moved: `{libraryItemId, ebookLocation, ebookProgress, kept}`.
 * @csspart root - The element's box.
 * @csspart reader - The reader (its theme colours come from the reader settings).
 * @csspart bar - The top bar: contents, settings, title, close.
 * @csspart title - The book's title.
 * @csspart page - The page area.
 * @csspart position - Where the reader is: "Chapter 2 · 34%" or "Page 2 of 9".
 * @csspart contents - The contents and search panel.
 * @csspart settings - The settings panel.
 * @cssprop --shelf-bg-raised - Background of the panels.
 * @cssprop --shelf-bg-sunken - Background of the bar (dark theme).
 * @cssprop --shelf-text - Text colour of the panels.
 * @cssprop --shelf-accent - Accent colour (chosen settings).
 * @cssprop --shelf-error - Colour of error messages.
 * @cssprop --shelf-font - Font family of the bar and panels.
 */
export class ShelfReaderElement extends reactElementClass(ReaderElement, {
  attributes,
  styles: [baseCss, uiCss, readerCss],
  parts: {
    reader: '.sk-reader',
    bar: '.sk-reader__bar',
    title: '.sk-reader__title',
    page: '.sk-reader__body',
    position: '.sk-reader__position, .sk-reader__page-number',
    contents: '.sk-reader__panel--start',
    settings: '.sk-reader__panel--end',
  },
}) {}

defineElement('shelf-reader', ShelfReaderElement)

declare global {
  interface HTMLElementTagNameMap {
    'shelf-reader': ShelfReaderElement
  }
}
