import type { Chapter } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { timeDisplay } from './display'

const chapters: Chapter[] = [
  { id: 0, start: 0, end: 40, title: 'One' },
  { id: 1, start: 40, end: 100, title: 'Two' },
]

describe('shown times (spec 01 §4 "Player")', () => {
  it('divides every shown time by the playback rate', () => {
    const shown = timeDisplay({
      currentTime: 50,
      duration: 100,
      chapters,
      playbackRate: 2,
      useChapterTrack: false,
    })
    expect(shown.elapsed).toBe(25)
    expect(shown.total).toBe(50)
    expect(shown.remaining).toBe(25)
    expect(shown.fraction).toBe(0.5)
    expect(shown.chapter?.title).toBe('Two')
  })

  it('chapter-track mode shows the time since the chapter start over the chapter length', () => {
    const shown = timeDisplay({
      currentTime: 50,
      duration: 100,
      chapters,
      playbackRate: 1,
      useChapterTrack: true,
    })
    expect(shown.chapterTrack).toBe(true)
    expect([shown.trackStart, shown.trackEnd]).toEqual([40, 100])
    expect(shown.elapsed).toBe(10)
    expect(shown.total).toBe(60)
    expect(shown.remaining).toBe(50)
  })

  it('chapter-track mode works only with chapters', () => {
    const shown = timeDisplay({
      currentTime: 5,
      duration: 10,
      chapters: [],
      playbackRate: 1,
      useChapterTrack: true,
    })
    expect(shown.chapterTrack).toBe(false)
    expect(shown.total).toBe(10)
  })
})
