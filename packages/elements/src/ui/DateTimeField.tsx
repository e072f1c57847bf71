import { useStore } from '@nanostores/react'
import { i18n } from '@shelfkit/stores'
import { type ReactNode, useState } from 'react'
import { Field } from './Field'

const messages = i18n('ui.dateTimeField', { invalid: 'Date and time is invalid or incomplete' })

export interface DateTimeFieldProps {
  label: ReactNode
  /** `yyyy-MM-ddTHH:mm`, or '' when empty or not a whole date and time. */
  value: string
  onChange(value: string): void
  hint?: ReactNode
  disabled?: boolean
  className?: string
}

/**
 * A labelled `datetime-local` input (spec 02 §2 "Other shared widgets"): while what is typed is not a whole, valid
 * date and time the box has the error border and says 'Date and time is invalid or incomplete'. The browser hands
 * no value for such input, so `onChange` hears ''.
 */
export function DateTimeField({ label, value, onChange, hint, disabled, className }: DateTimeFieldProps) {
  const t = useStore(messages)
  const [badInput, setBadInput] = useState(false)
  const check = (input: HTMLInputElement) => setBadInput(input.validity.badInput)
  return (
    <Field label={label} hint={hint} error={badInput ? t.invalid : undefined} className={className}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          className="sk-input"
          value={value}
          disabled={disabled}
          onChange={(event) => {
            check(event.target)
            onChange(event.target.value)
          }}
          onKeyUp={(event) => check(event.currentTarget)}
          onBlur={(event) => check(event.currentTarget)}
        />
      )}
    </Field>
  )
}
