/** The local date of a `YYYY-MM-DD` day key. */
export function dayDate(key: string): Date {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number)
  return new Date(year, month - 1, day)
}
