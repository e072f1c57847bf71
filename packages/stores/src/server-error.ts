import { errorMessage, isApiError } from '@shelfkit/client'

/**
 * An error a page can show: what failed, then the server's own words or the status it answered (so a route the
 * server lacks reads e.g. 'Failed to search podcasts: Error Cannot GET /api/search/podcast').
 */
export function serverErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'http') return `${fallback}: ${error.serverText || error.message}`
  return errorMessage(error, fallback)
}
