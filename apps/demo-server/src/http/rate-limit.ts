import type { RequestHandler } from 'express'

/**
 * The auth rate limiter (express-rate-limit defaults as the real server configures them): a fixed window
 * per client address, draft-6 `RateLimit-*` headers, and 429 with a JSON error once the limit is passed.
 */
export function authRateLimiter(max: number, windowMs: number): RequestHandler {
  if (max <= 0) return (_req, _res, next) => next()
  const windows = new Map<string, { count: number; resetAt: number }>()
  return (req, res, next) => {
    const now = Date.now()
    const key = req.ip ?? 'unknown'
    let entry = windows.get(key)
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs }
      windows.set(key, entry)
    }
    entry.count++
    res.setHeader('RateLimit-Policy', `${max};w=${Math.round(windowMs / 1000)}`)
    res.setHeader('RateLimit-Limit', String(max))
    res.setHeader('RateLimit-Remaining', String(Math.max(0, max - entry.count)))
    res.setHeader('RateLimit-Reset', String(Math.ceil((entry.resetAt - now) / 1000)))
    if (entry.count > max) {
      res.status(429).json({ error: 'Too many authentication requests' })
      return
    }
    next()
  }
}
