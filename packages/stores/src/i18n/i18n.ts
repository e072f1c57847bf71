import { type ComponentsJSON, createI18n, formatter, type Translations } from '@nanostores/i18n'
import { atom, type ReadableAtom } from 'nanostores'

/** Placeholders (`params('Removed {name}')`) and plural forms (`count({ one, other })`) of a message. */
export { count, params } from '@nanostores/i18n'

import { shared } from '../registry'
import { areaOf, CORE_AREA } from './areas'
import { $language, DEFAULT_LANGUAGE, languageTag, textDirection } from './language'

const loads = new Map<string, Promise<ComponentsJSON | null>>()

/** One part of a language's catalogue (see areas.ts), requested once however many components ask for it. */
function loadPart(code: string, area: string): Promise<ComponentsJSON | null> {
  const key = `${code}/${area}`
  let load = loads.get(key)
  if (!load) {
    load = import('./catalogue-parts')
      .then(({ importCataloguePart }) => importCataloguePart(code, area))
      .catch((error: unknown) => {
        // A part that cannot load (offline, a missing chunk) leaves en-us on screen; the next switch tries again.
        console.warn(`Could not load the ${code} catalogue (${area})`, error)
        loads.delete(key)
        return null
      })
    loads.set(key, load)
  }
  return load
}

/**
 * The messages of the components that asked, in one request per catalogue part they belong to (the first page of a
 * language: one request for `core`). Components the part lacks get their en-us text, so the page re-renders; a part
 * that failed gives nothing, so that language is asked for again at the next switch.
 */
async function loadCatalogue(code: string, components: string[]): Promise<ComponentsJSON> {
  const areas = [...new Set(components.map(areaOf))]
  const parts = await Promise.all(areas.map((area) => loadPart(code, area)))
  const loaded: ComponentsJSON = {}
  areas.forEach((area, index) => {
    const part = parts[index]
    if (!part) return
    Object.assign(loaded, part)
    for (const name of components) if (areaOf(name) === area && !(name in part)) loaded[name] = {}
  })
  return loaded
}

/**
 * Loads the table of every language's catalogue parts ahead of need (the app does it once its first page has
 * settled), so that switching to another language later costs one request: that language's part.
 */
export function warmCatalogueParts(): void {
  import('./catalogue-parts').catch(() => {})
}

/** Starts loading the core part of a language's catalogue before any component asks (the app's entry does). */
export function preloadCatalogue(code: string): void {
  if (code !== DEFAULT_LANGUAGE) void loadPart(code, CORE_AREA)
}

/**
 * Defines a component's messages with their en-us text, the source of truth (`i18n('player.bar', { play: 'Play' })`);
 * the other languages' catalogues hold the same ids. Shared through the registry, so every bundle on a page switches
 * language together.
 */
export const i18n = shared('i18n', () =>
  createI18n($language, { baseLocale: DEFAULT_LANGUAGE, get: loadCatalogue }),
)

/**
 * The language whose messages are on screen: it follows `$language` once the language's catalogue part has arrived
 * and the components have rendered it (at once for a language already loaded), so `lang` and `dir` never flip before
 * the text does. A catalogue that cannot load leaves it, like the text, on the language before.
 */
export const $shownLanguage: ReadableAtom<string> = shared('i18n.shown', () => {
  const loaded = (code: string) => code === DEFAULT_LANGUAGE || !!i18n.cache[code]
  const shown = atom(loaded($language.get()) ? $language.get() : DEFAULT_LANGUAGE)
  const update = () => {
    if (!i18n.loading.get() && loaded($language.get())) shown.set($language.get())
  }
  i18n.loading.listen(update)
  $language.listen(update)
  return shown
})

/**
 * Keeps an element's `lang` and `dir` on the language shown (the app's `<html>`): a switch applies at once, and
 * logical CSS properties mirror the layout for right-to-left languages. Returns the unsubscribe.
 */
export function followLanguage(element: Element): () => void {
  return $shownLanguage.subscribe((code) => {
    element.setAttribute('lang', languageTag(code))
    element.setAttribute('dir', textDirection(code))
  })
}

/** Dates, times, numbers and relative times for the language in use (Intl). */
export const $format = shared('i18n.format', () => formatter($language))

/**
 * Messages read outside components (toasts, validation answers). Those of the core part are kept subscribed so they
 * follow the language even when nothing renders them. Those of another part (admin, editing, podcasts, reader) are
 * not: kept subscribed, every language switch would fetch their parts too; they are read where that part's pages and
 * dialogs have loaded it, and `.get()` subscribes for the moment it reads.
 */
export function storeMessages<Body extends Translations>(componentName: string, base: Body) {
  const messages = i18n(componentName, base)
  if (areaOf(componentName) === CORE_AREA) messages.listen(() => {})
  return messages
}
