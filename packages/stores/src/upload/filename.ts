/** Spec 02 §5 "Filename and slug helpers": most file systems allow 255 bytes per name, counted here in UTF-16. */
export const MAX_FILENAME_BYTES = 255

const utf16Bytes = (text: string) => text.length * 2

/** The extension with its dot, as Node's path.extname finds it ('' for '.hidden', 'name' and 'name.'). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 && dot < name.length - 1 ? name.slice(dot) : ''
}

/**
 * A file or folder name the server will accept, as the official client makes one: the first colon becomes
 * `colonReplacement`, the characters / ? < > \ : * | and quotes go, and so do control characters, names made only
 * of dots, Windows reserved names (con, prn, aux, nul, com0-9, lpt0-9) and trailing dots or spaces; runs of white
 * space become one space. A name over 255 bytes (UTF-16) loses characters from the end of its base name, never
 * from its extension.
 */
export function sanitizeFilename(name: string, colonReplacement = ' - '): string {
  let sanitized = name
    .replace(':', colonReplacement)
    .replace(/[/?<>\\:*|"]/g, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
    .replace(/[\x00-\x1f\x80-\x9f]/g, '')
    .replace(/^\.+$/, '')
    .replace(/^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i, '')
    .replace(/[. ]+$/, '')
    .replace(/\s+/g, ' ')
  const extension = extensionOf(sanitized)
  const base = sanitized.slice(0, sanitized.length - extension.length)
  if (utf16Bytes(base) + utf16Bytes(extension) > MAX_FILENAME_BYTES) {
    const room = MAX_FILENAME_BYTES - utf16Bytes(extension)
    let kept = ''
    for (const character of base) {
      if (utf16Bytes(kept + character) > room) break
      kept += character
    }
    sanitized = kept.trim() + extension
  }
  return sanitized
}
