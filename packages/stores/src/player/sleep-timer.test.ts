import { describe, expect, it } from 'vitest'
import { SLEEP_TIMER_ADJUST_STEPS_S, SLEEP_TIMER_PRESETS_MIN } from './constants'
import { customSleepSeconds, formatSleepTimer, SleepTimer } from './sleep-timer'
import type { SleepTimerState } from './types'

function timer() {
  const states: SleepTimerState[] = []
  return { timer: new SleepTimer((state) => states.push(state)), states }
}

describe('sleep timer (spec 01 §4 "Sleep timer")', () => {
  it('counts playing time down and ends at 0', () => {
    const { timer: sleep } = timer()
    sleep.setCountdown(3)
    expect(sleep.tick(1, 10)).toBe(false)
    expect(sleep.tick(1, 11)).toBe(false)
    expect(sleep.state.remaining).toBe(1)
    expect(sleep.tick(1, 12)).toBe(true)
    expect(sleep.state.type).toBeNull()
  })

  it('increment adds time; cancel clears it', () => {
    const { timer: sleep } = timer()
    sleep.setCountdown(600)
    sleep.increment(300)
    expect(sleep.state.remaining).toBe(900)
    sleep.cancel()
    expect(sleep.state).toEqual({ type: null, remaining: null })
  })

  it('decrement leaves 3 s when less than the step remains, otherwise subtracts', () => {
    const { timer: sleep } = timer()
    sleep.setCountdown(200)
    sleep.decrement(300)
    expect(sleep.state.remaining).toBe(3)
    sleep.setCountdown(2000)
    sleep.decrement(1800)
    expect(sleep.state.remaining).toBe(200)
    sleep.setCountdown(300)
    sleep.decrement(300)
    expect(sleep.state.remaining).toBe(0)
  })

  it('an end-of-chapter timer ends when the chapter playing ends, and follows seeks to other chapters', () => {
    const { timer: sleep } = timer()
    sleep.setEndOfChapter(20)
    expect(sleep.state.type).toBe('chapter')
    expect(sleep.tick(1, 18)).toBe(false)
    sleep.chapterChangedBySeek(45)
    expect(sleep.tick(1, 21)).toBe(false)
    expect(sleep.tick(1, 44.5)).toBe(true)
    expect(sleep.state.type).toBeNull()
  })

  it('adjusting does nothing to an end-of-chapter timer', () => {
    const { timer: sleep } = timer()
    sleep.setEndOfChapter(20)
    sleep.increment(300)
    expect(sleep.state).toEqual({ type: 'chapter', remaining: null })
  })
})

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
