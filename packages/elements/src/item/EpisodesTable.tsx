import type { MediaProgress, PodcastEpisodeExpanded } from '@shelfkit/client'
import {
  EPISODE_FILTER_LABELS,
  EPISODE_SORT_LABELS,
  EPISODE_VIEW_DEFAULTS,
  type EpisodeFilter,
  type EpisodeSortKey,
  type EpisodeView,
  formatDurationShort,
  formatElapsed,
  formatPercent,
  progressFraction,
  secondsRemaining,
  setItemFinished,
  visibleEpisodes,
} from '@shelfkit/stores'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { useProgressLookup } from '../media-progress'
import { KeepControl } from '../offline/KeepControl'
import { Button, IconButton } from '../ui/Button'
import { ProgressBar } from '../ui/ProgressBar'
import { parseSafeHtml, safeText } from '../ui/sanitize'
import { useServerDate } from '../ui/useServerDate'

/** Episodes rendered at first (and added per 'Show more'): feeds can carry thousands. */
const EPISODES_PER_PAGE = 100

/** A podcast's episodes: filter by progress, sort, search; progress and mark finished per episode. */
export function EpisodesTable({
  libraryItemId,
  episodes,
  renderPlay,
}: {
  libraryItemId: string
  episodes: readonly PodcastEpisodeExpanded[]
  /** The play control of an episode, when a player is available. */
  renderPlay?: (episode: PodcastEpisodeExpanded) => ReactNode
}) {
  const [view, setViewState] = useState<EpisodeView>(EPISODE_VIEW_DEFAULTS)
  const [limit, setLimit] = useState(EPISODES_PER_PAGE)
  const setView = (next: EpisodeView) => {
    setViewState(next)
    setLimit(EPISODES_PER_PAGE)
  }
  const progressOf = useProgressLookup(episodes.map((episode) => ({ libraryItemId, episodeId: episode.id })))
  const shown = useMemo(
    () => visibleEpisodes(episodes, view, progressOf, libraryItemId),
    [episodes, view, progressOf, libraryItemId],
  )
  const ids = useId()

  return (
    <section className="sk-section sk-episodes" aria-labelledby={`${ids}-title`}>
      <div className="sk-episodes__bar">
        <h2 className="sk-section__title" id={`${ids}-title`}>
          Episodes <span className="sk-section__count">{episodes.length}</span>
        </h2>
        <div className="sk-episodes__controls">
          <input
            type="search"
            className="sk-input"
            aria-label="Search episodes"
            placeholder="Search"
            value={view.search}
            onChange={(event) => setView({ ...view, search: event.target.value })}
          />
          <select
            className="sk-select"
            aria-label="Show"
            value={view.filter}
            onChange={(event) => setView({ ...view, filter: event.target.value as EpisodeFilter })}
          >
            {Object.entries(EPISODE_FILTER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <select
            className="sk-select"
            aria-label="Sort by"
            value={view.sort}
            onChange={(event) => setView({ ...view, sort: event.target.value as EpisodeSortKey })}
          >
            {Object.entries(EPISODE_SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <IconButton
            icon={view.desc ? 'chevronDown' : 'chevronUp'}
            label={view.desc ? 'Sorted descending' : 'Sorted ascending'}
            aria-pressed={view.desc}
            onClick={() => setView({ ...view, desc: !view.desc })}
          />
        </div>
      </div>
      {shown.length ? (
        <ul className="sk-episode-list">
          {shown.slice(0, limit).map((episode) => (
            <EpisodeRow
              key={episode.id}
              libraryItemId={libraryItemId}
              episode={episode}
              progress={progressOf(libraryItemId, episode.id) ?? null}
              play={renderPlay?.(episode)}
            />
          ))}
        </ul>
      ) : (
        <p className="sk-empty">{episodes.length ? 'No episodes match' : 'No Episodes'}</p>
      )}
      {shown.length > limit ? (
        <Button className="sk-episodes__more" onClick={() => setLimit(limit + EPISODES_PER_PAGE)}>
          Show more ({shown.length - limit} more)
        </Button>
      ) : null}
    </section>
  )
}

function EpisodeRow({
  libraryItemId,
  episode,
  progress,
  play,
}: {
  libraryItemId: string
  episode: PodcastEpisodeExpanded
  progress: MediaProgress | null
  play?: ReactNode
}) {
  const [busy, setBusy] = useState(false)
  const formatDate = useServerDate()
  const finished = !!progress?.isFinished
  const fraction = progressFraction(progress)
  const summary = useMemo(
    () => safeText(parseSafeHtml(episode.subtitle || episode.description || '')),
    [episode],
  )
  const titleId = useId()
  const numbering = [
    episode.season ? `Season ${episode.season}` : null,
    episode.episode ? `Episode ${episode.episode}` : null,
  ]
    .filter(Boolean)
    .join(' · ')

  let status: string
  if (finished) status = 'Finished'
  else if (fraction > 0)
    status = `${formatPercent(fraction)} · ${formatElapsed(secondsRemaining(progress, episode.duration))} left`
  else status = formatDurationShort(episode.duration)

  return (
    <li className="sk-episode" aria-labelledby={titleId}>
      <div className="sk-episode__main">
        <p className="sk-episode__title" id={titleId}>
          {episode.title}
        </p>
        {summary ? <p className="sk-episode__summary">{summary}</p> : null}
        <p className="sk-episode__meta">
          {[formatDate(episode.publishedAt), numbering].filter(Boolean).join(' · ')}
          <span className={`sk-episode__status${finished ? ' sk-episode__status--finished' : ''}`}>
            {status}
          </span>
        </p>
        {fraction > 0 && !finished ? (
          <ProgressBar
            value={fraction}
            label={`Progress of ${episode.title}`}
            className="sk-episode__progress"
          />
        ) : null}
      </div>
      <div className="sk-episode__actions">
        {play}
        <KeepControl compact libraryItemId={libraryItemId} episodeId={episode.id} />
        <IconButton
          icon="check"
          label={finished ? `Mark "${episode.title}" as Not Finished` : `Mark "${episode.title}" as Finished`}
          className="sk-finish-toggle"
          aria-pressed={finished}
          disabled={busy}
          onClick={async () => {
            setBusy(true)
            await setItemFinished(libraryItemId, !finished, episode.id)
            setBusy(false)
          }}
        />
      </div>
    </li>
  )
}
