import { useId } from 'react'

export interface SegmentedOption<V extends string> {
  value: V
  label: string
}

export interface SegmentedToggleProps<V extends string> {
  /** What is being chosen, for assistive technology. */
  label: string
  options: readonly SegmentedOption<V>[]
  value: V
  onChange(value: V): void
  className?: string
}

/**
 * Spec 02 §1 "segmented toggle": a row of joined buttons choosing one of a few options; radio buttons underneath,
 * so arrows move the choice and it reads as one group.
 */
export function SegmentedToggle<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedToggleProps<V>) {
  const name = useId()
  return (
    <fieldset className={`sk-segmented${className ? ` ${className}` : ''}`}>
      <legend className="sk-visually-hidden">{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={`sk-segmented__option${option.value === value ? ' sk-segmented__option--on' : ''}`}
        >
          <input
            type="radio"
            className="sk-visually-hidden"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
