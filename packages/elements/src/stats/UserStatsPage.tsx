import { useStore } from '@nanostores/react'
import type { ListeningStats, MediaProgress } from '@shelfkit/client'
import { $mediaProgress, count, formatNumber, i18n, listeningSummary, userStats } from '@shelfkit/stores'
import { useEffect, useMemo } from 'react'
import { ResourcePage } from '../ui/ResourcePage'
import { Heatmap } from './Heatmap'
import { ListeningChart } from './ListeningChart'
import { RecentSessions } from './RecentSessions'
import { StatFigure } from './StatFigure'

const messages = i18n('stats.userStats', {
  title: 'Your Stats',
  itemsFinished: 'Items Finished',
  daysListened: 'Days Listened',
  minutesListening: 'Minutes Listening',
  weekListening: 'Week Listening',
  dailyAverage: 'Daily Average',
  bestDay: 'Best Day',
  daysInARow: 'Days in a row',
  minutes: count({ one: '{count} minute', other: '{count} minutes' }),
})

/** The signed-in user's listening: totals, the last 7 days, the year's heatmap, streaks and recent sessions. */
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
  const today = useMemo(() => new Date(), [])
  const summary = useMemo(
    () => listeningSummary(stats, Object.values(progress), today),
    [stats, progress, today],
  )
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
              <dt>{t.weekListening}</dt>
              <dd>{t.minutes(summary.weekMinutes)}</dd>
            </div>
            <div>
              <dt>{t.dailyAverage}</dt>
              <dd>{t.minutes(summary.dailyAverageMinutes)}</dd>
            </div>
            <div>
              <dt>{t.bestDay}</dt>
              <dd>{t.minutes(summary.bestDayMinutes)}</dd>
            </div>
            <div>
              <dt>{t.daysInARow}</dt>
              <dd>{formatNumber(summary.daysInARow)}</dd>
            </div>
          </dl>
        </div>
        <RecentSessions sessions={stats.recentSessions} />
      </div>
      <div className="sk-stats-card sk-stats-card--wide">
        <Heatmap days={stats.days} today={today} />
      </div>
    </>
  )
}
