import { numberFormat } from './format'
import { params, storeMessages } from './i18n/i18n'
import { $language } from './i18n/language'

/**
 * The server's date and time formats (spec 02 §9 "Date and time formats"): MM/dd/yyyy, dd/MM/yyyy, dd.MM.yyyy,
 * yyyy-MM-dd, MMM do, yyyy, MMMM do, yyyy, dd MMM yyyy, dd MMMM yyyy; h:mma and HH:mm. The pattern is the server's;
 * month names, ordinals, digits and am/pm are the interface language's.
 */
export const SERVER_DATE_FORMATS = [
  'MM/dd/yyyy',
  'dd/MM/yyyy',
  'dd.MM.yyyy',
  'yyyy-MM-dd',
  'MMM do, yyyy',
  'MMMM do, yyyy',
  'dd MMM yyyy',
  'dd MMMM yyyy',
] as const
export const SERVER_TIME_FORMATS = ['h:mma', 'HH:mm'] as const
export const DEFAULT_DATE_FORMAT = 'MM/dd/yyyy'
export const DEFAULT_TIME_FORMAT = 'HH:mm'

/** The day's ordinal (`do`): English says 1st, 2nd, 3rd, 4th; other languages write the day their own way. */
const messages = storeMessages('date.format', {
  ordinalOne: params('{day}st'),
  ordinalTwo: params('{day}nd'),
  ordinalFew: params('{day}rd'),
  ordinalOther: params('{day}th'),
})

const ORDINAL_KEYS = { one: 'ordinalOne', two: 'ordinalTwo', few: 'ordinalFew' } as const

function ordinal(day: number, locale: string): string {
  const category = new Intl.PluralRules(locale, { type: 'ordinal' }).select(day)
  const key = ORDINAL_KEYS[category as keyof typeof ORDINAL_KEYS] ?? 'ordinalOther'
  return messages.get()[key]({ day: numberFormat({}, locale).format(day) })
}

/**
 * The month's name as it reads in a date (`3 марта`, not `март`), in the Gregorian calendar the pattern counts in;
 * languages that write months as numbers (`3月`) take the name standing alone.
 */
function monthName(date: Date, locale: string, width: 'long' | 'short'): string {
  const options = { calendar: 'gregory', month: width } as const
  const inDate = new Intl.DateTimeFormat(locale, { ...options, day: 'numeric' })
    .formatToParts(date)
    .find((part) => part.type === 'month')?.value
  return inDate && !/^\p{N}+$/u.test(inDate) ? inDate : new Intl.DateTimeFormat(locale, options).format(date)
}

const dayPeriod = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true })
    .formatToParts(date)
    .find((part) => part.type === 'dayPeriod')?.value ?? ''

const TOKENS: Record<string, (date: Date, locale: string) => string> = {
  yyyy: (date, locale) => numberFormat({ useGrouping: false }, locale).format(date.getFullYear()),
  MMMM: (date, locale) => monthName(date, locale, 'long'),
  MMM: (date, locale) => monthName(date, locale, 'short'),
  MM: (date, locale) => twoDigits(date.getMonth() + 1, locale),
  do: (date, locale) => ordinal(date.getDate(), locale),
  dd: (date, locale) => twoDigits(date.getDate(), locale),
  HH: (date, locale) => twoDigits(date.getHours(), locale),
  h: (date, locale) => numberFormat({}, locale).format(date.getHours() % 12 || 12),
  mm: (date, locale) => twoDigits(date.getMinutes(), locale),
  a: (date, locale) => dayPeriod(date, locale),
}

const twoDigits = (value: number, locale: string) =>
  numberFormat({ useGrouping: false, minimumIntegerDigits: 2 }, locale).format(value)

const TOKEN_PATTERN = /yyyy|MMMM|MMM|MM|do|dd|HH|h|mm|a/g

/** `date` (local time) in a date-fns style `pattern` limited to the tokens of the server formats. */
export function formatDatePattern(date: Date, pattern: string, locale = $language.get()): string {
  return pattern.replace(TOKEN_PATTERN, (token) => TOKENS[token]!(date, locale))
}

/** Date and time as the server settings format them, e.g. `03/15/2024 14:05`. */
export function formatServerDateTime(
  date: Date,
  formats: { dateFormat?: string | null; timeFormat?: string | null } = {},
  locale = $language.get(),
): string {
  const datePart = formatDatePattern(date, formats.dateFormat || DEFAULT_DATE_FORMAT, locale)
  const timePart = formatDatePattern(date, formats.timeFormat || DEFAULT_TIME_FORMAT, locale)
  return `${datePart} ${timePart}`
}
