import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import {
  $user,
  clearDownloadQueue,
  count,
  i18n,
  isAdminOrUp,
  localInputTime,
  localInputValue,
  openFeedEpisodes,
  params,
} from '@shelfkit/stores'
import { type FormEvent, useState } from 'react'
import { Button } from '../ui/Button'
import { Field } from '../ui/Field'
import { Spinner } from '../ui/Spinner'
import { useProcessing } from '../ui/useProcessing'
import { EpisodeEditModal } from './EpisodeEditModal'
import { EpisodeViewModal } from './EpisodeViewModal'
import { FeedEpisodesModal } from './FeedEpisodesModal'

const messages = i18n('podcast.episodeTools', {
  tools: 'Podcast episodes',
  after: 'Look for new episodes after this date',
  checkNew: 'Check for new episodes',
  findEpisodes: 'Find Episodes',
  downloading: params('Downloading episode "{title}"'),
  queued: count({
    one: '{count} Episode queued for download',
    other: '{count} Episodes queued for download',
  }),
  clearQueue: 'Clear download queue',
})

type PodcastItem = Extract<LibraryItem, { mediaType: 'podcast' }>

/** The newest episode's date, else the podcast's last check: where "new" starts by default. */
function defaultAfter(item: PodcastItem): number | null {
  const latest = Math.max(0, ...item.media.episodes.map((e) => e.publishedAt ?? 0))
  return latest || item.media.lastEpisodeCheck
}

/**
 * The podcast page's episode tools: its downloads (running and queued, admins may clear the queue), and for admins
 * "check for new episodes" after a date they choose and "find episodes" in the whole feed, both opening the feed
 * picker; the episode edit and view modals the episodes table opens.
 */
export function PodcastEpisodeTools({ item }: { item: PodcastItem }) {
  const t = useStore(messages)
  const admin = isAdminOrUp(useStore($user))
  const [after, setAfter] = useState(() => localInputValue(defaultAfter(item)))
  const [processing, run] = useProcessing()
  const queued = item.episodeDownloadsQueued ?? []
  const downloading = item.episodesDownloading ?? []
  const check = (event: FormEvent) => {
    event.preventDefault()
    void run(() => openFeedEpisodes(item, localInputTime(after)))
  }
  return (
    <>
      {queued.length || downloading.length ? (
        <div className="sk-item__notice" role="status">
          {downloading.map((download) => (
            <p key={download.id}>
              <Spinner size={16} label={t.downloading({ title: download.episodeDisplayTitle ?? '' })} />{' '}
              {t.downloading({ title: download.episodeDisplayTitle ?? '' })}
            </p>
          ))}
          {queued.length ? (
            <p>
              {t.queued(queued.length)}{' '}
              {admin ? (
                <Button onClick={() => void clearDownloadQueue(item.id)}>{t.clearQueue}</Button>
              ) : null}
            </p>
          ) : null}
        </div>
      ) : null}
      {admin && item.media.metadata.feedUrl ? (
        <form className="sk-inline-form sk-podcast-tools" aria-label={t.tools} onSubmit={check}>
          <Field label={t.after}>
            {(control) => (
              <input
                {...control}
                className="sk-input"
                type="datetime-local"
                value={after}
                onChange={(event) => setAfter(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" loading={processing}>
            {t.checkNew}
          </Button>
          <Button icon="search" onClick={() => void run(() => openFeedEpisodes(item))}>
            {t.findEpisodes}
          </Button>
        </form>
      ) : null}
      <FeedEpisodesModal item={item} />
      <EpisodeEditModal feedUrl={item.media.metadata.feedUrl} />
      <EpisodeViewModal podcastTitle={item.media.metadata.title} podcastAuthor={item.media.metadata.author} />
    </>
  )
}
