import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { DIST_DIR } from './build'
import { fillSiteHeader } from './site-header'

const PAGES_DIR = resolve(import.meta.dirname, '../pages')

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
}

/** Values written into the pages, so their snippets show the real addresses. */
export interface PageValues {
  serverUrl: string
  appUrl: string
  shareSlug: string
}

/**
 * The Content Security Policy the pages set for themselves (a `<meta>` in each): what the elements need, and
 * nothing else. Scripts come from this site only (no inline script), the server is the only other origin; the only
 * inline styles are the `style` attributes of the elements' markup. A page with `<shelf-reader>` (`reader`) also
 * lets the e-book show: its parts in blob: frames with their own style sheets, images and fonts (the frames take
 * this policy as theirs, so a book's scripts still cannot run), the decoders' workers from this site and
 * WebAssembly (cbr).
 */
export function elementsPolicy(serverUrl: string, { reader = false } = {}): string {
  const { origin, protocol } = new URL(serverUrl)
  const socket = origin.replace(protocol, protocol === 'https:' ? 'wss:' : 'ws:')
  const forReader = (...sources: string[]) => (reader ? sources : [])
  return [
    "default-src 'self'",
    ["script-src 'self'", ...forReader("'wasm-unsafe-eval'")].join(' '),
    ["style-src 'self'", ...forReader("'unsafe-inline'", 'blob:')].join(' '),
    "style-src-attr 'unsafe-inline'",
    `connect-src 'self' ${origin} ${socket}`,
    [`img-src 'self' ${origin}`, ...forReader('blob:')].join(' '),
    ...forReader("font-src 'self' blob:", 'frame-src blob:'),
    `media-src ${origin} blob:`,
    ['worker-src', ...forReader("'self'"), 'blob:'].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')
}

function fill(html: string, values: PageValues, path: string): string {
  return fillSiteHeader(html, path)
    .replaceAll('%ELEMENTS_POLICY%', elementsPolicy(values.serverUrl))
    .replaceAll('%READER_POLICY%', elementsPolicy(values.serverUrl, { reader: true }))
    .replaceAll('%SERVER_URL%', values.serverUrl)
    .replaceAll('%APP_URL%', values.appUrl)
    .replaceAll('%SHARE_SLUG%', values.shareSlug)
}

/** A static server for the pages (filled in) and the built scripts: what any web host would do. */
export function servePages(values: PageValues, port: number, host: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const path = pathname === '/' ? '/index.html' : pathname
    for (const dir of [DIST_DIR, PAGES_DIR]) {
      const file = normalize(join(dir, decodeURIComponent(path)))
      if (!file.startsWith(dir)) break
      try {
        const body = await readFile(file)
        const type = TYPES[extname(file)] ?? 'application/octet-stream'
        response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' })
        response.end(type.startsWith('text/html') ? fill(body.toString('utf8'), values, path) : body)
        return
      } catch {
        // not in this folder: try the next one
      }
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('Not found')
  })
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolvePromise(server))
  })
}
