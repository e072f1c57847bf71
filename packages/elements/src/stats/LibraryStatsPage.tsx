import { useStore } from '@nanostores/react'
import type { LibraryStats } from '@shelfkit/client'
import { formatBytes, formatNumber, libraryStats } from '@shelfkit/stores'
import { type ReactNode, useEffect } from 'react'
import { AppLink } from '../navigation'
import { ResourcePage } from '../ui/ResourcePage'
import { StatFigure } from './StatFigure'

/** A library's totals, top genres and authors, longest and largest items. */
export function LibraryStatsPage({ libraryId }: { libraryId: string }) {
  const state = useStore(libraryStats.$state)
  useEffect(() => {
    void libraryStats.open(libraryId)
    return () => libraryStats.close()
  }, [libraryId])

  return (
    <ResourcePage title="Library Stats" className="sk-stats-page" state={state}>
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
        <p className="sk-empty">No Items</p>
      )}
    </section>
  )
}

function LibraryStatsView({ stats }: { stats: LibraryStats }) {
  const hours = stats.totalDuration / 3600
  const genreTotal = stats.genresWithCount.reduce((sum, genre) => sum + genre.count, 0) || 1
  return (
    <>
      <div className="sk-stat-row">
        <StatFigure icon="book" value={formatNumber(stats.totalItems)} label="Items in Library" />
        <StatFigure icon="stats" value={formatNumber(Math.round(hours / 24))} label="Overall Days" />
        <StatFigure icon="headphones" value={formatNumber(Math.round(hours))} label="Overall Hours" />
        {stats.totalAuthors !== undefined ? (
          <StatFigure icon="author" value={formatNumber(stats.totalAuthors)} label="Authors" />
        ) : null}
        <StatFigure icon="database" value={formatBytes(stats.totalSize)} label="Size" />
        <StatFigure icon="music" value={formatNumber(stats.numAudioTracks)} label="Audio Tracks" />
      </div>
      <div className="sk-stats-columns">
        <BarList
          title="Top 5 Genres"
          rows={stats.genresWithCount.slice(0, 5).map((genre) => ({
            key: genre.genre,
            label: genre.genre,
            value: genre.count,
            text: `${Math.round((genre.count / genreTotal) * 100)}%`,
          }))}
        />
        {stats.authorsWithCount ? (
          <BarList
            title="Top 10 Authors"
            rows={stats.authorsWithCount.slice(0, 10).map((author) => ({
              key: author.id,
              label: <AppLink to={`/author/${author.id}`}>{author.name}</AppLink>,
              value: author.count,
              text: String(author.count),
            }))}
          />
        ) : null}
        <BarList
          title="Longest Items (hrs)"
          rows={stats.longestItems.slice(0, 10).map((item) => ({
            key: item.id,
            label: <AppLink to={`/item/${item.id}`}>{item.title}</AppLink>,
            value: item.duration,
            text: (item.duration / 3600).toFixed(1),
          }))}
        />
        <BarList
          title="Largest Items"
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
