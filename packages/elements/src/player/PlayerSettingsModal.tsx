import { useStore } from '@nanostores/react'
import {
  $player,
  $userSettings,
  formatNumber,
  JUMP_AMOUNTS_S,
  PLAYBACK_RATE_STEPS,
  type UserSettings,
  updateUserSettings,
} from '@shelfkit/stores'
import { useId } from 'react'
import { Modal } from '../ui/Modal'
import { playerDialogMessages } from './player-messages'

const seconds = (value: number) => formatNumber(value, { style: 'unit', unit: 'second', unitDisplay: 'long' })

/** Spec 02 §9 "Player settings": chapter track, jump amounts, playback-rate step. */
export function PlayerSettingsModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useStore(playerDialogMessages)
  const settings = useStore($userSettings)
  const { chapters } = useStore($player)

  return (
    <Modal open={open} title={t.settingsTitle} onClose={onClose} width={420} className="sk-player-modal">
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
          <span>{t.useChapterTrack}</span>
        </label>
        <SettingSelect
          label={t.jumpBackwards}
          setting="jumpBackwardAmount"
          options={JUMP_AMOUNTS_S}
          format={seconds}
        />
        <SettingSelect
          label={t.jumpForwards}
          setting="jumpForwardAmount"
          options={JUMP_AMOUNTS_S}
          format={seconds}
        />
        <SettingSelect
          label={t.rateIncrement}
          setting="playbackRateIncrementDecrement"
          options={PLAYBACK_RATE_STEPS}
        />
      </div>
    </Modal>
  )
}

type NumberSetting = 'jumpBackwardAmount' | 'jumpForwardAmount' | 'playbackRateIncrementDecrement'

/** One numeric setting as a labelled select of its allowed values. */
function SettingSelect({
  label,
  setting,
  options,
  format = (value) => formatNumber(value),
}: {
  label: string
  setting: NumberSetting
  options: readonly number[]
  format?: (value: number) => string
}) {
  const value = useStore($userSettings)[setting]
  const id = useId()
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="sk-player-select"
        value={value}
        onChange={(event) =>
          updateUserSettings({ [setting]: Number(event.currentTarget.value) } as Partial<UserSettings>)
        }
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {format(option)}
          </option>
        ))}
      </select>
    </>
  )
}
