import { useStore } from '@nanostores/react'
import type { RecentEpisode } from '@shelfkit/client'
import {
  episodeQueueItem,
  formatDurationShort,
  latestEpisodes,
  openLatestEpisodes,
  setItemFinished,
} from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { MediaThumb } from '../collection/MediaThumb'
import { ProgressLabel } from '../collection/ProgressLabel'
import { EpisodePlayButton, EpisodeQueueButton } from '../item/PlayControls'
import { useMediaProgress } from '../media-progress'
import { AppLink } from '../navigation'
import { IconButton } from '../ui/Button'
import { ResourceView } from '../ui/ResourceView'
import { parseSafeHtml, safeText } from '../ui/sanitize'
import { useServerDate } from '../ui/useServerDate'

/** A podcast library's newest episodes across its podcasts, with progress and mark finished. */
export function LatestEpisodesPage({ libraryId }: { libraryId: string }) {
  const state = useStore(latestEpisodes.$state)
  useEffect(() => openLatestEpisodes(libraryId), [libraryId])

  return (
    <div className="sk-content-page">
      <header className="sk-page-header">
        <div className="sk-page-header__text">
          <h1 className="sk-page-header__title">Latest episodes</h1>
        </div>
      </header>
      <ResourceView state={state}>
        {({ episodes }) =>
          episodes.length ? (
            <ol className="sk-media-list" aria-label="Latest episodes">
              {episodes.map((episode) => (
                <LatestEpisodeRow key={episode.id} episode={episode} />
              ))}
            </ol>
          ) : (
            <p className="sk-empty">No Episodes</p>
          )
        }
      </ResourceView>
    </div>
  )
}

function LatestEpisodeRow({ episode }: { episode: RecentEpisode }) {
  const progress = useMediaProgress(episode.libraryItemId, episode.id)
  const [busy, setBusy] = useState(false)
  const formatDate = useServerDate()
  const finished = !!progress?.isFinished
  const podcastTitle = episode.podcast.metadata.title
  const cover = { id: episode.libraryItemId, media: { coverPath: episode.podcast.coverPath } }
  const summary = safeText(parseSafeHtml(episode.subtitle || episode.description || ''))
  return (
    <li className="sk-media-row sk-media-row--tall">
      <MediaThumb item={cover} title={podcastTitle} width={56} />
      <div className="sk-media-row__text">
        <AppLink className="sk-media-row__title" to={`/item/${episode.libraryItemId}`}>
          {episode.title}
        </AppLink>
        <span className="sk-media-row__sub">
          {podcastTitle} · {formatDate(episode.publishedAt)}
        </span>
        {summary ? <span className="sk-media-row__summary">{summary}</span> : null}
      </div>
      <span className="sk-media-row__meta">{formatDurationShort(episode.duration)}</span>
      <ProgressLabel progress={progress} />
      <EpisodePlayButton libraryItemId={episode.libraryItemId} episode={episode} />
      <EpisodeQueueButton
        libraryItemId={episode.libraryItemId}
        episode={episode}
        entry={() =>
          episodeQueueItem(
            {
              libraryItemId: episode.libraryItemId,
              libraryId: episode.libraryId,
              title: podcastTitle,
              coverPath: episode.podcast.coverPath,
            },
            episode,
          )
        }
      />
      <IconButton
        icon="check"
        label={finished ? `Mark "${episode.title}" as Not Finished` : `Mark "${episode.title}" as Finished`}
        className="sk-finish-toggle"
        aria-pressed={finished}
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          await setItemFinished(episode.libraryItemId, !finished, episode.id)
          setBusy(false)
        }}
      />
    </li>
  )
}
