import { readdir, readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { basename, extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
}

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.map',
  '.webmanifest',
  '.wasm',
])

export type Encoding = 'br' | 'gzip'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The best encoding the request accepts (brotli over gzip), honouring `q=0` refusals. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
    if (name && !refused) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return null
}

interface CachedFile {
  mtimeMs: number
  bodies: Partial<Record<Encoding | 'identity', Promise<Buffer>>>
}

/** Files are read and compressed once per build (keyed by modification time), then served from memory. */
const cache = new Map<string, CachedFile>()

function bodyOf(file: string, mtimeMs: number, encoding: Encoding | null): Promise<Buffer> {
  let entry = cache.get(file)
  if (!entry || entry.mtimeMs !== mtimeMs) {
    entry = { mtimeMs, bodies: {} }
    cache.set(file, entry)
  }
  const bodies = entry.bodies
  bodies.identity ??= readFile(file)
  if (!encoding) return bodies.identity
  bodies[encoding] ??= bodies.identity.then((raw) =>
    encoding === 'br'
      ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipAsync(raw, { level: 9 }),
  )
  return bodies[encoding]
}

/**
 * Compresses every text file of the build ahead of the first visit (brotli, what browsers ask for), so the first
 * visitor after a start does not wait for it. One file at a time, so serving keeps a core while it runs: the page
 * and the files it names first, then the rest from the smallest (the largest are lazy chunks such as the pdf.js
 * worker, a second of work). Resolves to how many files were compressed.
 */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
      .map(async (entry) => {
        const file = join(entry.parentPath, entry.name)
        return { file, stats: await stat(file) }
      }),
  )
  const page = await readFile(join(dir, 'index.html'), 'utf8').catch(() => '')
  const rank = ({ file }: { file: string }) =>
    file === join(dir, 'index.html') ? 0 : page.includes(basename(file)) ? 1 : 2
  files.sort((a, b) => rank(a) - rank(b) || a.stats.size - b.stats.size)
  for (const { file, stats } of files) await bodyOf(file, stats.mtimeMs, 'br')
  return files.length
}

/**
 * Sends a built file: compressed when the browser accepts it, with `Last-Modified` so a revalidation
 * (`no-cache` pages) is answered 304 without a body, and long-lived caching for hashed assets.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  options: { immutable: boolean; headers?: Record<string, string> },
): Promise<void> {
  const { mtime, mtimeMs } = await stat(file)
  const lastModified = new Date(Math.floor(mtimeMs / 1000) * 1000)
  const headers: Record<string, string> = {
    'content-type': MIME[extname(file)] ?? 'application/octet-stream',
    'cache-control': options.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'last-modified': mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    ...options.headers,
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '')
  if (!Number.isNaN(since) && lastModified.getTime() <= since) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  const compressible = COMPRESSIBLE.has(extname(file))
  const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : null
  if (compressible) headers.vary = 'Accept-Encoding'
  if (encoding) headers['content-encoding'] = encoding
  const body = await bodyOf(file, mtimeMs, encoding)
  headers['content-length'] = String(body.length)
  res.writeHead(200, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}
