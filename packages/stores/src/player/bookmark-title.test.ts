import { describe, expect, it } from 'vitest'
import { bookmarkTitleFor } from './bookmark-title'

describe('bookmark title (spec 01 §5 "Bookmark create")', () => {
  it('fills an empty title with the date and time in the server formats', () => {
    const now = new Date(2024, 4, 6, 9, 3)
    expect(bookmarkTitleFor('  ', now, { dateFormat: 'dd.MM.yyyy', timeFormat: 'h:mma' })).toBe(
      '06.05.2024 9:03AM',
    )
    expect(bookmarkTitleFor(' Plot twist ', now, {})).toBe('Plot twist')
  })
})
