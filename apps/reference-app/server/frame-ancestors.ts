import type { IncomingHttpHeaders } from 'node:http'

/** What the app allows before the server has said anything: its own origin only (the server's default). */
export const SAME_ORIGIN_ANCESTORS = "'self'"
/** The server's "Allow iframe" setting on: it sends no `frame-ancestors`, so any page may frame it. */
export const ANY_ANCESTORS = '*'

/**
 * The `frame-ancestors` of the server's answers, which follow its "Allow iframe" setting: `frame-ancestors 'self'`
 * on every answer while it is off, nothing once it is on. The app's pages take the same sources.
 */
export function frameAncestorsOf(headers: IncomingHttpHeaders): string {
  const policies = [headers['content-security-policy'] ?? []].flat()
  for (const policy of policies) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/)
      if (name?.toLowerCase() === 'frame-ancestors' && sources.length) return sources.join(' ')
    }
  }
  return ANY_ANCESTORS
}

export interface FrameAncestorsWatch {
  /** The sources the app's pages send now. */
  readonly current: string
  /**
   * Takes the setting from an answer of the server. Only successful ones say it: an error page of the server's web
   * framework replaces the header with its own `default-src 'none'`.
   */
  observe(status: number, headers: IncomingHttpHeaders): void
}

/** Follows the server's setting through its answers; until the first one, only the app's own origin may frame it. */
export function watchFrameAncestors(): FrameAncestorsWatch {
  let current = SAME_ORIGIN_ANCESTORS
  return {
    get current() {
      return current
    },
    observe(status, headers) {
      if (status >= 200 && status < 400) current = frameAncestorsOf(headers)
    },
  }
}
