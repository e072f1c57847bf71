import {
  type EpisodeDownload,
  errorMessage,
  podcastsApi,
  type RecentEpisodesResponse,
} from '@shelfkit/client'
import { createEntityPage } from '../entity-page'
import { storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { onServerEvent } from '../server-events'
import { getClient } from '../session'
import { showToast } from '../toasts'

/** Episodes per page of the latest-episodes list (as the official page asks). */
export const LATEST_EPISODES_LIMIT = 50

/** A podcast library's newest episodes, keyed by library id. */
export const latestEpisodes = shared('podcast.latest', () =>
  createEntityPage<RecentEpisodesResponse & { libraryId: string }>({
    load: async (client, id) => ({
      ...(await client.libraries.recentEpisodes(id, { limit: LATEST_EPISODES_LIMIT, page: 0 })),
      libraryId: id,
    }),
    idOf: (data) => data.libraryId,
    fallbackMessage: 'Failed to load data',
  }),
)

export function openLatestEpisodes(libraryId: string): () => void {
  const stop = onServerEvent('episode_added', (episode) => {
    if (episode.libraryItem.libraryId === libraryId) void latestEpisodes.reload()
  })
  void latestEpisodes.open(libraryId)
  return () => {
    stop()
    if (latestEpisodes.$id.get() === libraryId) latestEpisodes.close()
  }
}

/** A podcast library's downloads: the running one, those waiting, and those finished (or failed) while watched. */
export interface DownloadQueueView {
  libraryId: string
  downloading: readonly EpisodeDownload[]
  queue: readonly EpisodeDownload[]
  finished: readonly EpisodeDownload[]
}

export const downloadQueueMessages = storeMessages('podcast.downloadQueue', {
  cleared: 'Episode download queue cleared',
  clearFailed: 'Failed to clear queue',
})

/** A podcast library's episode download queue, keyed by library id. */
export const downloadQueue = shared('podcast.downloadQueue', () =>
  createEntityPage<DownloadQueueView>({
    load: async (client, id) => {
      const { currentDownload, queue } = await client.libraries.episodeDownloads(id)
      return { libraryId: id, downloading: currentDownload ? [currentDownload] : [], queue, finished: [] }
    },
    idOf: (data) => data.libraryId,
    fallbackMessage: 'Failed to load data',
  }),
)

const without = (list: readonly EpisodeDownload[], id: string) => list.filter((d) => d.id !== id)

/**
 * Opens the download queue and follows it over the socket as the official page does: queued downloads join the
 * queue, a started one moves to the running list, a finished one (done or failed) to the finished list, and a
 * cleared podcast's downloads leave the queue.
 */
export function openDownloadQueue(libraryId: string): () => void {
  const mine = (download: { libraryId: string | null }) => download.libraryId === libraryId
  const change = (apply: (view: DownloadQueueView) => DownloadQueueView) =>
    downloadQueue.update((view) => (view.libraryId === libraryId ? apply(view) : view))
  const stops = [
    onServerEvent('episode_download_queued', (download) => {
      if (mine(download))
        change((view) => ({ ...view, queue: [...without(view.queue, download.id), download] }))
    }),
    onServerEvent('episode_download_started', (download) => {
      if (!mine(download)) return
      change((view) => ({
        ...view,
        queue: without(view.queue, download.id),
        downloading: [...without(view.downloading, download.id), download],
      }))
    }),
    onServerEvent('episode_download_finished', (download) => {
      if (!mine(download)) return
      change((view) => ({
        ...view,
        queue: without(view.queue, download.id),
        downloading: without(view.downloading, download.id),
        finished: [download, ...without(view.finished, download.id)],
      }))
    }),
    onServerEvent('episode_download_queue_cleared', (libraryItemId) =>
      change((view) => ({ ...view, queue: view.queue.filter((d) => d.libraryItemId !== libraryItemId) })),
    ),
  ]
  void downloadQueue.open(libraryId)
  return () => {
    for (const stop of stops) stop()
    if (downloadQueue.$id.get() === libraryId) downloadQueue.close()
  }
}

/** Drops a podcast's queued downloads (admins; the running one goes on). Resolves whether the server did. */
export async function clearDownloadQueue(libraryItemId: string): Promise<boolean> {
  const messages = downloadQueueMessages.get()
  try {
    await getClient().area(podcastsApi).clearQueue(libraryItemId)
  } catch (error) {
    console.error('Failed to clear queue', error)
    showToast({ type: 'error', message: errorMessage(error, messages.clearFailed) })
    return false
  }
  showToast({ type: 'success', message: messages.cleared })
  // Without a socket (API keys) nothing else would tell the open page.
  downloadQueue.update((view) => ({
    ...view,
    queue: view.queue.filter((d) => d.libraryItemId !== libraryItemId),
  }))
  return true
}
