import type { Navigation } from '../navigation'
import { emit } from './events'

/** The full-app URL of an app path: `https://abs.example.com/app/` + `/item/1` → `https://abs.example.com/app/item/1`. */
export function appLinkUrl(appUrl: string, path: string): string {
  const base = appUrl.endsWith('/') ? appUrl : `${appUrl}/`
  return new URL(path.replace(/^\/+/, ''), new URL(base, globalThis.location?.href)).href
}

/** The library item an app path points at (`/item/{id}`), else null. */
export function itemIdInPath(path: string): string | null {
  const match = /^\/item\/([^/?#]+)/.exec(path)
  return match ? decodeURIComponent(match[1]!) : null
}

/**
 * Links inside an element: with `app-url` they point into the full app and a plain click follows them unless a
 * `shelf-select` listener cancels it; without it they stay on the page and only emit `shelf-select`.
 */
export function elementNavigation(host: HTMLElement, appUrl: string | null): Navigation {
  const urlOf = (path: string) => (appUrl ? appLinkUrl(appUrl, path) : path)
  return {
    href: urlOf,
    navigate(path) {
      const url = urlOf(path)
      const followed = emit(
        host,
        'shelf-select',
        { path, url, itemId: itemIdInPath(path) },
        { cancelable: true },
      )
      if (followed && appUrl) host.ownerDocument.defaultView?.location.assign(url)
    },
  }
}
