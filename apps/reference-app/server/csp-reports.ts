import type { IncomingMessage, ServerResponse } from 'node:http'

/** One violation as the app server logs it. Addresses lose their query and fragment: they may carry a token. */
export interface CspViolation {
  directive: string
  blocked: string
  page: string
  source?: string
  sample?: string
}

const MAX_REPORT_BYTES = 64 * 1024

/** An address without its query and fragment (the OpenID callback brings the access token in the query). */
export function withoutQuery(address: unknown): string {
  if (typeof address !== 'string') return ''
  return address.replace(/[?#].*$/s, '')
}

type Fields = Record<string, unknown>

/** The violation of a `report-uri` body (`{"csp-report": {…}}`) or of a Reporting API body (`[{type, body}]`). */
export function violationsOf(payload: unknown): CspViolation[] {
  const reports: Fields[] = Array.isArray(payload)
    ? payload.filter((entry) => entry?.type === 'csp-violation').map((entry) => entry.body as Fields)
    : payload && typeof payload === 'object' && 'csp-report' in payload
      ? [(payload as { 'csp-report': Fields })['csp-report']]
      : []
  return reports
    .filter((report) => report && typeof report === 'object')
    .map((report) => {
      const line = report['line-number'] ?? report.lineNumber
      const file = withoutQuery(report['source-file'] ?? report.sourceFile)
      const sample = report['script-sample'] ?? report.sample
      return {
        directive: String(
          report['effective-directive'] ?? report.effectiveDirective ?? report['violated-directive'],
        ),
        blocked: withoutQuery(report['blocked-uri'] ?? report.blockedURL) || 'inline',
        page: withoutQuery(report['document-uri'] ?? report.documentURL),
        ...(file ? { source: line ? `${file}:${line}` : file } : {}),
        ...(typeof sample === 'string' && sample ? { sample } : {}),
      }
    })
}

/** The log line of one violation. */
export function describeViolation(violation: CspViolation): string {
  const where = violation.source ? ` (${violation.source})` : ''
  const sample = violation.sample ? ` "${violation.sample}"` : ''
  return `Content Security Policy: ${violation.directive} blocked ${violation.blocked} on ${violation.page}${where}${sample}`
}

/** Takes a browser's violation report (POST, at most 64 KB of JSON), answers 204 and hands each violation on. */
export function receiveCspReport(
  req: IncomingMessage,
  res: ServerResponse,
  onViolation: (violation: CspViolation) => void,
): void {
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' })
    res.end()
    return
  }
  const chunks: Buffer[] = []
  let size = 0
  req.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > MAX_REPORT_BYTES) {
      res.writeHead(413)
      res.end()
      req.destroy()
    } else chunks.push(chunk)
  })
  req.on('end', () => {
    if (res.headersSent) return
    let payload: unknown = null
    try {
      payload = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      // not JSON: nothing to log
    }
    for (const violation of violationsOf(payload)) onViolation(violation)
    res.writeHead(204)
    res.end()
  })
}
