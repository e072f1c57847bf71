/**
 * The server's date and time formats (spec 02 §9 "Date and time formats"): MM/dd/yyyy, dd/MM/yyyy, dd.MM.yyyy,
 * yyyy-MM-dd, MMM do, yyyy, MMMM do, yyyy, dd MMM yyyy, dd MMMM yyyy; h:mma and HH:mm. English month names.
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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const pad = (value: number) => String(value).padStart(2, '0')

function ordinal(day: number): string {
  const tens = day % 100
  if (tens >= 11 && tens <= 13) return `${day}th`
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`
}

const TOKENS: Record<string, (date: Date) => string> = {
  yyyy: (date) => String(date.getFullYear()),
  MMMM: (date) => MONTHS[date.getMonth()]!,
  MMM: (date) => MONTHS[date.getMonth()]!.slice(0, 3),
  MM: (date) => pad(date.getMonth() + 1),
  do: (date) => ordinal(date.getDate()),
  dd: (date) => pad(date.getDate()),
  HH: (date) => pad(date.getHours()),
  h: (date) => String(date.getHours() % 12 || 12),
  mm: (date) => pad(date.getMinutes()),
  a: (date) => (date.getHours() < 12 ? 'am' : 'pm'),
}

const TOKEN_PATTERN = /yyyy|MMMM|MMM|MM|do|dd|HH|h|mm|a/g

/** `date` (local time) in a date-fns style `pattern` limited to the tokens of the server formats. */
export function formatDatePattern(date: Date, pattern: string): string {
  return pattern.replace(TOKEN_PATTERN, (token) => TOKENS[token]!(date))
}

/** Date and time as the server settings format them, e.g. `03/15/2024 14:05`. */
export function formatServerDateTime(
  date: Date,
  formats: { dateFormat?: string | null; timeFormat?: string | null } = {},
): string {
  const datePart = formatDatePattern(date, formats.dateFormat || DEFAULT_DATE_FORMAT)
  const timePart = formatDatePattern(date, formats.timeFormat || DEFAULT_TIME_FORMAT)
  return `${datePart} ${timePart}`
}
