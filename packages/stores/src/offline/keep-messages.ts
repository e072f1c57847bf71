import { ApiError, isApiError } from '@shelfkit/client'
import type { KeptFile } from './kept-media'

/** What the page and the keeping worker (`keep-worker.ts`) say to each other. */
export type ToKeepWorker =
  | {
      type: 'keep'
      id: number
      serverUrl: string
      token: string | null
      key: string
      libraryItemId: string
      files: KeptFile[]
    }
  | { type: 'stop'; id: number }
  | { type: 'token'; id: number; token: string | null }

/** A failure as it crosses to the page: a client error's fields, or a DOMException's name (a full quota). */
export type KeepFailure =
  | { api: ConstructorParameters<typeof ApiError>[0] }
  | { name: string; message: string }

export type FromKeepWorker =
  | { type: 'progress'; id: number; files: KeptFile[] }
  | { type: 'token'; id: number; sent: string | null }
  | { type: 'done'; id: number; files: KeptFile[] }
  | { type: 'failed'; id: number; error: KeepFailure }

/** The error a failure stands for, on either side. */
export const errorOf = (failure: KeepFailure): unknown =>
  'api' in failure ? new ApiError(failure.api) : new DOMException(failure.message, failure.name)

/** An error as it can cross between the worker and the page. */
export function failureOf(error: unknown): KeepFailure {
  if (isApiError(error)) {
    const { kind, method, url, status, serverText } = error
    return { api: { kind, method, url, status, serverText } }
  }
  const { name = 'Error', message = String(error) } = (error ?? {}) as Partial<Error>
  return { name, message }
}
