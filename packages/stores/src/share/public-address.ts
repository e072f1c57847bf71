import { parseServerUrl, urls } from '@shelfkit/client'

/**
 * The server's address as others reach it (origin + base path, no trailing slash): the configured server address
 * in cross-origin mode; in same-origin mode (an empty or path-only address, the app forwarding the server's
 * paths) the page's own origin plus that path.
 */
export function publicServerAddress(serverUrl: string, pageOrigin: string): string {
  const { origin, basePath } = parseServerUrl(serverUrl)
  return `${origin || pageOrigin}${basePath}`
}

/** Spec 02 §2: a share's public link, `{origin}{base path}/share/{slug}`. */
export function shareLink(serverAddress: string, slug: string): string {
  return urls.shareUrl(serverAddress, slug)
}

/** A feed's address from its `feedUrl`: server-relative (`/feed/{slug}`) ones get the server address in front. */
export function feedLink(serverAddress: string, feedUrl: string): string {
  return feedUrl.startsWith('/') ? `${serverAddress}${feedUrl}` : feedUrl
}
