/** Why a call failed, so the UI can pick the right words. */
export type ApiErrorKind =
  /** The server answered with a non-2xx status. */
  | 'http'
  /** The server could not be reached (DNS, refused, CORS refusal, offline). */
  | 'network'
  /** The call's own timeout elapsed. */
  | 'timeout'
  /** The caller aborted the call. */
  | 'aborted'
  /** A 2xx answer whose body was not the JSON it should be. */
  | 'parse'
  /** The session ended (401 with no way to refresh); the caller must sign in again. */
  | 'signed-out'

const API_ERROR_BRAND = Symbol.for('@shelfkit/client/ApiError')

export const SERVER_UNREACHABLE_MESSAGE = 'Server could not be reached'

/** The words of the client's own failures (the server's words are its own). */
export interface ErrorTexts {
  unreachable: string
  status(status: number | null | undefined): string
  timeout: string
  aborted: string
  parse: string
  signedOut: string
}

const ENGLISH: ErrorTexts = {
  unreachable: SERVER_UNREACHABLE_MESSAGE,
  status: (status) => `Request failed with status ${status}`,
  timeout: 'The server took too long to answer',
  aborted: 'Request cancelled',
  parse: 'The server sent an unreadable answer',
  signedOut: 'Your session has ended, sign in again',
}

let errorTexts: () => ErrorTexts = () => ENGLISH

/**
 * Gives the client's failure texts in the interface language (the stores do): asked each time a failure is
 * described, so they follow a language switch. English until then.
 */
export function setErrorTexts(texts: () => ErrorTexts): void {
  errorTexts = texts
}

export interface ApiErrorInit {
  kind: ApiErrorKind
  method: string
  url: string
  status?: number | null
  serverText?: string | null
  cause?: unknown
}

/** Every failure of a client call is one of these: typed, with the HTTP status and the server's own words. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | null
  /** The server's message (plain-text body, or the `error` field of a JSON body); null when it said nothing usable. */
  readonly serverText: string | null
  readonly method: string
  readonly url: string
  readonly [API_ERROR_BRAND] = true

  constructor(init: ApiErrorInit) {
    super(describe(init), { cause: init.cause })
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status ?? null
    this.serverText = init.serverText ?? null
    this.method = init.method
    this.url = init.url
  }
}

function describe(init: ApiErrorInit): string {
  const texts = errorTexts()
  switch (init.kind) {
    case 'http':
      return init.serverText || texts.status(init.status)
    case 'network':
      return texts.unreachable
    case 'timeout':
      return texts.timeout
    case 'aborted':
      return texts.aborted
    case 'parse':
      return texts.parse
    case 'signed-out':
      return texts.signedOut
  }
}

/**
 * Brand check rather than instanceof: two copies of this package on one page (two bundles) must recognise each
 * other's errors.
 */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof Error && (value as { [API_ERROR_BRAND]?: unknown })[API_ERROR_BRAND] === true
}

/**
 * The message the UI shows for a failed call: the server's text when it gave one, else the fallback
 * (the spec's catalogues read "toast with response body, else 'Failed to …'").
 * Unreachable servers always read 'Server could not be reached' (in the language `setErrorTexts` gives).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback
  if (error.kind === 'network') return errorTexts().unreachable
  return error.serverText || fallback
}

/** Extracts the human part of an error body: JSON `{error}` / `{message}`, plain text, never HTML markup. */
export function serverTextOf(body: string, contentType: string | null): string | null {
  const text = body.trim()
  if (!text) return null
  if (contentType?.includes('json') || text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text)
      if (parsed && typeof parsed === 'object') {
        const record = parsed as Record<string, unknown>
        const message = record.error ?? record.message
        if (typeof message === 'string' && message) return message
      }
      if (typeof parsed === 'string') return parsed
    } catch {
      // not JSON after all: fall through to the text rules
    }
  }
  if (contentType?.includes('html') || /^<(!doctype|html)/i.test(text)) {
    const stripped = text
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    return stripped || null
  }
  return text.length > 500 ? `${text.slice(0, 500)}…` : text
}
