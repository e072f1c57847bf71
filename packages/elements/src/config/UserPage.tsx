import { useStore } from '@nanostores/react'
import type { UserDetailProgress } from '@shelfkit/client'
import {
  $serverSettings,
  count,
  formatElapsed,
  formatPercent,
  formatServerDateTime,
  formatTimeAgo,
  i18n,
  lastSevenDays,
  params,
  userPage,
} from '@shelfkit/stores'
import { useEffect, useMemo } from 'react'
import { AppLink } from '../navigation'
import { Heatmap } from '../stats/Heatmap'
import { ListeningChart } from '../stats/ListeningChart'
import { RecentSessions } from '../stats/RecentSessions'
import { ResourceView } from '../ui/ResourceView'
import { OnlineIndicator } from './OnlineIndicator'

const messages = i18n('config.userPage', {
  allUsers: 'All Users',
  listeningStats: 'Listening Stats',
  sessions: count({ one: '{count} Listening Session', other: '{count} Listening Sessions' }),
  viewAll: 'View All',
  totalTime: 'Total Time Listened',
  today: 'Time Listened Today',
  lastSeen: 'Last Seen',
  never: 'Never',
  lastSession: 'Last Listening Session',
  lastSessionText: params('{when} for {time}'),
  savedProgress: 'Saved Media Progress',
  item: 'Item',
  progress: 'Progress',
  startedAt: 'Started At',
  lastUpdate: 'Last Update',
  noProgress: 'No Media Progress',
  unknown: 'Unknown',
})

/** `/config/users/:id`: a user's presence, listening stats, latest sessions and saved progress (admins). */
export function UserPage({ userId }: { userId: string }) {
  const t = useStore(messages)
  const state = useStore(userPage.$state)
  const settings = useStore($serverSettings) ?? {}
  useEffect(() => {
    void userPage.open(userId)
    return () => userPage.close()
  }, [userId])
  const when = (time: number | null | undefined) =>
    time ? formatServerDateTime(new Date(time), settings) : t.never
  const now = Date.now()
  const today = useMemo(() => new Date(), [])

  return (
    <div className="sk-config-section sk-user-page">
      <AppLink to="/config/users" className="sk-back-link">
        {t.allUsers}
      </AppLink>
      <ResourceView state={state}>
        {({ user, stats, sessions }) => {
          const latest = sessions.sessions[0]
          const progress = [...user.mediaProgress].sort((a, b) => b.lastUpdate - a.lastUpdate)
          return (
            <>
              <h2 className="sk-user-page__name">
                <OnlineIndicator userId={user.id} />
                {user.username}
              </h2>
              <p>
                {t.lastSeen}: {when(user.lastSeen)}
              </p>
              <section aria-labelledby="sk-user-stats">
                <h3 id="sk-user-stats" className="sk-page-section__title">
                  {t.listeningStats}
                </h3>
                <p className="sk-user-page__sessions">
                  {t.sessions(sessions.total)}{' '}
                  <AppLink
                    to={`/config/users/${user.id}/sessions`}
                    className="sk-button sk-button--secondary"
                  >
                    {t.viewAll}
                  </AppLink>
                </p>
                <dl className="sk-stat-list">
                  <div>
                    <dt>{t.totalTime}</dt>
                    <dd>{formatElapsed(stats.totalTime)}</dd>
                  </div>
                  {stats.today ? (
                    <div>
                      <dt>{t.today}</dt>
                      <dd>{formatElapsed(stats.today)}</dd>
                    </div>
                  ) : null}
                  {latest ? (
                    <div>
                      <dt>{t.lastSession}</dt>
                      <dd>
                        <strong>{latest.displayTitle}</strong>{' '}
                        {t.lastSessionText({
                          when: formatTimeAgo(latest.updatedAt, now),
                          time: formatElapsed(latest.timeListening ?? 0),
                        })}
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </section>
              <div className="sk-stats-columns">
                <div className="sk-stats-card">
                  <ListeningChart days={lastSevenDays(stats.days, today)} />
                </div>
                <RecentSessions sessions={sessions.sessions} />
              </div>
              <div className="sk-stats-card sk-stats-card--wide">
                <Heatmap days={stats.days} today={today} />
              </div>
              <section aria-labelledby="sk-user-progress">
                <h3 id="sk-user-progress" className="sk-page-section__title">
                  {t.savedProgress}
                </h3>
                {progress.length ? (
                  <table className="sk-config-table" aria-labelledby="sk-user-progress">
                    <thead>
                      <tr>
                        <th scope="col">{t.item}</th>
                        <th scope="col">{t.progress}</th>
                        <th scope="col">{t.startedAt}</th>
                        <th scope="col">{t.lastUpdate}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {progress.map((entry) => (
                        <ProgressRow key={entry.id} entry={entry} unknown={t.unknown} when={when} now={now} />
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <p className="sk-empty">{t.noProgress}</p>
                )}
              </section>
            </>
          )
        }}
      </ResourceView>
    </div>
  )
}

function ProgressRow({
  entry,
  unknown,
  when,
  now,
}: {
  entry: UserDetailProgress
  unknown: string
  when(time: number): string
  now: number
}) {
  return (
    <tr className={entry.isFinished ? 'sk-row--finished' : undefined}>
      <td>
        {entry.libraryItemId ? (
          <AppLink to={`/item/${entry.libraryItemId}`}>{entry.displayTitle || unknown}</AppLink>
        ) : (
          entry.displayTitle || unknown
        )}
        {entry.displaySubtitle ? (
          <span className="sk-sessions-table__author">{entry.displaySubtitle}</span>
        ) : null}
      </td>
      <td>{formatPercent(entry.isFinished ? 1 : entry.progress)}</td>
      <td title={entry.startedAt ? when(entry.startedAt) : undefined}>
        {entry.startedAt ? formatTimeAgo(entry.startedAt, now) : null}
      </td>
      <td title={when(entry.lastUpdate)}>{formatTimeAgo(entry.lastUpdate, now)}</td>
    </tr>
  )
}
