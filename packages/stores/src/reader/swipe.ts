/** Spec 02 §4 "Gestures" and §9 "Swipe: 60 px, 1000 ms, 250 ms debounce". */
export const SWIPE_RULES = {
  /** Shortest move, in total and horizontally. */
  minDistancePx: 60,
  /** A touch this long or longer is not a swipe. */
  maxDurationMs: 1000,
  /** A touch starting this soon after the previous start is ignored. */
  debounceMs: 250,
} as const

export interface TouchPoint {
  x: number
  y: number
  /** Milliseconds (any clock, the same for both points). */
  time: number
}

export type SwipeAction = 'next' | 'previous'

/**
 * Whether a touch starting at `now` counts: not within the debounce of the previous accepted start (`null`: none
 * yet).
 */
export function acceptsTouchStart(now: number, previousStart: number | null): boolean {
  return previousStart === null || now - previousStart >= SWIPE_RULES.debounceMs
}

/**
 * The page turn of a touch from `start` to `end`: a swipe left goes to the next page, right to the previous. Null
 * when it lasted 1 s or more, moved under 60 px in total or horizontally, or moved more vertically than
 * horizontally.
 */
export function swipeAction(start: TouchPoint, end: TouchPoint): SwipeAction | null {
  const dx = end.x - start.x
  const dy = end.y - start.y
  if (end.time - start.time >= SWIPE_RULES.maxDurationMs) return null
  if (Math.hypot(dx, dy) < SWIPE_RULES.minDistancePx) return null
  if (Math.abs(dx) < SWIPE_RULES.minDistancePx) return null
  if (Math.abs(dy) > Math.abs(dx)) return null
  return dx < 0 ? 'next' : 'previous'
}
