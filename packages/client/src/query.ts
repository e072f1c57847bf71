/** Query values the API understands; undefined and null are left out, arrays are comma-joined. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]
export type Query = Record<string, QueryValue>

export function toSearchParams(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) params.set(key, value.join(','))
    else if (typeof value === 'boolean') params.set(key, value ? '1' : '0')
    else params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Base64 of the UTF-8 bytes of a string, as the server's filter parser expects. */
export function base64Utf8(value: string): string {
  const bytes = new TextEncoder().encode(value)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function decodeBase64Utf8(value: string): string {
  const binary = atob(value)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** Filter groups of library item lists (the server's `filter=<group>.<base64 value>`). */
export type FilterGroup =
  | 'genres'
  | 'tags'
  | 'series'
  | 'authors'
  | 'narrators'
  | 'publishers'
  | 'publishedDecades'
  | 'languages'
  | 'progress'
  | 'tracks'
  | 'ebooks'
  | 'abridged'
  | 'explicit'
  | 'missing'
  | 'issues'
  | 'feed-open'

/**
 * Builds the `filter` query value: `group.base64(value)`. URL-encoding happens once, when the query is serialised,
 * which yields the server's expected `group.encodeURIComponent(base64(value))`.
 * `issues` (and `feed-open`) take no value.
 */
export function encodeFilter(group: FilterGroup, value?: string): string {
  if (value === undefined || value === '') return group
  return `${group}.${base64Utf8(value)}`
}

/** The inverse of encodeFilter, for reading a filter back from a URL. */
export function decodeFilter(filter: string): { group: string; value: string | null } {
  const dot = filter.indexOf('.')
  if (dot < 0) return { group: filter, value: null }
  const group = filter.slice(0, dot)
  const raw = filter.slice(dot + 1)
  try {
    return { group, value: decodeBase64Utf8(decodeURIComponent(raw)) }
  } catch {
    return { group, value: null }
  }
}
