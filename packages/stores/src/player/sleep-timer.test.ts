import { describe, expect, it } from 'vitest'
import { SleepTimer } from './sleep-timer'
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
