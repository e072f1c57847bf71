import type { LibraryItem } from '@shelfkit/client'
import { atom } from 'nanostores'
import { storeMessages } from '../../i18n/i18n'
import { shared } from '../../registry'
import { showToast } from '../../toasts'
import { itemFileSrc } from '../item'

/** How long a chapter's beginning plays from its row. */
export const CHAPTER_PREVIEW_SECONDS = 10

export const chapterPreviewMessages = storeMessages('item.chapterPreview', {
  failed: 'This chapter could not be played',
})

export interface ChapterPreview {
  /** The row playing (its key). */
  key: number
  status: 'loading' | 'playing'
}

export const $chapterPreview = shared('itemEdit.chapterPreview', () => atom<ChapterPreview | null>(null))
const playing = shared('itemEdit.chapterPreviewAudio', () => ({
  audio: null as HTMLAudioElement | null,
  timer: undefined as ReturnType<typeof setTimeout> | undefined,
}))

export function stopChapterPreview(): void {
  clearTimeout(playing.timer)
  if (playing.audio) {
    playing.audio.pause()
    playing.audio.removeAttribute('src')
    playing.audio.load()
  }
  playing.audio = null
  $chapterPreview.set(null)
}

/** The track holding a time of the book and where in it that time falls. */
export function trackAt(item: LibraryItem, seconds: number) {
  if (item.mediaType !== 'book') return null
  const track = item.media.tracks.find(
    (t) => seconds >= t.startOffset && seconds < t.startOffset + t.duration,
  )
  return track ? { track, offset: seconds - track.startOffset } : null
}

/**
 * Plays the first seconds of a chapter from its row (the file straight from the server, apart from the player);
 * a second press, another row or closing the tab stops it. It carries on into the next track at a track's end.
 */
export function playChapterPreview(item: LibraryItem, start: number, key: number): void {
  const wasThisRow = $chapterPreview.get()?.key === key
  stopChapterPreview()
  const found = trackAt(item, start)
  if (wasThisRow || !found || typeof Audio === 'undefined') return
  const audio = new Audio()
  playing.audio = audio
  $chapterPreview.set({ key, status: 'loading' })
  let current = found.track
  const playFrom = (track: typeof found.track, offset: number) => {
    current = track
    audio.src = itemFileSrc(item.id, track.ino)
    audio.currentTime = offset
    audio.play().catch(() => {})
  }
  audio.addEventListener('playing', () => {
    if (playing.audio !== audio || $chapterPreview.get()?.status === 'playing') return
    $chapterPreview.set({ key, status: 'playing' })
    playing.timer = setTimeout(stopChapterPreview, CHAPTER_PREVIEW_SECONDS * 1000)
  })
  audio.addEventListener('ended', () => {
    const next =
      item.mediaType === 'book' ? item.media.tracks.find((t) => t.index === current.index + 1) : null
    if (next && playing.audio === audio) playFrom(next, 0)
    else stopChapterPreview()
  })
  audio.addEventListener('error', () => {
    if (playing.audio !== audio) return
    stopChapterPreview()
    showToast({ type: 'error', message: chapterPreviewMessages.get().failed })
  })
  playFrom(found.track, found.offset)
}
