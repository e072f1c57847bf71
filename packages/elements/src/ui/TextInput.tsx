import type { InputHTMLAttributes, ReactNode } from 'react'
import { Field } from './Field'

export interface TextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'> {
  value: string
  onValueChange(value: string): void
  /** Spec 02 §2: leaving the field drops white space around the text (where the official client's fields do). */
  trimOnBlur?: boolean
  className?: string
}

/** The text box of forms (`sk-input`), handing its text to `onValueChange`; spread a Field's control props on it. */
export function TextInput({ value, onValueChange, trimOnBlur, className, onBlur, ...input }: TextInputProps) {
  return (
    <input
      {...input}
      className={className ? `sk-input ${className}` : 'sk-input'}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onBlur={(event) => {
        if (trimOnBlur && value.trim() !== value) onValueChange(value.trim())
        onBlur?.(event)
      }}
    />
  )
}

export interface TextFieldProps extends TextInputProps {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
}

/** A settings text box in its labelled `Field` (address, name, secret…): no spell check or autofill. */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <TextInput spellCheck={false} autoComplete="off" {...input} {...control} />}
    </Field>
  )
}

export interface NumberFieldProps extends Omit<TextInputProps, 'type' | 'value'> {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  value: string | number
  /** The field takes the form's width instead of a count's (`sk-field--narrow`). */
  wide?: boolean
}

/** A labelled number box (counts, limits, ports, hours) in its `Field`; the text goes to `onValueChange` as typed. */
export function NumberField({ label, hint, error, wide, value, ...input }: NumberFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={wide ? undefined : 'sk-field--narrow'}>
      {(control) => <TextInput type="number" value={String(value)} {...input} {...control} />}
    </Field>
  )
}
