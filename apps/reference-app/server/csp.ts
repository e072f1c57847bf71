/** Where browsers send the policy's violation reports: the app server's own path (`csp-reports.ts`). */
export const CSP_REPORT_PATH = '/csp-report'

/** The file the build writes next to index.html with the hashes of the pages' inline scripts (`csp-hashes.ts`). */
export const CSP_HASHES_FILE = 'csp.json'

export interface CspHashes {
  /** `sha256-…` digests, one per inline script of the built pages. */
  scripts: string[]
}

/**
 * Where the Cast button's sender library comes from (Google's, loaded on the first cast): the two folders it and the
 * framework it loads live in, nothing else of that host (`CAST_SCRIPT_FOLDERS` of the stores).
 */
export const CAST_SCRIPT_SOURCES = [
  'https://www.gstatic.com/cv/js/sender/',
  'https://www.gstatic.com/cast/sdk/libs/sender/',
]

/**
 * Images from outside the server the app shows: the artwork of podcast search results, which the server takes from
 * the iTunes search and passes on as addresses (`https://is1-ssl.mzstatic.com/…`).
 */
export const OUTSIDE_IMAGE_SOURCES = ['https://*.mzstatic.com']

/** The update check's one request outside the server (`RELEASES_URL` of the stores): this address only. */
export const RELEASES_SOURCE = 'https://api.github.com/repos/advplyr/audiobookshelf/releases'

/**
 * The page's one Trusted Types policy (`installTrustedTypesPolicy` in the stores), and lit's own, which lit creates
 * for its template strings when the share page loads it.
 */
export const TRUSTED_TYPES_POLICIES = ['default', 'lit-html']

export interface PolicyInputs {
  hashes: CspHashes
  /** The audiobookshelf server the app forwards to; the browser may also reach it directly. */
  serverUrl: string
  /** `frame-ancestors` sources: the server's own (`frame-ancestors.ts`). */
  frameAncestors: string
}

/** The server's origin as http(s) and as ws(s) (the socket), for connect-src. */
function serverSources(serverUrl: string): { http: string; ws: string } {
  const { origin, protocol } = new URL(serverUrl)
  return { http: origin, ws: origin.replace(protocol, protocol === 'https:' ? 'wss:' : 'ws:') }
}

/**
 * The Content-Security-Policy the app server sends with every file it serves. Each part and why it is there:
 * ARCHITECTURE.md "Content Security Policy".
 */
export function contentSecurityPolicy({ hashes, serverUrl, frameAncestors }: PolicyInputs): string {
  const server = serverSources(serverUrl)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...hashes.scripts.map((hash) => `'${hash}'`),
      "'wasm-unsafe-eval'",
      ...CAST_SCRIPT_SOURCES,
    ],
    ['style-src', "'self'", "'unsafe-inline'", 'blob:'],
    ['img-src', "'self'", 'blob:', server.http, ...OUTSIDE_IMAGE_SOURCES],
    ['media-src', "'self'", 'blob:', server.http],
    ['font-src', "'self'", 'blob:'],
    ['connect-src', "'self'", server.http, server.ws, RELEASES_SOURCE],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', 'blob:'],
    ['manifest-src', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', frameAncestors],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...TRUSTED_TYPES_POLICIES],
    ['report-uri', CSP_REPORT_PATH],
  ]
  return directives.map((parts) => parts.join(' ')).join('; ')
}
