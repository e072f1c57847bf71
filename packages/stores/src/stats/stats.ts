import type { LibraryStats, ListeningStats, MediaProgress } from '@shelfkit/client'
import { createEntityPage } from '../entity-page'
import { shared } from '../registry'
import { createResource } from '../resource'

/** The user stats chart covers the last 7 days, today last (official "Minutes Listening (last 7 days)"). */
export const LISTENING_CHART_DAYS = 7

/** The user's own listening stats (`/config/stats`). */
export const userStats = shared('stats.user', () =>
  createResource<ListeningStats>((client) => client.me.listeningStats(), 'Failed to load data'),
)

/** A library's stats (admins, book libraries), keyed by library id. */
export const libraryStats = shared('stats.library', () =>
  createEntityPage<LibraryStats & { libraryId: string }>({
    load: async (client, id) => ({ ...(await client.libraries.stats(id)), libraryId: id }),
    idOf: (stats) => stats.libraryId,
    fallbackMessage: 'Failed to load data',
  }),
)

/** `YYYY-MM-DD` of a date in local time: the keys of `ListeningStats.days`. */
export function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

function daysBefore(today: Date, count: number): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - count)
}

export interface ChartDay {
  date: string
  /** Short weekday name in English, e.g. `Mon`. */
  weekday: string
  minutes: number
}

/** Whole minutes listened on each of the last 7 days, oldest first. */
export function lastSevenDays(days: Readonly<Record<string, number>>, today: Date): ChartDay[] {
  return Array.from({ length: LISTENING_CHART_DAYS }, (_, index) => {
    const date = daysBefore(today, LISTENING_CHART_DAYS - 1 - index)
    const key = dayKey(date)
    return {
      date: key,
      weekday: date.toLocaleDateString('en-US', { weekday: 'short' }),
      minutes: Math.round((days[key] ?? 0) / 60),
    }
  })
}

/** Consecutive days with listening, counting back from today (0 when nothing today). */
export function daysInARow(days: Readonly<Record<string, number>>, today: Date): number {
  let count = 0
  while (days[dayKey(daysBefore(today, count))]) count++
  return count
}

export interface ListeningSummary {
  itemsFinished: number
  daysListened: number
  minutesListening: number
  weekMinutes: number
  dailyAverageMinutes: number
  bestDayMinutes: number
  daysInARow: number
  chart: ChartDay[]
}

/** The figures of the user stats page. */
export function listeningSummary(
  stats: Pick<ListeningStats, 'totalTime' | 'days'>,
  progress: readonly MediaProgress[],
  today: Date,
): ListeningSummary {
  const chart = lastSevenDays(stats.days, today)
  const weekMinutes = chart.reduce((total, day) => total + day.minutes, 0)
  return {
    itemsFinished: progress.filter((entry) => entry.isFinished).length,
    daysListened: Object.keys(stats.days).length,
    minutesListening: Math.round(stats.totalTime / 60),
    weekMinutes,
    dailyAverageMinutes: Math.round(weekMinutes / LISTENING_CHART_DAYS),
    bestDayMinutes: Math.max(0, ...chart.map((day) => day.minutes)),
    daysInARow: daysInARow(stats.days, today),
    chart,
  }
}

/** The year heatmap covers this many weeks, the current one last (as the official stats page). */
export const HEATMAP_WEEKS = 52

export interface HeatmapDay {
  date: string
  minutes: number
  /** 0 (nothing) to 4 (the year's busiest days), relative to the busiest day shown. */
  level: 0 | 1 | 2 | 3 | 4
}

/**
 * Minutes listened per day for the last 52 weeks and this week so far, as columns of weeks from Sunday to
 * Saturday (days after today are left out of the last column).
 */
export function yearHeatmap(days: Readonly<Record<string, number>>, today: Date): HeatmapDay[][] {
  const firstSunday = daysBefore(today, HEATMAP_WEEKS * 7 + today.getDay())
  const weeks: { date: string; minutes: number }[][] = []
  for (let week = 0; week <= HEATMAP_WEEKS; week++) {
    const column: { date: string; minutes: number }[] = []
    for (let weekday = 0; weekday < 7; weekday++) {
      const date = new Date(
        firstSunday.getFullYear(),
        firstSunday.getMonth(),
        firstSunday.getDate() + week * 7 + weekday,
      )
      if (date > today) break
      const key = dayKey(date)
      column.push({ date: key, minutes: Math.round((days[key] ?? 0) / 60) })
    }
    weeks.push(column)
  }
  const most = Math.max(1, ...weeks.flat().map((day) => day.minutes))
  return weeks.map((column) =>
    column.map((day) => ({
      ...day,
      level: (day.minutes > 0 ? Math.max(1, Math.ceil((day.minutes / most) * 4)) : 0) as HeatmapDay['level'],
    })),
  )
}
