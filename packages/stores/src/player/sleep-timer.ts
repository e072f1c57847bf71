import { SLEEP_TIMER_DECREMENT_FLOOR_S } from './constants'
import type { SleepTimerState } from './types'

/** Chapter-end timers end this close to the chapter's end: the tick runs once a second. */
const CHAPTER_END_TOLERANCE_S = 0.75

export const NO_SLEEP_TIMER: SleepTimerState = Object.freeze({ type: null, remaining: null })

/**
 * Spec 01 §4 "Sleep timer": a countdown of playing time, or the end of the current chapter ('EoC'). It ends when
 * the countdown reaches 0 or the chapter playing when it was set (or last sought to) ends.
 */
export class SleepTimer {
  private current: SleepTimerState = NO_SLEEP_TIMER
  private chapterEnd: number | null = null

  constructor(private readonly onChange: (state: SleepTimerState) => void) {}

  get state(): SleepTimerState {
    return this.current
  }

  setCountdown(seconds: number): void {
    if (!(seconds > 0)) return
    this.chapterEnd = null
    this.update({ type: 'countdown', remaining: seconds })
  }

  /** `chapterEnd`: the end (seconds) of the chapter playing now; without one there is nothing to wait for. */
  setEndOfChapter(chapterEnd: number | null): void {
    if (chapterEnd === null) return
    this.chapterEnd = chapterEnd
    this.update({ type: 'chapter', remaining: null })
  }

  /** Adds time to a countdown. */
  increment(seconds: number): void {
    if (this.current.type !== 'countdown' || this.current.remaining === null) return
    this.update({ type: 'countdown', remaining: this.current.remaining + seconds })
  }

  /** Below the step a countdown keeps 3 s; otherwise the step is taken off (never below 0). */
  decrement(seconds: number): void {
    if (this.current.type !== 'countdown' || this.current.remaining === null) return
    const remaining = this.current.remaining
    const next = remaining < seconds ? SLEEP_TIMER_DECREMENT_FLOOR_S : Math.max(0, remaining - seconds)
    this.update({ type: 'countdown', remaining: next })
  }

  cancel(): void {
    this.chapterEnd = null
    if (this.current.type !== null) this.update(NO_SLEEP_TIMER)
  }

  /** The listener moved to another chapter: an end-of-chapter timer now waits for that one. */
  chapterChangedBySeek(chapterEnd: number | null): void {
    if (this.current.type === 'chapter') this.chapterEnd = chapterEnd
  }

  /** One tick of playing. Returns true when the timer ran out (it is then cleared). */
  tick(elapsedS: number, currentTime: number): boolean {
    if (this.current.type === 'countdown' && this.current.remaining !== null) {
      const remaining = this.current.remaining - elapsedS
      if (remaining <= 0) return this.finish()
      this.update({ type: 'countdown', remaining })
      return false
    }
    if (this.current.type === 'chapter' && this.chapterEnd !== null) {
      if (currentTime >= this.chapterEnd - CHAPTER_END_TOLERANCE_S) return this.finish()
    }
    return false
  }

  private finish(): true {
    this.cancel()
    return true
  }

  private update(state: SleepTimerState) {
    this.current = state
    this.onChange(state)
  }
}
