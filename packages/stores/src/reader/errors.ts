import { errorMessage, isApiError } from '@shelfkit/client'
import { storeMessages } from '../i18n/i18n'

/** A file the browser cannot read because it is locked: Kindle/Adobe DRM, a password-protected PDF or archive. */
export class EbookProtectedError extends Error {
  constructor(what: string) {
    super(`${what} is protected`)
    this.name = 'EbookProtectedError'
  }
}

export const readerErrorMessages = storeMessages('reader.errors', {
  notFound: 'E-book file not found on the server',
  loadFailed: 'Failed to load the e-book',
  bookProtected: 'This e-book is protected (DRM or a password) and cannot be opened in the browser',
  pdfProtected: 'This PDF is protected (DRM or a password) and cannot be opened in the browser',
  comicProtected: 'This comic is protected (DRM or a password) and cannot be opened in the browser',
  bookDamaged: 'This e-book could not be opened: the file is damaged or incomplete',
  pdfDamaged: 'This PDF could not be opened: the file is damaged or incomplete',
  comicDamaged: 'This comic could not be opened: the file is damaged or incomplete',
})

const KINDS: Record<string, 'pdf' | 'comic'> = { pdf: 'pdf', cbz: 'comic', cbr: 'comic' }

/**
 * What the reader says when its file cannot be loaded (404, server errors) or opened (a truncated or damaged file,
 * DRM): the reader stays open with the message, the page behind it is untouched and no progress is saved.
 */
export function readerLoadErrorMessage(error: unknown, format = ''): string {
  const messages = readerErrorMessages.get()
  if (isApiError(error) && error.status === 404) return messages.notFound
  if (isApiError(error)) return errorMessage(error, messages.loadFailed)
  const kind = KINDS[format] ?? 'book'
  return messages[`${kind}${error instanceof EbookProtectedError ? 'Protected' : 'Damaged'}`]
}
