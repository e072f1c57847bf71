import { type ReactNode, useId, useState } from 'react'
import { Icon } from './Icon'

/**
 * A titled section that folds (native details/summary: keyboard and screen readers know it). Its content is only
 * rendered while open, so long tables cost nothing until asked for.
 */
export function CollapsibleSection({
  title,
  count,
  defaultOpen = true,
  actions,
  className,
  children,
}: {
  title: string
  count?: number
  defaultOpen?: boolean
  /** Controls shown in the header bar next to the title (outside the toggle). */
  actions?: ReactNode
  className?: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(defaultOpen)
  const titleId = useId()
  return (
    <section className={`sk-section${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="sk-section__summary">
          <h2 className="sk-section__title" id={titleId}>
            {title}
            {count !== undefined ? <span className="sk-section__count">{count}</span> : null}
          </h2>
          <Icon name={open ? 'chevronUp' : 'chevronDown'} size={20} className="sk-section__chevron" />
        </summary>
        {open && actions ? <div className="sk-section__actions">{actions}</div> : null}
        {open ? <div className="sk-section__body">{children}</div> : null}
      </details>
    </section>
  )
}
