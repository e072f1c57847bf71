import { useStore } from '@nanostores/react'
import { $episodeView, closeEpisodeView, formatBytes, formatDurationShort, i18n } from '@shelfkit/stores'
import { Modal } from '../ui/Modal'
import { SafeHtml } from '../ui/SafeHtml'
import { TopLayer } from '../ui/TopLayer'

const messages = i18n('podcast.episodeView', {
  title: 'Episode',
  noDescription: 'No description',
  filename: 'Filename',
  size: 'Size',
  duration: 'Duration',
})

/** The read-only episode view (the official ViewEpisode): podcast, title, description, file, size and duration. */
export function EpisodeViewModal({
  podcastTitle,
  podcastAuthor,
}: {
  podcastTitle: string
  podcastAuthor: string | null
}) {
  const t = useStore(messages)
  const state = useStore($episodeView)
  if (!state) return null
  const { episode } = state
  const audio = episode.audioFile
  return (
    <TopLayer>
      <Modal open title={t.title} width={800} onClose={closeEpisodeView} className="sk-episode-view">
        <p className="sk-episode-view__podcast">{podcastTitle}</p>
        {podcastAuthor ? <p className="sk-field__hint">{podcastAuthor}</p> : null}
        <h3 dir="auto">{episode.title}</h3>
        {episode.description ? <SafeHtml html={episode.description} /> : <p>{t.noDescription}</p>}
        <dl className="sk-episode-view__file">
          <div>
            <dt>{t.filename}</dt>
            <dd>{audio.metadata.filename}</dd>
          </div>
          <div>
            <dt>{t.size}</dt>
            <dd>{formatBytes(audio.metadata.size)}</dd>
          </div>
          <div>
            <dt>{t.duration}</dt>
            <dd>{formatDurationShort(audio.duration ?? episode.duration ?? 0)}</dd>
          </div>
        </dl>
      </Modal>
    </TopLayer>
  )
}
