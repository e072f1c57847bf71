import { useStore } from '@nanostores/react'
import type { EpisodeDownload } from '@shelfkit/client'
import { downloadQueue, openDownloadQueue } from '@shelfkit/stores'
import { useEffect } from 'react'
import { AppLink } from '../navigation'
import { ResourcePage } from '../ui/ResourcePage'
import { Spinner } from '../ui/Spinner'
import { useServerDate } from '../ui/useServerDate'

/** A podcast library's episode downloads: the one running now and those waiting, updated as downloads move. */
export function DownloadQueuePage({ libraryId }: { libraryId: string }) {
  const state = useStore(downloadQueue.$state)
  useEffect(() => openDownloadQueue(libraryId), [libraryId])

  return (
    <ResourcePage title="Download Queue" state={state}>
      {({ currentDownload, queue }) =>
        currentDownload || queue.length ? (
          <>
            {currentDownload ? (
              <section className="sk-page-section" aria-label="Current Downloads">
                <h2 className="sk-page-section__title">Current Downloads</h2>
                <DownloadTable downloads={[currentDownload]} running />
              </section>
            ) : null}
            {queue.length ? (
              <section className="sk-page-section" aria-label="Queued">
                <h2 className="sk-page-section__title">
                  Queued <span className="sk-section__count">{queue.length}</span>
                </h2>
                <DownloadTable downloads={queue} />
              </section>
            ) : null}
          </>
        ) : (
          <p className="sk-empty">No downloads queued</p>
        )
      }
    </ResourcePage>
  )
}

function DownloadTable({ downloads, running }: { downloads: readonly EpisodeDownload[]; running?: boolean }) {
  const formatDate = useServerDate()
  return (
    <div className="sk-table-wrap">
      <table className="sk-table">
        <thead>
          <tr>
            <th scope="col">Podcast</th>
            <th scope="col">Episode</th>
            <th scope="col" className="sk-table__hide-small">
              Published
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {downloads.map((download) => (
            <tr key={download.id}>
              <td className="sk-table__wrap">
                <AppLink to={`/item/${download.libraryItemId}`}>{download.podcastTitle ?? 'Podcast'}</AppLink>
              </td>
              <td className="sk-table__wrap">{download.episodeDisplayTitle}</td>
              <td className="sk-table__hide-small">{formatDate(download.publishedAt)}</td>
              <td>
                {running ? (
                  <span className="sk-inline-status">
                    <Spinner size={14} label="Downloading" /> Downloading
                  </span>
                ) : (
                  'Queued'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
