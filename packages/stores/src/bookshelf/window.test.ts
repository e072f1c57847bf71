import { describe, expect, it } from 'vitest'
import {
  COVER_SIZES,
  coverSizeMultiplier,
  gridLayout,
  indexesBetween,
  indexRangeOfRows,
  pageSizeFor,
  pagesForRange,
  pagesToEvict,
  rowCount,
  stepCoverSize,
} from './window'

describe('cover size (spec 01 §9 "Default cover size 120 (multiplier = size/120)")', () => {
  it('120 is multiplier 1 and the size control steps through the known sizes', () => {
    expect(coverSizeMultiplier(120)).toBe(1)
    expect(coverSizeMultiplier(180)).toBe(1.5)
    expect(stepCoverSize(120, 1)).toBe(140)
    expect(stepCoverSize(120, -1)).toBe(100)
    expect(stepCoverSize(COVER_SIZES[0]!, -1)).toBe(COVER_SIZES[0])
    expect(stepCoverSize(125, 1)).toBe(140)
  })
})

describe('grid layout', () => {
  it('spec 01 §5: standard covers are 1.6 times as tall as wide, square ones as wide as tall', () => {
    const standard = gridLayout({ width: 1200, coverSize: 120, aspectRatio: 1.6 })
    expect(standard.coverHeight).toBe(192)
    expect(standard.coverWidth).toBe(120)
    const square = gridLayout({ width: 1200, coverSize: 120, aspectRatio: 1 })
    expect(square.coverWidth).toBe(192)
    expect(square.columns).toBeLessThan(standard.columns)
  })

  it('wide cards (series, collections, playlists) fan covers out over 1.25 times the cover height', () => {
    const wide = gridLayout({ width: 1200, coverSize: 120, aspectRatio: 1.6, wide: true })
    expect(wide.cardWidth).toBe(240)
    expect(wide.coverWidth).toBe(120)
  })

  it('fits as many columns as the width allows and centres them', () => {
    const layout = gridLayout({ width: 1286, coverSize: 120, aspectRatio: 1.6 })
    expect(layout.columns).toBe(8)
    const used = layout.columns * layout.cardWidth + (layout.columns - 1) * layout.gap
    expect(layout.inset * 2 + used).toBeLessThanOrEqual(1286)
    expect(layout.inset * 2 + used).toBeGreaterThan(1284)
  })

  it('a 360 px phone gets two columns, square covers shrinking to fit; bigger covers mean fewer columns', () => {
    expect(gridLayout({ width: 360, coverSize: 120, aspectRatio: 1.6 }).columns).toBe(2)
    const square = gridLayout({ width: 360, coverSize: 120, aspectRatio: 1 })
    expect(square.columns).toBe(2)
    expect(square.coverWidth).toBeLessThan(192)
    expect(gridLayout({ width: 1286, coverSize: 220, aspectRatio: 1.6 }).columns).toBe(4)
    expect(gridLayout({ width: 700, coverSize: 220, aspectRatio: 1 }).columns).toBe(1)
  })
})

describe('paging the window', () => {
  it('a page is the visible rows plus two, times the columns', () => {
    expect(pageSizeFor({ columns: 8, rowHeight: 260 }, 800)).toBe(8 * (4 + 2))
    expect(pageSizeFor({ columns: 2, rowHeight: 260 }, 0)).toBe(2 * 3)
  })

  it('rows and index ranges stay inside the list', () => {
    expect(rowCount(20_010, 8)).toBe(2502)
    expect(rowCount(0, 8)).toBe(0)
    expect(indexRangeOfRows(2, 4, 8, 100)).toEqual({ first: 16, last: 39 })
    expect(indexRangeOfRows(12, 14, 8, 100)).toEqual({ first: 96, last: 99 })
    expect(indexRangeOfRows(13, 14, 8, 100)).toBeNull()
    expect(indexRangeOfRows(0, 3, 8, 0)).toBeNull()
  })

  it('only the pages under the window are needed', () => {
    expect(pagesForRange(0, 47, 48)).toEqual([0])
    expect(pagesForRange(40, 100, 48)).toEqual([0, 1, 2])
    expect(pagesForRange(19_990, 20_009, 48)).toEqual([416])
    expect(pagesForRange(5, 4, 48)).toEqual([])
  })

  it('drops the cached pages farthest from the window, never a wanted one', () => {
    expect(pagesToEvict([0, 1, 2, 50, 51, 120], [50, 51], 4)).toEqual([120, 0])
    expect(pagesToEvict([0, 1, 2], [1], 5)).toEqual([])
    expect(pagesToEvict([3, 4, 5], [3, 4, 5], 1)).toEqual([])
  })

  it('shift-click ranges include both ends in either order', () => {
    expect(indexesBetween(5, 2)).toEqual([2, 3, 4, 5])
    expect(indexesBetween(7, 7)).toEqual([7])
  })
})
