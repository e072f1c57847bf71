import { ApiError, serverTextOf } from './errors'
import { type Query, toSearchParams } from './query'
import { isAbsoluteUrl, parseServerUrl, type ServerAddress } from './server-url'
import type { AuthMode, TokenStore } from './tokens'

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/** How to read the answer: parsed JSON (default), text, a Blob, nothing, or the unread Response (a stream). */
export type ResponseKind = 'json' | 'text' | 'blob' | 'none' | 'response'

export interface RequestOptions {
  query?: Query
  /** Sent as JSON unless it is FormData, Blob or a string. */
  body?: unknown
  headers?: Record<string, string>
  /** Aborts the call after this many milliseconds with an ApiError of kind 'timeout'. */
  timeoutMs?: number
  signal?: AbortSignal
  response?: ResponseKind
  /** Send the bearer token (default true). */
  auth?: boolean
  /** Send cookies (needed by /login, /auth/refresh and /logout on same-origin deployments). */
  credentials?: RequestCredentials
}

/** Why the client considers the user signed out. */
export type SignedOutReason = 'unauthorized' | 'refresh-failed' | 'no-refresh-token'

/** The parts of the login payload the refresh flow hands back. */
export interface RefreshedSession {
  accessToken: string
  refreshToken: string | null
  /** The whole refresh answer (user, serverSettings …) for whoever wants to update their state. */
  payload: unknown
}

export interface HttpOptions {
  /** Server address as typed by the user, or '' for same-origin. */
  serverUrl: string
  tokens: TokenStore
  authMode?: AuthMode
  fetch?: typeof fetch
  /** Called once whenever a 401 cannot be recovered; the session must be cleared. */
  onSignedOut?: (reason: SignedOutReason) => void
  /** Called after every successful refresh (the socket re-sends auth, stores update the user). */
  onRefreshed?: (session: RefreshedSession) => void
}

export interface Http {
  readonly address: ServerAddress
  authMode: AuthMode
  readonly tokens: TokenStore
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>
  get<T>(path: string, options?: RequestOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  delete<T>(path: string, options?: RequestOptions): Promise<T>
  /** Refreshes the access token (single flight); resolves to the new token or null. */
  refresh(): Promise<string | null>
  /** Full URL of a server path (no token added). */
  url(path: string, query?: Query): string
}

const AUTH_ENDPOINTS = ['/auth/refresh', '/login']
/** How long a refused cookie refresh waits before its one retry (see `refreshTokens`). */
const COOKIE_RETRY_DELAY_MS = 300

export function createHttp(options: HttpOptions): Http {
  const address = parseServerUrl(options.serverUrl)
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  let refreshing: Promise<string | null> | null = null

  const http: Http = {
    address,
    authMode: options.authMode ?? 'cookie',
    tokens: options.tokens,
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    refresh: refreshOnce,
    url: (path, query) => (isAbsoluteUrl(path) ? path : address.baseUrl + path) + toSearchParams(query),
  }

  function signOut(reason: SignedOutReason) {
    const hadSession = options.tokens.get().accessToken !== null
    options.tokens.set({ accessToken: null, refreshToken: null })
    if (hadSession) options.onSignedOut?.(reason)
  }

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    const sentToken = options.tokens.get().accessToken
    const response = await send(method, path, opts, sentToken)
    if (response.status !== 401 || opts.auth === false || isAbsoluteUrl(path))
      return read<T>(method, path, response, opts)

    if (AUTH_ENDPOINTS.some((endpoint) => pathOnly(path) === endpoint)) {
      signOut('unauthorized')
      return read<T>(method, path, response, opts)
    }
    // Another call may already have refreshed while this one was in flight: replay with the newer token.
    const current = options.tokens.get().accessToken
    const token = current && current !== sentToken ? current : await refreshOnce()
    if (!token) throw new ApiError({ kind: 'signed-out', method, url: http.url(path), status: 401 })
    const replay = await send(method, path, opts, token)
    return read<T>(method, path, replay, opts)
  }

  async function send(method: HttpMethod, path: string, opts: RequestOptions, token: string | null) {
    const url = http.url(path, opts.query)
    const headers: Record<string, string> = { ...opts.headers }
    if (token && opts.auth !== false && !isAbsoluteUrl(path)) headers.Authorization = `Bearer ${token}`
    let body: BodyInit | undefined
    if (opts.body !== undefined) {
      if (typeof opts.body === 'string' || opts.body instanceof Blob || opts.body instanceof FormData) {
        body = opts.body
      } else {
        body = JSON.stringify(opts.body)
        headers['Content-Type'] = 'application/json'
      }
    }
    const timeout = opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined
    const signals = [opts.signal, timeout].filter((signal): signal is AbortSignal => signal !== undefined)
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0]
    try {
      return await doFetch(url, { method, headers, body, signal, credentials: opts.credentials })
    } catch (cause) {
      if (timeout?.aborted) throw new ApiError({ kind: 'timeout', method, url, cause })
      if (opts.signal?.aborted) throw new ApiError({ kind: 'aborted', method, url, cause })
      throw new ApiError({ kind: 'network', method, url, cause })
    }
  }

  async function read<T>(
    method: HttpMethod,
    path: string,
    response: Response,
    opts: RequestOptions,
  ): Promise<T> {
    const url = http.url(path)
    let text: string
    try {
      if (response.ok && opts.response === 'blob') return (await response.blob()) as T
      if (response.ok && opts.response === 'response') return response as T
      text = await response.text()
    } catch (cause) {
      throw new ApiError({ kind: 'network', method, url, status: response.status, cause })
    }
    const contentType = response.headers.get('content-type')
    if (!response.ok) {
      throw new ApiError({
        kind: 'http',
        method,
        url,
        status: response.status,
        serverText: serverTextOf(text, contentType),
      })
    }
    const kind = opts.response ?? 'json'
    if (kind === 'none') return undefined as T
    if (kind === 'text') return text as T
    try {
      return JSON.parse(text) as T
    } catch (cause) {
      throw new ApiError({
        kind: 'parse',
        method,
        url,
        status: response.status,
        serverText: text.slice(0, 200),
        cause,
      })
    }
  }

  function refreshOnce(): Promise<string | null> {
    refreshing ??= refreshTokens().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  async function refreshTokens(): Promise<string | null> {
    const { refreshToken } = options.tokens.get()
    if (http.authMode === 'static') {
      signOut('unauthorized')
      return null
    }
    if (http.authMode === 'header' && !refreshToken) {
      signOut('no-refresh-token')
      return null
    }
    const headers: Record<string, string> = {}
    if (http.authMode === 'header' && refreshToken) headers['x-refresh-token'] = refreshToken
    let payload: { user?: { accessToken?: string; refreshToken?: string | null } }
    const ask = () =>
      send('POST', '/auth/refresh', { headers, credentials: credentialsFor(http.authMode) }, null)
    try {
      let response = await ask()
      // Cookie mode: another tab of this browser may have renewed the cookie a moment before, and the server
      // refuses the one this request carried (it rotates them); the browser holds the new one once that answer is in.
      if (response.status === 401 && http.authMode === 'cookie') {
        await new Promise((resolve) => setTimeout(resolve, COOKIE_RETRY_DELAY_MS))
        response = await ask()
      }
      if (!response.ok) throw new Error(`refresh answered ${response.status}`)
      payload = JSON.parse(await response.text())
    } catch {
      signOut('refresh-failed')
      return null
    }
    const accessToken = payload.user?.accessToken
    if (!accessToken) {
      signOut('refresh-failed')
      return null
    }
    const nextRefresh = payload.user?.refreshToken ?? (http.authMode === 'header' ? refreshToken : null)
    options.tokens.set({ accessToken, refreshToken: nextRefresh ?? null })
    options.onRefreshed?.({ accessToken, refreshToken: nextRefresh ?? null, payload })
    return accessToken
  }

  return http
}

/** Cookie-mode calls to /login, /auth/refresh and /logout must carry the refresh cookie; header mode never sends cookies. */
export function credentialsFor(mode: AuthMode): RequestCredentials {
  return mode === 'cookie' ? 'include' : 'omit'
}

function pathOnly(path: string): string {
  const end = path.search(/[?#]/)
  return end < 0 ? path : path.slice(0, end)
}
