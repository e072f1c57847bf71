import type { Http } from '../http'
import type { ListeningSessionsPage, OpenSessionsResponse, PlaybackSession } from '../types'
import { seg } from './path'

/** Spec 01 §7: sync gives up after 9 s, close after 6 s. */
export const SYNC_TIMEOUT_MS = 9000
export const CLOSE_TIMEOUT_MS = 6000

export interface SyncBody {
  currentTime: number
  /** Seconds listened since the previous sync. */
  timeListened: number
  duration?: number
}

export function sessionsApi(http: Http) {
  const base = (id: string) => `/api/session/${seg(id)}`
  return {
    get: (id: string) => http.get<PlaybackSession>(base(id)),
    sync: (id: string, body: SyncBody) =>
      http.post<string>(`${base(id)}/sync`, body, { timeoutMs: SYNC_TIMEOUT_MS, response: 'text' }),
    /** `body` null closes without reporting listening time (under 20 s listened). */
    close: (id: string, body: SyncBody | null) =>
      http.post<string>(`${base(id)}/close`, body ?? undefined, {
        timeoutMs: CLOSE_TIMEOUT_MS,
        response: 'text',
      }),
    /** Admin: every listening session, paged. */
    list: (
      query: { page?: number; itemsPerPage?: number; sort?: string; desc?: boolean; user?: string } = {},
    ) => http.get<ListeningSessionsPage>('/api/sessions', { query }),
    /** Admin: sessions open right now. */
    open: () => http.get<OpenSessionsResponse>('/api/sessions/open'),
    /** Admin (or a user who may delete): removes a stored session. */
    remove: (id: string) => http.delete<string>(`/api/sessions/${seg(id)}`, { response: 'text' }),
    /** Admin: removes several stored sessions. */
    removeMany: (ids: readonly string[]) =>
      http.post<string>('/api/sessions/batch/delete', { sessions: ids }, { response: 'text' }),
  }
}
