import { STATUS_CODES } from 'node:http'
import type { RequestHandler } from 'express'
import { PROTECTED_SAMPLES, type ProtectedSample, protectedSample } from '../media/generate/protected-samples'

export interface FailRule {
  method: string
  /** Regular expression source matched against the request path without query or base path. */
  path: string
  status: number
  count: number
  body?: string
  /** A binary body (a truncated or damaged file), sent instead of `body` with `contentType`. */
  bodyBase64?: string
  /** A generated password-protected file (`protected-pdf`, `protected-cbr`), sent like `bodyBase64`. */
  sample?: ProtectedSample
  contentType?: string
  malformedJson?: boolean
}

interface ActiveFailRule extends FailRule {
  pattern: RegExp
  remaining: number
}

/** Holds matching requests back for `delayMs` before they are answered as usual (a slow provider, a slow disk). */
export interface SlowRule {
  method: string
  path: string
  delayMs: number
  count: number
}

interface ActiveSlowRule extends SlowRule {
  pattern: RegExp
}

export interface FaultRequest {
  latencyMs?: number
  fail?: FailRule | FailRule[]
  slow?: SlowRule | SlowRule[]
  dropSockets?: boolean
  expireAccessTokens?: boolean
  /** Every login session stored so far ends: its refresh token answers 401 `Refresh token expired`. */
  expireLoginSessions?: boolean
  socketAuthFailureDelayMs?: number
  /** Each library scan waits this long before every folder it looks at (a scan long enough to cancel). */
  scanItemDelayMs?: number
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
  if (rule.sample !== undefined && !PROTECTED_SAMPLES.includes(rule.sample)) {
    throw new FaultInputError(`fail.sample must be one of ${PROTECTED_SAMPLES.join(', ')}`)
  }
  const sample = rule.sample && Buffer.from(protectedSample(rule.sample)).toString('base64')
  return {
    method: rule.method.toUpperCase(),
    path: rule.path,
    status: rule.status!,
    count: rule.count!,
    body: typeof rule.body === 'string' ? rule.body : undefined,
    bodyBase64: sample || (typeof rule.bodyBase64 === 'string' ? rule.bodyBase64 : undefined),
    contentType: typeof rule.contentType === 'string' ? rule.contentType : undefined,
    malformedJson: rule.malformedJson === true,
    pattern,
    remaining: rule.count!,
  }
}

function parseSlowRule(raw: unknown): ActiveSlowRule {
  const rule = raw as Partial<SlowRule> | null
  if (!rule || typeof rule !== 'object' || typeof rule.method !== 'string' || typeof rule.path !== 'string')
    throw new FaultInputError('slow.method and slow.path must be strings')
  checkDelay('slow.delayMs', rule.delayMs)
  if (typeof rule.delayMs !== 'number') throw new FaultInputError('slow.delayMs must be a number')
  if (!Number.isInteger(rule.count) || rule.count! < 1) throw new FaultInputError('slow.count must be >= 1')
  let pattern: RegExp
  try {
    pattern = new RegExp(rule.path)
  } catch {
    throw new FaultInputError('slow.path is not a valid regular expression')
  }
  return {
    method: rule.method.toUpperCase(),
    path: rule.path,
    delayMs: rule.delayMs,
    count: rule.count!,
    pattern,
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
  scanItemDelayMs = 0
  private rules: ActiveFailRule[] = []
  private slowRules: ActiveSlowRule[] = []

  /** Validates the whole request before changing anything. */
  apply(request: FaultRequest): void {
    checkDelay('latencyMs', request.latencyMs)
    checkDelay('socketAuthFailureDelayMs', request.socketAuthFailureDelayMs)
    checkDelay('scanItemDelayMs', request.scanItemDelayMs)
    const fail = request.fail === undefined ? [] : Array.isArray(request.fail) ? request.fail : [request.fail]
    const parsed = fail.map(parseRule)
    const slow = request.slow === undefined ? [] : Array.isArray(request.slow) ? request.slow : [request.slow]
    const parsedSlow = slow.map(parseSlowRule)
    if (request.latencyMs !== undefined) this.latencyMs = request.latencyMs
    if (request.socketAuthFailureDelayMs !== undefined) {
      this.socketAuthFailureDelayMs = request.socketAuthFailureDelayMs
    }
    if (request.scanItemDelayMs !== undefined) this.scanItemDelayMs = request.scanItemDelayMs
    this.rules.push(...parsed)
    this.slowRules.push(...parsedSlow)
  }

  reset(): void {
    this.latencyMs = 0
    this.socketAuthFailureDelayMs = 0
    this.scanItemDelayMs = 0
    this.rules = []
    this.slowRules = []
  }

  describe() {
    return {
      latencyMs: this.latencyMs,
      socketAuthFailureDelayMs: this.socketAuthFailureDelayMs,
      scanItemDelayMs: this.scanItemDelayMs,
      fail: this.rules.map(({ method, path, status, remaining, body, malformedJson }) => ({
        method,
        path,
        status,
        count: remaining,
        body,
        malformedJson,
      })),
      slow: this.slowRules.map(({ method, path, delayMs, count }) => ({ method, path, delayMs, count })),
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
      const slow = rule
        ? undefined
        : this.slowRules.find((r) => (r.method === '*' || r.method === req.method) && r.pattern.test(path))
      if (slow) {
        slow.count--
        this.slowRules = this.slowRules.filter((r) => r.count > 0)
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
      const delay = this.latencyMs + (slow?.delayMs ?? 0)
      if (delay > 0) setTimeout(respond, delay)
      else respond()
    }
  }
}
