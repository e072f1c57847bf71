import { useStore } from '@nanostores/react'
import type { EpisodeDownload } from '@shelfkit/client'
import {
  $user,
  clearDownloadQueue,
  downloadQueue,
  i18n,
  isAdminOrUp,
  openDownloadQueue,
  params,
} from '@shelfkit/stores'
import { useEffect } from 'react'
import { AppLink } from '../navigation'
import { Button } from '../ui/Button'
import { ResourcePage } from '../ui/ResourcePage'
import { Spinner } from '../ui/Spinner'
import { useServerDate } from '../ui/useServerDate'

const messages = i18n('podcast.downloadQueuePage', {
  title: 'Download Queue',
  current: 'Current Downloads',
  none: 'No downloads in progress',
  queued: 'Queued',
  noneQueued: 'No downloads queued',
  finished: 'Finished',
  podcast: 'Podcast',
  episode: 'Episode',
  published: 'Pub Date',
  status: 'Status',
  downloading: 'Downloading',
  waiting: 'Queued',
  done: 'Downloaded',
  failed: 'Failed',
  clear: params('Clear the queue of {podcast}'),
  clearButton: 'Clear queue',
  numbering: params('{season}x{episode}'),
})

/**
 * A podcast library's episode downloads, followed live over the socket: the one running, those waiting (admins can
 * clear a podcast's waiting downloads), and those that finished or failed while the page was open.
 */
export function DownloadQueuePage({ libraryId }: { libraryId: string }) {
  const t = useStore(messages)
  const state = useStore(downloadQueue.$state)
  const admin = isAdminOrUp(useStore($user))
  useEffect(() => openDownloadQueue(libraryId), [libraryId])

  return (
    <ResourcePage title={t.title} state={state}>
      {({ downloading, queue, finished }) => (
        <>
          <section className="sk-page-section" aria-label={t.current}>
            <h2 className="sk-page-section__title">{t.current}</h2>
            {downloading.length ? (
              <DownloadTable downloads={downloading} kind="running" />
            ) : (
              <p className="sk-empty">{t.none}</p>
            )}
          </section>
          <section className="sk-page-section" aria-label={t.queued}>
            <h2 className="sk-page-section__title">
              {t.queued} <span className="sk-section__count">{queue.length}</span>
            </h2>
            {queue.length ? (
              <DownloadTable downloads={queue} kind="queued" canClear={admin} />
            ) : (
              <p className="sk-empty">{t.noneQueued}</p>
            )}
          </section>
          {finished.length ? (
            <section className="sk-page-section" aria-label={t.finished}>
              <h2 className="sk-page-section__title">{t.finished}</h2>
              <DownloadTable downloads={finished} kind="finished" />
            </section>
          ) : null}
        </>
      )}
    </ResourcePage>
  )
}

function DownloadTable({
  downloads,
  kind,
  canClear,
}: {
  downloads: readonly EpisodeDownload[]
  kind: 'running' | 'queued' | 'finished'
  canClear?: boolean
}) {
  const t = useStore(messages)
  const formatDate = useServerDate()
  // The server clears a podcast's whole queue: offer it once, on the podcast's first waiting row.
  const firstOfPodcast = new Set(
    downloads
      .filter((d, i) => downloads.findIndex((o) => o.libraryItemId === d.libraryItemId) === i)
      .map((d) => d.id),
  )
  return (
    <div className="sk-table-wrap">
      <table className="sk-table">
        <thead>
          <tr>
            <th scope="col">{t.podcast}</th>
            <th scope="col">{t.episode}</th>
            <th scope="col" className="sk-table__hide-small">
              {t.published}
            </th>
            <th scope="col">{t.status}</th>
          </tr>
        </thead>
        <tbody>
          {downloads.map((download) => (
            <tr key={download.id}>
              <td className="sk-table__wrap">
                <AppLink to={`/item/${download.libraryItemId}`}>{download.podcastTitle ?? t.podcast}</AppLink>
              </td>
              <td className="sk-table__wrap">
                {download.season && download.episode
                  ? `${t.numbering({ season: download.season, episode: download.episode })} · `
                  : null}
                {download.episodeDisplayTitle}
              </td>
              <td className="sk-table__hide-small">{formatDate(download.publishedAt)}</td>
              <td>
                {kind === 'running' ? (
                  <span className="sk-inline-status">
                    <Spinner size={14} label={t.downloading} /> {t.downloading}
                  </span>
                ) : kind === 'queued' ? (
                  <span className="sk-inline-status">
                    {t.waiting}
                    {canClear && firstOfPodcast.has(download.id) ? (
                      <Button
                        aria-label={t.clear({ podcast: download.podcastTitle ?? '' })}
                        onClick={() => void clearDownloadQueue(download.libraryItemId)}
                      >
                        {t.clearButton}
                      </Button>
                    ) : null}
                  </span>
                ) : download.failed ? (
                  <span className="sk-download--failed">{t.failed}</span>
                ) : (
                  <span className="sk-download--done">{t.done}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
