import { useStore } from '@nanostores/react'
import type { LibraryStats } from '@shelfkit/client'
import { formatBytes, formatNumber, formatPercent, i18n, libraryStats } from '@shelfkit/stores'
import { type ReactNode, useEffect } from 'react'
import { AppLink } from '../navigation'
import { ResourcePage } from '../ui/ResourcePage'
import { StatFigure } from './StatFigure'

const messages = i18n('stats.libraryStats', {
  title: 'Library Stats',
  noItems: 'No Items',
  itemsInLibrary: 'Items in Library',
  overallDays: 'Overall Days',
  overallHours: 'Overall Hours',
  authors: 'Authors',
  size: 'Size',
  audioTracks: 'Audio Tracks',
  topGenres: 'Top 5 Genres',
  topAuthors: 'Top 10 Authors',
  longestItems: 'Longest Items (hrs)',
  largestItems: 'Largest Items',
})

/** A library's totals, top genres and authors, longest and largest items. */
export function LibraryStatsPage({ libraryId }: { libraryId: string }) {
  const t = useStore(messages)
  const state = useStore(libraryStats.$state)
  useEffect(() => {
    void libraryStats.open(libraryId)
    return () => libraryStats.close()
  }, [libraryId])

  return (
    <ResourcePage title={t.title} className="sk-stats-page" state={state}>
      {(stats) => <LibraryStatsView stats={stats} />}
    </ResourcePage>
  )
}

function BarList({
  title,
  rows,
}: {
  title: string
  rows: { key: string; label: ReactNode; value: number; text: string }[]
}) {
  const t = useStore(messages)
  const most = Math.max(1, ...rows.map((row) => row.value))
  return (
    <section className="sk-stats-card" aria-label={title}>
      <h2 className="sk-page-section__title">{title}</h2>
      {rows.length ? (
        <ol className="sk-bar-list">
          {rows.map((row) => (
            <li key={row.key} className="sk-bar-list__row">
              <span className="sk-bar-list__label">{row.label}</span>
              <span className="sk-bar-list__bar" aria-hidden="true">
                <span style={{ width: `${(row.value / most) * 100}%` }} />
              </span>
              <span className="sk-bar-list__value">{row.text}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="sk-empty">{t.noItems}</p>
      )}
    </section>
  )
}

function LibraryStatsView({ stats }: { stats: LibraryStats }) {
  const t = useStore(messages)
  const hours = stats.totalDuration / 3600
  const genreTotal = stats.genresWithCount.reduce((sum, genre) => sum + genre.count, 0) || 1
  return (
    <>
      <div className="sk-stat-row">
        <StatFigure icon="book" value={formatNumber(stats.totalItems)} label={t.itemsInLibrary} />
        <StatFigure icon="stats" value={formatNumber(Math.round(hours / 24))} label={t.overallDays} />
        <StatFigure icon="headphones" value={formatNumber(Math.round(hours))} label={t.overallHours} />
        {stats.totalAuthors !== undefined ? (
          <StatFigure icon="author" value={formatNumber(stats.totalAuthors)} label={t.authors} />
        ) : null}
        <StatFigure icon="database" value={formatBytes(stats.totalSize)} label={t.size} />
        <StatFigure icon="music" value={formatNumber(stats.numAudioTracks)} label={t.audioTracks} />
      </div>
      <div className="sk-stats-columns">
        <BarList
          title={t.topGenres}
          rows={stats.genresWithCount.slice(0, 5).map((genre) => ({
            key: genre.genre,
            label: genre.genre,
            value: genre.count,
            text: formatPercent(genre.count / genreTotal),
          }))}
        />
        {stats.authorsWithCount ? (
          <BarList
            title={t.topAuthors}
            rows={stats.authorsWithCount.slice(0, 10).map((author) => ({
              key: author.id,
              label: <AppLink to={`/author/${author.id}`}>{author.name}</AppLink>,
              value: author.count,
              text: formatNumber(author.count),
            }))}
          />
        ) : null}
        <BarList
          title={t.longestItems}
          rows={stats.longestItems.slice(0, 10).map((item) => ({
            key: item.id,
            label: <AppLink to={`/item/${item.id}`}>{item.title}</AppLink>,
            value: item.duration,
            text: formatNumber(item.duration / 3600, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          }))}
        />
        <BarList
          title={t.largestItems}
          rows={stats.largestItems.slice(0, 10).map((item) => ({
            key: item.id,
            label: <AppLink to={`/item/${item.id}`}>{item.title}</AppLink>,
            value: item.size,
            text: formatBytes(item.size),
          }))}
        />
      </div>
    </>
  )
}
