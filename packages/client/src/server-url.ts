/** A server address split into what requests and the socket need. */
export interface ServerAddress {
  /** `https://host:port` or '' for the page's own origin (same-origin deployments). */
  origin: string
  /** Path prefix of the server, e.g. `/audiobookshelf`; '' when none. */
  basePath: string
  /** origin + basePath, without a trailing slash: every API path is appended to it. */
  baseUrl: string
}

/**
 * Accepts what users type ("abs.example.com", "https://host/audiobookshelf/", "/audiobookshelf", "")
 * and returns the normalised address. A bare host gets `https://` unless it is a loopback or LAN-looking name with a port.
 */
export function parseServerUrl(input: string): ServerAddress {
  const trimmed = input.trim().replace(/\/+$/, '')
  if (!trimmed) return { origin: '', basePath: '', baseUrl: '' }
  if (trimmed.startsWith('/')) return { origin: '', basePath: trimmed, baseUrl: trimmed }
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)
    ? trimmed
    : `${guessScheme(trimmed)}://${trimmed}`
  const url = new URL(withScheme)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`Unsupported server address protocol: ${url.protocol}`)
  }
  const basePath = url.pathname.replace(/\/+$/, '')
  return { origin: url.origin, basePath, baseUrl: url.origin + basePath }
}

function guessScheme(hostAndPath: string): 'http' | 'https' {
  const host = hostAndPath.split(/[/:]/)[0] ?? ''
  const local =
    host === 'localhost' || /^127\./.test(host) || /^(10|192\.168|172\.(1[6-9]|2\d|3[01]))\./.test(host)
  return local ? 'http' : 'https'
}

/** True for absolute URLs (those get no bearer token: they are not the server's). */
export function isAbsoluteUrl(path: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')
}
