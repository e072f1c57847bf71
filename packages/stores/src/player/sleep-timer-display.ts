import { formatNumber } from '../format'
import { playerMessages } from './constants'
import type { SleepTimerState } from './types'

// What the sleep timer dialog and the bar show, apart from the timer itself so the player's first script does
// without the number formatting.

/** Spec 02 §9: a custom time must exceed 0 minutes; seconds are minutes × 60, rounded. Null when invalid. */
export function customSleepSeconds(minutes: number): number | null {
  if (!Number.isFinite(minutes) || minutes <= 0) return null
  const seconds = Math.round(minutes * 60)
  return seconds > 0 ? seconds : null
}

/** Spec 01 §4: seconds below 90 s, minutes up to 90 min, hours beyond; an end-of-chapter timer reads 'EoC'. */
export function formatSleepTimer(state: SleepTimerState): string {
  if (state.type === 'chapter') return playerMessages.get().endOfChapter
  const seconds = Math.max(0, Math.ceil(state.remaining ?? 0))
  const narrow = (value: number, unit: 'second' | 'minute' | 'hour') =>
    formatNumber(value, { style: 'unit', unit, unitDisplay: 'narrow' })
  if (seconds < 90) return narrow(seconds, 'second')
  if (seconds <= 90 * 60) return narrow(Math.ceil(seconds / 60), 'minute')
  return narrow(Math.round((seconds / 3600) * 10) / 10, 'hour')
}
