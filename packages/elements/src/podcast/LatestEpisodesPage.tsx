import { useStore } from '@nanostores/react'
import type { RecentEpisode } from '@shelfkit/client'
import {
  episodeQueueItem,
  formatDurationShort,
  i18n,
  latestEpisodes,
  openLatestEpisodes,
} from '@shelfkit/stores'
import { useEffect } from 'react'
import { MediaThumb } from '../collection/MediaThumb'
import { ProgressLabel } from '../collection/ProgressLabel'
import { EpisodeFinishedToggle } from '../item/EpisodeFinishedToggle'
import { EpisodePlayButton, EpisodeQueueButton } from '../item/PlayControls'
import { useMediaProgress } from '../media-progress'
import { AppLink } from '../navigation'
import { ResourcePage } from '../ui/ResourcePage'
import { parseSafeHtml, safeText } from '../ui/sanitize'
import { useServerDate } from '../ui/useServerDate'

const messages = i18n('podcast.latestEpisodes', { title: 'Latest episodes', none: 'No Episodes' })

/** A podcast library's newest episodes across its podcasts, with progress and mark finished. */
export function LatestEpisodesPage({ libraryId }: { libraryId: string }) {
  const t = useStore(messages)
  const state = useStore(latestEpisodes.$state)
  useEffect(() => openLatestEpisodes(libraryId), [libraryId])

  return (
    <ResourcePage title={t.title} state={state}>
      {({ episodes }) =>
        episodes.length ? (
          <ol className="sk-media-list" aria-label={t.title}>
            {episodes.map((episode) => (
              <LatestEpisodeRow key={episode.id} episode={episode} />
            ))}
          </ol>
        ) : (
          <p className="sk-empty">{t.none}</p>
        )
      }
    </ResourcePage>
  )
}

function LatestEpisodeRow({ episode }: { episode: RecentEpisode }) {
  const progress = useMediaProgress(episode.libraryItemId, episode.id)
  const formatDate = useServerDate()
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
      <EpisodeFinishedToggle
        libraryItemId={episode.libraryItemId}
        episode={episode}
        finished={!!progress?.isFinished}
      />
    </li>
  )
}
