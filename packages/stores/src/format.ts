/** Byte sizes use base 1000 (spec 02 §9 "Size units are base 1000 (Bytes to YB)"). */
export const BYTE_UNIT_BASE = 1000
export const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const

/** `554488` → `554.49 KB`; zero, negative or non-numbers read `0 Bytes`. */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes'
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(BYTE_UNIT_BASE)), BYTE_UNITS.length - 1)
  const value = bytes / BYTE_UNIT_BASE ** exponent
  return `${Number.parseFloat(value.toFixed(Math.max(0, decimals)))} ${BYTE_UNITS[exponent]}`
}

/** A span of time as people say it: `45 sec`, `12 min`, `2 hr 5 min` (minutes up to 69 stay minutes). */
export function formatElapsed(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? seconds : 0
  if (total < 60) return `${Math.floor(total)} sec`
  const minutes = Math.floor(total / 60)
  if (minutes < 70) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes - hours * 60
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`
}

/** A position or length on a clock: `0:00`, `4:05`, `1:02:03`. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const secs = String(whole % 60).padStart(2, '0')
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`
}

/** A compact duration: `1h 27m`, `3d 4h`, `45s` (rounded to whole seconds; seconds shown only under an hour). */
export function formatDurationShort(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0
  const days = Math.floor(whole / 86400)
  const hours = Math.floor((whole % 86400) / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const secs = whole % 60
  const parts: string[] = []
  if (days) parts.push(`${days}d`)
  if (hours) parts.push(`${hours}h`)
  if (minutes) parts.push(`${minutes}m`)
  if (secs && whole < 3600) parts.push(`${secs}s`)
  return parts.length ? parts.join(' ') : '0s'
}

/** A 0..1 fraction as a rounded percentage: `0.456` → `46%` (clamped to 0–100). */
export function formatPercent(fraction: number): string {
  const value = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0
  return `${Math.round(value * 100)}%`
}
