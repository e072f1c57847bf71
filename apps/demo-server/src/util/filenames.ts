/**
 * A file or folder name the way the real server cleans one (fileUtils.sanitizeFilename): the first colon
 * becomes " - ", characters file systems refuse and trailing dots or spaces go, runs of spaces become one.
 */
export function sanitizeFilename(name: string): string {
  return name
    .normalize('NFC')
    .replace(':', ' - ')
    .replace(/[/?<>\\:*|"]/g, '')
    .replace(/\p{Cc}/gu, '')
    .replace(/^\.+$/, '')
    .replace(/^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i, '')
    .replace(/[. ]+$/, '')
    .replace(/\s+/g, ' ')
}
