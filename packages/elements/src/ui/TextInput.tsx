import type { InputHTMLAttributes } from 'react'

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
