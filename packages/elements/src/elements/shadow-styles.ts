import { shared } from '@shelfkit/stores'
import { STYLESHEETS } from '../styles'
import elementCss from '../styles/elements.css?inline'
import { tokenInheritanceCss } from './theme-tokens'

/** Component styles, then the host rules and the token inheritance that only custom elements need. */
export const ELEMENT_STYLESHEETS: readonly string[] = [
  ...STYLESHEETS,
  elementCss,
  tokenInheritanceCss(STYLESHEETS),
]

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

/** Gives a shadow root the elements' stylesheets (adopted, so a page with 100 elements parses them once). */
export function adoptElementStyles(
  root: ShadowRoot,
  stylesheets: readonly string[] = ELEMENT_STYLESHEETS,
): void {
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...stylesheets.filter(Boolean).map(sheetFor)]
}
