import type { MediaProgress } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import {
  dayKey,
  daysInARow,
  HEATMAP_WEEKS,
  LISTENING_CHART_DAYS,
  lastSevenDays,
  listeningSummary,
  yearHeatmap,
} from './stats'

const today = new Date(2024, 2, 15, 13, 30) // Friday 15 March 2024, local time

describe('user listening stats', () => {
  it('keys days as local YYYY-MM-DD', () => {
    expect(dayKey(today)).toBe('2024-03-15')
    expect(dayKey(new Date(2024, 0, 5))).toBe('2024-01-05')
  })

  it('charts whole minutes of the last 7 days, oldest first, today last', () => {
    const chart = lastSevenDays({ '2024-03-15': 150, '2024-03-09': 600, '2024-03-08': 999 }, today)
    expect(chart).toHaveLength(LISTENING_CHART_DAYS)
    expect(chart[0]).toEqual({ date: '2024-03-09', weekday: 'Sat', minutes: 10 })
    expect(chart[6]).toEqual({ date: '2024-03-15', weekday: 'Fri', minutes: 3 })
    expect(chart.slice(1, 6).every((day) => day.minutes === 0)).toBe(true)
  })

  it('counts days in a row back from today, across a month boundary', () => {
    expect(daysInARow({ '2024-03-15': 5, '2024-03-14': 5, '2024-03-12': 5 }, today)).toBe(2)
    expect(daysInARow({ '2024-03-01': 5, '2024-02-29': 5 }, new Date(2024, 2, 1))).toBe(2)
    expect(daysInARow({ '2024-03-14': 5 }, today)).toBe(0)
  })

  it('sums up the page figures', () => {
    const finished = { isFinished: true } as MediaProgress
    const started = { isFinished: false } as MediaProgress
    const summary = listeningSummary(
      { totalTime: 7260, days: { '2024-03-15': 1200, '2024-03-13': 2400, '2024-01-01': 3660 } },
      [finished, started, finished],
      today,
    )
    expect(summary).toMatchObject({
      itemsFinished: 2,
      daysListened: 3,
      minutesListening: 121,
      weekMinutes: 60,
      dailyAverageMinutes: 9,
      bestDayMinutes: 40,
      daysInARow: 1,
    })
  })
})

describe('year heatmap', () => {
  it('lays out 52 weeks and this week from Sunday, ending today, with levels relative to the busiest day', () => {
    const weeks = yearHeatmap({ '2024-03-15': 3600, '2024-03-10': 600, '2023-03-12': 1800 }, today)
    expect(weeks).toHaveLength(HEATMAP_WEEKS + 1)
    expect(weeks[0]![0]!.date).toBe('2023-03-12')
    expect(weeks[0]![0]).toMatchObject({ minutes: 30, level: 2 })
    const last = weeks[HEATMAP_WEEKS]!
    expect(last.map((day) => day.date)).toEqual([
      '2024-03-10',
      '2024-03-11',
      '2024-03-12',
      '2024-03-13',
      '2024-03-14',
      '2024-03-15',
    ])
    expect(last[5]).toMatchObject({ minutes: 60, level: 4 })
    expect(last[0]).toMatchObject({ minutes: 10, level: 1 })
    expect(last[1]!.level).toBe(0)
  })
})
