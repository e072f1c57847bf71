import { describe, expect, it } from 'vitest'
import { JUMP_AMOUNTS_S, PLAYBACK_RATE_PRESETS, PLAYBACK_RATE_STEPS } from './constants'
import { clampPlaybackRate, clampSeekTime, clampVolume, stepPlaybackRate } from './controls'

describe('playback rate (spec 01 §5, spec 02 §9 "Player settings")', () => {
  it('stays between 0.5 and 10 and is rounded to 2 decimals', () => {
    expect(clampPlaybackRate(0.2)).toBe(0.5)
    expect(clampPlaybackRate(12)).toBe(10)
    expect(clampPlaybackRate(1.23456)).toBe(1.23)
    expect(clampPlaybackRate(Number.NaN)).toBe(1)
  })

  it('steps by the user setting, else 0.1, without float noise', () => {
    expect(stepPlaybackRate(1, 0.1, 1)).toBe(1.1)
    expect(stepPlaybackRate(1.1, 0.1, 1)).toBe(1.2)
    expect(stepPlaybackRate(1, 0.05, -1)).toBe(0.95)
    expect(stepPlaybackRate(0.5, 0.1, -1)).toBe(0.5)
    expect(stepPlaybackRate(1, 0, 1)).toBe(1.1)
  })

  it('offers the presets, steps and jump amounts of the settings modal', () => {
    expect(PLAYBACK_RATE_PRESETS).toEqual([0.5, 1, 1.2, 1.5, 2])
    expect(PLAYBACK_RATE_STEPS).toEqual([0.1, 0.05])
    expect(JUMP_AMOUNTS_S).toEqual([10, 15, 30, 60, 120, 300])
  })
})

describe('volume (spec 01 §5)', () => {
  it('stays between 0 and 1 in steps of 0.1', () => {
    expect(clampVolume(-1)).toBe(0)
    expect(clampVolume(1.4)).toBe(1)
    expect(clampVolume(0.1 + 0.2)).toBe(0.3)
    expect(clampVolume(0.46)).toBe(0.5)
  })
})

describe('seek bounds (spec 01 §4)', () => {
  it('clamps at 0 and at the duration', () => {
    expect(clampSeekTime(-5, 100)).toBe(0)
    expect(clampSeekTime(105, 100)).toBe(100)
    expect(clampSeekTime(50, 100)).toBe(50)
  })
})
