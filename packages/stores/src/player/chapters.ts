import type { Chapter } from '@shelfkit/client'
import { PREVIOUS_CHAPTER_THRESHOLD_S } from './constants'

/** Index of the chapter playing at `time` (start inclusive, end exclusive; the last one keeps its end), or -1. */
export function chapterIndexAt(chapters: readonly Chapter[], time: number): number {
  if (!chapters.length || !Number.isFinite(time)) return -1
  for (let index = 0; index < chapters.length; index++) {
    const chapter = chapters[index]!
    if (time >= chapter.start && time < chapter.end) return index
  }
  const last = chapters[chapters.length - 1]!
  if (time >= last.end) return chapters.length - 1
  return -1
}

export function chapterAt(chapters: readonly Chapter[], time: number): Chapter | null {
  const index = chapterIndexAt(chapters, time)
  return index < 0 ? null : chapters[index]!
}

/**
 * Spec 01 §4 "Chapter navigation", previous: the start of the item at the first chapter (or without chapters),
 * the earlier chapter within 3 s of the current chapter's start, otherwise the current chapter's start.
 */
export function previousChapterTarget(chapters: readonly Chapter[], time: number): number {
  const index = chapterIndexAt(chapters, time)
  if (index <= 0) return 0
  const current = chapters[index]!
  if (time - current.start <= PREVIOUS_CHAPTER_THRESHOLD_S) return chapters[index - 1]!.start
  return current.start
}

/** Spec 01 §4 "Chapter navigation", next: the next chapter's start, or null when there is none. */
export function nextChapterTarget(chapters: readonly Chapter[], time: number): number | null {
  const index = chapterIndexAt(chapters, time)
  if (index < 0) {
    const upcoming = chapters.find((chapter) => chapter.start > time)
    return upcoming ? upcoming.start : null
  }
  const next = chapters[index + 1]
  return next ? next.start : null
}
