import { useStore } from '@nanostores/react'
import {
  $player,
  decreasePlaybackRate,
  increasePlaybackRate,
  PLAYBACK_RATE_MAX,
  PLAYBACK_RATE_MIN,
  PLAYBACK_RATE_PRESETS,
  setPlaybackRate,
} from '@shelfkit/stores'
import { useCallback, useId, useRef, useState } from 'react'
import { IconButton } from '../ui/Button'
import { useDismiss } from '../ui/dismiss'

/** `1` → `1.0x`, `1.25` → `1.25x`. */
export function formatRate(rate: number): string {
  return `${Number.isInteger(rate * 10) ? rate.toFixed(1) : rate.toFixed(2)}x`
}

/** The speed button and its popup: presets, and steps of the user setting (spec 01 §5, spec 02 §9). */
export function RateControl() {
  const { playbackRate } = useStore($player)
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const popupId = useId()
  const close = useCallback((reason?: 'outside' | 'escape') => {
    setOpen(false)
    if (reason === 'escape') button.current?.focus()
  }, [])
  useDismiss(root, open, close)

  return (
    <div className="sk-player-popover" ref={root}>
      <button
        ref={button}
        type="button"
        className="sk-player__rate"
        aria-label={`Playback speed ${formatRate(playbackRate)}`}
        title="Playback speed"
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen(!open)}
      >
        {formatRate(playbackRate)}
      </button>
      {open ? (
        // biome-ignore lint/a11y/useSemanticElements: a popup of controls, not a form
        <div
          className="sk-player-popover__panel sk-rate-panel"
          id={popupId}
          role="group"
          aria-label="Playback speed"
        >
          <div className="sk-rate-panel__step">
            <IconButton
              icon="minus"
              label="Slower"
              size={18}
              disabled={playbackRate <= PLAYBACK_RATE_MIN}
              onClick={decreasePlaybackRate}
            />
            <output className="sk-rate-panel__value" aria-live="polite">
              {formatRate(playbackRate)}
            </output>
            <IconButton
              icon="plus"
              label="Faster"
              size={18}
              disabled={playbackRate >= PLAYBACK_RATE_MAX}
              onClick={increasePlaybackRate}
            />
          </div>
          <div className="sk-rate-panel__presets">
            {PLAYBACK_RATE_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                className={`sk-player-chip${preset === playbackRate ? ' sk-player-chip--active' : ''}`}
                aria-pressed={preset === playbackRate}
                onClick={() => setPlaybackRate(preset)}
              >
                {formatRate(preset)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  )
}
