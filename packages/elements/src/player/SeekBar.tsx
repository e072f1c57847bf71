import { useStore } from '@nanostores/react'
import type { Chapter } from '@shelfkit/client'
import {
  $player,
  $playerTime,
  $userSettings,
  chapterAt,
  formatClock,
  i18n,
  params,
  seekTo,
  type TimeDisplay,
  timeDisplay,
} from '@shelfkit/stores'
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react'
import { useCanvasDrawer } from './canvas-drawer'
import { TrackCanvas } from './track-canvas'

const messages = i18n('player.seekBar', {
  seek: 'Seek',
  position: params('{time} of {duration}'),
})

/** Right-to-left languages run the bar from the right: played from the right edge, the arrow keys mirrored. */
const isRightToLeft = (element: Element | null) => !!element && getComputedStyle(element).direction === 'rtl'

/** A change of the bar smaller than this fraction is under half a pixel on the widest screens. */
const MIN_VISIBLE_CHANGE = 1 / 4000
/** Arrow keys move by the jump amounts; Page keys by a minute. */
const PAGE_STEP_S = 60

/** Writes an attribute only when its text changes: an unchanged write still invalidates the element's style. */
function setAttributeIfChanged(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value)
}

const fractionOf = (value: number, start: number, end: number) =>
  end > start ? Math.min(1, Math.max(0, (value - start) / (end - start))) : 0

/** What the bar shows at the current position (the stores' rules: chapter track, rate). */
function currentDisplay(): { shown: TimeDisplay; currentTime: number; bufferedTime: number } {
  const player = $player.get()
  const { currentTime, bufferedTime } = $playerTime.get()
  const shown = timeDisplay({
    currentTime,
    duration: player.duration,
    chapters: player.chapters,
    playbackRate: player.playbackRate,
    useChapterTrack: $userSettings.get().useChapterTrack,
  })
  return { shown, currentTime, bufferedTime }
}

/**
 * Follows the stores and calls `paint` with the display at every change. The position changes every second while
 * playing: writing those few attributes directly keeps React out of the per-second path.
 */
export function usePlayerDisplay(paint: (display: ReturnType<typeof currentDisplay>) => void) {
  const latest = useRef(paint)
  latest.current = paint
  useEffect(() => {
    const update = () => latest.current(currentDisplay())
    const stops = [$playerTime.subscribe(update), $player.listen(update), $userSettings.listen(update)]
    return () => {
      for (const stop of stops) stop()
    }
  }, [])
}

/**
 * The seek track (spec 01 §2): played and buffered ranges, chapter ticks, a hover preview of the time (and chapter)
 * under the pointer; click or drag to seek; a keyboard slider. In chapter-track mode it spans the current chapter.
 */
export function SeekBar() {
  const t = useStore(messages)
  const player = useStore($player)
  const settings = useStore($userSettings)
  const root = useRef<HTMLDivElement>(null)
  const track = useRef<HTMLDivElement>(null)
  const ranges = useCanvasDrawer((canvas) => new TrackCanvas(canvas))
  const thumb = useRef<HTMLDivElement>(null)
  const dragging = useRef<number | null>(null)
  const [hover, setHover] = useState<number | null>(null)
  const [chapterTrack, setChapterTrack] = useState(false)
  const chapterTrackShown = useRef(false)
  /** The thumb shows only under the pointer, with focus or while dragging; until then its position is not kept. */
  const thumbShown = useRef({ pointer: false, focus: false })

  const disabled = player.status === 'loading' || !(player.duration > 0)
  const rate = player.playbackRate || 1

  const painted = useRef({ played: -1, buffered: -1, thumb: -1 })
  const paint = ({ shown, currentTime, bufferedTime }: ReturnType<typeof currentDisplay>) => {
    const { trackStart, trackEnd } = shown
    const position = dragging.current ?? currentTime
    const playedFraction = fractionOf(position, trackStart, trackEnd)
    const bufferedFraction = fractionOf(bufferedTime, trackStart, trackEnd)
    // In a long book a second is less than a pixel: leave the bar alone until it moves visibly.
    const playedMoved = Math.abs(playedFraction - painted.current.played) >= MIN_VISIBLE_CHANGE
    const bufferedMoved = Math.abs(bufferedFraction - painted.current.buffered) >= MIN_VISIBLE_CHANGE
    if (playedMoved || bufferedMoved) {
      painted.current.played = playedFraction
      painted.current.buffered = bufferedFraction
      ranges.drawer.current?.show(playedFraction, bufferedFraction)
    }
    // The thumb moves by `inset-inline-start`, which costs a layout of the page: only while it can be seen.
    const thumbMoved = Math.abs(playedFraction - painted.current.thumb) >= MIN_VISIBLE_CHANGE
    const thumbVisible = thumbShown.current.pointer || thumbShown.current.focus || dragging.current !== null
    if (thumbVisible && thumbMoved && thumb.current) {
      painted.current.thumb = playedFraction
      thumb.current.style.insetInlineStart = `${playedFraction * 100}%`
    }
    const slider = root.current
    if (slider) {
      const clamped = Math.min(trackEnd, Math.max(trackStart, position))
      setAttributeIfChanged(slider, 'aria-valuemin', String(Math.floor(trackStart)))
      setAttributeIfChanged(slider, 'aria-valuemax', String(Math.floor(trackEnd)))
      setAttributeIfChanged(slider, 'aria-valuenow', String(Math.floor(clamped)))
      const shownRate = $player.get().playbackRate || 1
      setAttributeIfChanged(
        slider,
        'aria-valuetext',
        messages.get().position({
          time: formatClock((clamped - trackStart) / shownRate),
          duration: formatClock((trackEnd - trackStart) / shownRate),
        }),
      )
    }
    // State only on a change (the ticks and the preview depend on it): a write every second re-renders the bar.
    if (shown.chapterTrack !== chapterTrackShown.current) {
      chapterTrackShown.current = shown.chapterTrack
      setChapterTrack(shown.chapterTrack)
    }
  }
  const showThumb = (reason: 'pointer' | 'focus', shown: boolean) => {
    thumbShown.current[reason] = shown
    if (shown) paint(currentDisplay())
  }
  usePlayerDisplay(paint)

  const span = () => {
    const { shown } = currentDisplay()
    return [shown.trackStart, shown.trackEnd] as const
  }
  const timeAt = (clientX: number) => {
    const [start, end] = span()
    const box = track.current?.getBoundingClientRect()
    if (!box || box.width === 0) return start
    const fromLeft = fractionOf(clientX, box.left, box.right)
    return start + (isRightToLeft(track.current) ? 1 - fromLeft : fromLeft) * (end - start)
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return
    event.currentTarget.setPointerCapture(event.pointerId)
    dragging.current = timeAt(event.clientX)
    paint(currentDisplay())
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const time = timeAt(event.clientX)
    setHover(time)
    if (dragging.current !== null) {
      dragging.current = time
      paint(currentDisplay())
    }
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === null) return
    dragging.current = null
    seekTo(timeAt(event.clientX))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const [start, end] = span()
    const { currentTime } = $playerTime.get()
    // The arrow pointing the way the bar fills moves forward.
    const [back, forward] = isRightToLeft(root.current)
      ? ['ArrowRight', 'ArrowLeft']
      : ['ArrowLeft', 'ArrowRight']
    const steps: Record<string, number> = {
      [back]: -settings.jumpBackwardAmount,
      ArrowDown: -settings.jumpBackwardAmount,
      [forward]: settings.jumpForwardAmount,
      ArrowUp: settings.jumpForwardAmount,
      PageDown: -PAGE_STEP_S,
      PageUp: PAGE_STEP_S,
    }
    let target: number | null = null
    if (event.key in steps) target = currentTime + (steps[event.key] ?? 0)
    else if (event.key === 'Home') target = start
    else if (event.key === 'End') target = end
    if (target === null || disabled) return
    // The slider owns these keys; the player hotkeys must not act on them too.
    event.preventDefault()
    event.stopPropagation()
    seekTo(Math.min(end, Math.max(start, target)))
  }

  const rendered = currentDisplay()
  const [hoverStart, hoverEnd] = [rendered.shown.trackStart, rendered.shown.trackEnd]
  const hoverChapter = hover === null ? null : chapterAt(player.chapters, hover)
  return (
    <div
      ref={root}
      className="sk-seekbar"
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={t.seek}
      aria-disabled={disabled || undefined}
      aria-valuemin={Math.floor(hoverStart)}
      aria-valuemax={Math.floor(hoverEnd)}
      aria-valuenow={Math.floor(Math.min(hoverEnd, Math.max(hoverStart, rendered.currentTime)))}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerEnter={() => showThumb('pointer', true)}
      onPointerLeave={() => {
        setHover(null)
        showThumb('pointer', false)
      }}
      onFocus={() => showThumb('focus', true)}
      onBlur={() => showThumb('focus', false)}
      onPointerCancel={() => {
        dragging.current = null
      }}
    >
      <div ref={track} className="sk-seekbar__track">
        <canvas ref={ranges.ref} className="sk-seekbar__ranges" data-testid="seek-ranges" />
        {chapterTrack ? null : <ChapterTicks chapters={player.chapters} duration={player.duration} />}
      </div>
      <div ref={thumb} className="sk-seekbar__thumb" />
      {hover !== null && !disabled ? (
        <div
          className="sk-seekbar__preview"
          style={{ insetInlineStart: `${fractionOf(hover, hoverStart, hoverEnd) * 100}%` }}
        >
          {formatClock((hover - hoverStart) / rate)}
          {hoverChapter && !chapterTrack ? (
            <span className="sk-seekbar__preview-chapter">{hoverChapter.title}</span>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

function ChapterTicks({ chapters, duration }: { chapters: readonly Chapter[]; duration: number }) {
  if (!(duration > 0) || chapters.length < 2) return null
  return (
    <>
      {chapters.slice(1).map((chapter) => (
        <span
          key={chapter.id}
          className="sk-seekbar__tick"
          style={{ insetInlineStart: `${(chapter.start / duration) * 100}%` }}
        />
      ))}
    </>
  )
}
