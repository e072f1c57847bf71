import { ApiError } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { EbookProtectedError, readerLoadErrorMessage } from './errors'

const http = (status: number, serverText?: string) =>
  new ApiError({ kind: 'http', method: 'GET', url: '/api/items/x/ebook', status, serverText })

describe('what the reader says when a book cannot be loaded or opened', () => {
  it('a missing file, and the server’s own words for other failures', () => {
    expect(readerLoadErrorMessage(http(404))).toBe('E-book file not found on the server')
    expect(readerLoadErrorMessage(http(500, 'Disk on fire'))).toBe('Disk on fire')
  })

  it('a damaged file and a protected one, named by format', () => {
    expect(readerLoadErrorMessage(new Error('bad zip'), 'epub')).toBe(
      'This e-book could not be opened: the file is damaged or incomplete',
    )
    expect(readerLoadErrorMessage(new TypeError('x'), 'cbr')).toBe(
      'This comic could not be opened: the file is damaged or incomplete',
    )
    expect(readerLoadErrorMessage(new EbookProtectedError('book'), 'azw3')).toBe(
      'This e-book is protected (DRM or a password) and cannot be opened in the browser',
    )
    expect(readerLoadErrorMessage(new EbookProtectedError('pdf'), 'pdf')).toMatch(/^This PDF is protected/)
  })
})
