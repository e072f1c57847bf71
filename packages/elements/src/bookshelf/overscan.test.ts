import { describe, expect, it } from 'vitest'
import { overscanAhead } from './BookshelfGrid'

const range = { startIndex: 10, endIndex: 13, overscan: 2, count: 100 }

describe('overscanAhead', () => {
  it('adds the overscan rows ahead of a scroll only', () => {
    expect(overscanAhead(range, 'forward')).toEqual([10, 11, 12, 13, 14, 15])
    expect(overscanAhead(range, 'backward')).toEqual([8, 9, 10, 11, 12, 13])
  })

  it('adds them on both sides while the list is still', () => {
    expect(overscanAhead(range, null)).toEqual([8, 9, 10, 11, 12, 13, 14, 15])
  })

  it('stays within the list', () => {
    expect(overscanAhead({ startIndex: 0, endIndex: 2, overscan: 2, count: 3 }, null)).toEqual([0, 1, 2])
  })
})
