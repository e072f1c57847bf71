import type { AudioFile, Chapter, ChapterInput, ChapterLookup } from '@shelfkit/client'

/** One row of the chapter editor: the end of a chapter is the next one's start (the book's end for the last). */
export interface ChapterRow {
  /** Stays with the row while rows are added and removed (list keys, focus). */
  key: number
  /** Seconds from the start of the book. */
  start: number
  title: string
}

/** The catalogue's chapter rules (spec 02 §5), by the message key that names each. */
export type ChapterProblem = 'firstNotZero' | 'startLtPrev' | 'startGteDuration'

/** Spec 02 §9: bulk-added chapters, at least 1 and at most 150. */
export const CHAPTER_BULK_MIN = 1
export const CHAPTER_BULK_MAX = 150

let lastKey = 0
const nextKey = () => ++lastKey

export const newChapterRow = (start: number, title: string): ChapterRow => ({ key: nextKey(), start, title })

/** Times are kept to the millisecond. */
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000

/**
 * Each row's problem, or null: the first chapter starts at 0, each later one after the one before (an equal start
 * would leave a chapter of no length, so it counts as before), and every start before the end of the book.
 */
export function chapterProblems(rows: readonly ChapterRow[], duration: number): (ChapterProblem | null)[] {
  return rows.map((row, index) => {
    if (index === 0 && row.start !== 0) return 'firstNotZero'
    if (index > 0 && row.start <= rows[index - 1]!.start) return 'startLtPrev'
    if (row.start >= duration) return 'startGteDuration'
    return null
  })
}

/** `POST /api/items/{id}/chapters`: titles trimmed, each chapter ending where the next starts. */
export function chapterPayload(rows: readonly ChapterRow[], duration: number): ChapterInput[] {
  return rows.map((row, index) => ({
    start: row.start,
    end: rows[index + 1]?.start ?? duration,
    title: row.title.trim(),
  }))
}

/**
 * Whether the rows differ from the saved chapters in number, starts or titles (ends follow from the starts; a
 * saved end that does not is not an edit made here).
 */
export function chaptersChanged(rows: readonly ChapterRow[], saved: readonly Chapter[]): boolean {
  return (
    rows.length !== saved.length ||
    rows.some((row, i) => row.start !== saved[i]!.start || row.title.trim() !== saved[i]!.title)
  )
}

/** The editor's rows for saved chapters; a book without chapters starts with one empty row at 0. */
export function rowsOfChapters(chapters: readonly Chapter[]): ChapterRow[] {
  return chapters.length
    ? chapters.map((chapter) => newChapterRow(chapter.start, chapter.title))
    : [newChapterRow(0, '')]
}

/** A start halfway between a row and the next (or the end of the book): a new row there breaks no rule. */
function startAfter(rows: readonly ChapterRow[], index: number, duration: number): number {
  const from = rows[index]?.start ?? 0
  const to = rows[index + 1]?.start ?? duration
  return ms(from + (to - from) / 2)
}

export function insertRowBelow(rows: readonly ChapterRow[], index: number, duration: number): ChapterRow[] {
  const next = [...rows]
  next.splice(index + 1, 0, newChapterRow(startAfter(rows, index, duration), ''))
  return next
}

/** Removes a row; the last row left stays. */
export function removeRow(rows: readonly ChapterRow[], index: number): ChapterRow[] {
  return rows.length > 1 ? rows.filter((_, i) => i !== index) : [...rows]
}

/**
 * Every chapter but the first moved by `amount` seconds (the first stays at 0), or why not: no start may reach
 * the end of the book, and the second may not move to 0 or before.
 */
export function shiftedRows(
  rows: readonly ChapterRow[],
  amount: number,
  duration: number,
): ChapterRow[] | 'shiftLast' | 'shiftFirst' {
  if (!amount || rows.length < 2) return [...rows]
  const moved = rows.map((row, index) => (index === 0 ? row : { ...row, start: ms(row.start + amount) }))
  if (moved.some((row) => row.start >= duration)) return 'shiftLast'
  if (moved[1]!.start <= 0) return 'shiftFirst'
  return moved
}

/** One chapter per included audio file, titled by its file name without the extension. */
export function rowsFromTracks(audioFiles: readonly AudioFile[]): ChapterRow[] {
  let start = 0
  return audioFiles
    .filter((file) => !file.exclude)
    .map((file) => {
      const name = file.metadata.filename
      const dot = name.lastIndexOf('.')
      const row = newChapterRow(ms(start), dot > 0 ? name.slice(0, dot) : name)
      start += file.duration
      return row
    })
}

/** A numbering pattern in a typed title: 'Chapter 1', 'Part 07 of the book', '1.'. */
export interface ChapterPattern {
  before: string
  after: string
  first: number
  /** Digits of the typed number when it had leading zeros ('07' → 2), else 0. */
  padding: number
}

export function detectChapterPattern(input: string): ChapterPattern | null {
  const match = /(\d+)/.exec(input)
  if (!match) return null
  const digits = match[1]!
  return {
    before: input.slice(0, match.index),
    after: input.slice(match.index + digits.length),
    first: Number.parseInt(digits, 10),
    padding: digits.length > 1 && digits.startsWith('0') ? digits.length : 0,
  }
}

export function patternTitle(pattern: ChapterPattern, offset: number): string {
  return `${pattern.before}${String(pattern.first + offset).padStart(pattern.padding, '0')}${pattern.after}`
}

/** Whether a typed count of chapters is a whole number from 1 to 150. */
export function validBulkCount(count: number): boolean {
  return Number.isInteger(count) && count >= CHAPTER_BULK_MIN && count <= CHAPTER_BULK_MAX
}

/** `count` chapters numbered by the pattern, spread evenly after the last chapter up to the end of the book. */
export function withBulkRows(
  rows: readonly ChapterRow[],
  titles: readonly string[],
  duration: number,
): ChapterRow[] {
  const from = rows.at(-1)?.start ?? 0
  const step = (duration - from) / (titles.length + 1)
  return [...rows, ...titles.map((title, i) => newChapterRow(ms(from + step * (i + 1)), title))]
}

/** Audible's branding taken out of looked-up chapters (the official 'remove branding' option). */
export function withoutBranding(data: ChapterLookup): ChapterLookup {
  const intro = data.brandIntroDurationMs
  const chapters = data.chapters.map((chapter, index) => {
    const startOffsetMs = chapter.startOffsetMs < intro ? index * 1000 : chapter.startOffsetMs - intro
    return { ...chapter, startOffsetMs, startOffsetSec: Math.floor(startOffsetMs / 1000) }
  })
  const last = chapters.at(-1)
  if (last && last.lengthMs <= data.brandOutroDurationMs) chapters.pop()
  const runtimeLengthMs = data.runtimeLengthMs - intro - data.brandOutroDurationMs
  return { ...data, chapters, runtimeLengthMs, runtimeLengthSec: Math.floor(runtimeLengthMs / 1000) }
}

/** Looked-up chapters as rows: those starting before the end of the book. */
export function rowsFromLookup(data: ChapterLookup, duration: number): ChapterRow[] {
  return data.chapters
    .filter((chapter) => chapter.startOffsetMs / 1000 < duration)
    .map((chapter) => newChapterRow(chapter.startOffsetMs / 1000, chapter.title))
}

/** The looked-up titles on the rows as they are (times kept): 'Map Chapter Titles'. */
export function withLookupTitles(rows: readonly ChapterRow[], data: ChapterLookup): ChapterRow[] {
  return rows.map((row, index) => {
    const found = data.chapters[index]
    return found ? { ...row, title: found.title } : row
  })
}

const two = (n: number) => String(n).padStart(2, '0')

/** A start as hh:mm:ss with the fraction of a second when there is one (`01:02:03.25`). */
export function formatChapterTime(seconds: number): string {
  const totalMs = Math.round(seconds * 1000)
  const whole = Math.floor(totalMs / 1000)
  const fraction = (totalMs % 1000) / 1000
  const clock = `${two(Math.floor(whole / 3600))}:${two(Math.floor((whole % 3600) / 60))}:${two(whole % 60)}`
  return fraction ? `${clock}${String(fraction).slice(1)}` : clock
}

/** Reads hh:mm:ss(.fff), mm:ss or plain seconds; null for anything else. */
export function parseChapterTime(text: string): number | null {
  const parts = text.trim().split(':')
  if (parts.length > 3 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return null
  if (parts.slice(0, -1).some((part) => part.includes('.'))) return null
  const values = parts.map(Number)
  const seconds = values.reduce((total, value) => total * 60 + value, 0)
  if (values.length > 1 && values.slice(1).some((value) => value >= 60)) return null
  return ms(seconds)
}
