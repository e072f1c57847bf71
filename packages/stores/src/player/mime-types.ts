import { CAST_AUDIO_CODECS } from './constants'

/** The MIME types the official client asks the browser about; the server direct-plays only these. */
export const PROBED_MIME_TYPES = [
  'audio/flac',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/aac',
  'audio/x-ms-wma',
  'audio/x-aiff',
  'audio/webm',
] as const

/** Those of `PROBED_MIME_TYPES` the element says it can play ('maybe' or 'probably'). */
export function probeSupportedMimeTypes(element: { canPlayType(type: string): string }): string[] {
  return PROBED_MIME_TYPES.filter((type) => element.canPlayType(type) !== '')
}

const CAST_CODEC_MIME_TYPES: Record<(typeof CAST_AUDIO_CODECS)[number], string[]> = {
  opus: ['audio/ogg', 'audio/opus'],
  mp3: ['audio/mpeg', 'audio/mp3'],
  aac: ['audio/aac', 'audio/mp4'],
  flac: ['audio/flac'],
  webma: ['audio/webm'],
  wav: ['audio/wav', 'audio/x-wav'],
}

/** What a Cast receiver decodes (spec 01 §9 "Cast audio codecs"), as MIME types for the play request. */
export const CAST_MIME_TYPES: readonly string[] = CAST_AUDIO_CODECS.flatMap(
  (codec) => CAST_CODEC_MIME_TYPES[codec],
)
