import type { Http } from '../http'
import type { PodcastEpisode } from '../types'
import { seg } from './path'

export function podcastsApi(http: Http) {
  const episodePath = (itemId: string, episodeId: string) =>
    `/api/podcasts/${seg(itemId)}/episode/${seg(episodeId)}`
  return {
    episode: (itemId: string, episodeId: string) => http.get<PodcastEpisode>(episodePath(itemId, episodeId)),
    updateEpisode: (itemId: string, episodeId: string, changes: Partial<PodcastEpisode>) =>
      http.patch<unknown>(episodePath(itemId, episodeId), changes),
    removeEpisode: (itemId: string, episodeId: string, hard: boolean) =>
      http.delete<unknown>(episodePath(itemId, episodeId), { query: { hard: hard ? 1 : 0 } }),
    checkNewEpisodes: (itemId: string) =>
      http.get<{ episodes: PodcastEpisode[] }>(`/api/podcasts/${seg(itemId)}/checknew`),
  }
}
