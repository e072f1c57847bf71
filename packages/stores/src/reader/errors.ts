import { errorMessage, isApiError } from '@shelfkit/client'

/** A file the browser cannot read because it is locked: Kindle/Adobe DRM, a password-protected PDF or archive. */
export class EbookProtectedError extends Error {
  constructor(what: string) {
    super(`${what} is protected`)
    this.name = 'EbookProtectedError'
  }
}

const KINDS: Record<string, string> = { pdf: 'This PDF', cbz: 'This comic', cbr: 'This comic' }

/**
 * What the reader says when its file cannot be loaded (404, server errors) or opened (a truncated or damaged file,
 * DRM): the reader stays open with the message, the page behind it is untouched and no progress is saved.
 */
export function readerLoadErrorMessage(error: unknown, format = ''): string {
  if (isApiError(error) && error.status === 404) return 'E-book file not found on the server'
  if (isApiError(error)) return errorMessage(error, 'Failed to load the e-book')
  const what = KINDS[format] ?? 'This e-book'
  if (error instanceof EbookProtectedError)
    return `${what} is protected (DRM or a password) and cannot be opened in the browser`
  return `${what} could not be opened: the file is damaged or incomplete`
}
