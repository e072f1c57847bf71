import type { ButtonHTMLAttributes, Ref } from 'react'
import { Icon } from './Icon'
import type { IconName } from './icons'
import { useTooltip } from './Tooltip'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost'
  icon?: IconName
  loading?: boolean
}

export function Button({
  variant = 'secondary',
  icon,
  loading,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`sk-button sk-button--${variant}${className ? ` ${className}` : ''}`}
    >
      {icon ? <Icon name={icon} size={18} /> : null}
      {children}
    </button>
  )
}

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: IconName
  /** Required: icon-only buttons need an accessible name (also shown as their tooltip). */
  label: string
  size?: number
  active?: boolean
  /** The button element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLButtonElement>
}

export function IconButton({ icon, label, size = 24, active, className, ...rest }: IconButtonProps) {
  const { trigger, tooltip } = useTooltip(label)
  return (
    <>
      <button
        type="button"
        aria-label={label}
        {...trigger}
        {...rest}
        className={`sk-icon-button${active ? ' sk-icon-button--active' : ''}${className ? ` ${className}` : ''}`}
      >
        <Icon name={icon} size={size} />
      </button>
      {tooltip}
    </>
  )
}
