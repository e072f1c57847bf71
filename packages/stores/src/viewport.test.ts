import { describe, expect, it } from 'vitest'
import { isMobile, MOBILE_BREAKPOINT_PX, viewportKind } from './viewport'

describe('mobile and orientation (spec 01 §4 "Other state rules", §9)', () => {
  it('§4 mobile when width or height is below 640', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(640)
    expect(isMobile(639, 1000)).toBe(true)
    expect(isMobile(1000, 639)).toBe(true)
    expect(isMobile(640, 640)).toBe(false)
  })

  it('§4 landscape is mobile with height below width; portrait is mobile with height at least width', () => {
    expect(viewportKind(800, 400)).toEqual({ mobile: true, landscape: true, portrait: false })
    expect(viewportKind(400, 800)).toEqual({ mobile: true, landscape: false, portrait: true })
    expect(viewportKind(500, 500)).toEqual({ mobile: true, landscape: false, portrait: true })
    expect(viewportKind(1280, 800)).toEqual({ mobile: false, landscape: false, portrait: false })
  })
})
