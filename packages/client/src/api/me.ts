import { isApiError } from '../errors'
import type { Http } from '../http'
import type {
  AudioBookmark,
  ItemsInProgress,
  ListeningSessionsPage,
  ListeningStats,
  MediaProgress,
  User,
} from '../types'
import { seg } from './path'

export interface ProgressUpdate {
  currentTime?: number
  duration?: number
  progress?: number
  isFinished?: boolean
  hideFromContinueListening?: boolean
  ebookLocation?: string
  ebookProgress?: number
}

export interface BatchProgressUpdate extends ProgressUpdate {
  libraryItemId: string
  episodeId?: string | null
}

export function meApi(http: Http) {
  const itemPath = (itemId: string, episodeId?: string | null) =>
    episodeId ? `${seg(itemId)}/${seg(episodeId)}` : seg(itemId)
  return {
    get: () => http.get<User>('/api/me'),
    listeningStats: () => http.get<ListeningStats>('/api/me/listening-stats'),
    listeningSessions: (query: { page?: number; itemsPerPage?: number } = {}) =>
      http.get<ListeningSessionsPage>('/api/me/listening-sessions', { query }),
    itemsInProgress: (limit?: number) =>
      http.get<ItemsInProgress>('/api/me/items-in-progress', { query: { limit } }),
    /** The user's progress on an item or episode; null when there is none (the server answers 404). */
    async progress(itemId: string, episodeId?: string | null): Promise<MediaProgress | null> {
      try {
        return await http.get<MediaProgress>(`/api/me/progress/${itemPath(itemId, episodeId)}`)
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
    updateProgress: (itemId: string, update: ProgressUpdate, episodeId?: string | null) =>
      http.patch<string>(`/api/me/progress/${itemPath(itemId, episodeId)}`, update, { response: 'text' }),
    batchUpdateProgress: (updates: BatchProgressUpdate[]) =>
      http.patch<string>('/api/me/progress/batch/update', updates, { response: 'text' }),
    removeProgress: (progressId: string) =>
      http.delete<string>(`/api/me/progress/${seg(progressId)}`, { response: 'text' }),
    createBookmark: (itemId: string, bookmark: { time: number; title: string }) =>
      http.post<AudioBookmark>(`/api/me/item/${seg(itemId)}/bookmark`, bookmark),
    updateBookmark: (itemId: string, bookmark: { time: number; title: string }) =>
      http.patch<AudioBookmark>(`/api/me/item/${seg(itemId)}/bookmark`, bookmark),
    deleteBookmark: (itemId: string, time: number) =>
      http.delete<string>(`/api/me/item/${seg(itemId)}/bookmark/${seg(time)}`, { response: 'text' }),
    /** Hides (or shows again) a series on the continue-series shelf. */
    hideSeriesFromContinueListening: (seriesId: string) =>
      http.get<User>(`/api/me/series/${seg(seriesId)}/remove-from-continue-listening`),
    removeItemFromContinueListening: (progressId: string) =>
      http.get<User>(`/api/me/progress/${seg(progressId)}/remove-from-continue-listening`),
  }
}
