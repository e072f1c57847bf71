function titleParts(title: string | null | undefined, prefixes: readonly string[]): [string, string | null] {
  if (!title) return ['', null]
  for (const prefix of prefixes) {
    if (title.toLowerCase().startsWith(`${prefix} `)) {
      return [title.slice(prefix.length + 1), prefix.charAt(0).toUpperCase() + prefix.slice(1)]
    }
  }
  return [title, null]
}

/** "The Good Book" → "Good Book" (used for sorting). */
export function titleIgnorePrefix(title: string | null | undefined, prefixes: readonly string[]): string {
  return titleParts(title, prefixes)[0]
}

/** "The Good Book" → "Good Book, The" (what the real server sends as titleIgnorePrefix). */
export function titlePrefixAtEnd(title: string | null | undefined, prefixes: readonly string[]): string {
  const [rest, prefix] = titleParts(title, prefixes)
  return prefix ? `${rest}, ${prefix}` : (title ?? '')
}

/** "Jane Q. Doe" → "Doe, Jane Q."; single names stay as they are. */
export function nameToLastFirst(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length < 2) return parts[0] ?? ''
  const last = parts.pop()!
  return `${last}, ${parts.join(' ')}`
}
