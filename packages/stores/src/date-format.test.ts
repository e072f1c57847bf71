import { afterEach, describe, expect, it } from 'vitest'
import { formatDatePattern, formatServerDateTime, SERVER_DATE_FORMATS } from './date-format'
import { setLanguage } from './i18n/language'

const afternoon = new Date(2024, 2, 3, 14, 5, 9)
const morning = new Date(2024, 10, 22, 0, 7)

afterEach(() => setLanguage('en-us'))

describe('server date and time formats (spec 02 §9)', () => {
  it('formats every server date format', () => {
    expect(SERVER_DATE_FORMATS.map((format) => formatDatePattern(afternoon, format))).toEqual([
      '03/03/2024',
      '03/03/2024',
      '03.03.2024',
      '2024-03-03',
      'Mar 3rd, 2024',
      'March 3rd, 2024',
      '03 Mar 2024',
      '03 March 2024',
    ])
    expect(formatDatePattern(morning, 'MMMM do, yyyy')).toBe('November 22nd, 2024')
    expect(formatDatePattern(new Date(2024, 0, 11), 'MMM do, yyyy')).toBe('Jan 11th, 2024')
  })

  it('formats both time formats, midnight as 12 AM', () => {
    expect(formatDatePattern(afternoon, 'h:mma')).toBe('2:05PM')
    expect(formatDatePattern(afternoon, 'HH:mm')).toBe('14:05')
    expect(formatDatePattern(morning, 'h:mma')).toBe('12:07AM')
  })

  it('joins date and time, falling back to MM/dd/yyyy HH:mm without settings', () => {
    expect(formatServerDateTime(afternoon, { dateFormat: 'yyyy-MM-dd', timeFormat: 'h:mma' })).toBe(
      '2024-03-03 2:05PM',
    )
    expect(formatServerDateTime(afternoon)).toBe('03/03/2024 14:05')
  })

  it('keeps the server’s pattern but writes months, am/pm and digits in the interface language', () => {
    expect(formatDatePattern(afternoon, 'dd MMMM yyyy', 'de')).toBe('03 März 2024')
    // Months read as they do in a date: 'марта', not 'март'.
    expect(formatDatePattern(afternoon, 'dd MMMM yyyy', 'ru')).toBe('03 марта 2024')
    expect(formatDatePattern(afternoon, 'dd MMMM yyyy', 'ja')).toBe('03 3月 2024')
    expect(formatDatePattern(afternoon, 'h:mma', 'ja')).toBe('2:05午後')
    // Persian counts in its own digits, in the Gregorian calendar of the pattern.
    expect(formatDatePattern(afternoon, 'dd MMMM yyyy', 'fa')).toBe('۰۳ مارس ۲۰۲۴')
  })
})
