import { useStore } from '@nanostores/react'
import { type ChartDay, formatDate, formatNumber, i18n } from '@shelfkit/stores'

const messages = i18n('stats.chart', { caption: 'Minutes Listening (last 7 days)' })

/** `12 minutes` in the language in use. */
export const formatMinutes = (minutes: number) =>
  formatNumber(minutes, { style: 'unit', unit: 'minute', unitDisplay: 'long' })

/** The short weekday of a `YYYY-MM-DD` day (`Mon`), taken at noon so no time zone moves it to another day. */
const weekdayOf = (date: string) => formatDate(new Date(`${date}T12:00:00`), { weekday: 'short' })

const WIDTH = 420
const HEIGHT = 220
const TOP = 24
const BOTTOM = 28
const BAR_GAP = 14

/** Minutes listened on each of the last 7 days as bars, today last; the values are also read out as a list. */
export function ListeningChart({ days }: { days: readonly ChartDay[] }) {
  const t = useStore(messages)
  const most = Math.max(1, ...days.map((day) => day.minutes))
  const slot = WIDTH / days.length
  const barWidth = slot - BAR_GAP
  const plot = HEIGHT - TOP - BOTTOM
  return (
    <figure className="sk-chart">
      <figcaption className="sk-chart__caption">{t.caption}</figcaption>
      <svg
        className="sk-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={days.map((day) => `${weekdayOf(day.date)} ${formatMinutes(day.minutes)}`).join(', ')}
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
                {weekdayOf(day.date)}
              </text>
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
