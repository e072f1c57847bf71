import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useDismiss } from './dismiss'
import type { FieldControlProps } from './Field'
import { Icon } from './Icon'

/** Spec 02 §2 "Other shared widgets": the dropdown's menu is at most 224 px high (it scrolls beyond). */
export const DROPDOWN_MENU_MAX_HEIGHT_PX = 224

export interface DropdownOption {
  value: string
  text: string
  /** Shown after the text, lighter ("root: Admin"). */
  subtext?: string
}

export interface DropdownProps extends Partial<FieldControlProps> {
  options: readonly DropdownOption[]
  value: string
  onChange(value: string): void
  disabled?: boolean
}

/**
 * The spec's dropdown: a button showing the choice (its text, then its subtext) that opens a list of options of at
 * most 224 px. A select-only combobox for assistive technology: arrows, Home and End move, Enter or Space choose,
 * Escape closes; a press outside closes. Put it in a `Field` (spread the control props): the field's label and the
 * choice name the button. Plain choices without subtext use a native `<select className="sk-select">`.
 */
export function Dropdown({ options, value, onChange, disabled, ...control }: DropdownProps) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const ids = useId()
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  )
  const selected = options.find((option) => option.value === value)

  const close = useCallback((reason?: 'outside' | 'escape') => {
    setOpen(false)
    if (reason === 'escape') button.current?.focus()
  }, [])
  useDismiss(root, open, close)

  useEffect(() => {
    if (!open) return
    list.current?.focus()
  }, [open])
  useEffect(() => {
    if (open) list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [open, active])

  const openAt = (index: number) => {
    setActive(index)
    setOpen(true)
  }
  const choose = (index: number) => {
    const option = options[index]
    setOpen(false)
    button.current?.focus()
    if (option && option.value !== value) onChange(option.value)
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault()
      openAt(selectedIndex)
    }
  }
  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = options.length - 1
    const move = (index: number) => {
      event.preventDefault()
      setActive(Math.max(0, Math.min(last, index)))
    }
    if (event.key === 'ArrowDown') move(active + 1)
    else if (event.key === 'ArrowUp') move(active - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(last)
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      choose(active)
    } else if (event.key === 'Tab') setOpen(false)
  }

  const id = control.id ?? `${ids}-button`
  return (
    <div ref={root} className="sk-dropdown">
      <button
        ref={button}
        type="button"
        {...control}
        id={id}
        className="sk-dropdown__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${ids}-list` : undefined}
        aria-labelledby={control.id ? `${control.id}-label ${ids}-value` : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openAt(selectedIndex))}
        onKeyDown={onButtonKeyDown}
      >
        <span id={`${ids}-value`} className="sk-dropdown__value">
          <OptionText option={selected} />
        </span>
        <Icon name="chevronDown" size={18} className="sk-dropdown__chevron" />
      </button>
      {open ? (
        <div
          ref={list}
          id={`${ids}-list`}
          role="listbox"
          tabIndex={-1}
          className="sk-dropdown__list"
          style={{ maxHeight: DROPDOWN_MENU_MAX_HEIGHT_PX }}
          aria-labelledby={control.id ? `${control.id}-label` : undefined}
          aria-activedescendant={`${ids}-option-${active}`}
          onKeyDown={onListKeyDown}
        >
          {options.map((option, index) => (
            // The list has the focus and handles the keys; it points at the active option (aria-activedescendant).
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            // biome-ignore lint/a11y/useFocusableInteractive: see above
            <div
              key={option.value}
              id={`${ids}-option-${index}`}
              role="option"
              data-index={index}
              aria-selected={option.value === value}
              className={`sk-dropdown__option${index === active ? ' sk-dropdown__option--active' : ''}`}
              onPointerMove={() => setActive(index)}
              onClick={() => choose(index)}
            >
              <OptionText option={option} />
            </div>
          ))}
        </div>
      ) : null}
    </div>
  )
}

function OptionText({ option }: { option: DropdownOption | undefined }) {
  if (!option) return null
  // One inline run, so assistive technology reads "root: Admin" as written.
  return (
    <span className="sk-dropdown__text">
      {option.subtext ? <strong>{option.text}</strong> : option.text}
      {option.subtext ? <span className="sk-dropdown__subtext">: {option.subtext}</span> : null}
    </span>
  )
}
