import { type InputHTMLAttributes, type ReactNode, useId } from 'react'

/**
 * What a field hands its control: the id its label points at (the label's own id is `{id}-label`), the texts
 * describing it and whether it is invalid.
 */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
}

export interface FieldProps {
  label: ReactNode
  /** Help under the control, read out with it. */
  hint?: ReactNode
  /** A validation message under the control, in the danger colour, read out with it; the control is marked invalid. */
  error?: ReactNode
  /** More classes for the field (`sk-field--narrow`, a layout's own). */
  className?: string
  /** The control (input, select, textarea or a custom one), given the props that tie it to the label and texts. */
  children(control: FieldControlProps): ReactNode
}

/**
 * A labelled form control: the label above the control, then the hint and the error. They sit beside the label
 * rather than inside it, so the hint and the error describe the control without becoming part of its name, and a
 * control may come with buttons of its own (a label must not hold other controls).
 */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ')
  return (
    <div className={className ? `sk-field ${className}` : 'sk-field'}>
      <label className="sk-field__label" id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="sk-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="sk-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export interface CheckFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'onChange' | 'checked'> {
  label: ReactNode
  checked: boolean
  onChange(checked: boolean): void
  type?: 'checkbox' | 'radio'
  /** The row's look: the toggle row unless a form has its own (the settings forms' compact rows). */
  className?: string
}

/** The field family's checkbox (or radio) row: the box before its label text, the whole row clickable. */
export function CheckField({
  label,
  onChange,
  type = 'checkbox',
  className = 'sk-toggle-row',
  ...input
}: CheckFieldProps) {
  return (
    <label className={className}>
      <input type={type} {...input} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  )
}
