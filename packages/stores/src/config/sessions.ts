import { count } from '@nanostores/i18n'
import {
  type AbsClient,
  errorMessage,
  type ListeningSession,
  type ListeningSessionsPage,
} from '@shelfkit/client'
import { atom, type ReadableAtom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { createResource, type Resource } from '../resource'
import { getClient } from '../session'
import { showToast } from '../toasts'

export const sessionsMessages = storeMessages('config.sessionActions', {
  removeFailed: 'Failed to remove',
  removed: count({ one: 'Removed {count} session', other: 'Removed {count} sessions' }),
  closeFailed: 'Failed to close the session',
  closed: 'Session closed',
})

/** The official page's choices of rows per page. */
export const SESSION_PAGE_SIZES = [10, 25, 50, 100] as const
/** Columns the server sorts by (`GET /api/sessions?sort=`). */
export const SESSION_SORT_KEYS = [
  'displayTitle',
  'playMethod',
  'timeListening',
  'currentTime',
  'updatedAt',
] as const
export type SessionSortKey = (typeof SESSION_SORT_KEYS)[number]

export interface SessionsQuery {
  /** 0-based. */
  page: number
  itemsPerPage: number
  sort: SessionSortKey
  desc: boolean
  /** Only this user's sessions; null for everyone's. */
  user: string | null
}

export const DEFAULT_SESSIONS_QUERY: SessionsQuery = {
  page: 0,
  itemsPerPage: 10,
  sort: 'updatedAt',
  desc: true,
  user: null,
}

export interface SessionPages {
  readonly $query: ReadableAtom<SessionsQuery>
  readonly list: Resource<ListeningSessionsPage>
  /** Changes the query (a new sort, filter or page size goes back to the first page) and loads. */
  setQuery(change: Partial<SessionsQuery>): Promise<void>
  /** Loads with the query as it is. */
  reload(): Promise<void>
  /** Starts over with the default query (a page that opens). */
  reset(change?: Partial<SessionsQuery>): Promise<void>
}

function sessionPages(
  load: (client: AbsClient, query: SessionsQuery) => Promise<ListeningSessionsPage>,
): SessionPages {
  const $query = atom<SessionsQuery>(DEFAULT_SESSIONS_QUERY)
  const list = createResource<ListeningSessionsPage>((client) => load(client, $query.get()))
  const reload = async () => {
    await list.load()
  }
  return {
    $query,
    list,
    reload,
    async setQuery(change) {
      const current = $query.get()
      const keepsPage = Object.keys(change).every((key) => key === 'page')
      $query.set({ ...current, ...change, page: keepsPage ? (change.page ?? current.page) : 0 })
      await reload()
    },
    async reset(change = {}) {
      $query.set({ ...DEFAULT_SESSIONS_QUERY, ...change })
      await reload()
    },
  }
}

/** Every user's listening sessions, paged, sorted and filtered by user (`/config/sessions`, admins). */
export const allSessions = shared('config.sessions.all', () =>
  sessionPages((client, query) =>
    client.sessions.list({
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      sort: query.sort,
      desc: query.desc,
      user: query.user ?? undefined,
    }),
  ),
)

const $sessionsUserId = shared('config.sessions.userId', () => atom<string | null>(null))

/** One user's listening sessions, newest first (`/config/users/:id/sessions`). */
export const userSessions = shared('config.sessions.user', () =>
  sessionPages((client, query) =>
    client.server.userListeningSessions($sessionsUserId.get() ?? '', {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    }),
  ),
)

export function openUserSessions(userId: string): Promise<void> {
  $sessionsUserId.set(userId)
  return userSessions.reset()
}

/** Sessions playing now (`GET /api/sessions/open`). */
export const openSessions = shared('config.sessions.open', () =>
  createResource((client) => client.sessions.open()),
)

/**
 * Removes stored sessions from a page of `pages`: when the whole page went, the page before is shown (as the
 * official page does), else the page again without them. Answers whether the server removed them.
 */
export async function removeSessions(pages: SessionPages, ids: readonly string[]): Promise<boolean> {
  if (!ids.length) return false
  const messages = sessionsMessages.get()
  const shown = pages.list.$state.get().data?.sessions ?? []
  try {
    if (ids.length === 1) await getClient().sessions.remove(ids[0]!)
    else await getClient().sessions.removeMany(ids)
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.removeFailed) })
    return false
  }
  showToast({ type: 'success', message: messages.removed(ids.length) })
  const { page } = pages.$query.get()
  const pageEmptied = shown.every((session) => ids.includes(session.id))
  if (pageEmptied && page > 0) await pages.setQuery({ page: page - 1 })
  else await pages.reload()
  return true
}

/** Closes a session playing now, as an admin does from the session dialog; the open list is read again. */
export async function closeOpenSession(session: Pick<ListeningSession, 'id'>): Promise<boolean> {
  const messages = sessionsMessages.get()
  try {
    await getClient().sessions.close(session.id, null)
    showToast({ type: 'success', message: messages.closed })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.closeFailed) })
    return false
  } finally {
    await openSessions.load()
  }
}
