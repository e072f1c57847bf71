import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { parseTarget, proxyRequest, proxyUpgrade, serverPathOf } from './proxy'

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

export interface AppServerOptions {
  /** The audiobookshelf server every API path is forwarded to (may carry a base path). */
  serverUrl: string
  /** The built app (vite's outDir). */
  distDir: string
  port: number
  host?: string
}

/** Serves the built app (SPA fallback to index.html) and forwards the server's paths to the audiobookshelf server. */
export function startAppServer(options: AppServerOptions): Promise<Server> {
  const target = parseTarget(options.serverUrl)
  const dist = resolve(options.distDir)
  const server = createServer((req, res) => {
    const url = req.url ?? '/'
    const serverPath = serverPathOf(req.method ?? 'GET', url)
    if (serverPath) return proxyRequest(target, serverPath, req, res)

    const pathname = safeDecode(url.split('?')[0] ?? '/')
    const candidate = normalize(join(dist, pathname))
    const isFile = candidate.startsWith(dist) && existsSync(candidate) && statSync(candidate).isFile()
    const file = isFile ? candidate : join(dist, 'index.html')
    if (!existsSync(file)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('The app is not built yet')
      return
    }
    const immutable = isFile && pathname.startsWith('/assets/')
    res.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    })
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res)
  })
  server.on('upgrade', (req, socket, head) => {
    const serverPath = serverPathOf(req.method ?? 'GET', req.url ?? '/')
    if (serverPath) proxyUpgrade(target, serverPath, req, socket, head)
    else socket.destroy()
  })
  return new Promise((resolveServer, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolveServer(server))
  })
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return '/'
  }
}
