import { useStore } from '@nanostores/react'
import {
  $player,
  formatPercent,
  setVolume,
  toggleMute,
  VOLUME_POPUP_CLOSE_MS,
  VOLUME_STEP,
} from '@shelfkit/stores'
import { useEffect, useRef, useState, type WheelEvent } from 'react'
import { IconButton } from '../ui/Button'
import { playerDialogMessages } from './player-messages'

/**
 * Mute button with a volume slider that opens on hover or focus, follows the wheel in steps of 0.1 and closes
 * 600 ms after the pointer leaves (spec 01 §5, spec 02 §9). The volume is remembered by the store.
 */
export function VolumeControl() {
  const t = useStore(playerDialogMessages)
  const { volume, muted } = useStore($player)
  const [open, setOpen] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current)
    closeTimer.current = null
  }
  const show = () => {
    cancelClose()
    setOpen(true)
  }
  const hideSoon = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpen(false), VOLUME_POPUP_CLOSE_MS)
  }
  useEffect(
    () => () => {
      if (closeTimer.current !== null) clearTimeout(closeTimer.current)
    },
    [],
  )

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (event.deltaY === 0) return
    setVolume(volume + (event.deltaY < 0 ? VOLUME_STEP : -VOLUME_STEP))
  }
  const level = muted ? 0 : volume

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and wheel are shortcuts; the button and slider are the controls
    <div
      className="sk-player-popover sk-volume"
      onPointerEnter={show}
      onPointerLeave={hideSoon}
      onFocus={show}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hideSoon()
      }}
      onWheel={onWheel}
    >
      <IconButton
        icon={level === 0 ? 'volumeMute' : 'volume'}
        label={muted ? t.unmute : t.mute}
        size={22}
        onClick={toggleMute}
      />
      {open ? (
        <div className="sk-player-popover__panel sk-volume__panel">
          <input
            className="sk-volume__slider"
            type="range"
            min={0}
            max={1}
            step={VOLUME_STEP}
            value={level}
            aria-label={t.volume}
            aria-valuetext={formatPercent(level)}
            onChange={(event) => setVolume(Number(event.currentTarget.value))}
          />
        </div>
      ) : null}
    </div>
  )
}
