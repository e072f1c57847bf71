import { describe, expect, it } from 'vitest'
import {
  decreaseDuration,
  formatRemaining,
  increaseDuration,
  SHARE_DURATION_UNITS,
  shareDurationSeconds,
  shareExpiresAt,
  shareTimeRemaining,
} from './duration'

describe('spec 02 §4 "Share duration"', () => {
  it('minus cannot go below 0; plus adds 1', () => {
    expect(decreaseDuration(2)).toBe(1)
    expect(decreaseDuration(0)).toBe(0)
    expect(decreaseDuration(Number.NaN)).toBe(0)
    expect(increaseDuration(0)).toBe(1)
    expect(increaseDuration(4)).toBe(5)
    expect(increaseDuration(Number.NaN)).toBe(1)
  })

  it('seconds = value × 60, 3600 or 86400 by unit (spec 02 §9)', () => {
    expect(SHARE_DURATION_UNITS).toEqual({ minutes: 60, hours: 3600, days: 86400 })
    expect(shareDurationSeconds(5, 'minutes')).toBe(300)
    expect(shareDurationSeconds('2', 'hours')).toBe(7200)
    expect(shareDurationSeconds(1, 'days')).toBe(86400)
  })

  it('invalid or zero means permanent (spec 02 §5 Share)', () => {
    expect(shareDurationSeconds(0, 'days')).toBe(0)
    expect(shareDurationSeconds('', 'days')).toBe(0)
    expect(shareDurationSeconds('abc', 'hours')).toBe(0)
    expect(shareDurationSeconds(-3, 'hours')).toBe(0)
    expect(shareExpiresAt(0, 1_000)).toBe(0)
    expect(shareExpiresAt(60, 1_000)).toBe(61_000)
  })
})

describe('spec 02 §4 "Share" time remaining', () => {
  const now = Date.parse('2026-01-01T00:00:00Z')

  it('reads Permanent with no expiry and Expired once past', () => {
    expect(shareTimeRemaining(null, now)).toBe('Permanent')
    expect(shareTimeRemaining(0, now)).toBe('Permanent')
    expect(shareTimeRemaining('2025-12-31T23:59:00Z', now)).toBe('Expired')
    expect(shareTimeRemaining(now, now)).toBe('Expired')
  })

  it('else a readable time left', () => {
    expect(shareTimeRemaining('2026-01-02T00:00:00Z', now)).toBe('1d')
    expect(shareTimeRemaining(now + (26 * 3600 + 5 * 60) * 1000, now)).toBe('1d 2h 5m')
    expect(formatRemaining(30_000)).toBe('1m')
    expect(formatRemaining(90 * 60_000)).toBe('1h 30m')
  })
})
