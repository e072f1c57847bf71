import { shared } from '@shelfkit/stores'
import elementCss from '../styles/elements.css?inline'
import { tokenInheritanceCss } from './theme-tokens'

/**
 * An element's stylesheets: those of the components it renders (in the cascade order of STYLESHEETS), then the host
 * rules and the token inheritance that only custom elements need.
 */
export function elementStylesheets(componentStylesheets: readonly string[]): readonly string[] {
  return [...componentStylesheets, elementCss, tokenInheritanceCss(componentStylesheets)]
}

/** One constructed stylesheet per distinct text and page, shared by every element (and every bundle) on it. */
const sheets = shared('elements.stylesheets', () => new Map<string, CSSStyleSheet>())

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  return sheet
}

/**
 * Gives an element's shadow root these stylesheets, in place of those it had (a lazily loaded part of the element
 * brings a longer list). Adopted, so a page with 100 elements parses each once.
 */
export function adoptElementStyles(root: ShadowRoot, stylesheets: readonly string[]): void {
  root.adoptedStyleSheets = stylesheets.filter(Boolean).map(sheetFor)
}
