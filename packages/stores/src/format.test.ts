import { afterEach, describe, expect, it } from 'vitest'
import {
  BYTE_UNIT_BASE,
  formatBytes,
  formatClock,
  formatDurationShort,
  formatElapsed,
  formatNumber,
  formatPercent,
  formatTimeAgo,
} from './format'
import { setLanguage } from './i18n/language'

afterEach(() => setLanguage('en-us'))

describe('formatBytes (spec 02 §9: size units are base 1000)', () => {
  it('uses base 1000, not 1024', () => {
    expect(BYTE_UNIT_BASE).toBe(1000)
    expect(formatBytes(1000)).toBe('1 kB')
    expect(formatBytes(1024)).toBe('1.02 kB')
    expect(formatBytes(554488)).toBe('554.49 kB')
    expect(formatBytes(2_500_000_000)).toBe('2.5 GB')
    expect(formatBytes(3e18)).toBe('3,000 PB')
  })

  it('reads 0 bytes for nothing or nonsense', () => {
    expect(formatBytes(0)).toBe('0 bytes')
    expect(formatBytes(Number.NaN)).toBe('0 bytes')
    expect(formatBytes(-5)).toBe('0 bytes')
    expect(formatBytes(999)).toBe('999 bytes')
  })

  it('writes sizes in the interface language', () => {
    setLanguage('de')
    expect(formatBytes(554488)).toBe('554,49 kB')
    expect(formatBytes(12)).toBe('12 Byte')
    expect(formatBytes(1000, 2, 'ja')).toBe('1 KB')
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

  it('says durations in the interface language, with its digits', () => {
    setLanguage('de')
    expect(formatElapsed(2 * 3600 + 5 * 60)).toBe('2 Std., 5 Min.')
    setLanguage('ja')
    expect(formatElapsed(2 * 3600 + 5 * 60)).toBe('2 時間5 分')
    expect(formatClock(3723, 'fa')).toBe('۱:۰۲:۰۳')
    expect(formatClock(245, 'ar')).toBe('4:05')
  })
})

describe('numbers and percentages (spec 01 §4: progress shown as rounded percentages)', () => {
  it('rounds and clamps', () => {
    expect(formatPercent(0.456)).toBe('46%')
    expect(formatPercent(1.2)).toBe('100%')
    expect(formatPercent(-0.1)).toBe('0%')
  })

  it('follows the language', () => {
    expect(formatPercent(0.456, 'de')).toBe('46\u00a0%')
    expect(formatNumber(1234.5)).toBe('1,234.5')
    expect(formatNumber(1234.5, {}, 'de')).toBe('1.234,5')
  })
})

describe('relative times', () => {
  const now = Date.UTC(2024, 2, 10, 12)
  it('says how long ago, in the language', () => {
    expect(formatTimeAgo(now - 3 * 86400_000, now)).toBe('3 days ago')
    expect(formatTimeAgo(now - 86400_000, now)).toBe('yesterday')
    expect(formatTimeAgo(now - 5 * 60_000, now)).toBe('5 minutes ago')
    expect(formatTimeAgo(now - 86400_000, now, 'de')).toBe('gestern')
  })
})
