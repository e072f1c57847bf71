export type { NotificationInput } from './api/admin'
export type { AuthorUpdate } from './api/authors'
export type { NewCollection } from './api/collections'
export type { FeedEntityType, OpenFeedRequest } from './api/feeds'
export type { ChapterInput, PlayRequest, QuickMatchOptions, TrackOrderEntry } from './api/items'
export type { LibraryInput, ListQuery } from './api/libraries'
export type { BatchProgressUpdate, ProgressUpdate } from './api/me'
export type { NewPlaylist, PlaylistEntry } from './api/playlists'
export type {
  FeedEpisode,
  NewPodcast,
  OpmlFeed,
  OpmlImport,
  PodcastFeed,
  PodcastSearchResult,
} from './api/podcasts'
export type {
  BookMatch,
  ChapterLookup,
  ChapterLookupChapter,
  ChapterLookupRefusal,
  CoverSearch,
} from './api/search'
export { ADMIN_AREA_PATHS, type AdminArea } from './api/server'
export { CLOSE_TIMEOUT_MS, SYNC_TIMEOUT_MS, type SyncBody } from './api/sessions'
export { type NewShare, sharesApi } from './api/shares'
export type { EncodeM4bOptions } from './api/tools'
export type { PathExistsResponse, UploadItem } from './api/upload'
export { type AbsClient, type AbsClientOptions, type AbsSocketFactory, createAbsClient } from './client'
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
