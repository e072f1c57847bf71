import type { MetadataProvider } from '@shelfkit/stores'
import { Field } from '../../ui/Field'

/** A metadata provider picker; a value the list lacks (a removed custom provider) stays choosable as it is. */
export function ProviderField({
  label,
  providers,
  value,
  disabled,
  onChange,
}: {
  label: string
  providers: readonly MetadataProvider[]
  value: string
  disabled?: boolean
  onChange(value: string): void
}) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          className="sk-select"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {providers.some((entry) => entry.value === value) ? null : <option value={value}>{value}</option>}
          {providers.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
