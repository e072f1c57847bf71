import { describe, expect, it } from 'vitest'
import { ApiError, errorMessage, SERVER_UNREACHABLE_MESSAGE, serverTextOf } from './errors'

describe('server text of error answers', () => {
  it('reads the error field of JSON bodies (refresh failures, rate limits)', () => {
    expect(serverTextOf('{"error":"Invalid refresh token"}', 'application/json; charset=utf-8')).toBe(
      'Invalid refresh token',
    )
  })

  it('keeps plain text as is (401 Unauthorized, 403 Invalid payload)', () => {
    expect(serverTextOf('Unauthorized', null)).toBe('Unauthorized')
    expect(serverTextOf('Invalid payload', 'text/html; charset=utf-8')).toBe('Invalid payload')
  })

  it('strips markup from HTML error pages so no HTML reaches a toast', () => {
    const page = '<!DOCTYPE html><html><body><pre>Cannot GET /api/settings</pre></body></html>'
    expect(serverTextOf(page, 'text/html; charset=utf-8')).toBe('Cannot GET /api/settings')
  })

  it('gives null for empty bodies', () => {
    expect(serverTextOf('  ', 'text/plain')).toBeNull()
  })
})

describe('errorMessage: "server text, else fallback" (spec 01 §8)', () => {
  const make = (kind: ApiError['kind'], serverText: string | null = null) =>
    new ApiError({
      kind,
      method: 'POST',
      url: '/api/items/batch/get',
      status: kind === 'http' ? 500 : null,
      serverText,
    })

  it('prefers the server text', () => {
    expect(errorMessage(make('http', 'Invalid payload'), 'Failed to get items')).toBe('Invalid payload')
  })

  it('falls back when the server said nothing', () => {
    expect(errorMessage(make('http'), 'Failed to get items')).toBe('Failed to get items')
    expect(errorMessage(new Error('boom'), 'Unknown error')).toBe('Unknown error')
  })

  it("says 'Server could not be reached' when the network failed", () => {
    expect(errorMessage(make('network'), 'Failed to get items')).toBe(SERVER_UNREACHABLE_MESSAGE)
    expect(SERVER_UNREACHABLE_MESSAGE).toBe('Server could not be reached')
  })
})
