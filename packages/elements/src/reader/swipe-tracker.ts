import { acceptsTouchStart, type SwipeAction, swipeAction, type TouchPoint } from '@shelfkit/stores'

export interface SwipeTracker {
  touchStart(event: TouchEvent): void
  touchEnd(event: TouchEvent): void
}

/**
 * Follows one-finger touches (on the reader, or inside an epub page's frame) and calls `onSwipe` for those the
 * spec's swipe rule accepts (spec 02 §4 "Gestures", the rule in `@shelfkit/stores`).
 */
export function createSwipeTracker(onSwipe: (action: SwipeAction) => void): SwipeTracker {
  let start: TouchPoint | null = null
  let lastStart: number | null = null
  const pointOf = (event: TouchEvent, time: number): TouchPoint | null => {
    const touch = event.changedTouches[0]
    return touch ? { x: touch.clientX, y: touch.clientY, time } : null
  }
  return {
    touchStart(event) {
      const now = Date.now()
      if (!acceptsTouchStart(now, lastStart)) {
        start = null
        return
      }
      lastStart = now
      start = pointOf(event, now)
    },
    touchEnd(event) {
      const end = pointOf(event, Date.now())
      const from = start
      start = null
      if (!from || !end) return
      const action = swipeAction(from, end)
      if (action) onSwipe(action)
    },
  }
}
