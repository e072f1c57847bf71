import type { Chapter } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { chapterAt, chapterIndexAt, nextChapterTarget, previousChapterTarget } from './chapters'

const chapters: Chapter[] = [
  { id: 0, start: 0, end: 20, title: 'One' },
  { id: 1, start: 20, end: 45, title: 'Two' },
  { id: 2, start: 45, end: 60, title: 'Three' },
]

describe('current chapter (spec 01 §2 "current chapter name")', () => {
  it('finds the chapter holding the time, start inclusive', () => {
    expect(chapterIndexAt(chapters, 0)).toBe(0)
    expect(chapterIndexAt(chapters, 19.99)).toBe(0)
    expect(chapterIndexAt(chapters, 20)).toBe(1)
    expect(chapterAt(chapters, 50)?.title).toBe('Three')
  })

  it('keeps the last chapter at and after the end, and has none without chapters', () => {
    expect(chapterIndexAt(chapters, 60)).toBe(2)
    expect(chapterIndexAt([], 10)).toBe(-1)
  })
})

describe('previous chapter (spec 01 §4 "Chapter navigation", 3 s rule)', () => {
  it('restarts the item in the first chapter', () => {
    expect(previousChapterTarget(chapters, 12)).toBe(0)
    expect(previousChapterTarget(chapters, 1)).toBe(0)
  })

  it('goes to the earlier chapter within 3 s of the chapter start', () => {
    expect(previousChapterTarget(chapters, 22)).toBe(0)
    expect(previousChapterTarget(chapters, 23)).toBe(0)
    expect(previousChapterTarget(chapters, 45.5)).toBe(20)
  })

  it('goes to the current chapter start later in the chapter', () => {
    expect(previousChapterTarget(chapters, 23.5)).toBe(20)
    expect(previousChapterTarget(chapters, 59)).toBe(45)
  })

  it('restarts the item when it has no chapters', () => {
    expect(previousChapterTarget([], 30)).toBe(0)
  })
})

describe('next chapter (spec 01 §4 "Chapter navigation")', () => {
  it('goes to the next chapter start', () => {
    expect(nextChapterTarget(chapters, 5)).toBe(20)
    expect(nextChapterTarget(chapters, 44)).toBe(45)
  })

  it('has no target in the last chapter (the next queue item plays instead)', () => {
    expect(nextChapterTarget(chapters, 50)).toBeNull()
    expect(nextChapterTarget([], 5)).toBeNull()
  })
})
