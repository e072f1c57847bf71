import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join, normalize, resolve, sep } from 'node:path'
import { CSP_HASHES_FILE, CSP_REPORT_PATH, type CspHashes, contentSecurityPolicy } from './csp'
import { type CspViolation, describeViolation, receiveCspReport } from './csp-reports'
import { type FrameAncestorsWatch, watchFrameAncestors } from './frame-ancestors'
import { type ProxyTarget, parseTarget, proxyRequest, proxyUpgrade, serverPathOf } from './proxy'
import { SIGN_IN_PAGE } from './sign-in-page'
import { precompress, sendFile } from './static-files'

export interface AppServerOptions {
  /** The audiobookshelf server every API path is forwarded to (may carry a base path). */
  serverUrl: string
  /** The built app (vite's outDir). */
  distDir: string
  port: number
  host?: string
  /** Called once the build's files are compressed ahead of the first visit (`precompress`). */
  onPrecompressed?(files: number, ms: number): void
  /** Each violation of the Content Security Policy a browser reports; logged by default. */
  onCspViolation?(violation: CspViolation): void
}

const logViolation = (violation: CspViolation) => console.warn(describeViolation(violation))

/**
 * Serves the built app (SPA fallback to index.html, the prerendered login.html for /login) with its Content Security
 * Policy on every page, and forwards the server's paths to the audiobookshelf server.
 */
export function startAppServer(options: AppServerOptions): Promise<Server> {
  const target = parseTarget(options.serverUrl)
  const dist = resolve(options.distDir)
  const frameAncestors = watchFrameAncestors()
  const hashes = cspHashesIn(dist)
  const policy = () =>
    contentSecurityPolicy({
      hashes: hashes(),
      serverUrl: options.serverUrl,
      frameAncestors: frameAncestors.current,
    })
  const server = createServer((req, res) => {
    const url = req.url ?? '/'
    const serverPath = serverPathOf(req.method ?? 'GET', url)
    if (serverPath) return proxyRequest(target, serverPath, req, res, frameAncestors.observe)

    const pathname = safeDecode(url.split('?')[0] ?? '/')
    if (pathname === CSP_REPORT_PATH)
      return receiveCspReport(req, res, options.onCspViolation ?? logViolation)
    const candidate = normalize(join(dist, pathname))
    const inside = candidate.startsWith(dist + sep)
    const isFile = inside && existsSync(candidate) && statSync(candidate).isFile()
    const file = isFile ? candidate : pageFor(dist, pathname)
    if (!existsSync(file)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'content-security-policy': policy() })
      res.end('The app is not built yet')
      return
    }
    const immutable = isFile && pathname.startsWith('/assets/')
    // Pages carry the policy. Scripts do not: a worker started from a file would take it as its own, and the
    // service worker's and decoders' own loading is theirs to decide.
    const headers: Record<string, string> = file.endsWith('.html')
      ? { 'content-security-policy': policy() }
      : {}
    sendFile(req, res, file, { immutable, headers }).catch(() => {
      if (res.headersSent) res.destroy()
      else {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
        res.end('Could not read the file')
      }
    })
  })
  server.on('upgrade', (req, socket, head) => {
    const serverPath = serverPathOf(req.method ?? 'GET', req.url ?? '/')
    if (serverPath) proxyUpgrade(target, serverPath, req, socket, head)
    else socket.destroy()
  })
  return new Promise((resolveServer, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      askFrameAncestors(target, frameAncestors)
      const started = performance.now()
      if (existsSync(dist))
        precompress(dist)
          .then((files) => options.onPrecompressed?.(files, performance.now() - started))
          .catch((error) => console.error('Could not precompress the app', error))
      resolveServer(server)
    })
  })
}

/** The inline-script hashes of the build (`csp-hashes.ts`), read again when a new build replaces them. */
function cspHashesIn(dist: string): () => CspHashes {
  const file = join(dist, CSP_HASHES_FILE)
  let read = { mtimeMs: -1, hashes: { scripts: [] } as CspHashes }
  return () => {
    const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : 0
    if (mtimeMs !== read.mtimeMs) {
      let hashes: CspHashes = { scripts: [] }
      try {
        if (mtimeMs) hashes = JSON.parse(readFileSync(file, 'utf8')) as CspHashes
      } catch (error) {
        console.error(`Could not read ${file}: the pages' inline scripts will be blocked`, error)
      }
      read = { mtimeMs, hashes }
    }
    return read.hashes
  }
}

/** Asks the server once at start, so the first page already follows its "Allow iframe" setting. */
function askFrameAncestors(target: ProxyTarget, watch: FrameAncestorsWatch): void {
  fetch(new URL('healthcheck', target.url), { signal: AbortSignal.timeout(10_000) })
    .then((answer) => {
      watch.observe(answer.status, Object.fromEntries(answer.headers))
      return answer.body?.cancel()
    })
    .catch(() => {
      // Not reachable yet: the first proxied answer tells.
    })
}

/** The SPA page for a route: the sign-in page prerendered when the build has it, index.html for every other. */
function pageFor(dist: string, pathname: string): string {
  const signInPage = join(dist, SIGN_IN_PAGE)
  return pathname === '/login' && existsSync(signInPage) ? signInPage : join(dist, 'index.html')
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return '/'
  }
}
