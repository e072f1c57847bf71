import * as v from 'valibot'
import { type LogLine, LogLineSchema } from './admin'
import { type Author, AuthorSchema, type Series, SeriesSchema } from './author-series'
import { type Collection, CollectionSchema, type Playlist, PlaylistSchema } from './collection-playlist'
import { serverObject } from './common'
import { type LibraryItem, LibraryItemSchema, PodcastLibraryItemSchema } from './item'
import {
  type CustomMetadataProvider,
  CustomMetadataProviderSchema,
  type Library,
  LibrarySchema,
} from './library'
import { type EpisodeDownload, EpisodeDownloadSchema, PodcastEpisodeExpandedSchema } from './podcast'
import { MediaProgressSchema } from './progress'
import {
  type MediaItemShare,
  MediaItemShareSchema,
  type RssFeedMinified,
  RssFeedMinifiedSchema,
} from './share-feed'
import { type Task, type TaskProgress, TaskProgressSchema, TaskSchema } from './task'
import { EreaderDeviceSchema, type OnlineUser, OnlineUserSchema, type User, UserSchema } from './user'

/** `init`: the socket's `auth` was accepted. */
export const InitPayloadSchema = serverObject({
  userId: v.string(),
  username: v.string(),
  /** Admins and root only: who is connected now. */
  usersOnline: v.optional(v.array(OnlineUserSchema)),
})
export type InitPayload = v.InferOutput<typeof InitPayloadSchema>

/** `auth_failed`: the token was rejected (`Invalid token`) or the user is inactive (`Invalid user`). */
export const AuthFailedPayloadSchema = serverObject({ message: v.string() })
export type AuthFailedPayload = v.InferOutput<typeof AuthFailedPayloadSchema>

/** `user_item_progress_updated`: a session of this user (on any device) saved progress. */
export const UserItemProgressUpdatedPayloadSchema = serverObject({
  /** The progress id. */
  id: v.string(),
  /** The session that saved it; compare with your own to ignore echoes. */
  sessionId: v.string(),
  /** e.g. `Linux x86_64 / Chrome` or `Pixel 7 SDK 34 / v0.9.80`. */
  deviceDescription: v.string(),
  data: MediaProgressSchema,
})
export type UserItemProgressUpdatedPayload = v.InferOutput<typeof UserItemProgressUpdatedPayloadSchema>

/** `stream_open`: the HLS transcode of a session is ready to play. */
export const StreamOpenPayloadSchema = serverObject({
  /** The playback session id (also the stream id). */
  id: v.string(),
  userId: v.string(),
  libraryItem: LibraryItemSchema,
  episode: v.nullable(PodcastEpisodeExpandedSchema),
  /** Seconds per HLS segment. */
  segmentLength: v.number(),
  /** Absolute path on the server. */
  playlistPath: v.string(),
  /** `/hls/{id}/output.m3u8` */
  clientPlaylistUri: v.string(),
  startTime: v.number(),
  /** Segments below this number are not transcoded (requesting them restarts the transcode). */
  segmentStartNumber: v.number(),
  isTranscodeComplete: v.boolean(),
})
export type StreamOpenPayload = v.InferOutput<typeof StreamOpenPayloadSchema>

/** `stream_progress`: transcode progress. */
export const StreamProgressPayloadSchema = serverObject({
  /** The stream (session) id. */
  stream: v.string(),
  /** Ready segments: single numbers and `first-last` ranges. */
  chunks: v.array(v.union([v.number(), v.string()])),
  numSegments: v.number(),
  /** e.g. `42.50%`. */
  percent: v.string(),
})
export type StreamProgressPayload = v.InferOutput<typeof StreamProgressPayloadSchema>

/** `stream_reset`: the server restarted the transcode at `startTime` (seconds); reload the HLS source there. */
export const StreamResetPayloadSchema = serverObject({ startTime: v.number(), streamId: v.string() })
export type StreamResetPayload = v.InferOutput<typeof StreamResetPayloadSchema>

/** `stream_error`: the transcode failed. */
export const StreamErrorPayloadSchema = serverObject({ id: v.string(), error: v.string() })
export type StreamErrorPayload = v.InferOutput<typeof StreamErrorPayloadSchema>

/** `item_removed`; 2.30 sends only `id`, 2.36 adds `libraryId`. */
export const ItemRemovedPayloadSchema = serverObject({ id: v.string(), libraryId: v.optional(v.string()) })
export type ItemRemovedPayload = v.InferOutput<typeof ItemRemovedPayloadSchema>

/** `series_removed` and `author_removed` (the latter may also carry the whole author). */
export const EntityRemovedPayloadSchema = serverObject({ id: v.string(), libraryId: v.string() })
export type EntityRemovedPayload = v.InferOutput<typeof EntityRemovedPayloadSchema>

/** `authors_num_books_updated` (2.36+): book counts that changed in a scan. */
export const AuthorsNumBooksUpdatedPayloadSchema = serverObject({
  libraryId: v.string(),
  authors: v.array(serverObject({ id: v.string(), numBooks: v.number() })),
})
export type AuthorsNumBooksUpdatedPayload = v.InferOutput<typeof AuthorsNumBooksUpdatedPayloadSchema>

/** `metadata_embed_queue_update`: an item entered (`queued`) or left the metadata-embed queue. */
export const MetadataEmbedQueueUpdatePayloadSchema = serverObject({
  libraryItemId: v.string(),
  queued: v.boolean(),
})
export type MetadataEmbedQueueUpdatePayload = v.InferOutput<typeof MetadataEmbedQueueUpdatePayloadSchema>

/** `track_started` and `track_finished` of an encode or embed task. */
export const TrackEventPayloadSchema = serverObject({ libraryItemId: v.string(), ino: v.string() })
export type TrackEventPayload = v.InferOutput<typeof TrackEventPayloadSchema>

/** `track_progress`: progress (0..100) within one track. */
export const TrackProgressPayloadSchema = serverObject({
  libraryItemId: v.string(),
  ino: v.string(),
  progress: v.number(),
})
export type TrackProgressPayload = v.InferOutput<typeof TrackProgressPayloadSchema>

/** `ereader-devices-updated`. */
export const EreaderDevicesUpdatedPayloadSchema = serverObject({
  ereaderDevices: v.array(EreaderDeviceSchema),
})
export type EreaderDevicesUpdatedPayload = v.InferOutput<typeof EreaderDevicesUpdatedPayloadSchema>

/** `batch_quickmatch_complete`. */
export const BatchQuickMatchCompletePayloadSchema = serverObject({
  success: v.boolean(),
  updates: v.number(),
  unmatched: v.number(),
})
export type BatchQuickMatchCompletePayload = v.InferOutput<typeof BatchQuickMatchCompletePayloadSchema>

/** `episode_added`: a downloaded episode, with its podcast item. */
export const EpisodeAddedPayloadSchema = serverObject({
  ...PodcastEpisodeExpandedSchema.entries,
  libraryItem: PodcastLibraryItemSchema,
})
export type EpisodeAddedPayload = v.InferOutput<typeof EpisodeAddedPayloadSchema>

/**
 * Events the server sends, mapped to their payload. Events without payload map to `undefined`. Library, item,
 * collection and playlist events reach only users who can access them; `user_*` presence, `share_*`, task-progress
 * and track events only admins.
 */
export interface ServerToClientEvents {
  init: InitPayload
  auth_failed: AuthFailedPayload
  /** Admins: a user connected (their first socket). */
  user_online: OnlineUser
  /** Admins: a user's last socket disconnected. */
  user_offline: OnlineUser
  /** Admins: a user started or stopped playing (`session` null when stopped). */
  user_stream_update: OnlineUser
  /** Admins. */
  user_added: User
  /** The signed-in user changed (progress, bookmarks, settings), or an admin edited them. */
  user_updated: User
  /** Admins. */
  user_removed: User
  /** The id of this user's playback session the server closed (e.g. the same device started another one). */
  user_session_closed: string
  user_item_progress_updated: UserItemProgressUpdatedPayload
  stream_open: StreamOpenPayload
  stream_progress: StreamProgressPayload
  /** Effectively never sent: the server stops the loop that would send it; `stream_open` is the ready signal. */
  stream_ready: undefined
  stream_reset: StreamResetPayload
  stream_error: StreamErrorPayload
  /** The stream (session) id. */
  stream_closed: string
  library_added: Library
  library_updated: Library
  library_removed: Library
  item_added: LibraryItem
  item_updated: LibraryItem
  item_removed: ItemRemovedPayload
  items_added: LibraryItem[]
  items_updated: LibraryItem[]
  author_added: Author
  /** The author with `numBooks`. */
  author_updated: Author
  author_removed: EntityRemovedPayload
  authors_num_books_updated: AuthorsNumBooksUpdatedPayload
  series_added: Series
  series_updated: Series
  series_removed: EntityRemovedPayload
  collection_added: Collection
  collection_updated: Collection
  collection_removed: Collection
  /** Only to the playlist's owner. */
  playlist_added: Playlist
  playlist_updated: Playlist
  playlist_removed: Playlist
  task_started: Task
  /** A `library-scan` task carries `data.scanResults`. */
  task_finished: Task
  task_progress: TaskProgress
  metadata_embed_queue_update: MetadataEmbedQueueUpdatePayload
  track_started: TrackEventPayload
  track_progress: TrackProgressPayload
  track_finished: TrackEventPayload
  'ereader-devices-updated': EreaderDevicesUpdatedPayload
  /** A backup was restored: reload the app. */
  backup_applied: undefined
  batch_quickmatch_complete: BatchQuickMatchCompletePayload
  /** A message an admin sent to every user. */
  admin_message: string
  custom_metadata_provider_added: CustomMetadataProvider
  custom_metadata_provider_removed: CustomMetadataProvider
  share_open: MediaItemShare
  share_closed: MediaItemShare
  rss_feed_open: RssFeedMinified
  rss_feed_closed: RssFeedMinified
  episode_added: EpisodeAddedPayload
  episode_download_queued: EpisodeDownload
  episode_download_started: EpisodeDownload
  episode_download_finished: EpisodeDownload
  /** The library item id whose download queue was cleared. */
  episode_download_queue_cleared: string
  /** Admins who asked with `set_log_listener`: one line of the server log. */
  log: LogLine
}

/** One schema per server event, to check payloads at runtime (tests, debugging). */
export const ServerToClientEventSchemas = {
  init: InitPayloadSchema,
  auth_failed: AuthFailedPayloadSchema,
  user_online: OnlineUserSchema,
  user_offline: OnlineUserSchema,
  user_stream_update: OnlineUserSchema,
  user_added: UserSchema,
  user_updated: UserSchema,
  user_removed: UserSchema,
  user_session_closed: v.string(),
  user_item_progress_updated: UserItemProgressUpdatedPayloadSchema,
  stream_open: StreamOpenPayloadSchema,
  stream_progress: StreamProgressPayloadSchema,
  stream_ready: v.undefined(),
  stream_reset: StreamResetPayloadSchema,
  stream_error: StreamErrorPayloadSchema,
  stream_closed: v.string(),
  library_added: LibrarySchema,
  library_updated: LibrarySchema,
  library_removed: LibrarySchema,
  item_added: LibraryItemSchema,
  item_updated: LibraryItemSchema,
  item_removed: ItemRemovedPayloadSchema,
  items_added: v.array(LibraryItemSchema),
  items_updated: v.array(LibraryItemSchema),
  author_added: AuthorSchema,
  author_updated: AuthorSchema,
  author_removed: EntityRemovedPayloadSchema,
  authors_num_books_updated: AuthorsNumBooksUpdatedPayloadSchema,
  series_added: SeriesSchema,
  series_updated: SeriesSchema,
  series_removed: EntityRemovedPayloadSchema,
  collection_added: CollectionSchema,
  collection_updated: CollectionSchema,
  collection_removed: CollectionSchema,
  playlist_added: PlaylistSchema,
  playlist_updated: PlaylistSchema,
  playlist_removed: PlaylistSchema,
  task_started: TaskSchema,
  task_finished: TaskSchema,
  task_progress: TaskProgressSchema,
  metadata_embed_queue_update: MetadataEmbedQueueUpdatePayloadSchema,
  track_started: TrackEventPayloadSchema,
  track_progress: TrackProgressPayloadSchema,
  track_finished: TrackEventPayloadSchema,
  'ereader-devices-updated': EreaderDevicesUpdatedPayloadSchema,
  backup_applied: v.undefined(),
  batch_quickmatch_complete: BatchQuickMatchCompletePayloadSchema,
  admin_message: v.string(),
  custom_metadata_provider_added: CustomMetadataProviderSchema,
  custom_metadata_provider_removed: CustomMetadataProviderSchema,
  share_open: MediaItemShareSchema,
  share_closed: MediaItemShareSchema,
  rss_feed_open: RssFeedMinifiedSchema,
  rss_feed_closed: RssFeedMinifiedSchema,
  episode_added: EpisodeAddedPayloadSchema,
  episode_download_queued: EpisodeDownloadSchema,
  episode_download_started: EpisodeDownloadSchema,
  episode_download_finished: EpisodeDownloadSchema,
  episode_download_queue_cleared: v.string(),
  log: LogLineSchema,
} satisfies { [E in keyof ServerToClientEvents]: v.GenericSchema<unknown, ServerToClientEvents[E]> }
