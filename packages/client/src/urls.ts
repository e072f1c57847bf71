import { toSearchParams } from './query'
import { isAbsoluteUrl } from './server-url'

/** Builders for the media URLs the UI puts in `src` and `href` attributes (no fetch, no headers possible there). */

const seg = (value: string | number) => encodeURIComponent(String(value))

export interface CoverOptions {
  /** The item's updatedAt: a changing `ts` busts caches when the cover changes. */
  updatedAt?: number
  /** Original file, no resizing. */
  raw?: boolean
  width?: number
  height?: number
  format?: 'webp' | 'jpeg'
}

/** The item cover through the API (needs no auth). */
export function coverUrl(baseUrl: string, libraryItemId: string, options: CoverOptions = {}): string {
  const { updatedAt, raw, width, height, format } = options
  const query = toSearchParams({ ts: updatedAt, raw: raw ? 1 : undefined, width, height, format })
  return `${baseUrl}/api/items/${seg(libraryItemId)}/cover${query}`
}

/**
 * Cover of anything with a `coverPath`: http(s) paths (search results from providers) are used as is, no path means
 * no cover (the caller shows its placeholder), anything else goes through the item cover route.
 */
export function coverUrlFor(
  baseUrl: string,
  item: { id: string; updatedAt?: number; media?: { coverPath?: string | null } | null },
  options: Omit<CoverOptions, 'updatedAt'> = {},
): string | null {
  const path = item.media?.coverPath
  if (!path) return null
  if (/^https?:/i.test(path)) return path
  return coverUrl(baseUrl, item.id, { ...options, updatedAt: item.updatedAt })
}

export function authorImageUrl(
  baseUrl: string,
  authorId: string,
  options: { updatedAt?: number; width?: number; raw?: boolean } = {},
): string {
  const query = toSearchParams({
    ts: options.updatedAt,
    width: options.width,
    raw: options.raw ? 1 : undefined,
  })
  return `${baseUrl}/api/authors/${seg(authorId)}/image${query}`
}

/** Direct-play audio of an open playback session: the session id is the credential (no token in the URL). */
export function sessionTrackUrl(baseUrl: string, sessionId: string, trackIndex: number): string {
  return `${baseUrl}/public/session/${seg(sessionId)}/track/${trackIndex}`
}

/** A track `contentUrl` from a session (`/api/items/…/file/…` or `/hls/…/output.m3u8`) as a full URL. */
export function contentUrl(baseUrl: string, path: string, token?: string | null): string {
  if (isAbsoluteUrl(path)) return path
  const needsToken = token && path.startsWith('/api/')
  return `${baseUrl}${path}${needsToken ? `${path.includes('?') ? '&' : '?'}token=${seg(token)}` : ''}`
}

/** Downloads go through navigation, so the token rides in the query. */
export function itemDownloadUrl(baseUrl: string, libraryItemId: string, token: string): string {
  return `${baseUrl}/api/items/${seg(libraryItemId)}/download?token=${seg(token)}`
}

export function libraryDownloadUrl(
  baseUrl: string,
  libraryId: string,
  libraryItemIds: string[],
  token: string,
): string {
  return `${baseUrl}/api/libraries/${seg(libraryId)}/download?token=${seg(token)}&ids=${libraryItemIds.map(seg).join(',')}`
}

export function fileDownloadUrl(baseUrl: string, libraryItemId: string, ino: string, token: string): string {
  return `${baseUrl}/api/items/${seg(libraryItemId)}/file/${seg(ino)}/download?token=${seg(token)}`
}

/** The e-book file (needs the Authorization header: readers fetch it with headers). */
export function ebookUrl(baseUrl: string, libraryItemId: string, fileId?: string): string {
  return `${baseUrl}/api/items/${seg(libraryItemId)}/ebook${fileId ? `/${seg(fileId)}` : ''}`
}

/** Public pages: `{origin}{basePath}/share/{slug}` and the feed preview `{origin}{basePath}/feed/{slug}`. */
export function shareUrl(baseUrl: string, slug: string): string {
  return `${baseUrl}/share/${seg(slug)}`
}

export function feedPreviewUrl(baseUrl: string, slug: string): string {
  return `${baseUrl}/feed/${seg(slug)}`
}

export function publicShareTrackUrl(baseUrl: string, slug: string, trackIndex: number): string {
  return `${baseUrl}/public/share/${seg(slug)}/track/${trackIndex}`
}

export function publicShareCoverUrl(baseUrl: string, slug: string): string {
  return `${baseUrl}/public/share/${seg(slug)}/cover`
}

/** A backup file, followed by the browser (the token rides in the query). */
export function backupDownloadUrl(baseUrl: string, backupId: string, token: string): string {
  return `${baseUrl}/api/backups/${seg(backupId)}/download?token=${seg(token)}`
}
