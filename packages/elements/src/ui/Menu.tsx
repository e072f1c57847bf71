import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
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
import { useTooltip } from './Tooltip'

/** Spec 02 §2 "Other shared widgets": menus are 192 px wide, their submenus 144 px. */
export const MENU_WIDTH_PX = 192
export const SUBMENU_WIDTH_PX = 144

export interface MenuItem {
  key: string
  /** Text, also the submenu's name when the item has `items`. */
  label: string
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
  /** A submenu (one level): the item opens it instead of acting. */
  items?: readonly MenuItem[]
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
  /** The popup's width in pixels; MENU_WIDTH_PX unless the menu needs its own (a list of library names). */
  width?: number | 'auto'
}

interface OpenSubmenu {
  key: string
  /** Offset of its parent item from the top of the popup. */
  top: number
  /** Opens on the left: there is no room on the right. */
  left: boolean
}

/**
 * A button with a menu of actions and links: opens with click, Enter, Space or the arrow keys; arrows, Home and
 * End move between items; Escape closes and returns focus to the button; a press outside or Tab closes it. An item
 * with `items` opens a submenu beside the menu (on hover, click, Enter or ArrowRight; ArrowLeft or Escape goes back),
 * on the left where the window has no room on the right.
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
  width = MENU_WIDTH_PX,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false)
  const [submenu, setSubmenu] = useState<OpenSubmenu | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const popup = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const pendingFocus = useRef<'first' | 'last' | null>(null)
  const menuId = useId()
  const { trigger, tooltip } = useTooltip(label)

  const close = useCallback((reason?: 'outside' | 'escape') => {
    setOpen(false)
    setSubmenu(null)
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

  const entries = open ? (typeof items === 'function' ? items() : items) : []
  const openItem = entries.find((item) => item.key === submenu?.key && item.items)

  const showSubmenu = (item: MenuItem, entry: HTMLElement, focus = false) => {
    const popupBox = popup.current?.getBoundingClientRect()
    const left = !!popupBox && window.innerWidth - popupBox.right < SUBMENU_WIDTH_PX + 5
    setSubmenu({ key: item.key, top: entry.getBoundingClientRect().top - (popupBox?.top ?? 0), left })
    if (focus) pendingSubmenuFocus.current = true
  }
  const pendingSubmenuFocus = useRef(false)
  const submenuList = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!submenu || !pendingSubmenuFocus.current) return
    pendingSubmenuFocus.current = false
    menuEntries(submenuList.current)[0]?.focus()
  }, [submenu])

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const listEntries = menuEntries(list.current)
    const index = listEntries.indexOf(event.target as HTMLElement)
    const move = (next: number) => {
      event.preventDefault()
      listEntries[(next + listEntries.length) % listEntries.length]?.focus()
    }
    const parent = entries.find((item) => item.key === (event.target as HTMLElement).dataset.key)
    if (event.key === 'ArrowDown') move(index + 1)
    else if (event.key === 'ArrowUp') move(index - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(listEntries.length - 1)
    else if (event.key === 'ArrowRight' && parent?.items) {
      event.preventDefault()
      showSubmenu(parent, event.target as HTMLElement, true)
    } else if (event.key === 'Tab') close()
  }

  const onSubmenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const subEntries = menuEntries(submenuList.current)
    const index = subEntries.indexOf(event.target as HTMLElement)
    const move = (next: number) => {
      event.preventDefault()
      subEntries[(next + subEntries.length) % subEntries.length]?.focus()
    }
    const back = () => {
      event.preventDefault()
      event.stopPropagation()
      const key = submenu?.key
      setSubmenu(null)
      list.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key ?? '')}"]`)?.focus()
    }
    if (event.key === 'ArrowDown') move(index + 1)
    else if (event.key === 'ArrowUp') move(index - 1)
    else if (event.key === 'ArrowLeft' || event.key === 'Escape') back()
    else if (event.key === 'Tab') close()
  }

  const choose = (item: MenuItem, entry: HTMLElement) => {
    if (item.items) {
      if (submenu?.key === item.key) setSubmenu(null)
      else showSubmenu(item, entry, true)
      return
    }
    close()
    item.onSelect?.()
  }

  return (
    <div ref={root} className={`sk-menu${className ? ` ${className}` : ''}`}>
      <button
        ref={button}
        type="button"
        className={buttonClassName ?? 'sk-menu__button'}
        aria-label={label}
        {...trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open ? null : tooltip}
      {open ? (
        <div
          ref={popup}
          className={`sk-menu__popup sk-menu__popup--${align}`}
          popover={topLayer ? 'manual' : undefined}
          style={{ ...(topLayer ? TOP_LAYER_POPUP : undefined), width: width === 'auto' ? undefined : width }}
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
            {entries.map((item) => (
              <MenuEntry
                key={item.key}
                item={item}
                expanded={item.items ? submenu?.key === item.key : undefined}
                onChoose={(entry) => choose(item, entry)}
                onHover={(entry) => {
                  if (item.items) showSubmenu(item, entry)
                  else if (submenu) setSubmenu(null)
                }}
              />
            ))}
          </div>
          {openItem?.items && submenu ? (
            <div
              ref={submenuList}
              role="menu"
              aria-label={openItem.label}
              className={`sk-menu__submenu${submenu.left ? ' sk-menu__submenu--left' : ''}`}
              style={{ top: submenu.top, width: SUBMENU_WIDTH_PX }}
              onKeyDown={onSubmenuKeyDown}
            >
              {openItem.items.map((item) => (
                <MenuEntry key={item.key} item={item} onChoose={() => choose(item, button.current!)} />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

function MenuEntry({
  item,
  expanded,
  onChoose,
  onHover,
}: {
  item: MenuItem
  /** Set for items with a submenu: whether it is open. */
  expanded?: boolean
  onChoose(entry: HTMLElement): void
  onHover?(entry: HTMLElement): void
}) {
  const className = `sk-menu__item${item.current ? ' sk-menu__item--current' : ''}`
  const content = (
    <>
      {item.icon ? <Icon name={item.icon} size={20} /> : null}
      <span className="sk-menu__label">{item.label}</span>
      {item.current ? <Icon name="check" size={18} className="sk-menu__check" /> : null}
      {item.items ? <Icon name="chevronRight" size={16} className="sk-menu__chevron" /> : null}
    </>
  )
  const common = {
    role: 'menuitem',
    tabIndex: -1,
    className,
    'data-key': item.key,
    'aria-current': item.current || undefined,
    onPointerEnter: onHover ? (event: PointerEvent<HTMLElement>) => onHover(event.currentTarget) : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => onChoose(event.currentTarget),
  } as const
  if (item.to && !item.disabled)
    return (
      <AppLink {...common} to={item.to}>
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
      >
        {content}
      </a>
    )
  return (
    <button
      {...common}
      type="button"
      disabled={item.disabled}
      aria-haspopup={item.items ? 'menu' : undefined}
      aria-expanded={expanded}
    >
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
