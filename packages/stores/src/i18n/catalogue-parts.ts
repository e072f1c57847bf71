import type { ComponentsJSON } from '@nanostores/i18n'

/**
 * One part of a language's catalogue (`catalogues/<code>/<area>.json`). The bundler turns this import into a table
 * of every language's parts and their files: that table lives in this module, which `i18n.ts` loads with the first
 * part asked for, so a page shown in en-us (a `<shelf-player>` on a site) never carries it.
 */
export async function importCataloguePart(code: string, area: string): Promise<ComponentsJSON> {
  const part: { default: ComponentsJSON } = await import(`./catalogues/${code}/${area}.json`)
  return part.default
}
