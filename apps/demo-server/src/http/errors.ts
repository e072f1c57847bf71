import { STATUS_CODES } from 'node:http'
import type { ErrorRequestHandler, Response } from 'express'

/** passport's 401: the word Unauthorized with no Content-Type header. */
export function sendUnauthorized(res: Response): void {
  res.statusCode = 401
  res.setHeader('Content-Length', '12')
  res.end('Unauthorized')
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Express's production error page: the status text in a <pre>, never a stack trace. */
export function errorPage(status: number): string {
  const message = escapeHtml(STATUS_CODES[status] ?? 'Error')
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>${message}</pre>\n</body>\n</html>\n`
}

interface HttpishError {
  status?: number
  statusCode?: number
  type?: string
}

/** Last error handler: malformed bodies give 400, anything unexpected 500, like Express in production. */
export const finalErrorHandler: ErrorRequestHandler = (error: HttpishError, _req, res, _next) => {
  const candidate = error?.status ?? error?.statusCode
  const status = typeof candidate === 'number' && candidate >= 400 && candidate < 600 ? candidate : 500
  if (status === 500) console.error('[demo-server] request failed:', error)
  if (res.headersSent) {
    res.end()
    return
  }
  res.status(status)
  res.setHeader('Content-Security-Policy', "default-src 'none'")
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.type('html').send(errorPage(status))
}
