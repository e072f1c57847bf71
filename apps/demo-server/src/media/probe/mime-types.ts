import { extname } from 'node:path'

/** Audio MIME types by file extension, as the audiobookshelf server assigns them. */
const AUDIO_MIME_TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.mpeg': 'audio/mpeg',
  '.mpg': 'audio/mpeg',
  '.m4b': 'audio/mp4',
  '.m4a': 'audio/mp4',
  '.mp4': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.aac': 'audio/aac',
  '.flac': 'audio/flac',
  '.wma': 'audio/x-ms-wma',
  '.aiff': 'audio/x-aiff',
  '.aif': 'audio/x-aiff',
  '.webm': 'audio/webm',
  '.webma': 'audio/webm',
  '.mka': 'audio/x-matroska',
  '.awb': 'audio/amr-wb',
  '.caf': 'audio/x-caf',
}

export function audioMimeTypeOf(path: string): string {
  return AUDIO_MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}
