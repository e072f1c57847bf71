import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react'
import { Field } from './Field'

export interface TextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'> {
  value: string
  onValueChange(value: string): void
  /** Spec 02 §2: leaving the field drops white space around the text (where the official client's fields do). */
  trimOnBlur?: boolean
  className?: string
  ref?: Ref<HTMLInputElement>
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

/** What every labelled box takes besides its control's own attributes. */
interface LabelledProps {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /** More classes for the field around the box (`sk-field--narrow`, `sk-field--inline`). */
  fieldClassName?: string
}

export interface TextFieldProps extends TextInputProps, LabelledProps {}

/**
 * A text box in its labelled `Field` (address, name, secret…): no spell check or autofill unless given
 * (`spellCheck` for prose, `autoComplete="username"`/`"current-password"` for sign-in boxes).
 */
export function TextField({ label, hint, error, fieldClassName, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={fieldClassName}>
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

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'className'>,
    LabelledProps {
  value: string
  onValueChange(value: string): void
  /** More classes for the text area (`sk-input` always). */
  className?: string
}

/** A labelled text area (descriptions, lists of addresses, templates) in its `Field`, in the text box's look. */
export function TextAreaField({
  label,
  hint,
  error,
  fieldClassName,
  className,
  value,
  onValueChange,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={fieldClassName}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          className={className ? `sk-input ${className}` : 'sk-input'}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  )
}

export interface ReadOnlyFieldProps extends LabelledProps {
  value: string
}

/** A labelled box showing a value that cannot be changed here (a path, an address, the account's name). */
export function ReadOnlyField({ value, ...labelled }: ReadOnlyFieldProps) {
  return <TextField {...labelled} value={value} readOnly onValueChange={ignoreChange} />
}

function ignoreChange() {}
