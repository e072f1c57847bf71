import { type ComponentsJSON, createI18n, formatter, type Translations } from '@nanostores/i18n'

/** Placeholders (`params('Removed {name}')`) and plural forms (`count({ one, other })`) of a message. */
export { count, params } from '@nanostores/i18n'

import { shared } from '../registry'
import { $language, DEFAULT_LANGUAGE } from './language'

const loads = new Map<string, Promise<ComponentsJSON>>()

/**
 * One request per language: its whole catalogue (every component's messages) arrives as one chunk the first time
 * any component asks, whatever the number of components asking.
 */
function loadCatalogue(code: string): Promise<ComponentsJSON> {
  let load = loads.get(code)
  if (!load) {
    load = import(`./catalogues/${code}.json`).then(
      (module: { default: ComponentsJSON }) => module.default,
      (error: unknown) => {
        // A catalogue that cannot load (offline, a missing chunk) leaves en-us on screen; the next switch tries again.
        console.warn(`Could not load the ${code} catalogue`, error)
        loads.delete(code)
        return {}
      },
    )
    loads.set(code, load)
  }
  return load
}

/**
 * Defines a component's messages with their en-us text, the source of truth (`i18n('player.bar', { play: 'Play' })`);
 * the other languages' catalogues hold the same ids. Shared through the registry, so every bundle on a page switches
 * language together.
 */
export const i18n = shared('i18n', () =>
  createI18n($language, { baseLocale: DEFAULT_LANGUAGE, get: loadCatalogue }),
)

/** Dates, times, numbers and relative times for the language in use (Intl). */
export const $format = shared('i18n.format', () => formatter($language))

/**
 * Messages read outside components (toasts, validation answers): kept subscribed so they follow the language even
 * when nothing renders them.
 */
export function storeMessages<Body extends Translations>(componentName: string, base: Body) {
  const messages = i18n(componentName, base)
  messages.listen(() => {})
  return messages
}
