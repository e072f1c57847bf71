import { extensionOf } from './filename'

/** Spec 02 §9 "Files and formats": the file types the server knows, by kind. */
export const SUPPORTED_FILE_TYPES = {
  image: ['png', 'jpg', 'jpeg', 'webp'],
  audio: [
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
  ],
  ebook: ['epub', 'pdf', 'mobi', 'azw3', 'cbr', 'cbz'],
  info: ['nfo'],
  text: ['txt'],
  metadata: ['opf', 'abs', 'xml', 'json'],
} as const

export type FileKind = keyof typeof SUPPORTED_FILE_TYPES

const KIND_BY_EXTENSION: ReadonlyMap<string, FileKind> = new Map(
  (Object.entries(SUPPORTED_FILE_TYPES) as [FileKind, readonly string[]][]).flatMap(([kind, extensions]) =>
    extensions.map((extension) => [extension, kind] as const),
  ),
)

/** Every supported extension with its dot, for a file picker's `accept` and the list shown to users. */
export const SUPPORTED_EXTENSIONS: readonly string[] = [...KIND_BY_EXTENSION.keys()].map((ext) => `.${ext}`)

/** The kind of a file by its extension (any case), or null for a file type the server does not know. */
export function fileKindOf(name: string): FileKind | null {
  const extension = extensionOf(name)
  return extension ? (KIND_BY_EXTENSION.get(extension.slice(1).toLowerCase()) ?? null) : null
}
