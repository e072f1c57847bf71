import AREAS from './areas.json'

/**
 * Each language's catalogue is split into parts (`catalogues/<code>/<area>.json`) so that a page costs one request
 * of a few kilobytes: `core` holds what the sign-in page, the shell, the bookshelf, the item page and the player
 * show; the other parts hold the messages of pages and dialogs that load their own code (settings and admin pages,
 * editing dialogs, podcasts, the reader). A component belongs to the part that lists its name or a dotted prefix of
 * it (`areas.json`), else to `core`; a component the first page mounts must stay in `core`.
 */
export const CORE_AREA = 'core'

const PREFIXES: [string, string][] = Object.entries(AREAS as Record<string, string[]>).flatMap(
  ([area, prefixes]) => prefixes.map((prefix): [string, string] => [prefix, area]),
)

/** The catalogue part holding a component's messages. */
export function areaOf(component: string): string {
  for (const [prefix, area] of PREFIXES)
    if (component === prefix || component.startsWith(`${prefix}.`)) return area
  return CORE_AREA
}
