import { describe, expect, it } from 'vitest'
import { needsPolling } from './live-refresh'

describe('refreshing without live events', () => {
  it('polls only for a signed-in page whose socket is silent and that someone can see', () => {
    expect(needsPolling(true, false, true)).toBe(true)
    expect(needsPolling(true, true, true)).toBe(false)
    expect(needsPolling(false, false, true)).toBe(false)
    expect(needsPolling(true, false, false)).toBe(false)
  })
})
