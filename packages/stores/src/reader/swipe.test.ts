import { describe, expect, it } from 'vitest'
import { acceptsTouchStart, SWIPE_RULES, swipeAction } from './swipe'

const at = (x: number, y: number, time: number) => ({ x, y, time })

describe('e-reader swipe (spec 02 §4 "Gestures", §9 "Swipe: 60 px, 1000 ms, 250 ms debounce")', () => {
  it('§4 a swipe left goes to the next page, a swipe right to the previous', () => {
    expect(swipeAction(at(300, 100, 0), at(200, 110, 200))).toBe('next')
    expect(swipeAction(at(200, 100, 0), at(300, 90, 200))).toBe('previous')
  })

  it('§4 a touch lasting 1 s or more is ignored', () => {
    expect(swipeAction(at(300, 100, 0), at(100, 100, 999))).toBe('next')
    expect(swipeAction(at(300, 100, 0), at(100, 100, SWIPE_RULES.maxDurationMs))).toBeNull()
  })

  it('§4 a move under 60 px horizontally (or in total) is ignored', () => {
    expect(swipeAction(at(300, 100, 0), at(241, 100, 100))).toBeNull()
    expect(swipeAction(at(300, 100, 0), at(240, 100, 100))).toBe('next')
    // 59 px across and 40 px down: over 60 px in total, but under 60 px horizontally.
    expect(swipeAction(at(300, 100, 0), at(241, 140, 100))).toBeNull()
  })

  it('§4 a move more vertical than horizontal is ignored', () => {
    expect(swipeAction(at(300, 100, 0), at(200, 201, 100))).toBeNull()
    expect(swipeAction(at(300, 100, 0), at(200, 200, 100))).toBe('next')
  })

  it('§4 a touch start within 250 ms of the previous one is ignored', () => {
    expect(acceptsTouchStart(1000, null)).toBe(true)
    expect(acceptsTouchStart(1249, 1000)).toBe(false)
    expect(acceptsTouchStart(1250, 1000)).toBe(true)
  })
})
