export { adminApi, type NotificationInput } from './api/admin'
export { type AuthorUpdate, authorsApi } from './api/authors'
export { collectionsApi, type NewCollection } from './api/collections'
export { type FeedEntityType, feedsApi, type OpenFeedRequest } from './api/feeds'
export type { ChapterInput, PlayRequest, QuickMatchOptions, TrackOrderEntry } from './api/items'
export type { LibraryInput, ListQuery } from './api/libraries'
export type { BatchProgressUpdate, ProgressUpdate } from './api/me'
export { type NewPlaylist, type PlaylistEntry, playlistsApi } from './api/playlists'
export {
  type FeedEpisode,
  type NewPodcast,
  type OpmlFeed,
  type OpmlImport,
  type PodcastFeed,
  type PodcastSearchResult,
  podcastsApi,
} from './api/podcasts'
export {
  type BookMatch,
  type ChapterLookup,
  type ChapterLookupChapter,
  type ChapterLookupRefusal,
  type CoverSearch,
  searchApi,
} from './api/search'
export { seriesApi } from './api/series'
export { CLOSE_TIMEOUT_MS, SYNC_TIMEOUT_MS, type SyncBody } from './api/sessions'
export { type NewShare, sharesApi } from './api/shares'
export { tasksApi } from './api/tasks'
export { type EncodeM4bOptions, toolsApi } from './api/tools'
export { type PathExistsResponse, type UploadItem, uploadApi } from './api/upload'
export {
  type AbsApiArea,
  type AbsClient,
  type AbsClientOptions,
  type AbsFullClient,
  type AbsSocketFactory,
  createAbsClient,
  createAbsClientCore,
} from './client'
export { DownloadStatus, type DownloadStatusName, downloadStatusName } from './download-status'
export {
  ApiError,
  type ApiErrorKind,
  type ErrorTexts,
  errorMessage,
  isApiError,
  SERVER_UNREACHABLE_MESSAGE,
  setErrorTexts,
} from './errors'
export {
  createHttp,
  credentialsFor,
  type Http,
  type HttpMethod,
  type HttpOptions,
  type RefreshedSession,
  type RequestOptions,
  type SignedOutReason,
} from './http'
export { decodeFilter, encodeFilter, type FilterGroup, type Query } from './query'
export { isAbsoluteUrl, parseServerUrl, type ServerAddress } from './server-url'
export {
  type AbsSocket,
  type AbsSocketEvent,
  type AbsSocketListener,
  type AbsSocketOptions,
  type AbsSocketState,
  type ClientToServerEvents,
  createAbsSocket,
} from './socket'
export { type AuthMode, memoryTokenStore, type TokenStore, type Tokens } from './tokens'
export * from './types'
export * as urls from './urls'
