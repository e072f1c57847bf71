import type { RequestHandler } from 'express'

export function securityHeaders(allowIframe: () => boolean): RequestHandler {
  return (_req, res, next) => {
    if (!allowIframe()) res.setHeader('Content-Security-Policy', "frame-ancestors 'self'")
    res.setHeader('Referrer-Policy', 'no-referrer')
    next()
  }
}
