import { extname } from 'node:path'

const MAX_FILENAME_BYTES = 255
const utf16Bytes = (text: string) => text.length * 2

/**
 * A file or folder name the file system accepts, as the real server's sanitizeFilename makes it: no / ? < > \ : * |
 * or quotes, no control characters, no Windows reserved name, no trailing dots or spaces, at most 255 bytes
 * (UTF-16) keeping the extension.
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
  const ext = extname(clean)
  if (utf16Bytes(clean) > MAX_FILENAME_BYTES) {
    let base = ''
    for (const char of clean.slice(0, clean.length - ext.length)) {
      if (utf16Bytes(base + char) + utf16Bytes(ext) > MAX_FILENAME_BYTES) break
      base += char
    }
    clean = base.trim() + ext
  }
  return clean
}
