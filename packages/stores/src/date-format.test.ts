import { describe, expect, it } from 'vitest'
import { formatDatePattern, formatServerDateTime, SERVER_DATE_FORMATS } from './date-format'

const afternoon = new Date(2024, 2, 3, 14, 5, 9)
const morning = new Date(2024, 10, 22, 0, 7)

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

  it('formats both time formats, midnight as 12am', () => {
    expect(formatDatePattern(afternoon, 'h:mma')).toBe('2:05pm')
    expect(formatDatePattern(afternoon, 'HH:mm')).toBe('14:05')
    expect(formatDatePattern(morning, 'h:mma')).toBe('12:07am')
  })

  it('joins date and time, falling back to MM/dd/yyyy HH:mm without settings', () => {
    expect(formatServerDateTime(afternoon, { dateFormat: 'yyyy-MM-dd', timeFormat: 'h:mma' })).toBe(
      '2024-03-03 2:05pm',
    )
    expect(formatServerDateTime(afternoon)).toBe('03/03/2024 14:05')
  })
})
