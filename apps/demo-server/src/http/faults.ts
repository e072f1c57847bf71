import { STATUS_CODES } from 'node:http'
import type { RequestHandler } from 'express'

export interface FailRule {
  method: string
  /** Regular expression source matched against the request path without query or base path. */
  path: string
  status: number
  count: number
  body?: string
  /** A binary body (a truncated or damaged file), sent instead of `body` with `contentType`. */
  bodyBase64?: string
  contentType?: string
  malformedJson?: boolean
}

interface ActiveFailRule extends FailRule {
  pattern: RegExp
  remaining: number
}

export interface FaultRequest {
  latencyMs?: number
  fail?: FailRule | FailRule[]
  dropSockets?: boolean
  expireAccessTokens?: boolean
  socketAuthFailureDelayMs?: number
}

export class FaultInputError extends Error {}

function parseRule(raw: unknown): ActiveFailRule {
  const rule = raw as Partial<FailRule> | null
  if (!rule || typeof rule !== 'object')
    throw new FaultInputError('fail must be an object or an array of objects')
  if (typeof rule.method !== 'string' || typeof rule.path !== 'string') {
    throw new FaultInputError('fail.method and fail.path must be strings')
  }
  if (!Number.isInteger(rule.status) || rule.status! < 100 || rule.status! > 599) {
    throw new FaultInputError('fail.status must be an HTTP status code')
  }
  if (!Number.isInteger(rule.count) || rule.count! < 1) throw new FaultInputError('fail.count must be >= 1')
  let pattern: RegExp
  try {
    pattern = new RegExp(rule.path)
  } catch {
    throw new FaultInputError('fail.path is not a valid regular expression')
  }
  return {
    method: rule.method.toUpperCase(),
    path: rule.path,
    status: rule.status!,
    count: rule.count!,
    body: typeof rule.body === 'string' ? rule.body : undefined,
    bodyBase64: typeof rule.bodyBase64 === 'string' ? rule.bodyBase64 : undefined,
    contentType: typeof rule.contentType === 'string' ? rule.contentType : undefined,
    malformedJson: rule.malformedJson === true,
    pattern,
    remaining: rule.count!,
  }
}

function checkDelay(name: string, value: unknown): void {
  if (value === undefined) return
  if (typeof value !== 'number' || value < 0 || value > 120_000) {
    throw new FaultInputError(`${name} must be a number between 0 and 120000`)
  }
}

/**
 * Test-only misbehaviour, off by default: added latency, scripted failures of matching requests, and late
 * socket `auth_failed` answers (the real server verifies socket auth asynchronously, so answers can cross).
 */
export class Faults {
  latencyMs = 0
  socketAuthFailureDelayMs = 0
  private rules: ActiveFailRule[] = []

  /** Validates the whole request before changing anything. */
  apply(request: FaultRequest): void {
    checkDelay('latencyMs', request.latencyMs)
    checkDelay('socketAuthFailureDelayMs', request.socketAuthFailureDelayMs)
    const fail = request.fail === undefined ? [] : Array.isArray(request.fail) ? request.fail : [request.fail]
    const parsed = fail.map(parseRule)
    if (request.latencyMs !== undefined) this.latencyMs = request.latencyMs
    if (request.socketAuthFailureDelayMs !== undefined) {
      this.socketAuthFailureDelayMs = request.socketAuthFailureDelayMs
    }
    this.rules.push(...parsed)
  }

  reset(): void {
    this.latencyMs = 0
    this.socketAuthFailureDelayMs = 0
    this.rules = []
  }

  describe() {
    return {
      latencyMs: this.latencyMs,
      socketAuthFailureDelayMs: this.socketAuthFailureDelayMs,
      fail: this.rules.map(({ method, path, status, remaining, body, malformedJson }) => ({
        method,
        path,
        status,
        count: remaining,
        body,
        malformedJson,
      })),
    }
  }

  /** `pathOf` gives the path the rules match against (base path removed). */
  middleware(pathOf: (path: string) => string, exempt: (path: string) => boolean): RequestHandler {
    return (req, res, next) => {
      const path = pathOf(req.path)
      if (exempt(path)) return next()
      const rule = this.rules.find(
        (r) => r.remaining > 0 && (r.method === '*' || r.method === req.method) && r.pattern.test(path),
      )
      if (rule) {
        rule.remaining--
        this.rules = this.rules.filter((r) => r.remaining > 0)
      }
      const respond = () => {
        if (!rule) return next()
        res.status(rule.status)
        if (rule.malformedJson) res.type('application/json').send(rule.body ?? '{"truncated":')
        else if (rule.bodyBase64 !== undefined)
          res
            .type(rule.contentType ?? 'application/octet-stream')
            .send(Buffer.from(rule.bodyBase64, 'base64'))
        else res.type('text/plain').send(rule.body ?? STATUS_CODES[rule.status] ?? 'Error')
      }
      if (this.latencyMs > 0) setTimeout(respond, this.latencyMs)
      else respond()
    }
  }
}
