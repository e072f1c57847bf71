import { parseServerUrl } from '@shelfkit/client'
import { $serverUrl } from '../session'

/*
 * Where this page runs against where the server is: for the sign-in page and for custom elements telling why a
 * connection failed. Apart from login.ts, so that elements do without the sign-in page's store.
 */

/** The origin this page runs on ('' outside a browser). */
export function pageOrigin(): string {
  return (globalThis as { location?: { origin?: string } }).location?.origin ?? ''
}

/** True when the configured server lives on another origin than this page (cross-origin mode). */
export function isCrossOrigin(serverUrl = $serverUrl.get()): boolean {
  const { origin } = parseServerUrl(serverUrl)
  return origin !== '' && origin !== pageOrigin()
}

/**
 * Whether anything answers at `url` when CORS is not asked for: an opaque answer proves the server is up, so a
 * failed CORS request to it was refused by the server's allowed-origins setting.
 */
export async function answersWithoutCors(url: string): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' })
    return true
  } catch {
    return false
  }
}
