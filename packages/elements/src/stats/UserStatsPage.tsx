import { useStore } from '@nanostores/react'
import type { ListeningStats, MediaProgress } from '@shelfkit/client'
import {
  $mediaProgress,
  formatElapsed,
  formatNumber,
  formatTimeAgo,
  i18n,
  listeningSummary,
  userStats,
} from '@shelfkit/stores'
import { useEffect, useMemo } from 'react'
import { ResourcePage } from '../ui/ResourcePage'
import { formatMinutes, ListeningChart } from './ListeningChart'
import { StatFigure } from './StatFigure'

const messages = i18n('stats.user', {
  title: 'Your Stats',
  itemsFinished: 'Items Finished',
  daysListened: 'Days Listened',
  minutesListening: 'Minutes Listening',
  week: 'Week Listening',
  dailyAverage: 'Daily Average',
  bestDay: 'Best Day',
  daysInARow: 'Days in a row',
  recent: 'Recent Sessions',
  noSessions: 'No Listening Sessions',
})

/** The signed-in user's listening: totals, the last 7 days, streaks and the most recent sessions. */
export function UserStatsPage() {
  const t = useStore(messages)
  const state = useStore(userStats.$state)
  const progress = useStore($mediaProgress)
  useEffect(() => {
    void userStats.load()
  }, [])

  return (
    <ResourcePage title={t.title} className="sk-stats-page" state={state}>
      {(stats) => <UserStatsView stats={stats} progress={progress} />}
    </ResourcePage>
  )
}

function UserStatsView({
  stats,
  progress,
}: {
  stats: ListeningStats
  progress: Readonly<Record<string, MediaProgress>>
}) {
  const t = useStore(messages)
  const summary = useMemo(
    () => listeningSummary(stats, Object.values(progress), new Date()),
    [stats, progress],
  )
  const now = Date.now()
  return (
    <>
      <div className="sk-stat-row">
        <StatFigure icon="book" value={formatNumber(summary.itemsFinished)} label={t.itemsFinished} />
        <StatFigure icon="stats" value={formatNumber(summary.daysListened)} label={t.daysListened} />
        <StatFigure
          icon="headphones"
          value={formatNumber(summary.minutesListening)}
          label={t.minutesListening}
        />
      </div>
      <div className="sk-stats-columns">
        <div className="sk-stats-card">
          <ListeningChart days={summary.chart} />
          <dl className="sk-stat-list">
            <div>
              <dt>{t.week}</dt>
              <dd>{formatMinutes(summary.weekMinutes)}</dd>
            </div>
            <div>
              <dt>{t.dailyAverage}</dt>
              <dd>{formatMinutes(summary.dailyAverageMinutes)}</dd>
            </div>
            <div>
              <dt>{t.bestDay}</dt>
              <dd>{formatMinutes(summary.bestDayMinutes)}</dd>
            </div>
            <div>
              <dt>{t.daysInARow}</dt>
              <dd>{formatNumber(summary.daysInARow)}</dd>
            </div>
          </dl>
        </div>
        <section className="sk-stats-card" aria-labelledby="sk-recent-sessions">
          <h2 className="sk-page-section__title" id="sk-recent-sessions">
            {t.recent}
          </h2>
          {stats.recentSessions.length ? (
            <ol className="sk-session-list">
              {stats.recentSessions.map((session) => (
                <li key={session.id} className="sk-session-list__row">
                  <span className="sk-session-list__text">
                    <span className="sk-session-list__title">
                      {session.displayTitle || session.mediaMetadata.title}
                    </span>
                    <span className="sk-session-list__when">{formatTimeAgo(session.updatedAt, now)}</span>
                  </span>
                  <span className="sk-session-list__time">{formatElapsed(session.timeListening ?? 0)}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="sk-empty">{t.noSessions}</p>
          )}
        </section>
      </div>
    </>
  )
}
