import type { LibraryFileType } from '../state/types'

export const audioExtensions = new Set([
  'm4b',
  'mp3',
  'm4a',
  'flac',
  'opus',
  'ogg',
  'oga',
  'mp4',
  'aac',
  'wma',
  'aiff',
  'aif',
  'wav',
  'webm',
  'webma',
  'mka',
  'awb',
  'caf',
  'mpeg',
  'mpg',
])
export const ebookExtensions = new Set(['epub', 'pdf', 'mobi', 'azw3', 'cbr', 'cbz'])
const imageExtensions = new Set(['png', 'jpg', 'jpeg', 'webp'])
const metadataExtensions = new Set(['opf', 'abs', 'xml', 'json'])

/** Lower-case extension without the dot. */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.')
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase()
}

export function fileTypeOf(fileName: string): LibraryFileType {
  const ext = extensionOf(fileName)
  if (audioExtensions.has(ext)) return 'audio'
  if (ebookExtensions.has(ext)) return 'ebook'
  if (imageExtensions.has(ext)) return 'image'
  if (metadataExtensions.has(ext)) return 'metadata'
  if (ext === 'txt' || ext === 'nfo') return 'text'
  return 'unknown'
}

const contentTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4b: 'audio/mp4',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  opus: 'audio/ogg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  wav: 'audio/wav',
  webm: 'audio/webm',
  webma: 'audio/webm',
  mka: 'audio/x-matroska',
  wma: 'audio/x-ms-wma',
  aif: 'audio/x-aiff',
  aiff: 'audio/x-aiff',
  epub: 'application/epub+zip',
  pdf: 'application/pdf',
  cbz: 'application/vnd.comicbook+zip',
  cbr: 'application/vnd.comicbook-rar',
  mobi: 'application/x-mobipocket-ebook',
  azw3: 'application/vnd.amazon.ebook',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
}

/** Content-Type a file is served with (by extension, as the real server does). */
export function contentTypeOf(fileName: string): string {
  return contentTypes[extensionOf(fileName)] ?? 'application/octet-stream'
}
