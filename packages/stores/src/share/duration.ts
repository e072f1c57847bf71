/** Spec 02 §9: the share duration units and their length in seconds. */
export const SHARE_DURATION_UNITS = { minutes: 60, hours: 3600, days: 86400 } as const
export type ShareDurationUnit = keyof typeof SHARE_DURATION_UNITS

/** Spec 02 §4 "Share duration": minus never goes below 0. */
export function decreaseDuration(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.max(0, value - 1) : 0
}

/** Spec 02 §4 "Share duration": plus adds 1 (an unreadable value counts as 0). */
export function increaseDuration(value: number): number {
  return (Number.isFinite(value) && value > 0 ? value : 0) + 1
}

/**
 * Spec 02 §4/§5: seconds = value × 60, 3600 or 86400 by unit; an invalid, zero or negative value means permanent
 * (0 seconds).
 */
export function shareDurationSeconds(value: number | string, unit: ShareDurationUnit): number {
  const number = typeof value === 'string' ? (value.trim() ? Number(value) : Number.NaN) : value
  if (!Number.isFinite(number) || number <= 0) return 0
  return number * SHARE_DURATION_UNITS[unit]
}

/** The `expiresAt` the server takes (epoch ms): 0 for a permanent share (spec 02 §3 "Media item share"). */
export function shareExpiresAt(durationSeconds: number, now: number): number {
  return durationSeconds > 0 ? now + durationSeconds * 1000 : 0
}

/** A span as the official client writes time left: `1d 2h 3m` (minutes rounded up, so never `0m` before expiry). */
export function formatRemaining(ms: number): string {
  const totalMinutes = Math.max(1, Math.ceil(ms / 60_000))
  const days = Math.floor(totalMinutes / 1440)
  const hours = Math.floor((totalMinutes % 1440) / 60)
  const minutes = totalMinutes % 60
  const parts: string[] = []
  if (days) parts.push(`${days}d`)
  if (hours) parts.push(`${hours}h`)
  if (minutes) parts.push(`${minutes}m`)
  return parts.join(' ')
}

/**
 * Spec 02 §4 "Share": 'Permanent' with no expiry, 'Expired' once past, else the readable time left. `expiresAt` is
 * what the server answers (an ISO date or null; epoch ms is accepted too).
 */
export function shareTimeRemaining(expiresAt: string | number | null | undefined, now: number): string {
  if (!expiresAt) return 'Permanent'
  const at = typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt)
  if (!Number.isFinite(at)) return 'Permanent'
  const left = at - now
  return left <= 0 ? 'Expired' : formatRemaining(left)
}
