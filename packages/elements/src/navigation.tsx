import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, useContext } from 'react'

/**
 * How components turn app paths (`/item/{id}`) into links. The reference app routes in-page; an embedded element
 * points links at the full app (or cancels them and emits a DOM event instead).
 */
export interface Navigation {
  /** The href for an app path. */
  href(path: string): string
  /** In-page navigation; when absent, links are followed by the browser. */
  navigate?(path: string, options?: { replace?: boolean }): void
}

const identity: Navigation = { href: (path) => path }
const NavigationContext = createContext<Navigation>(identity)

export function NavigationProvider({ value, children }: { value: Navigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>
}

export function useNavigation(): Navigation {
  return useContext(NavigationContext)
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
}

/** A link to an app path: a real `<a href>` (middle-click, copy link) that navigates in-page on a plain click. */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const navigation = useNavigation()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !navigation.navigate) return
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigation.navigate(to)
  }
  return <a {...rest} href={navigation.href(to)} onClick={handleClick} />
}
