import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { AppLink } from '../navigation'
import { useDismiss } from './dismiss'
import { Icon } from './Icon'
import type { IconName } from './icons'

export interface MenuItem {
  key: string
  label: ReactNode
  icon?: IconName
  /** An app path: the item is a link. */
  to?: string
  /** A full URL the browser opens itself (not the app's router): a download, or an external page. */
  href?: string
  /** The href is a file download. */
  download?: boolean
  onSelect?(): void
  disabled?: boolean
  /** Marks the current choice (e.g. the current library). */
  current?: boolean
}

export interface MenuButtonProps {
  /** Accessible name of the button (also its tooltip when it shows only an icon). */
  label: string
  /** What the button shows. */
  children: ReactNode
  /** The entries, or a function giving them when the menu opens (for lists that depend on changing state). */
  items: readonly MenuItem[] | (() => readonly MenuItem[])
  disabled?: boolean
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end'
  className?: string
  buttonClassName?: string
  /** Shown above the items (not focusable). */
  header?: ReactNode
  /**
   * Opens in the page's top layer, placed next to the button: for buttons inside clipping or containing boxes
   * (cards in scrolling rows and virtual grids).
   */
  topLayer?: boolean
}

/**
 * A button with a menu of actions and links: opens with click, Enter, Space or the arrow keys; arrows, Home and
 * End move between items; Escape closes and returns focus to the button; a press outside or Tab closes it.
 */
export function MenuButton({
  label,
  children,
  items,
  disabled,
  align = 'start',
  className,
  buttonClassName,
  header,
  topLayer,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const popup = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const pendingFocus = useRef<'first' | 'last' | null>(null)
  const menuId = useId()

  const close = useCallback((reason?: 'outside' | 'escape') => {
    setOpen(false)
    if (reason === 'escape') button.current?.focus()
  }, [])
  useDismiss(root, open, close)

  useEffect(() => {
    if (disabled) setOpen(false)
  }, [disabled])

  useTopLayerPlacement(topLayer && open ? popup : null, button, align)

  useEffect(() => {
    if (!open || !pendingFocus.current) return
    const entries = menuEntries(list.current)
    const target = pendingFocus.current === 'last' ? entries.at(-1) : entries[0]
    pendingFocus.current = null
    target?.focus()
  }, [open])

  const openWith = (focus: 'first' | 'last') => {
    pendingFocus.current = focus
    setOpen(true)
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      openWith('first')
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openWith('last')
    }
  }

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = menuEntries(list.current)
    const index = entries.indexOf(event.target as HTMLElement)
    const move = (next: number) => {
      event.preventDefault()
      entries[(next + entries.length) % entries.length]?.focus()
    }
    if (event.key === 'ArrowDown') move(index + 1)
    else if (event.key === 'ArrowUp') move(index - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(entries.length - 1)
    else if (event.key === 'Tab') setOpen(false)
  }

  const choose = (item: MenuItem) => {
    setOpen(false)
    item.onSelect?.()
  }

  return (
    <div ref={root} className={`sk-menu${className ? ` ${className}` : ''}`}>
      <button
        ref={button}
        type="button"
        className={buttonClassName ?? 'sk-menu__button'}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open ? (
        <div
          ref={popup}
          className={`sk-menu__popup sk-menu__popup--${align}`}
          popover={topLayer ? 'manual' : undefined}
          style={topLayer ? TOP_LAYER_POPUP : undefined}
        >
          {header ? <div className="sk-menu__header">{header}</div> : null}
          <div
            ref={list}
            id={menuId}
            role="menu"
            aria-label={label}
            className="sk-menu__list"
            onKeyDown={onListKeyDown}
          >
            {(typeof items === 'function' ? items() : items).map((item) => (
              <MenuEntry key={item.key} item={item} onChoose={() => choose(item)} />
            ))}
          </div>
        </div>
      ) : null}
    </div>
  )
}

function MenuEntry({ item, onChoose }: { item: MenuItem; onChoose(): void }) {
  const className = `sk-menu__item${item.current ? ' sk-menu__item--current' : ''}`
  const content = (
    <>
      {item.icon ? <Icon name={item.icon} size={20} /> : null}
      <span className="sk-menu__label">{item.label}</span>
      {item.current ? <Icon name="check" size={18} className="sk-menu__check" /> : null}
    </>
  )
  const common = {
    role: 'menuitem',
    tabIndex: -1,
    className,
    'aria-current': item.current || undefined,
  } as const
  if (item.to && !item.disabled)
    return (
      <AppLink {...common} to={item.to} onClick={onChoose}>
        {content}
      </AppLink>
    )
  if (item.href && !item.disabled)
    return (
      <a
        {...common}
        href={item.href}
        download={item.download ? '' : undefined}
        rel={item.download ? undefined : 'external'}
        onClick={onChoose}
      >
        {content}
      </a>
    )
  return (
    <button {...common} type="button" disabled={item.disabled} onClick={onChoose}>
      {content}
    </button>
  )
}

function menuEntries(list: HTMLDivElement | null): HTMLElement[] {
  if (!list) return []
  return [...list.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])')]
}

/** Undoes the browser's popover box (centred, bordered, system colours); the placement sets top and left. */
const TOP_LAYER_POPUP: CSSProperties = { position: 'fixed', inset: 'auto', margin: 0, color: 'inherit' }
const POPUP_GAP_PX = 4

/**
 * Shows the popup in the top layer and keeps it under the button (above it when there is no room below, lined up
 * with the button's start or end edge) while the page scrolls or resizes.
 */
function useTopLayerPlacement(
  popup: { current: HTMLDivElement | null } | null,
  button: { current: HTMLButtonElement | null },
  align: 'start' | 'end',
) {
  useLayoutEffect(() => {
    const element = popup?.current
    if (!element) return
    if (!element.matches(':popover-open')) element.showPopover()
    const place = () => {
      const anchor = button.current?.getBoundingClientRect()
      if (!anchor) return
      const { offsetWidth: width, offsetHeight: height } = element
      const below = anchor.bottom + POPUP_GAP_PX
      const top =
        below + height <= window.innerHeight ? below : Math.max(0, anchor.top - POPUP_GAP_PX - height)
      const start = align === 'end' ? anchor.right - width : anchor.left
      element.style.top = `${top}px`
      element.style.left = `${Math.max(0, Math.min(start, window.innerWidth - width))}px`
    }
    place()
    window.addEventListener('scroll', place, true)
    window.addEventListener('resize', place)
    return () => {
      window.removeEventListener('scroll', place, true)
      window.removeEventListener('resize', place)
    }
  }, [popup, button, align])
}
