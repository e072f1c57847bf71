import { useStore } from '@nanostores/react'
import { count, formatDate, i18n, params, yearHeatmap } from '@shelfkit/stores'
import { useMemo } from 'react'
import { dayDate } from './day-date'

const messages = i18n('stats.heatmap', {
  title: 'Listening over the last year',
  summary: params('{days} of the last 52 weeks with listening, {minutes} in all'),
  days: count({ one: '{count} day', other: '{count} days' }),
  minutes: count({ one: '{count} minute', other: '{count} minutes' }),
  day: params('{date}: {minutes}'),
  less: 'Less',
  more: 'More',
})

const CELL = 11
const GAP = 3
const LEFT = 30
const TOP = 16
const MONTH = { month: 'short' } as const
const WEEKDAY = { weekday: 'short' } as const
const DAY = { dateStyle: 'medium' } as const
/** Weekday rows that get a label (Mon, Wed, Fri), as the official heatmap has. */
const LABELLED_ROWS = [1, 3, 5]

/**
 * The year's listening as an SVG grid of days (weeks in columns, Sunday on top), darker for more minutes. Each day
 * carries its date and minutes as a tooltip; the picture's name sums the year up.
 */
export function Heatmap({ days, today }: { days: Readonly<Record<string, number>>; today: Date }) {
  const t = useStore(messages)
  const weeks = useMemo(() => yearHeatmap(days, today), [days, today])
  const all = weeks.flat()
  const listened = all.filter((day) => day.minutes > 0)
  const total = listened.reduce((sum, day) => sum + day.minutes, 0)
  const width = LEFT + weeks.length * (CELL + GAP)
  const height = TOP + 7 * (CELL + GAP)
  const x = (week: number) => LEFT + week * (CELL + GAP)
  const y = (weekday: number) => TOP + weekday * (CELL + GAP)
  const monthLabels = weeks.flatMap((column, week) => {
    const first = column[0]
    if (!first) return []
    const date = dayDate(first.date)
    const previous = weeks[week - 1]?.[0]
    const isNewMonth = !previous || dayDate(previous.date).getMonth() !== date.getMonth()
    return isNewMonth && week < weeks.length - 2 ? [{ week, text: formatDate(date, MONTH) }] : []
  })
  const sunday = weeks[weeks.length - 1]?.[0]
  return (
    <figure className="sk-chart sk-heatmap">
      <figcaption className="sk-chart__caption">{t.title}</figcaption>
      <svg
        className="sk-heatmap__svg"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t.summary({ days: t.days(listened.length), minutes: t.minutes(total) })}
      >
        {monthLabels.map((label) => (
          <text key={label.week} className="sk-chart__label" x={x(label.week)} y={TOP - 5}>
            {label.text}
          </text>
        ))}
        {sunday
          ? LABELLED_ROWS.map((row) => {
              const date = dayDate(sunday.date)
              date.setDate(date.getDate() + row)
              return (
                <text key={row} className="sk-chart__label" x={0} y={y(row) + CELL - 1}>
                  {formatDate(date, WEEKDAY)}
                </text>
              )
            })
          : null}
        {weeks.map((column, week) =>
          column.map((day, weekday) => (
            <rect
              key={day.date}
              className={`sk-heatmap__day sk-heatmap__day--${day.level}`}
              x={x(week)}
              y={y(weekday)}
              width={CELL}
              height={CELL}
              rx={2}
            >
              <title>
                {t.day({ date: formatDate(dayDate(day.date), DAY), minutes: t.minutes(day.minutes) })}
              </title>
            </rect>
          )),
        )}
      </svg>
      <p className="sk-heatmap__legend" aria-hidden="true">
        {t.less}
        {[0, 1, 2, 3, 4].map((level) => (
          <span key={level} className={`sk-heatmap__swatch sk-heatmap__day--${level}`} />
        ))}
        {t.more}
      </p>
    </figure>
  )
}
