/** The stylesheets a prerendered page brought (login.html): the last is the app's own. */
const prerendered = [...document.querySelectorAll<HTMLStyleElement>('style[data-prerendered]')]
const added = new Set<string>(prerendered.map((style) => style.textContent ?? ''))
let appSheet: HTMLStyleElement | null = prerendered.at(-1) ?? null

/**
 * Adds component stylesheets to the document once each, in order, ahead of the app's own sheet (which stays last
 * so its rules win): the core sheets for the sign-in page (the shell links the others, see MainLayout.tsx).
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

/**
 * Sets the app's own sheet. It goes before any linked stylesheet already there (the shell's, which the first page
 * may have asked for before this runs): the linked one holds every component sheet and the app's rules again, and
 * must come last for the cascade to be the same as when it is added later.
 */
export function addAppStylesheet(css: string): void {
  appSheet ??= document.head.insertBefore(
    document.createElement('style'),
    document.head.querySelector('link[rel="stylesheet"]'),
  )
  if (appSheet.textContent !== css) appSheet.textContent = css
}
