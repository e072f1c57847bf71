import { useStore } from '@nanostores/react'
import {
  $player,
  decreasePlaybackRate,
  formatNumber,
  increasePlaybackRate,
  PLAYBACK_RATE_MAX,
  PLAYBACK_RATE_MIN,
  PLAYBACK_RATE_PRESETS,
  setPlaybackRate,
} from '@shelfkit/stores'
import { useCallback, useId, useRef, useState } from 'react'
import { IconButton } from '../ui/Button'
import { useDismiss } from '../ui/dismiss'
import { playerDialogMessages } from './player-messages'

/** `1` → `1.0x`, `1.25` → `1.25x` (in the language's digits). */
export function formatRate(rate: number, text = playerDialogMessages.get()): string {
  const digits = Number.isInteger(rate * 10) ? 1 : 2
  return text.rate({
    rate: formatNumber(rate, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  })
}

/** The speed button and its popup: presets, and steps of the user setting (spec 01 §5, spec 02 §9). */
export function RateControl() {
  const t = useStore(playerDialogMessages)
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
        aria-label={t.speedIs({ rate: formatRate(playbackRate, t) })}
        title={t.speed}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen(!open)}
      >
        {formatRate(playbackRate, t)}
      </button>
      {open ? (
        // biome-ignore lint/a11y/useSemanticElements: a popup of controls, not a form
        <div
          className="sk-player-popover__panel sk-rate-panel"
          id={popupId}
          role="group"
          aria-label={t.speed}
        >
          <div className="sk-rate-panel__step">
            <IconButton
              icon="minus"
              label={t.slower}
              size={18}
              disabled={playbackRate <= PLAYBACK_RATE_MIN}
              onClick={decreasePlaybackRate}
            />
            <output className="sk-rate-panel__value" aria-live="polite">
              {formatRate(playbackRate, t)}
            </output>
            <IconButton
              icon="plus"
              label={t.faster}
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
                {formatRate(preset, t)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  )
}
