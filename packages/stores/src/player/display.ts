import type { Chapter } from '@shelfkit/client'
import { chapterAt } from './chapters'

export interface TimeDisplayInput {
  currentTime: number
  duration: number
  chapters: readonly Chapter[]
  playbackRate: number
  useChapterTrack: boolean
}

/** What the seek bar and the time labels show (spec 01 §4). Times are divided by the playback rate. */
export interface TimeDisplay {
  /** Chapter-track mode is on and possible (the item has chapters). */
  chapterTrack: boolean
  /** The span the seek bar covers, in media seconds. */
  trackStart: number
  trackEnd: number
  /** Shown elapsed time: since the track start, never negative. */
  elapsed: number
  /** Shown length of the track. */
  total: number
  /** Shown time left: of the whole item. */
  remaining: number
  /** Played fraction of the whole item, 0..1. */
  fraction: number
  chapter: Chapter | null
}

export function timeDisplay(input: TimeDisplayInput): TimeDisplay {
  const rate = input.playbackRate > 0 ? input.playbackRate : 1
  const duration = Math.max(0, input.duration || 0)
  const current = Math.min(Math.max(0, input.currentTime || 0), duration || Number.POSITIVE_INFINITY)
  const chapter = chapterAt(input.chapters, current)
  const chapterTrack = input.useChapterTrack && input.chapters.length > 0 && chapter !== null
  const trackStart = chapterTrack && chapter ? chapter.start : 0
  const trackEnd = chapterTrack && chapter ? chapter.end : duration
  return {
    chapterTrack,
    trackStart,
    trackEnd,
    elapsed: Math.max(0, current - trackStart) / rate,
    total: Math.max(0, trackEnd - trackStart) / rate,
    remaining: Math.max(0, duration - current) / rate,
    fraction: duration > 0 ? current / duration : 0,
    chapter,
  }
}
