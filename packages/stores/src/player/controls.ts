import { PLAYBACK_RATE_DEFAULT_STEP, PLAYBACK_RATE_MAX, PLAYBACK_RATE_MIN, VOLUME_STEP } from './constants'

const round2 = (value: number) => Math.round(value * 100) / 100

/** Spec 01 §5: playback rate between 0.5 and 10, rounded to 2 decimals; nonsense gives 1. */
export function clampPlaybackRate(rate: number): number {
  if (!Number.isFinite(rate)) return 1
  return round2(Math.min(PLAYBACK_RATE_MAX, Math.max(PLAYBACK_RATE_MIN, rate)))
}

/** One step up (`direction` 1) or down (-1); the step is the user setting, else 0.1 (spec 01 §5). */
export function stepPlaybackRate(rate: number, step: number, direction: 1 | -1): number {
  const size = Number.isFinite(step) && step > 0 ? step : PLAYBACK_RATE_DEFAULT_STEP
  return clampPlaybackRate(rate + direction * size)
}

/** Spec 01 §5: volume between 0 and 1 in steps of 0.1. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 1
  const steps = Math.round(Math.min(1, Math.max(0, volume)) / VOLUME_STEP)
  return round2(steps * VOLUME_STEP)
}

/** Spec 01 §4: jump back clamps at 0, jump forward at the duration. */
export function clampSeekTime(time: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY
  return Math.min(end, Math.max(0, time))
}
