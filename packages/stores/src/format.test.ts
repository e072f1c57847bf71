import { describe, expect, it } from 'vitest'
import {
  BYTE_UNIT_BASE,
  formatBytes,
  formatClock,
  formatDurationShort,
  formatElapsed,
  formatPercent,
} from './format'

describe('formatBytes (spec 02 §9: size units are base 1000)', () => {
  it('uses base 1000, not 1024', () => {
    expect(BYTE_UNIT_BASE).toBe(1000)
    expect(formatBytes(1000)).toBe('1 KB')
    expect(formatBytes(1024)).toBe('1.02 KB')
    expect(formatBytes(554488)).toBe('554.49 KB')
    expect(formatBytes(2_500_000_000)).toBe('2.5 GB')
  })

  it('reads 0 Bytes for nothing or nonsense', () => {
    expect(formatBytes(0)).toBe('0 Bytes')
    expect(formatBytes(Number.NaN)).toBe('0 Bytes')
    expect(formatBytes(-5)).toBe('0 Bytes')
    expect(formatBytes(999)).toBe('999 Bytes')
  })
})

describe('durations', () => {
  it('says elapsed time in seconds, minutes up to 69, then hours and minutes', () => {
    expect(formatElapsed(42.9)).toBe('42 sec')
    expect(formatElapsed(65 * 60)).toBe('65 min')
    expect(formatElapsed(2 * 3600)).toBe('2 hr')
    expect(formatElapsed(2 * 3600 + 5 * 60 + 30)).toBe('2 hr 5 min')
    expect(formatElapsed(-1)).toBe('0 sec')
  })

  it('prints clock positions with hours only when needed', () => {
    expect(formatClock(0)).toBe('0:00')
    expect(formatClock(21.831)).toBe('0:21')
    expect(formatClock(245)).toBe('4:05')
    expect(formatClock(3723)).toBe('1:02:03')
  })

  it('prints compact durations', () => {
    expect(formatDurationShort(87.575)).toBe('1m 28s')
    expect(formatDurationShort(5220)).toBe('1h 27m')
    expect(formatDurationShort(3 * 86400 + 4 * 3600)).toBe('3d 4h')
    expect(formatDurationShort(0)).toBe('0s')
  })
})

describe('formatPercent (spec 01 §4: progress shown as rounded percentages)', () => {
  it('rounds and clamps', () => {
    expect(formatPercent(0.456)).toBe('46%')
    expect(formatPercent(1.2)).toBe('100%')
    expect(formatPercent(-0.1)).toBe('0%')
  })
})
