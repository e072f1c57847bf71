import type { LibraryItem } from '@shelfkit/client'

/** Spec 02 §9: the formats of the e-book reader. */
export const READER_FORMATS = ['epub', 'mobi', 'azw3', 'pdf', 'cbz', 'cbr'] as const
/** The formats this reader opens in the browser; the others get a message and a download link. */
export const OPENABLE_READER_FORMATS: readonly string[] = READER_FORMATS
/** Formats whose text flows into pages: they follow the theme, font, spacing and spread settings. */
export const REFLOWABLE_READER_FORMATS: readonly string[] = ['epub', 'mobi', 'azw3']

/** Whether the reader offers its settings for a format (those whose text reflows). */
export const readerHasSettings = (format: string) => REFLOWABLE_READER_FORMATS.includes(format)

/** The e-book file the reader shows. */
export interface ReaderFile {
  /** The file's inode id (the `ino` of the e-book file route). */
  ino: string
  /** Lower-case format: `epub`, `pdf`, `cbz`, … */
  format: string
  filename: string
  /** Whether this is the item's main e-book (fetched from `/ebook` without a file id). */
  main: boolean
}

interface FileLike {
  ino: string
  ebookFormat?: string | null
  metadata: { filename: string; ext?: string | null }
}

/** Spec 02 §4: the format comes from `ebookFormat`, else the lower-case file extension (without the dot). */
export function ebookFormatOf(file: FileLike): string {
  if (file.ebookFormat) return file.ebookFormat.toLowerCase()
  const ext = file.metadata.ext || /\.[^./]+$/.exec(file.metadata.filename)?.[0] || ''
  return ext.replace(/^\./, '').toLowerCase()
}

/**
 * Spec 02 §4: the chosen e-book file (`fileIno`, from the item's library files) when given and found, else the
 * item's main e-book; null when the item has neither.
 */
export function readerFileFor(item: LibraryItem, fileIno?: string | null): ReaderFile | null {
  if (item.mediaType !== 'book') return null
  const main = item.media.ebookFile
  if (fileIno && fileIno !== main?.ino) {
    const chosen = item.libraryFiles.find((file) => file.ino === fileIno && file.fileType === 'ebook')
    if (chosen) {
      return {
        ino: chosen.ino,
        format: ebookFormatOf(chosen),
        filename: chosen.metadata.filename,
        main: false,
      }
    }
  }
  if (!main) return null
  return { ino: main.ino, format: ebookFormatOf(main), filename: main.metadata.filename, main: true }
}

/** Whether the item has an e-book to read (the item page's Read button). */
export function hasEbook(item: LibraryItem): boolean {
  return item.mediaType === 'book' && !!item.media.ebookFile
}

/** An item whose only media is an e-book: reading is its primary action. */
export function isEbookOnly(item: LibraryItem): boolean {
  return hasEbook(item) && item.mediaType === 'book' && item.media.tracks.length === 0
}
