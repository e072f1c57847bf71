import { useStore } from '@nanostores/react'
import type { Chapter } from '@shelfkit/client'
import {
  $player,
  $playerTime,
  $userSettings,
  chapterAt,
  formatClock,
  seekTo,
  timeDisplay,
} from '@shelfkit/stores'
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react'

/** Arrow keys move by the jump amounts; Page keys by a minute. */
const PAGE_STEP_S = 60

const fractionOf = (value: number, start: number, end: number) =>
  end > start ? Math.min(1, Math.max(0, (value - start) / (end - start))) : 0

/**
 * The seek track (spec 01 §2): played and buffered ranges, chapter ticks, a hover preview of the time (and chapter)
 * under the pointer; click or drag to seek; a keyboard slider. In chapter-track mode it spans the current chapter.
 */
export function SeekBar() {
  const player = useStore($player)
  const { currentTime, bufferedTime } = useStore($playerTime)
  const settings = useStore($userSettings)
  const track = useRef<HTMLDivElement>(null)
  const [hover, setHover] = useState<number | null>(null)
  const [dragging, setDragging] = useState<number | null>(null)

  const shown = timeDisplay({
    currentTime,
    duration: player.duration,
    chapters: player.chapters,
    playbackRate: player.playbackRate,
    useChapterTrack: settings.useChapterTrack,
  })
  const { trackStart, trackEnd } = shown
  const position = dragging ?? currentTime
  const disabled = player.status === 'loading' || !(player.duration > 0)

  const timeAt = (clientX: number) => {
    const box = track.current?.getBoundingClientRect()
    if (!box || box.width === 0) return trackStart
    return trackStart + fractionOf(clientX, box.left, box.right) * (trackEnd - trackStart)
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return
    event.currentTarget.setPointerCapture(event.pointerId)
    setDragging(timeAt(event.clientX))
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const time = timeAt(event.clientX)
    setHover(time)
    if (dragging !== null) setDragging(time)
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging === null) return
    seekTo(timeAt(event.clientX))
    setDragging(null)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowLeft: -settings.jumpBackwardAmount,
      ArrowDown: -settings.jumpBackwardAmount,
      ArrowRight: settings.jumpForwardAmount,
      ArrowUp: settings.jumpForwardAmount,
      PageDown: -PAGE_STEP_S,
      PageUp: PAGE_STEP_S,
    }
    let target: number | null = null
    if (event.key in steps) target = currentTime + (steps[event.key] ?? 0)
    else if (event.key === 'Home') target = trackStart
    else if (event.key === 'End') target = trackEnd
    if (target === null || disabled) return
    // The slider owns these keys; the player hotkeys must not act on them too.
    event.preventDefault()
    event.stopPropagation()
    seekTo(Math.min(trackEnd, Math.max(trackStart, target)))
  }

  const rate = player.playbackRate || 1
  const hoverChapter = hover === null ? null : chapterAt(player.chapters, hover)
  return (
    <div
      ref={track}
      className="sk-seekbar"
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label="Seek"
      aria-disabled={disabled || undefined}
      aria-valuemin={Math.floor(trackStart)}
      aria-valuemax={Math.floor(trackEnd)}
      aria-valuenow={Math.floor(Math.min(trackEnd, Math.max(trackStart, position)))}
      aria-valuetext={`${formatClock((position - trackStart) / rate)} of ${formatClock((trackEnd - trackStart) / rate)}`}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerLeave={() => setHover(null)}
      onPointerCancel={() => setDragging(null)}
    >
      <div className="sk-seekbar__track">
        <div
          className="sk-seekbar__buffered"
          style={{ width: `${fractionOf(bufferedTime, trackStart, trackEnd) * 100}%` }}
        />
        <div
          className="sk-seekbar__played"
          style={{ width: `${fractionOf(position, trackStart, trackEnd) * 100}%` }}
        />
        {shown.chapterTrack ? null : <ChapterTicks chapters={player.chapters} duration={player.duration} />}
      </div>
      <div
        className="sk-seekbar__thumb"
        style={{ left: `${fractionOf(position, trackStart, trackEnd) * 100}%` }}
      />
      {hover !== null && !disabled ? (
        <div
          className="sk-seekbar__preview"
          style={{ left: `${fractionOf(hover, trackStart, trackEnd) * 100}%` }}
        >
          {formatClock((hover - trackStart) / rate)}
          {hoverChapter && !shown.chapterTrack ? (
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
          style={{ left: `${(chapter.start / duration) * 100}%` }}
        />
      ))}
    </>
  )
}
