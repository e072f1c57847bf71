import type { EpisodeDownloadQueue, RecentEpisodesResponse } from '@shelfkit/client'
import { createEntityPage } from '../entity-page'
import { shared } from '../registry'
import { onServerEvent } from '../server-events'

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

/** A podcast library's episode download queue, keyed by library id. */
export const downloadQueue = shared('podcast.downloadQueue', () =>
  createEntityPage<EpisodeDownloadQueue & { libraryId: string }>({
    load: async (client, id) => ({ ...(await client.libraries.episodeDownloads(id)), libraryId: id }),
    idOf: (data) => data.libraryId,
    fallbackMessage: 'Failed to load data',
  }),
)

/** Opens the download queue and reloads it on every download event of the library. */
export function openDownloadQueue(libraryId: string): () => void {
  const reloadFor = (download: { libraryId: string | null }) => {
    if (!download.libraryId || download.libraryId === libraryId) void downloadQueue.reload()
  }
  const stops = [
    onServerEvent('episode_download_queued', reloadFor),
    onServerEvent('episode_download_started', reloadFor),
    onServerEvent('episode_download_finished', reloadFor),
    onServerEvent('episode_download_queue_cleared', () => void downloadQueue.reload()),
  ]
  void downloadQueue.open(libraryId)
  return () => {
    for (const stop of stops) stop()
    if (downloadQueue.$id.get() === libraryId) downloadQueue.close()
  }
}
