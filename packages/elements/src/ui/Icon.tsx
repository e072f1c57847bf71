import { ICONS, type IconName } from './icons'

const FILLED: ReadonlySet<IconName> = new Set([
  'play',
  'pause',
  'bookmark',
  'previous',
  'next',
  'star',
  'heart',
])

/** Icons that point along the reading direction: mirrored in right-to-left languages. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set([
  'chevronLeft',
  'chevronRight',
  'previous',
  'next',
  'jumpBack',
  'jumpForward',
])

export interface IconProps {
  name: IconName
  size?: number
  /** Accessible name; icons without one are decorative (hidden from assistive technology). */
  label?: string
  className?: string
}

export function Icon({ name, size = 24, label, className }: IconProps) {
  const filled = FILLED.has(name)
  const classes = ['sk-icon', DIRECTIONAL.has(name) && 'sk-icon--directional', className].filter(Boolean)
  return (
    <svg
      className={classes.join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 0 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={ICONS[name]} />
    </svg>
  )
}
