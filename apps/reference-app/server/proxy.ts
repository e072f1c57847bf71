import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { Duplex } from 'node:stream'

/**
 * Paths the audiobookshelf server answers. The app server forwards them so the browser sees one origin: the refresh
 * cookie then works with no change to the server (FACTS.md §4).
 */
export const SERVER_PATHS = [
  '/api',
  '/auth',
  '/login',
  '/logout',
  '/init',
  '/status',
  '/public',
  '/hls',
  '/feed',
  '/socket.io',
]

const BASE_PATH = '/audiobookshelf'

/** The server path a request is for, with the optional `/audiobookshelf` prefix removed; null when it is an app page. */
export function serverPathOf(method: string, url: string): string | null {
  const path = url.startsWith(`${BASE_PATH}/`) ? url.slice(BASE_PATH.length) : url
  const pathname = path.split('?')[0] ?? ''
  // `/login` is also the app's sign-in page: only the sign-in call itself (POST) goes to the server.
  if (pathname === '/login' && method === 'GET') return null
  const matches = SERVER_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  return matches ? path : null
}

export interface ProxyTarget {
  url: URL
}

export function parseTarget(serverUrl: string): ProxyTarget {
  const url = new URL(serverUrl.endsWith('/') ? serverUrl : `${serverUrl}/`)
  return { url }
}

function targetUrl(target: ProxyTarget, path: string): URL {
  const base = target.url.pathname.replace(/\/$/, '')
  return new URL(base + path, target.url.origin)
}

function forwardHeaders(req: IncomingMessage, target: URL): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'host') headers[name] = value
  }
  headers.host = target.host
  headers['x-forwarded-host'] = req.headers.host ?? ''
  headers['x-forwarded-proto'] = (req.headers['x-forwarded-proto'] as string | undefined) ?? 'http'
  return headers
}

/**
 * Forwards one HTTP request and streams the answer back unchanged (status, headers incl. Set-Cookie, body);
 * `onAnswer` sees the answer's status and headers first.
 */
export function proxyRequest(
  target: ProxyTarget,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
  onAnswer?: (status: number, headers: IncomingHttpHeaders) => void,
): void {
  const url = targetUrl(target, path)
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  const upstream = send(url, { method: req.method, headers: forwardHeaders(req, url) }, (answer) => {
    onAnswer?.(answer.statusCode ?? 502, answer.headers)
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers)
    answer.pipe(res)
  })
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('Server could not be reached')
  })
  req.pipe(upstream)
}

/** Forwards a websocket upgrade (socket.io) by splicing the two TCP streams after the server accepts. */
export function proxyUpgrade(
  target: ProxyTarget,
  path: string,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): void {
  const url = targetUrl(target, path)
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  const upstream = send(url, { method: req.method, headers: forwardHeaders(req, url) })
  upstream.on('upgrade', (answer, upstreamSocket, upstreamHead) => {
    const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`]
    for (let i = 0; i < answer.rawHeaders.length; i += 2)
      lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`)
    socket.write(`${lines.join('\r\n')}\r\n\r\n`)
    if (upstreamHead.length) socket.write(upstreamHead)
    if (head.length) upstreamSocket.write(head)
    upstreamSocket.pipe(socket).pipe(upstreamSocket)
    upstreamSocket.on('error', () => socket.destroy())
    socket.on('error', () => upstreamSocket.destroy())
  })
  upstream.on('response', (answer) => {
    socket.end(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n\r\n`)
  })
  upstream.on('error', () => socket.destroy())
  upstream.end()
}
