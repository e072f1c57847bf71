import type { ListeningSessionsPage, ListeningStats, UserDetail } from '@shelfkit/client'
import { createEntityPage } from '../entity-page'
import { shared } from '../registry'

/** How many sessions the user page lists (the official page shows the latest of its first page of 10). */
export const USER_PAGE_SESSIONS = 10

export interface UserPageData {
  user: UserDetail
  stats: ListeningStats
  sessions: ListeningSessionsPage
}

/** `/config/users/:id`: the account with its saved progress, listening stats and latest sessions (admins). */
export const userPage = shared('config.userPage', () =>
  createEntityPage<UserPageData>({
    load: async (client, id) => {
      const [user, stats, sessions] = await Promise.all([
        client.server.user(id),
        client.server.userListeningStats(id),
        client.server.userListeningSessions(id, { page: 0, itemsPerPage: USER_PAGE_SESSIONS }),
      ])
      return { user, stats, sessions }
    },
    idOf: (data) => data.user.id,
  }),
)
