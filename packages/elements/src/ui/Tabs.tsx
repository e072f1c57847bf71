import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export interface TabItem<K extends string> {
  id: K
  label: ReactNode
}

export interface TabsProps<K extends string> {
  /** What the tabs choose between, for assistive technology ('Edit item'). */
  label: string
  tabs: readonly TabItem<K>[]
  selected: K
  onSelect(id: K): void
  /** Shown beside the tab list, in the same bar (the edit modal's previous/next buttons). */
  aside?: ReactNode
  className?: string
  /** The selected tab's panel. */
  children: ReactNode
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * Tabs with one panel (WAI-ARIA tabs pattern): the selected tab is the only one in the Tab order, the arrow keys,
 * Home and End move between tabs and select them.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  aside,
  className,
  children,
}: TabsProps<K>) {
  const ids = useId()
  const list = useRef<HTMLDivElement>(null)
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key]
    if (!move) return
    event.preventDefault()
    const next =
      tabs[
        move(
          Math.max(
            0,
            tabs.findIndex((tab) => tab.id === selected),
          ),
          tabs.length,
        )
      ]
    if (!next) return
    onSelect(next.id)
    list.current?.querySelector<HTMLElement>(`[data-tab="${next.id}"]`)?.focus()
  }
  return (
    <div className={className ? `sk-tabs ${className}` : 'sk-tabs'}>
      <div className="sk-tabs__bar">
        <div className="sk-tabs__list" role="tablist" aria-label={label} ref={list} onKeyDown={keyDown}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              data-tab={tab.id}
              id={`${ids}-${tab.id}`}
              aria-controls={`${ids}-panel`}
              aria-selected={tab.id === selected}
              tabIndex={tab.id === selected ? 0 : -1}
              className={`sk-tabs__tab${tab.id === selected ? ' sk-tabs__tab--active' : ''}`}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {aside}
      </div>
      <div
        id={`${ids}-panel`}
        role="tabpanel"
        aria-labelledby={`${ids}-${selected}`}
        className="sk-tabs__panel"
      >
        {children}
      </div>
    </div>
  )
}
