import type { MediaProgress } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { dayKey, daysInARow, LISTENING_CHART_DAYS, lastSevenDays, listeningSummary } from './stats'

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
