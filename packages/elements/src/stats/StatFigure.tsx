import type { ReactNode } from 'react'
import { Icon } from '../ui/Icon'
import type { IconName } from '../ui/icons'

/** One big number with its label (stats pages). */
export function StatFigure({ value, label, icon }: { value: ReactNode; label: string; icon?: IconName }) {
  return (
    <div className="sk-stat">
      {icon ? <Icon name={icon} size={36} className="sk-stat__icon" /> : null}
      <div>
        <p className="sk-stat__value">{value}</p>
        <p className="sk-stat__label">{label}</p>
      </div>
    </div>
  )
}
