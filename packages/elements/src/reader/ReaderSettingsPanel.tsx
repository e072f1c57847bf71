import { useStore } from '@nanostores/react'
import {
  $readerSettings,
  READER_SETTING_RANGES,
  type ReaderSettings,
  updateReaderSettings,
} from '@shelfkit/stores'
import type { ReactNode } from 'react'
import { IconButton } from '../ui/Button'

type Choice<K extends keyof ReaderSettings> = { value: ReaderSettings[K]; label: string }

const THEMES: Choice<'theme'>[] = [
  { value: 'dark', label: 'Dark' },
  { value: 'sepia', label: 'Sepia' },
  { value: 'light', label: 'Light' },
]
const FONTS: Choice<'font'>[] = [
  { value: 'serif', label: 'Serif' },
  { value: 'sans-serif', label: 'Sans Serif' },
]
const SPREADS: Choice<'spread'>[] = [
  { value: 'none', label: 'Single page' },
  { value: 'auto', label: 'Split page' },
]

/** The epub reader's settings (spec 02 §3, §5): each change is saved and applied at once. */
export function ReaderSettingsPanel({ onClose }: { onClose(): void }) {
  const settings = useStore($readerSettings)
  return (
    <aside className="sk-reader__panel sk-reader__panel--end" aria-label="Reader settings">
      <div className="sk-reader__panel-head">
        <h3>Reader settings</h3>
        <IconButton icon="close" size={18} label="Close reader settings" onClick={onClose} />
      </div>
      <Segmented label="Theme" name="theme" choices={THEMES} value={settings.theme} />
      <Segmented label="Font" name="font" choices={FONTS} value={settings.font} />
      <Range label="Font scale" name="fontScale" value={settings.fontScale} />
      <Range label="Line spacing" name="lineSpacing" value={settings.lineSpacing} />
      <Segmented label="Spread" name="spread" choices={SPREADS} value={settings.spread} />
    </aside>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="sk-reader__field">
      <legend>{label}</legend>
      {children}
    </fieldset>
  )
}

function Segmented<K extends 'theme' | 'font' | 'spread'>({
  label,
  name,
  choices,
  value,
}: {
  label: string
  name: K
  choices: Choice<K>[]
  value: ReaderSettings[K]
}) {
  return (
    <Field label={label}>
      <div className="sk-reader__segments">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            className={`sk-reader__segment${choice.value === value ? ' sk-reader__segment--on' : ''}`}
            aria-pressed={choice.value === value}
            onClick={() => updateReaderSettings({ [name]: choice.value } as Partial<ReaderSettings>)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </Field>
  )
}

function Range({ label, name, value }: { label: string; name: 'fontScale' | 'lineSpacing'; value: number }) {
  const range = READER_SETTING_RANGES[name]
  return (
    <Field label={label}>
      <div className="sk-reader__range">
        <input
          type="range"
          aria-label={label}
          min={range.min}
          max={range.max}
          step={range.step}
          value={value}
          onChange={(event) => updateReaderSettings({ [name]: Number(event.target.value) })}
        />
        <output>{value}%</output>
      </div>
    </Field>
  )
}
