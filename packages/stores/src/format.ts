import { $language } from './i18n/language'

/**
 * Numbers, sizes, durations, clocks and relative times in the interface language, through `Intl`: every function
 * takes the language in use unless given one. Formatters are made once per language and options (the player
 * formats its clocks every second).
 */
type Formatter = Intl.NumberFormat | Intl.ListFormat | Intl.RelativeTimeFormat | Intl.DateTimeFormat

const formatters = new Map<string, Formatter>()

function cached<T extends Formatter>(kind: string, locale: string, options: object, create: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`
  let formatter = formatters.get(key) as T | undefined
  if (!formatter) {
    formatter = create()
    formatters.set(key, formatter)
  }
  return formatter
}

export const numberFormat = (options: Intl.NumberFormatOptions = {}, locale = $language.get()) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options))

const unitList = (locale: string) =>
  cached('list', locale, {}, () => new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }))

/** A number in the language's digits and grouping: `1234.5` → `1,234.5` (en-us), `1.234,5` (de). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions, locale?: string): string {
  return numberFormat(options, locale).format(value)
}

/** Byte sizes use base 1000 (spec 02 §9 "Size units are base 1000 (Bytes to YB)"). */
export const BYTE_UNIT_BASE = 1000
/**
 * The units `Intl` names, base 1000. Sizes from an exabyte up (none on a real server) are counted in petabytes, the
 * largest unit `Intl` formats.
 */
export const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const

/** `554488` → `554.49 kB` (en-us), `554,49 kB` (de); zero, negative or non-numbers read `0 bytes`. */
export function formatBytes(bytes: number, decimals = 2, locale?: string): string {
  const value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0
  const exponent = value
    ? Math.min(Math.floor(Math.log(value) / Math.log(BYTE_UNIT_BASE)), BYTE_UNITS.length - 1)
    : 0
  return formatNumber(
    value / BYTE_UNIT_BASE ** exponent,
    {
      style: 'unit',
      unit: BYTE_UNITS[exponent],
      // "999 bytes": the short form of the byte is "byte" in several languages.
      unitDisplay: exponent === 0 ? 'long' : 'short',
      maximumFractionDigits: Math.max(0, decimals),
    },
    locale,
  )
}

type DurationUnit = 'day' | 'hour' | 'minute' | 'second'

function formatUnits(
  parts: [DurationUnit, number][],
  unitDisplay: 'short' | 'narrow',
  locale = $language.get(),
): string {
  return unitList(locale).format(
    parts.map(([unit, value]) => formatNumber(value, { style: 'unit', unit, unitDisplay }, locale)),
  )
}

/** A span of time as people say it: `45 sec`, `12 min`, `2 hr 5 min` (minutes up to 69 stay minutes). */
export function formatElapsed(seconds: number, locale?: string): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? seconds : 0
  if (total < 60) return formatUnits([['second', Math.floor(total)]], 'short', locale)
  const minutes = Math.floor(total / 60)
  if (minutes < 70) return formatUnits([['minute', minutes]], 'short', locale)
  const hours = Math.floor(minutes / 60)
  const rest = minutes - hours * 60
  return formatUnits(
    rest
      ? [
          ['hour', hours],
          ['minute', rest],
        ]
      : [['hour', hours]],
    'short',
    locale,
  )
}

/** A position or length on a clock: `0:00`, `4:05`, `1:02:03`, in the language's digits. */
export function formatClock(seconds: number, locale?: string): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const plain = numberFormat({ useGrouping: false }, locale)
  const twoDigits = numberFormat({ useGrouping: false, minimumIntegerDigits: 2 }, locale)
  const secs = twoDigits.format(whole % 60)
  return hours
    ? `${plain.format(hours)}:${twoDigits.format(minutes)}:${secs}`
    : `${plain.format(minutes)}:${secs}`
}

/** A compact duration: `1h 27m`, `3d 4h`, `45s` (rounded to whole seconds; seconds shown only under an hour). */
export function formatDurationShort(seconds: number, locale?: string): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0
  const parts: [DurationUnit, number][] = [
    ['day', Math.floor(whole / 86400)],
    ['hour', Math.floor((whole % 86400) / 3600)],
    ['minute', Math.floor((whole % 3600) / 60)],
    ['second', whole < 3600 ? whole % 60 : 0],
  ]
  const shown = parts.filter(([, value]) => value > 0)
  return formatUnits(shown.length ? shown : [['second', 0]], 'narrow', locale)
}

/** A 0..1 fraction as a rounded percentage: `0.456` → `46%` (clamped to 0–100). */
export function formatPercent(fraction: number, locale?: string): string {
  const value = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0
  return formatNumber(Math.round(value * 100) / 100, { style: 'percent', maximumFractionDigits: 0 }, locale)
}

/** A date (or date and time) in the language's own way: `formatDate(time, { dateStyle: 'medium' })`. */
export function formatDate(
  time: number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  locale = $language.get(),
): string {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options)).format(time)
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31536000],
  ['month', 2592000],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
]

/** `time` from `now` in words: `3 days ago`, `yesterday`, `in 5 minutes`. */
export function formatTimeAgo(time: number, now = Date.now(), locale = $language.get()): string {
  const relative = cached(
    'relative',
    locale,
    {},
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  )
  const seconds = Math.round((time - now) / 1000)
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit)
  }
  return relative.format(seconds, 'second')
}
