import { CAST_SCRIPT_FOLDERS } from './player/cast/cast-scripts'
import { shared } from './registry'

/** The HTML sinks the page's policy serves as they are: parsing into a document of its own, where nothing runs. */
const INERT_HTML_SINKS: ReadonlySet<string> = new Set(['DOMParser parseFromString'])

/** Elements that load or run something, and attributes that do. */
const ACTIVE_ELEMENTS = /^(script|iframe|frame|frameset|object|embed|applet|base|link|meta|form|portal)$/
const URL_ATTRIBUTES = /^(href|src|action|formaction|xlink:href|data|srcset|background|poster)$/
const SCRIPT_URL = /^(javascript|vbscript|data):/i
/** An address as browsers read its scheme: spaces, tabs, line breaks and control characters anywhere dropped. */
const scheme = (value: string) => [...value].filter((char) => char.charCodeAt(0) > 32).join('')

/** Whether markup parsed (inertly) with the page's DOMParser holds nothing that loads or runs; false without one. */
function runsNothing(html: string): boolean {
  const Parser = (globalThis as { DOMParser?: typeof DOMParser }).DOMParser
  if (!Parser) return false
  const parsed = new Parser().parseFromString(html, 'text/html')
  const roots: ParentNode[] = [parsed]
  for (let root = roots.pop(); root; root = roots.pop()) {
    for (const element of root.querySelectorAll('*')) {
      if (ACTIVE_ELEMENTS.test(element.localName)) return false
      for (const { name, value } of element.attributes) {
        if (name.startsWith('on') || name === 'srcdoc') return false
        if (URL_ATTRIBUTES.test(name) && SCRIPT_URL.test(scheme(value))) return false
      }
      if (element instanceof HTMLTemplateElement) roots.push(element.content)
    }
  }
  return true
}

/**
 * The HTML when it goes to a sink that runs nothing, or when it holds nothing that could load or run (foliate-js
 * writes its paginator's style and containers into a shadow root and decodes entities through a textarea); else
 * null (the browser then refuses it and reports).
 */
export function inertHtml(html: string, sink: string | undefined): string | null {
  if (sink && INERT_HTML_SINKS.has(sink)) return html
  return runsNothing(html) ? html : null
}

const isCastScript = (address: string) => CAST_SCRIPT_FOLDERS.some((folder) => address.startsWith(folder))

/**
 * The script address (a worker, the service worker, a script element) when it is the page's own: a file of its
 * origin or a blob: made by its scripts; else null. Google's Cast sender library (and the framework it loads) is the
 * one outside source.
 */
export function ownScriptUrl(address: string, pageOrigin: string): string | null {
  if (isCastScript(address)) return address
  let url: URL
  try {
    url = new URL(address, pageOrigin)
  } catch {
    return null
  }
  const ownKind = url.protocol === 'blob:' || url.protocol === 'http:' || url.protocol === 'https:'
  return ownKind && url.origin === pageOrigin ? address : null
}

interface PolicyFactory {
  readonly defaultPolicy: unknown
  createPolicy(
    name: string,
    rules: {
      createHTML(input: string, type: string, sink: string): string | null
      createScriptURL(input: string): string | null
      createScript(): null
    },
  ): unknown
}

/**
 * Creates the page's Trusted Types `default` policy: the app's pages enforce Trusted Types
 * (`require-trusted-types-for 'script'`), and libraries it uses (epub.js, pdf.js, fflate, the bundler's inline
 * worker, foliate-js) hand plain strings to the guarded sinks. It lets through only HTML that is parsed where nothing
 * runs or holds nothing that loads or runs (`inertHtml`), and script addresses of the page's own origin, never script
 * text; anything else is refused and reported. Our own
 * code never needs more (the sanitizer builds no markup). Called once by the app before anything else runs.
 */
export function installTrustedTypesPolicy(): void {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin
  if (!factory || !origin) return
  shared('trustedTypes.defaultPolicy', () => {
    if (factory.defaultPolicy) return factory.defaultPolicy
    try {
      return factory.createPolicy('default', {
        createHTML: (input, _type, sink) => inertHtml(input, sink),
        createScriptURL: (input) => ownScriptUrl(input, origin),
        createScript: () => null,
      })
    } catch (error) {
      console.error('Could not create the Trusted Types policy', error)
      return null
    }
  })
}
