import { applyPageLanguage } from '@shelfkit/stores'

/**
 * An element takes the language its page declares, `lang` on the element or its nearest ancestor (the page's
 * `<html lang>`), when the user has not chosen one; without either it speaks en-us (or the server's language).
 * Read when the element connects: the last element connected decides for the page, whose elements share one language.
 */
export function takePageLanguage(host: Element): void {
  applyPageLanguage(host.closest('[lang]')?.getAttribute('lang'))
}
