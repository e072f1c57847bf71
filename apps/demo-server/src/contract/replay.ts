import { type Exchange, isBinaryBody } from './samples'

export interface ReplayedResponse {
  status: number
  headers: Headers
  body: unknown
  /** True when the body was not text (audio, images, segments, archives). */
  binary: boolean
}

export interface ReplayOptions {
  /** Recorded values that are the same on the demo server (the sample data ids): never remapped. */
  fixedIds: Set<string>
  /** Sign-in names of the sample users by id, to stand in for tokens the recording got in unsaved steps. */
  credentials: Record<string, { username: string; password: string }>
  /** Rewrites applied to a request before sending (recorded paths outside the data folder, clashing names). */
  rewrite?: (
    request: { method: string; path: string; headers: Record<string, string>; body: unknown },
    file: string,
  ) => void
}

const tokenKeys = new Set(['token', 'accessToken', 'refreshToken', 'apiKey'])
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const jwtPattern = /^eyJ[\w-]+\.[\w-]+\.[\w-]+/

/** Labels used to pair array elements of a recorded and a live response. */
function labelOf(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const media = v.media as { metadata?: { title?: unknown } } | undefined
  const metadata = v.metadata as { filename?: unknown } | undefined
  const candidates = [
    v.name,
    v.title,
    v.username,
    v.slug,
    v.displayTitle,
    media?.metadata?.title,
    metadata?.filename,
    v.label,
  ]
  const found = candidates.find((c) => typeof c === 'string' && c)
  return typeof found === 'string' ? found : null
}

/**
 * Sends recorded requests to a live demo server in recording order. Ids and tokens the recording created
 * (session ids, new collections, JWTs, cookies) are learned from each response pair and substituted into
 * later requests, so a sequence like "create, then update by id" replays with the live server's ids.
 */
export class Replayer {
  private readonly ids = new Map<string, string>()
  private readonly tokens = new Map<string, string>()
  private readonly mappedTargets = new Set<string>()

  constructor(
    private readonly baseUrl: string,
    private readonly options: ReplayOptions,
  ) {}

  private substituteText(text: string): string {
    return text.replace(/[\w.%-]+/g, (part) => this.substituteToken(part))
  }

  private substituteToken(part: string): string {
    const direct = this.tokens.get(part) ?? this.ids.get(part)
    if (direct) return direct
    if (jwtPattern.test(part)) {
      // A recorded token with something appended (a deliberately garbled token) keeps its suffix.
      for (const [recorded, live] of this.tokens)
        if (part.startsWith(recorded)) return live + part.slice(recorded.length)
    }
    return part
  }

  private substituteValue(value: unknown): unknown {
    if (typeof value === 'string') return this.tokens.get(value) ?? this.ids.get(value) ?? value
    if (Array.isArray(value)) return value.map((v) => this.substituteValue(v))
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.substituteValue(v)]))
    }
    return value
  }

  /** Declares that a recorded id corresponds to a live one (for entities made in unsaved steps). */
  alias(recorded: string, live: string): void {
    this.learnId(recorded, live)
  }

  private learnId(recorded: string, live: string): void {
    if (recorded === live || this.options.fixedIds.has(recorded) || this.ids.has(recorded)) return
    if (this.mappedTargets.has(live)) return
    this.ids.set(recorded, live)
    this.mappedTargets.add(live)
  }

  private learnToken(recorded: string, live: string): void {
    if (recorded !== live) this.tokens.set(recorded, live)
  }

  /** Walks both bodies together, pairing array elements by label (or position). */
  private learn(recorded: unknown, live: unknown, key?: string): void {
    if (typeof recorded === 'string' && typeof live === 'string' && key) {
      if (tokenKeys.has(key) && jwtPattern.test(recorded)) this.learnToken(recorded, live)
      else if (
        (key === 'id' || key.endsWith('Id') || key === 'ino') &&
        (idPattern.test(recorded) || /^\d+$/.test(recorded))
      ) {
        this.learnId(recorded, live)
      }
      return
    }
    if (Array.isArray(recorded) && Array.isArray(live)) {
      const unpaired = [...live]
      for (const [index, element] of recorded.entries()) {
        const label = labelOf(element)
        let partner: unknown
        if (label) {
          const found = unpaired.findIndex((candidate) => labelOf(candidate) === label)
          if (found >= 0) partner = unpaired.splice(found, 1)[0]
        } else if (index < live.length) {
          partner = live[index]
        }
        if (partner !== undefined) this.learn(element, partner)
      }
      return
    }
    if (recorded && live && typeof recorded === 'object' && typeof live === 'object') {
      const liveObject = live as Record<string, unknown>
      for (const [k, v] of Object.entries(recorded as Record<string, unknown>)) {
        if (k in liveObject) this.learn(v, liveObject[k], k)
      }
    }
  }

  private learnCookies(recorded: string[] | undefined, live: string[]): void {
    const value = (cookie: string) => {
      const [pair] = cookie.split(';')
      const index = pair!.indexOf('=')
      return { name: pair!.slice(0, index), value: pair!.slice(index + 1) }
    }
    for (const cookie of recorded ?? []) {
      const want = value(cookie)
      const got = live.map(value).find((c) => c.name === want.name)
      if (got?.value && want.value)
        this.learnToken(decodeURIComponent(want.value), decodeURIComponent(got.value))
    }
  }

  /**
   * Tokens the recording obtained in steps it did not save: a still-valid access, refresh or legacy token
   * of a sample user is replaced by a live one of the same kind; expired or foreign ones stay as they are.
   */
  private async standInTokens(exchange: Exchange): Promise<void> {
    const text = JSON.stringify(exchange.request)
    const recordedAt = Date.parse(String(exchange.response.headers.date ?? '')) / 1000 || Date.now() / 1000
    for (const jwt of new Set(text.match(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g) ?? [])) {
      if (this.tokens.has(jwt) || [...this.tokens.keys()].some((known) => jwt.startsWith(known))) continue
      let claims: { userId?: string; type?: string; exp?: number }
      try {
        claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'))
      } catch {
        continue
      }
      const login = claims.userId ? this.options.credentials[claims.userId] : undefined
      if (!login || (claims.exp && claims.exp < recordedAt) || claims.type === 'api') continue
      const response = await fetch(`${this.baseUrl}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-return-tokens': 'true' },
        body: JSON.stringify(login),
      })
      const user = (
        (await response.json()) as { user: { accessToken: string; refreshToken: string; token: string } }
      ).user
      this.tokens.set(
        jwt,
        claims.type === 'refresh'
          ? user.refreshToken
          : claims.type === 'access'
            ? user.accessToken
            : user.token,
      )
    }
  }

  async send(exchange: Exchange): Promise<ReplayedResponse> {
    await this.standInTokens(exchange)
    const request = {
      method: exchange.request.method,
      path: this.substituteText(exchange.request.path),
      headers: Object.fromEntries(
        Object.entries(exchange.request.headers).map(([k, v]) => [k, this.substituteText(String(v))]),
      ),
      body: this.substituteValue(exchange.request.body),
    }
    this.options.rewrite?.(request, exchange.file)
    const hasBody = request.body !== null && request.body !== undefined
    const headers: Record<string, string> = { ...request.headers }
    if (hasBody && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['Content-Type'] = 'application/json'
    }
    const response = await fetch(`${this.baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body: hasBody
        ? typeof request.body === 'string'
          ? request.body
          : JSON.stringify(request.body)
        : undefined,
      redirect: 'manual',
    })
    const type = response.headers.get('content-type') ?? ''
    const textual = !type || /json|text|xml|mpegurl|html/.test(type)
    let body: unknown
    if (!textual || isBinaryBody(exchange.response.body)) {
      const bytes = new Uint8Array(await response.arrayBuffer())
      body = { _binary: true, byteLength: bytes.length }
    } else {
      const text = await response.text()
      try {
        body = type.includes('json') ? JSON.parse(text) : text
      } catch {
        body = text
      }
    }
    this.learn(exchange.response.body, body)
    const recordedCookies = exchange.response.headers['set-cookie']
    this.learnCookies(
      Array.isArray(recordedCookies) ? recordedCookies : undefined,
      response.headers.getSetCookie(),
    )
    return { status: response.status, headers: response.headers, body, binary: !textual }
  }
}
