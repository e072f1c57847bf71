import { useStore } from '@nanostores/react'
import {
  $player,
  $userSettings,
  JUMP_AMOUNTS_S,
  PLAYBACK_RATE_STEPS,
  updateUserSettings,
} from '@shelfkit/stores'
import { useId } from 'react'
import { Modal } from '../ui/Modal'

/** Spec 02 §9 "Player settings": chapter track, jump amounts, playback-rate step. */
export function PlayerSettingsModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const settings = useStore($userSettings)
  const { chapters } = useStore($player)
  const ids = { back: useId(), forward: useId(), step: useId() }

  return (
    <Modal open={open} title="Player Settings" onClose={onClose} width={420} className="sk-player-modal">
      <div className="sk-player-settings">
        <label className="sk-player-switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={settings.useChapterTrack && chapters.length > 0}
            checked={settings.useChapterTrack && chapters.length > 0}
            disabled={!chapters.length}
            onChange={(event) => updateUserSettings({ useChapterTrack: event.currentTarget.checked })}
          />
          <span>Use chapter track</span>
        </label>
        <label htmlFor={ids.back}>Jump backwards amount</label>
        <select
          id={ids.back}
          className="sk-player-select"
          value={settings.jumpBackwardAmount}
          onChange={(event) => updateUserSettings({ jumpBackwardAmount: Number(event.currentTarget.value) })}
        >
          {JUMP_AMOUNTS_S.map((amount) => (
            <option key={amount} value={amount}>
              {amount} seconds
            </option>
          ))}
        </select>
        <label htmlFor={ids.forward}>Jump forwards amount</label>
        <select
          id={ids.forward}
          className="sk-player-select"
          value={settings.jumpForwardAmount}
          onChange={(event) => updateUserSettings({ jumpForwardAmount: Number(event.currentTarget.value) })}
        >
          {JUMP_AMOUNTS_S.map((amount) => (
            <option key={amount} value={amount}>
              {amount} seconds
            </option>
          ))}
        </select>
        <label htmlFor={ids.step}>Playback rate increment</label>
        <select
          id={ids.step}
          className="sk-player-select"
          value={settings.playbackRateIncrementDecrement}
          onChange={(event) =>
            updateUserSettings({ playbackRateIncrementDecrement: Number(event.currentTarget.value) })
          }
        >
          {PLAYBACK_RATE_STEPS.map((step) => (
            <option key={step} value={step}>
              {step}
            </option>
          ))}
        </select>
      </div>
    </Modal>
  )
}
