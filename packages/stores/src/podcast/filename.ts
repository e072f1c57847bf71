/** Most file systems count a name's bytes; 255 bytes of UTF-16 fits them all (spec 02 §5). */
export const MAX_FILENAME_BYTES = 255

const utf16Bytes = (text: string) => text.length * 2

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot) : ''
}

/**
 * Spec 02 §5 "Filename and slug helpers": removes / ? < > \ : * | and quotes, control characters, Windows reserved
 * names and trailing dots or spaces, folds runs of white space, and cuts the name to 255 bytes (UTF-16) keeping its
 * extension.
 */
export function sanitizeFilename(name: string): string {
  let clean = name
    .replace(/[/?<>\\:*|"]/g, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\x00-\x1f\x80-\x9f]/g, '')
    .replace(/^\.+$/, '')
    .replace(/^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i, '')
    .replace(/[. ]+$/, '')
    .replace(/\s+/g, ' ')
  if (utf16Bytes(clean) > MAX_FILENAME_BYTES) {
    const ext = extensionOf(clean)
    let base = ''
    for (const char of clean.slice(0, clean.length - ext.length)) {
      if (utf16Bytes(base + char) + utf16Bytes(ext) > MAX_FILENAME_BYTES) break
      base += char
    }
    clean = base.trim() + ext
  }
  return clean
}

/** Where a new podcast's folder goes: the library folder joined with the sanitised title ('' without either). */
export function podcastPath(folderPath: string, title: string): string {
  const name = sanitizeFilename(title.trim())
  if (!folderPath || !name) return ''
  return `${folderPath.replace(/[/\\]+$/, '')}/${name}`
}
