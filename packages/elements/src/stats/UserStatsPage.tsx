import { useStore } from '@nanostores/react'
import type { ListeningStats, MediaProgress } from '@shelfkit/client'
import { $mediaProgress, formatElapsed, listeningSummary, userStats } from '@shelfkit/stores'
import { useEffect, useMemo } from 'react'
import { ResourcePage } from '../ui/ResourcePage'
import { ListeningChart } from './ListeningChart'
import { StatFigure } from './StatFigure'

const numbers = new Intl.NumberFormat()
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' })

/** `3 days ago`, `yesterday`, `5 minutes ago`. */
function timeAgo(time: number, now: number): string {
  const seconds = Math.round((time - now) / 1000)
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31536000],
    ['month', 2592000],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ]
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit)
  }
  return relative.format(seconds, 'second')
}

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
        <StatFigure icon="book" value={numbers.format(summary.itemsFinished)} label="Items Finished" />
        <StatFigure icon="stats" value={numbers.format(summary.daysListened)} label="Days Listened" />
        <StatFigure
          icon="headphones"
          value={numbers.format(summary.minutesListening)}
          label="Minutes Listening"
        />
      </div>
      <div className="sk-stats-columns">
        <div className="sk-stats-card">
          <ListeningChart days={summary.chart} />
          <dl className="sk-stat-list">
            <div>
              <dt>Week Listening</dt>
              <dd>{numbers.format(summary.weekMinutes)} minutes</dd>
            </div>
            <div>
              <dt>Daily Average</dt>
              <dd>{numbers.format(summary.dailyAverageMinutes)} minutes</dd>
            </div>
            <div>
              <dt>Best Day</dt>
              <dd>{numbers.format(summary.bestDayMinutes)} minutes</dd>
            </div>
            <div>
              <dt>Days in a row</dt>
              <dd>{numbers.format(summary.daysInARow)}</dd>
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
                    <span className="sk-session-list__when">{timeAgo(session.updatedAt, now)}</span>
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
