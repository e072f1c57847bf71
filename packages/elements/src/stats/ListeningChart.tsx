import { useStore } from '@nanostores/react'
import { type ChartDay, count, formatDate, formatNumber, i18n, params } from '@shelfkit/stores'
import { dayDate } from './day-date'

const messages = i18n('stats.listeningChart', {
  title: 'Minutes Listening (last 7 days)',
  dayMinutes: params('{day}: {minutes}'),
  minutes: count({ one: '{count} minute', other: '{count} minutes' }),
})

const WIDTH = 420
const HEIGHT = 220
const TOP = 24
const BOTTOM = 28
const BAR_GAP = 14
const WEEKDAY = { weekday: 'short' } as const

/** Minutes listened on each of the last 7 days as bars (SVG), today last; the picture's name reads the values out. */
export function ListeningChart({ days }: { days: readonly ChartDay[] }) {
  const t = useStore(messages)
  const most = Math.max(1, ...days.map((day) => day.minutes))
  const slot = WIDTH / days.length
  const barWidth = slot - BAR_GAP
  const plot = HEIGHT - TOP - BOTTOM
  const weekday = (day: ChartDay) => formatDate(dayDate(day.date), WEEKDAY)
  return (
    <figure className="sk-chart">
      <figcaption className="sk-chart__caption">{t.title}</figcaption>
      <svg
        className="sk-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={days
          .map((day) => t.dayMinutes({ day: weekday(day), minutes: t.minutes(day.minutes) }))
          .join(', ')}
      >
        <line className="sk-chart__axis" x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
        {days.map((day, index) => {
          const height = Math.max(day.minutes > 0 ? 3 : 0, (day.minutes / most) * plot)
          const x = index * slot + BAR_GAP / 2
          const y = HEIGHT - BOTTOM - height
          const today = index === days.length - 1
          return (
            <g key={day.date}>
              <rect
                className={`sk-chart__bar${today ? ' sk-chart__bar--today' : ''}`}
                x={x}
                y={y}
                width={barWidth}
                height={height}
                rx={3}
              />
              <text className="sk-chart__value" x={x + barWidth / 2} y={y - 6} textAnchor="middle">
                {formatNumber(day.minutes)}
              </text>
              <text className="sk-chart__label" x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
                {weekday(day)}
              </text>
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
