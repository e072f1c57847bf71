import { useStore } from '@nanostores/react'
import {
  count,
  type FilterGroupOption,
  type FilterLists,
  filterLabel,
  filterValuesFor,
  formatNumber,
  i18n,
  params,
} from '@shelfkit/stores'
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useDismiss } from '../ui/dismiss'
import { Icon } from '../ui/Icon'

/** Values listed at once in a filter sub-list; typing narrows longer lists (authors, series of big libraries). */
export const FILTER_VALUES_SHOWN = 100

const messages = i18n('bookshelf.filterMenu', {
  filter: 'Filter',
  filterPrefix: 'Filter: ',
  clear: 'Clear filter',
  search: params('Search {list}'),
  noMatches: 'No matches',
  noneInLibrary: params('No {list} in this library'),
  more: params(
    count({ one: '{number} more: type to narrow the list', other: '{number} more: type to narrow the list' }),
  ),
})

export interface FilterMenuProps {
  filter: string
  groups: readonly FilterGroupOption[]
  filterData: FilterLists | null
  onChange(filter: string): void
}

/**
 * The bookshelf filter: a button naming the current filter, opening a menu of filter groups; groups with values
 * open their list (with a search box), the others apply at once. Arrow keys move, Escape goes back or closes.
 */
export function FilterMenu({ filter, groups, filterData, onChange }: FilterMenuProps) {
  const t = useStore(messages)
  const [open, setOpen] = useState(false)
  const [group, setGroup] = useState<FilterGroupOption | null>(null)
  const [search, setSearch] = useState('')
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const label = filterLabel(filter, groups, filterData)

  const close = useCallback((reason?: 'outside' | 'escape') => {
    setOpen(false)
    setGroup(null)
    setSearch('')
    if (reason === 'escape') button.current?.focus()
  }, [])
  const dismiss = useCallback(
    (reason: 'outside' | 'escape') => {
      if (reason === 'escape' && group) {
        setGroup(null)
        setSearch('')
        return
      }
      close(reason)
    },
    [group, close],
  )
  useDismiss(root, open, dismiss)

  const values = useMemo(() => (group ? filterValuesFor(group.group, filterData) : []), [group, filterData])
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase()
    return needle ? values.filter((value) => value.label.toLowerCase().includes(needle)) : values
  }, [values, search])
  const notShown = matching.length - FILTER_VALUES_SHOWN

  useEffect(() => {
    if (!open) return
    const target = group
      ? (root.current?.querySelector<HTMLElement>('.sk-filter__search') ?? firstEntry(list.current))
      : (list.current?.querySelector<HTMLElement>('[aria-checked="true"]') ?? firstEntry(list.current))
    target?.focus()
  }, [open, group])

  const choose = (next: string) => {
    close()
    button.current?.focus()
    if (next !== filter) onChange(next)
  }

  const openGroup = (option: FilterGroupOption) => {
    if (!option.sublist) return choose(option.group)
    setSearch('')
    setGroup(option)
  }

  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const entries = [...(list.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])]
    const index = entries.indexOf(event.target as HTMLElement)
    const move = (next: number) => {
      event.preventDefault()
      entries[(next + entries.length) % entries.length]?.focus()
    }
    if (event.key === 'ArrowDown') move(index + 1)
    else if (event.key === 'ArrowUp') move(index < 0 ? entries.length - 1 : index - 1)
    else if (event.key === 'Home' && index >= 0) move(0)
    else if (event.key === 'End' && index >= 0) move(entries.length - 1)
    else if (event.key === 'ArrowLeft' && group && index >= 0) {
      event.preventDefault()
      setGroup(null)
    } else if (event.key === 'Tab') close()
  }

  const currentGroup = filter.split('.')[0]
  return (
    <div ref={root} className="sk-filter">
      <button
        ref={button}
        type="button"
        className={`sk-select-button${filter !== 'all' ? ' sk-select-button--active' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault()
            setOpen(true)
          }
        }}
      >
        <Icon name="filter" size={18} />
        <span className="sk-visually-hidden">{t.filterPrefix}</span>
        <span className="sk-select-button__text">{label}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {filter !== 'all' ? (
        <button
          type="button"
          className="sk-filter__clear"
          aria-label={t.clear}
          title={t.clear}
          onClick={() => onChange('all')}
        >
          <Icon name="close" size={16} />
        </button>
      ) : null}
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: key handling for the menu's own entries and search box
        <div className="sk-filter__popup" onKeyDown={onListKeyDown}>
          {group ? (
            <>
              <div className="sk-filter__head">
                <button type="button" className="sk-filter__back" onClick={() => setGroup(null)}>
                  <Icon name="chevronLeft" size={18} />
                  {group.listLabel}
                </button>
              </div>
              {values.length > 10 ? (
                <input
                  className="sk-filter__search"
                  type="search"
                  value={search}
                  placeholder={t.search({ list: group.listLabel.toLowerCase() })}
                  aria-label={t.search({ list: group.listLabel.toLowerCase() })}
                  onChange={(event) => setSearch(event.target.value)}
                />
              ) : null}
            </>
          ) : null}
          <div
            ref={list}
            id={menuId}
            role="menu"
            aria-label={group ? group.listLabel : t.filter}
            className="sk-filter__list"
          >
            {group
              ? matching.slice(0, FILTER_VALUES_SHOWN).map((value) => (
                  <button
                    key={value.filter}
                    type="button"
                    role="menuitemradio"
                    aria-checked={value.filter === filter}
                    tabIndex={-1}
                    className="sk-filter__item"
                    onClick={() => choose(value.filter)}
                  >
                    <span className="sk-filter__label">{value.label}</span>
                    {value.filter === filter ? <Icon name="check" size={16} /> : null}
                  </button>
                ))
              : groups.map((option) =>
                  option.sublist ? (
                    <button
                      key={option.group}
                      type="button"
                      role="menuitem"
                      aria-haspopup="menu"
                      tabIndex={-1}
                      className={`sk-filter__item${option.group === currentGroup ? ' sk-filter__item--current' : ''}`}
                      onClick={() => openGroup(option)}
                    >
                      <span className="sk-filter__label">{option.label}</span>
                      <Icon name="chevronRight" size={16} />
                    </button>
                  ) : (
                    <button
                      key={option.group}
                      type="button"
                      role="menuitemradio"
                      aria-checked={option.group === filter}
                      tabIndex={-1}
                      className="sk-filter__item"
                      onClick={() => openGroup(option)}
                    >
                      <span className="sk-filter__label">{option.label}</span>
                      {option.group === filter ? <Icon name="check" size={16} /> : null}
                    </button>
                  ),
                )}
          </div>
          {group && matching.length === 0 ? (
            <p className="sk-filter__empty">
              {values.length ? t.noMatches : t.noneInLibrary({ list: group.listLabel.toLowerCase() })}
            </p>
          ) : null}
          {group && notShown > 0 ? (
            <p className="sk-filter__more">{t.more({ number: formatNumber(notShown) })(notShown)}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

function firstEntry(list: HTMLDivElement | null): HTMLElement | null {
  return list?.querySelector<HTMLElement>('[role^="menuitem"]') ?? null
}
