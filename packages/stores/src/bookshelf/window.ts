/**
 * Geometry and paging of the virtualized bookshelf: how many cards fit in a row, how tall a row is, which pages
 * of the server list a window of rows needs, and which cached pages to drop. Pure functions, no state.
 */

/** Spec 01 §9: default cover size 120; the size multiplier is size / 120. */
export const DEFAULT_COVER_SIZE = 120
/** The cover sizes the size control steps through (the official client's choices). */
export const COVER_SIZES: readonly number[] = [60, 80, 100, 120, 140, 160, 180, 200, 220]
/** Spec 01 §5: cover height to width 1.6 for the standard setting, 1 for square. */
export const STANDARD_COVER_ASPECT = 1.6
/** Cover height at multiplier 1, whatever the aspect (a standard cover is 120 × 192, a square one 192 × 192). */
export const BASE_COVER_HEIGHT = 192
/** Room under each cover for the title and author lines. */
export const CARD_TEXT_HEIGHT = 44
/** Room for each further line of text under a cover (the detail view's sort line). */
export const CARD_EXTRA_LINE_HEIGHT = 18
/** Space between rows. */
export const ROW_GAP = 24
/** Space above the first row and below the last one. */
export const GRID_PADDING_TOP = 20
export const GRID_PADDING_BOTTOM = 40
/** Rows fetched beyond the visible ones in each page, so a small scroll needs no request. */
export const EXTRA_ROWS_PER_PAGE = 2
/** Most entities kept in memory; pages farthest from the window go first. */
export const MAX_CACHED_ENTITIES = 1600

/** Room under a cover for `lines` lines of text: none, the title and author lines, and each line beyond. */
export function cardTextHeight(lines: number): number {
  return lines <= 0 ? 0 : CARD_TEXT_HEIGHT + Math.max(0, lines - 2) * CARD_EXTRA_LINE_HEIGHT
}

export function coverSizeMultiplier(coverSize: number): number {
  return (coverSize > 0 ? coverSize : DEFAULT_COVER_SIZE) / DEFAULT_COVER_SIZE
}

/** The next or previous size of COVER_SIZES from `current` (unknown sizes snap to the nearest). */
export function stepCoverSize(current: number, direction: 1 | -1): number {
  let index = COVER_SIZES.indexOf(current)
  if (index < 0) {
    index = COVER_SIZES.reduce(
      (best, size, i) => (Math.abs(size - current) < Math.abs(COVER_SIZES[best]! - current) ? i : best),
      0,
    )
  }
  const next = Math.min(COVER_SIZES.length - 1, Math.max(0, index + direction))
  return COVER_SIZES[next]!
}

/** Below this window width the grid keeps two columns of covers (spec 01 §9 mobile breakpoint 640 px). */
export const PHONE_WIDTH = 640

/** Wide cards (series, collections, playlists) fan out several covers: 1.25 times as wide as the cover is tall. */
export const WIDE_CARD_FACTOR = 1.25

export interface GridLayout {
  columns: number
  /** Width of a card (the cover width, or the fan width of a wide card). */
  cardWidth: number
  /** Width of one cover. */
  coverWidth: number
  coverHeight: number
  /** Horizontal space between cards. */
  gap: number
  /** Left offset that centres the columns in the available width. */
  inset: number
  rowHeight: number
}

/**
 * Lays out cards of `coverSize` with covers of `aspectRatio` (height / width) in `width` pixels; `wide` cards
 * show a fan of covers.
 */
export function gridLayout(options: {
  width: number
  coverSize: number
  aspectRatio: number
  wide?: boolean
  /** Lines of text under each cover (2 unless a view shows fewer or more). */
  textLines?: number
}): GridLayout {
  const aspect = options.aspectRatio > 0 ? options.aspectRatio : 1
  const padding = options.width < PHONE_WIDTH ? 12 : 32
  const usable = Math.max(0, options.width - 2 * padding)
  let multiplier = coverSizeMultiplier(options.coverSize)
  // Phones keep two columns: covers shrink rather than leave one card per row.
  if (options.width < PHONE_WIDTH && !options.wide) {
    const fitsTwo = (usable - 1) / ((2 * BASE_COVER_HEIGHT) / aspect + 24)
    multiplier = Math.min(multiplier, Math.max(fitsTwo, 0.4))
  }
  const coverHeight = Math.round(BASE_COVER_HEIGHT * multiplier)
  const coverWidth = Math.round(coverHeight / aspect)
  const cardWidth = options.wide ? Math.round(coverHeight * WIDE_CARD_FACTOR) : coverWidth
  const gap = Math.max(12, Math.round(24 * multiplier))
  const columns = Math.max(1, Math.floor((usable + gap) / (cardWidth + gap)))
  const used = columns * cardWidth + (columns - 1) * gap
  const inset = Math.max(0, Math.floor((options.width - used) / 2))
  return {
    columns,
    cardWidth,
    coverWidth,
    coverHeight,
    gap,
    inset,
    rowHeight: coverHeight + cardTextHeight(options.textLines ?? 2) + ROW_GAP,
  }
}

/** Entities per request: the rows that fit in the viewport plus EXTRA_ROWS_PER_PAGE, times the columns. */
export function pageSizeFor(
  layout: Pick<GridLayout, 'columns' | 'rowHeight'>,
  viewportHeight: number,
): number {
  const visibleRows = Math.max(1, Math.ceil(viewportHeight / layout.rowHeight))
  return layout.columns * (visibleRows + EXTRA_ROWS_PER_PAGE)
}

export function rowCount(total: number, columns: number): number {
  return total > 0 ? Math.ceil(total / Math.max(1, columns)) : 0
}

/** First and last entity index (inclusive) of rows `firstRow`..`lastRow`, clamped to the list. */
export function indexRangeOfRows(
  firstRow: number,
  lastRow: number,
  columns: number,
  total: number,
): { first: number; last: number } | null {
  if (total <= 0 || lastRow < firstRow) return null
  const first = Math.max(0, firstRow * columns)
  const last = Math.min(total - 1, (lastRow + 1) * columns - 1)
  return first > last ? null : { first, last }
}

/** Pages (0-based, `pageSize` entities each) holding indexes `first`..`last`. */
export function pagesForRange(first: number, last: number, pageSize: number): number[] {
  if (pageSize <= 0 || last < first) return []
  const pages: number[] = []
  for (let page = Math.floor(Math.max(0, first) / pageSize); page <= Math.floor(last / pageSize); page++)
    pages.push(page)
  return pages
}

/**
 * Pages to drop so at most `maxPages` stay cached: never the wanted ones, the farthest from them first.
 */
export function pagesToEvict(
  cached: Iterable<number>,
  wanted: readonly number[],
  maxPages: number,
): number[] {
  const pages = [...cached]
  const excess = pages.length - Math.max(maxPages, wanted.length)
  if (excess <= 0) return []
  const keep = new Set(wanted)
  const low = wanted.length ? Math.min(...wanted) : 0
  const high = wanted.length ? Math.max(...wanted) : 0
  const distance = (page: number) => (page < low ? low - page : page > high ? page - high : 0)
  return pages
    .filter((page) => !keep.has(page))
    .sort((a, b) => distance(b) - distance(a))
    .slice(0, excess)
}

/** Indexes between two clicked cards, both ends included, in either order (shift-click range selection). */
export function indexesBetween(a: number, b: number): number[] {
  const [from, to] = a <= b ? [a, b] : [b, a]
  return Array.from({ length: to - from + 1 }, (_, offset) => from + offset)
}
