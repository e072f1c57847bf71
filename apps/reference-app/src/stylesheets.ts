/** The stylesheets a prerendered page brought (login.html): the last is the app's own. */
const prerendered = [...document.querySelectorAll<HTMLStyleElement>('style[data-prerendered]')]
const added = new Set<string>(prerendered.map((style) => style.textContent ?? ''))
let appSheet: HTMLStyleElement | null = prerendered.at(-1) ?? null

/**
 * Adds component stylesheets to the document once each, in order, ahead of the app's own sheet (which stays last
 * so its rules win). The sign-in page adds the core sheets; the shell adds the rest when it loads.
 */
export function addStylesheets(sheets: readonly string[]): void {
  for (const css of sheets) {
    if (added.has(css)) continue
    added.add(css)
    const style = document.createElement('style')
    style.textContent = css
    document.head.insertBefore(style, appSheet)
  }
}

export function addAppStylesheet(css: string): void {
  appSheet ??= document.head.appendChild(document.createElement('style'))
  if (appSheet.textContent !== css) appSheet.textContent = css
}
