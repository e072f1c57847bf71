import { useStore } from '@nanostores/react'
import type { ListeningStats, MediaProgress } from '@shelfkit/client'
import {
  $mediaProgress,
  formatElapsed,
  formatNumber,
  formatTimeAgo,
  listeningSummary,
  userStats,
} from '@shelfkit/stores'
import { useEffect, useMemo } from 'react'
import { ResourcePage } from '../ui/ResourcePage'
import { ListeningChart } from './ListeningChart'
import { StatFigure } from './StatFigure'

/** The signed-in user's listening: totals, the last 7 days, streaks and the most recent sessions. */
export function UserStatsPage() {
  const state = useStore(userStats.$state)
  const progress = useStore($mediaProgress)
  useEffect(() => {
    void userStats.load()
  }, [])

  return (
    <ResourcePage title="Your Stats" className="sk-stats-page" state={state}>
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
  const summary = useMemo(
    () => listeningSummary(stats, Object.values(progress), new Date()),
    [stats, progress],
  )
  const now = Date.now()
  return (
    <>
      <div className="sk-stat-row">
        <StatFigure icon="book" value={formatNumber(summary.itemsFinished)} label="Items Finished" />
        <StatFigure icon="stats" value={formatNumber(summary.daysListened)} label="Days Listened" />
        <StatFigure
          icon="headphones"
          value={formatNumber(summary.minutesListening)}
          label="Minutes Listening"
        />
      </div>
      <div className="sk-stats-columns">
        <div className="sk-stats-card">
          <ListeningChart days={summary.chart} />
          <dl className="sk-stat-list">
            <div>
              <dt>Week Listening</dt>
              <dd>{formatNumber(summary.weekMinutes)} minutes</dd>
            </div>
            <div>
              <dt>Daily Average</dt>
              <dd>{formatNumber(summary.dailyAverageMinutes)} minutes</dd>
            </div>
            <div>
              <dt>Best Day</dt>
              <dd>{formatNumber(summary.bestDayMinutes)} minutes</dd>
            </div>
            <div>
              <dt>Days in a row</dt>
              <dd>{formatNumber(summary.daysInARow)}</dd>
            </div>
          </dl>
        </div>
        <section className="sk-stats-card" aria-labelledby="sk-recent-sessions">
          <h2 className="sk-page-section__title" id="sk-recent-sessions">
            Recent Sessions
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
            <p className="sk-empty">No Listening Sessions</p>
          )}
        </section>
      </div>
    </>
  )
}
