import { useStore } from '@nanostores/react'
import {
  $format,
  $readerSettings,
  i18n,
  READER_SETTING_RANGES,
  type ReaderSettings,
  updateReaderSettings,
} from '@shelfkit/stores'
import type { ReactNode } from 'react'
import { IconButton } from '../ui/Button'

const messages = i18n('reader.settings', {
  heading: 'Reader settings',
  close: 'Close reader settings',
  theme: 'Theme',
  font: 'Font',
  fontScale: 'Font scale',
  lineSpacing: 'Line spacing',
  spread: 'Spread',
  dark: 'Dark',
  sepia: 'Sepia',
  light: 'Light',
  serif: 'Serif',
  sansSerif: 'Sans Serif',
  single: 'Single page',
  split: 'Split page',
})

/** The message naming a choice. */
type Label = 'dark' | 'sepia' | 'light' | 'serif' | 'sansSerif' | 'single' | 'split'
type Choice<K extends keyof ReaderSettings> = { value: ReaderSettings[K]; label: Label }

const THEMES: Choice<'theme'>[] = [
  { value: 'dark', label: 'dark' },
  { value: 'sepia', label: 'sepia' },
  { value: 'light', label: 'light' },
]
const FONTS: Choice<'font'>[] = [
  { value: 'serif', label: 'serif' },
  { value: 'sans-serif', label: 'sansSerif' },
]
const SPREADS: Choice<'spread'>[] = [
  { value: 'none', label: 'single' },
  { value: 'auto', label: 'split' },
]

/** The epub reader's settings (spec 02 §3, §5): each change is saved and applied at once. */
export function ReaderSettingsPanel({ onClose }: { onClose(): void }) {
  const t = useStore(messages)
  const settings = useStore($readerSettings)
  return (
    <aside className="sk-reader__panel sk-reader__panel--end" aria-label={t.heading}>
      <div className="sk-reader__panel-head">
        <h3>{t.heading}</h3>
        <IconButton icon="close" size={18} label={t.close} onClick={onClose} />
      </div>
      <Segmented label={t.theme} name="theme" choices={THEMES} value={settings.theme} />
      <Segmented label={t.font} name="font" choices={FONTS} value={settings.font} />
      <Range label={t.fontScale} name="fontScale" value={settings.fontScale} />
      <Range label={t.lineSpacing} name="lineSpacing" value={settings.lineSpacing} />
      <Segmented label={t.spread} name="spread" choices={SPREADS} value={settings.spread} />
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
  const t = useStore(messages)
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
            {t[choice.label]}
          </button>
        ))}
      </div>
    </Field>
  )
}

function Range({ label, name, value }: { label: string; name: 'fontScale' | 'lineSpacing'; value: number }) {
  const format = useStore($format)
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
        <output>{format.number(value / 100, { style: 'percent' })}</output>
      </div>
    </Field>
  )
}
