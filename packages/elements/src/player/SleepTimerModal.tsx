import { useStore } from '@nanostores/react'
import {
  $player,
  $sleepTimer,
  cancelSleepTimer,
  customSleepSeconds,
  decrementSleepTimer,
  formatNumber,
  formatSleepTimer,
  incrementSleepTimer,
  SLEEP_TIMER_ADJUST_STEPS_S,
  SLEEP_TIMER_CUSTOM_MIN_MINUTES,
  SLEEP_TIMER_PRESETS_MIN,
  setSleepTimer,
  setSleepTimerEndOfChapter,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../ui/Button'
import { Modal } from '../ui/Modal'
import { playerDialogMessages } from './player-messages'

const presetLabel = (minutes: number) =>
  minutes >= 120
    ? formatNumber(minutes / 60, { style: 'unit', unit: 'hour', unitDisplay: 'long' })
    : formatNumber(minutes, { style: 'unit', unit: 'minute', unitDisplay: 'long' })
const stepLabel = (seconds: number) =>
  formatNumber(seconds / 60, { style: 'unit', unit: 'minute', unitDisplay: 'short' })

/** Spec 01 §4 "Sleep timer", spec 02 §9: presets, a custom time, end of chapter; when set, adjust or cancel. */
export function SleepTimerModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useStore(playerDialogMessages)
  const timer = useStore($sleepTimer)
  const { chapters } = useStore($player)
  const [minutes, setMinutes] = useState('')

  useEffect(() => {
    if (open) setMinutes('')
  }, [open])

  const choose = (seconds: number) => {
    setSleepTimer(seconds)
    onClose()
  }
  const custom = customSleepSeconds(Number.parseFloat(minutes))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (custom !== null) choose(custom)
  }

  return (
    <Modal open={open} title={t.sleepTitle} onClose={onClose} width={400} className="sk-player-modal">
      {timer.type ? (
        <div className="sk-sleep-active">
          <p className="sk-sleep-active__remaining" aria-live="polite">
            {timer.type === 'chapter' ? t.endOfChapter : formatSleepTimer(timer)}
          </p>
          {timer.type === 'countdown' ? (
            <div className="sk-sleep-active__adjust">
              {[...SLEEP_TIMER_ADJUST_STEPS_S].reverse().map((step) => (
                <Button key={`-${step}`} onClick={() => decrementSleepTimer(step)}>
                  − {stepLabel(step)}
                </Button>
              ))}
              {SLEEP_TIMER_ADJUST_STEPS_S.map((step) => (
                <Button key={`+${step}`} onClick={() => incrementSleepTimer(step)}>
                  + {stepLabel(step)}
                </Button>
              ))}
            </div>
          ) : null}
          <Button variant="danger" onClick={cancelSleepTimer}>
            {t.cancelSleep}
          </Button>
        </div>
      ) : (
        <>
          <ul className="sk-sleep-presets">
            {SLEEP_TIMER_PRESETS_MIN.map((preset) => (
              <li key={preset}>
                <button
                  type="button"
                  className="sk-sleep-presets__option"
                  onClick={() => choose(preset * 60)}
                >
                  {presetLabel(preset)}
                </button>
              </li>
            ))}
            {chapters.length ? (
              <li>
                <button
                  type="button"
                  className="sk-sleep-presets__option"
                  onClick={() => {
                    setSleepTimerEndOfChapter()
                    onClose()
                  }}
                >
                  {t.endOfChapter}
                </button>
              </li>
            ) : null}
          </ul>
          <form className="sk-sleep-custom" onSubmit={submit}>
            <label htmlFor="sk-sleep-minutes">{t.customTime}</label>
            <input
              id="sk-sleep-minutes"
              className="sk-player-input"
              type="number"
              min={SLEEP_TIMER_CUSTOM_MIN_MINUTES}
              step={SLEEP_TIMER_CUSTOM_MIN_MINUTES}
              inputMode="decimal"
              value={minutes}
              onChange={(event) => setMinutes(event.currentTarget.value)}
            />
            <Button type="submit" variant="primary" disabled={custom === null}>
              {t.set}
            </Button>
          </form>
        </>
      )}
    </Modal>
  )
}
