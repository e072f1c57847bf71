import { type ErrorTexts, errorMessage, isApiError } from '@shelfkit/client'
import { params, storeMessages } from './i18n/i18n'

/** Spec 02 §8 "Generic toasts" and the client's own failures, in the interface language. */
export const errorMessages = storeMessages('common.errors', {
  unknown: 'Unknown error',
  loadFailed: 'Failed to load data',
  createFailed: 'Failed to create',
  updateFailed: 'Failed to update',
  deleteFailed: 'Failed to delete',
  removeFailed: 'Failed to remove',
  matchFailed: 'Failed to match',
  unreachable: 'Server could not be reached',
  status: params('Request failed with status {status}'),
  timeout: 'The server took too long to answer',
  aborted: 'Request cancelled',
  parse: 'The server sent an unreadable answer',
  signedOut: 'Your session has ended, sign in again',
  withReason: params('{what}: {reason}'),
})

/** The client's failure texts in the interface language (the session hands them to the client). */
export function clientErrorTexts(): ErrorTexts {
  const text = errorMessages.get()
  return { ...text, status: (status) => text.status({ status: String(status ?? '') }) }
}

/**
 * An error a page can show: what failed, then the server's own words or the status it answered (so a route the
 * server lacks reads e.g. 'Failed to search podcasts: Error Cannot GET /api/search/podcast').
 */
export function serverErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'http')
    return errorMessages.get().withReason({ what: fallback, reason: error.serverText || error.message })
  return errorMessage(error, fallback)
}
