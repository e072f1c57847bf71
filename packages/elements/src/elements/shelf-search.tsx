import { GlobalSearch } from '../shell/GlobalSearch'
import { baseCss, shellCss, uiCss } from '../styles'
import { defineElement } from './define'
import { type ElementProps, reactElementClass } from './react-element'
import { SessionGate } from './SessionGate'
import { useElementLibrary } from './use-element-library'

const attributes = { libraryId: 'string' } as const

function SearchElement({ libraryId }: ElementProps<typeof attributes>) {
  const current = useElementLibrary(libraryId)
  return <SessionGate>{current ? <GlobalSearch /> : null}</SessionGate>
}

/**
 * The library search box: results grouped by books, podcasts, series, authors, narrators, tags and genres as you
 * type. Choosing a result or pressing Enter emits `shelf-select` (and opens the full app when `app-url` is set).
 *
 * @customElement shelf-search
 * @attr {string} library-id - The library to search (default: the page's current library, else the user's default).
 * @attr {string} server-url - The server's address (or use `<shelf-server>`).
 * @attr {string} api-key - An API key to sign in with (or use `<shelf-server>` / `<shelf-login>`).
 * @attr {string} app-url - The full app's address: result links open it (`{app-url}/item/{id}`).
 * @attr {string} lang - The language it speaks when the visitor chose none on this site: the element's own `lang`, else its
 *   nearest ancestor's (the page's `<html lang>`); a tag without a catalogue (or none) means en-us. Read on connect.
 * @fires shelf-select - A result or the search page was chosen: `{path, url, itemId}`; cancel it to route yourself.
 * @csspart root - The element's box.
 * @csspart input - The search field.
 * @csspart panel - The results dropdown.
 * @csspart result - One result link.
 * @cssprop --shelf-bg - Background.
 * @cssprop --shelf-text - Text colour.
 * @cssprop --shelf-accent - Accent colour (focus, highlights).
 * @cssprop --shelf-font - Font family.
 */
export class ShelfSearchElement extends reactElementClass(SearchElement, {
  attributes,
  styles: [baseCss, uiCss, shellCss],
  parts: { input: '.sk-search__input', panel: '.sk-search__panel', result: '.sk-search__result' },
}) {}

defineElement('shelf-search', ShelfSearchElement)

declare global {
  interface HTMLElementTagNameMap {
    'shelf-search': ShelfSearchElement
  }
}
