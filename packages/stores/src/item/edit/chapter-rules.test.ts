import type { AudioFile, ChapterLookup } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import {
  type ChapterRow,
  chapterPayload,
  chapterProblems,
  chaptersChanged,
  detectChapterPattern,
  formatChapterTime,
  insertRowBelow,
  newChapterRow,
  parseChapterTime,
  patternTitle,
  removeRow,
  rowsFromLookup,
  rowsFromTracks,
  rowsOfChapters,
  shiftedRows,
  validBulkCount,
  withBulkRows,
  withLookupTitles,
  withoutBranding,
} from './chapter-rules'

const rows = (...starts: number[]): ChapterRow[] =>
  starts.map((start, i) => newChapterRow(start, `Chapter ${i + 1}`))
const starts = (list: readonly ChapterRow[]) => list.map((row) => row.start)

describe('chapter rules (spec 02 §5)', () => {
  it('names each row that breaks a rule: first at 0, after the one before, before the end', () => {
    expect(chapterProblems(rows(0, 10, 20), 30)).toEqual([null, null, null])
    expect(chapterProblems(rows(1, 10), 30)).toEqual(['firstNotZero', null])
    expect(chapterProblems(rows(0, 10, 10, 5), 30)).toEqual([null, null, 'startLtPrev', 'startLtPrev'])
    expect(chapterProblems(rows(0, 30), 30)).toEqual([null, 'startGteDuration'])
  })

  it('saves each chapter ending where the next starts, titles trimmed; tells when that changes anything', () => {
    const draft = [newChapterRow(0, '  One '), newChapterRow(12.5, 'Two')]
    const payload = chapterPayload(draft, 40)
    expect(payload).toEqual([
      { start: 0, end: 12.5, title: 'One' },
      { start: 12.5, end: 40, title: 'Two' },
    ])
    const saved = payload.map((chapter, id) => ({ id, ...chapter }))
    expect(chaptersChanged(draft, saved)).toBe(false)
    expect(chaptersChanged(rowsOfChapters(saved), saved)).toBe(false)
    expect(chaptersChanged([draft[0]!, { ...draft[1]!, start: 13 }], saved)).toBe(true)
    expect(chaptersChanged([draft[0]!], saved)).toBe(true)
    expect(rowsOfChapters([]).map((row) => [row.start, row.title])).toEqual([[0, '']])
  })

  it('inserts a row halfway to the next chapter (or the end) and keeps the last row', () => {
    const list = rows(0, 10)
    expect(starts(insertRowBelow(list, 0, 30))).toEqual([0, 5, 10])
    expect(starts(insertRowBelow(list, 1, 30))).toEqual([0, 10, 20])
    expect(chapterProblems(insertRowBelow(list, 1, 30), 30)).toEqual([null, null, null])
    expect(removeRow(list, 0).map((row) => row.title)).toEqual(['Chapter 2'])
    expect(removeRow(rows(0), 0)).toHaveLength(1)
    const keys = new Set([...list, ...insertRowBelow(list, 0, 30)].map((row) => row.key))
    expect(keys.size).toBe(3)
  })

  it('shifts every chapter but the first, refusing a shift past the end or onto the first', () => {
    expect(starts(shiftedRows(rows(0, 10, 20), 2.5, 30) as ChapterRow[])).toEqual([0, 12.5, 22.5])
    expect(shiftedRows(rows(0, 10, 20), 10, 30)).toBe('shiftLast')
    expect(shiftedRows(rows(0, 10, 20), -10, 30)).toBe('shiftFirst')
  })

  it('makes one chapter per included audio file, titled by its file name', () => {
    const file = (filename: string, duration: number, exclude = false) =>
      ({ metadata: { filename }, duration, exclude }) as AudioFile
    const made = rowsFromTracks([
      file('01 - Part 1.mp3', 10.5),
      file('skip.mp3', 3, true),
      file('Part.2.mp3', 10),
    ])
    expect(made.map((row) => [row.start, row.title])).toEqual([
      [0, '01 - Part 1'],
      [10.5, 'Part.2'],
    ])
  })

  it('numbers bulk chapters by the typed pattern, 1 to 150, spread after the last chapter', () => {
    const pattern = detectChapterPattern('Chapter 07 of 9')!
    expect(pattern).toEqual({ before: 'Chapter ', after: ' of 9', first: 7, padding: 2 })
    expect([0, 1, 3].map((offset) => patternTitle(pattern, offset))).toEqual([
      'Chapter 07 of 9',
      'Chapter 08 of 9',
      'Chapter 10 of 9',
    ])
    expect(patternTitle(detectChapterPattern('Part 1')!, 9)).toBe('Part 10')
    expect(detectChapterPattern('Epilogue')).toBeNull()
    expect([0, 1, 150, 151, 2.5, Number.NaN].map(validBulkCount)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ])
    const added = withBulkRows(rows(0, 10), ['A', 'B', 'C'], 30)
    expect(starts(added)).toEqual([0, 10, 15, 20, 25])
    expect(chapterProblems(added, 30).every((problem) => problem === null)).toBe(true)
  })

  it('takes Audible branding out of looked-up chapters and keeps those before the end', () => {
    const data: ChapterLookup = {
      asin: 'B0SAMPLE01',
      brandIntroDurationMs: 1000,
      brandOutroDurationMs: 2000,
      runtimeLengthMs: 30000,
      runtimeLengthSec: 30,
      chapters: [
        { title: 'One', startOffsetMs: 0, startOffsetSec: 0, lengthMs: 11000 },
        { title: 'Two', startOffsetMs: 11000, startOffsetSec: 11, lengthMs: 17000 },
        { title: 'Credits', startOffsetMs: 28000, startOffsetSec: 28, lengthMs: 2000 },
      ],
    }
    const plain = withoutBranding(data)
    expect(plain.chapters.map((c) => [c.title, c.startOffsetMs])).toEqual([
      ['One', 0],
      ['Two', 10000],
    ])
    expect(plain.runtimeLengthSec).toBe(27)
    expect(rowsFromLookup(data, 20).map((row) => [row.start, row.title])).toEqual([
      [0, 'One'],
      [11, 'Two'],
    ])
    expect(withLookupTitles(rows(0, 5, 9), data).map((row) => [row.start, row.title])).toEqual([
      [0, 'One'],
      [5, 'Two'],
      [9, 'Credits'],
    ])
  })

  it('writes and reads starts as hh:mm:ss with fractions of a second', () => {
    expect(formatChapterTime(0)).toBe('00:00:00')
    expect(formatChapterTime(3723.25)).toBe('01:02:03.25')
    expect(formatChapterTime(21.831)).toBe('00:00:21.831')
    expect(formatChapterTime(59.9999)).toBe('00:01:00')
    expect(parseChapterTime('01:02:03.25')).toBe(3723.25)
    expect(parseChapterTime('2:05')).toBe(125)
    expect(parseChapterTime('90.5')).toBe(90.5)
    expect(['1:75', 'abc', '', '1.5:00', '-3'].map(parseChapterTime)).toEqual([null, null, null, null, null])
  })
})
