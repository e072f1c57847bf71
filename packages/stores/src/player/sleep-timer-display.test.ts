import { describe, expect, it } from 'vitest'
import { SLEEP_TIMER_ADJUST_STEPS_S, SLEEP_TIMER_PRESETS_MIN } from './constants'
import { customSleepSeconds, formatSleepTimer } from './sleep-timer-display'

describe('sleep timer presets and custom time (spec 02 §9)', () => {
  it('offers 5, 15, 20, 30, 45, 60, 90 minutes and 2 hours, adjusting by 300 s and 1800 s', () => {
    expect(SLEEP_TIMER_PRESETS_MIN).toEqual([5, 15, 20, 30, 45, 60, 90, 120])
    expect(SLEEP_TIMER_ADJUST_STEPS_S).toEqual([300, 1800])
  })

  it('a custom time must exceed 0 minutes and becomes rounded seconds', () => {
    expect(customSleepSeconds(0.1)).toBe(6)
    expect(customSleepSeconds(1.255)).toBe(75)
    expect(customSleepSeconds(0)).toBeNull()
    expect(customSleepSeconds(-3)).toBeNull()
    expect(customSleepSeconds(Number.NaN)).toBeNull()
  })
})

describe('sleep timer display (spec 01 §4)', () => {
  it('shows seconds below 90 s, minutes up to 90 min, then hours; EoC for a chapter timer', () => {
    expect(formatSleepTimer({ type: 'countdown', remaining: 88.4 })).toBe('89s')
    expect(formatSleepTimer({ type: 'countdown', remaining: 45 })).toBe('45s')
    expect(formatSleepTimer({ type: 'countdown', remaining: 90 })).toBe('2m')
    expect(formatSleepTimer({ type: 'countdown', remaining: 5400 })).toBe('90m')
    expect(formatSleepTimer({ type: 'countdown', remaining: 7200 })).toBe('2h')
    expect(formatSleepTimer({ type: 'chapter', remaining: null })).toBe('EoC')
  })
})
