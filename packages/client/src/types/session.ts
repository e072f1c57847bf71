import * as v from 'valibot'
import { BookMetadataBaseSchema } from './book'
import { serverObject } from './common'
import { AudioTrackSchema, ChapterSchema } from './files'
import { BookLibraryItemSchema, PodcastLibraryItemSchema } from './item'
import { PodcastMetadataBaseSchema } from './podcast'

const optionalString = v.optional(v.string())

/** The device a session was played on; fields the server could not tell are absent. */
export const DeviceInfoSchema = serverObject({
  id: optionalString,
  userId: optionalString,
  /** The id the client sent in `deviceInfo.deviceId` of the play request. */
  deviceId: optionalString,
  ipAddress: optionalString,
  browserName: optionalString,
  browserVersion: optionalString,
  osName: optionalString,
  osVersion: optionalString,
  deviceType: optionalString,
  clientVersion: optionalString,
  /** Mobile apps; 2.36 sends `""` when unknown. */
  manufacturer: optionalString,
  model: optionalString,
  /** Android SDK level. */
  sdkVersion: v.optional(v.union([v.string(), v.number()])),
  clientName: optionalString,
  deviceName: optionalString,
})
export type DeviceInfo = v.InferOutput<typeof DeviceInfoSchema>

/** 0 direct play, 1 direct stream, 2 transcode (HLS), 3 local (played on the device, synced later). */
export const PlayMethodSchema = v.picklist([0, 1, 2, 3])
export type PlayMethod = v.InferOutput<typeof PlayMethodSchema>

export { PlayMethods } from '../play-methods'

const sessionEntries = {
  id: v.string(),
  userId: v.string(),
  libraryId: v.string(),
  libraryItemId: v.string(),
  /** Chapters of the book (or episode), in seconds. */
  chapters: v.array(ChapterSchema),
  displayTitle: v.string(),
  displayAuthor: v.string(),
  /** Absolute path on the server. */
  coverPath: v.nullable(v.string()),
  /** Seconds. */
  duration: v.number(),
  playMethod: PlayMethodSchema,
  /** `html5`, `chromecast`, or `web-share` for public share sessions. */
  mediaPlayer: v.string(),
  deviceInfo: DeviceInfoSchema,
  serverVersion: v.string(),
  /** Local date the session started, `YYYY-MM-DD`. */
  date: v.string(),
  /** English weekday name, e.g. `Sunday`. */
  dayOfWeek: v.string(),
  /** Seconds listened in this session. */
  timeListening: v.number(),
  /** Where playback started (seconds): the user's progress, 0 if finished. */
  startTime: v.number(),
  currentTime: v.number(),
  startedAt: v.number(),
  updatedAt: v.number(),
}

const bookSessionEntries = {
  mediaType: v.literal('book'),
  /** The book's media id. */
  bookId: v.string(),
  episodeId: v.null(),
  mediaMetadata: BookMetadataBaseSchema,
}

const episodeSessionEntries = {
  mediaType: v.literal('podcast'),
  bookId: v.null(),
  episodeId: v.string(),
  /** The podcast's metadata; the episode title is `displayTitle`. */
  mediaMetadata: PodcastMetadataBaseSchema,
}

const liveSessionEntries = {
  ...sessionEntries,
  /** Tracks to play in order: the item's files (direct play) or one HLS playlist (transcode). */
  audioTracks: v.array(AudioTrackSchema),
}

export const BookPlaybackSessionSchema = serverObject({
  ...liveSessionEntries,
  ...bookSessionEntries,
  /** The expanded item; null in `user_stream_update` socket events. */
  libraryItem: v.nullable(BookLibraryItemSchema),
})
export type BookPlaybackSession = v.InferOutput<typeof BookPlaybackSessionSchema>

export const EpisodePlaybackSessionSchema = serverObject({
  ...liveSessionEntries,
  ...episodeSessionEntries,
  /** The expanded podcast item; null in `user_stream_update` socket events. */
  libraryItem: v.nullable(PodcastLibraryItemSchema),
})
export type EpisodePlaybackSession = v.InferOutput<typeof EpisodePlaybackSessionSchema>

/** An open playback session (`POST /api/items/{id}/play`, `GET /api/session/{id}`). Narrow on `mediaType`. */
export const PlaybackSessionSchema = v.variant('mediaType', [
  BookPlaybackSessionSchema,
  EpisodePlaybackSessionSchema,
])
export type PlaybackSession = v.InferOutput<typeof PlaybackSessionSchema>

/** Who a session belongs to, in admin session lists; null when the user was deleted. */
const sessionOwnerSchema = v.optional(v.nullable(serverObject({ id: v.string(), username: v.string() })))

/** Stored-session fields that can be missing on sessions synced from old or local players. */
const storedSessionEntries = {
  ...sessionEntries,
  libraryId: v.nullable(v.string()),
  libraryItemId: v.nullable(v.string()),
  mediaPlayer: v.nullable(v.string()),
  serverVersion: v.nullable(v.string()),
  timeListening: v.nullable(v.number()),
  user: sessionOwnerSchema,
  /** Only on sessions still open (`GET /api/sessions/open`, `GET /api/sessions`): player-side state. */
  lastSave: v.optional(v.number()),
  audioTracks: v.optional(v.array(AudioTrackSchema)),
  /** Id of the HLS stream of an open transcode session. */
  stream: v.optional(v.nullable(v.string())),
  shareSessionId: v.optional(v.nullable(v.string())),
  mediaItemShareId: v.optional(v.nullable(v.string())),
  coverAspectRatio: v.optional(v.nullable(v.number())),
}

/** The book and the podcast-episode form of a session made of `entries`; `mediaType` tells them apart. */
function sessionVariant<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.variant('mediaType', [
    serverObject({ ...entries, ...bookSessionEntries }),
    serverObject({ ...entries, ...episodeSessionEntries }),
  ])
}

/** A recorded listening session (history lists and stats), without tracks or item. Narrow on `mediaType`. */
export const ListeningSessionSchema = sessionVariant(storedSessionEntries)
export type ListeningSession = v.InferOutput<typeof ListeningSessionSchema>

/** `GET /api/me/listening-sessions` and `GET /api/sessions` (admin; sessions then carry `user`). 0-based pages. */
export const ListeningSessionsPageSchema = serverObject({
  total: v.number(),
  numPages: v.number(),
  page: v.number(),
  itemsPerPage: v.number(),
  sessions: v.array(ListeningSessionSchema),
})
export type ListeningSessionsPage = v.InferOutput<typeof ListeningSessionsPageSchema>

/** An open session of a public share link: it has no user. */
export const ShareListeningSessionSchema = sessionVariant({ ...storedSessionEntries, userId: v.null() })
export type ShareListeningSession = v.InferOutput<typeof ShareListeningSessionSchema>

/** `GET /api/sessions/open` (admin): sessions playing now, and open public-share sessions. */
export const OpenSessionsResponseSchema = serverObject({
  sessions: v.array(ListeningSessionSchema),
  shareSessions: v.array(ShareListeningSessionSchema),
})
export type OpenSessionsResponse = v.InferOutput<typeof OpenSessionsResponseSchema>

/** The session `GET /public/share/{slug}` opens: no user, no item. */
export const SharePlaybackSessionSchema = sessionVariant({
  ...liveSessionEntries,
  userId: v.null(),
  libraryItem: v.null(),
  /** 2.36+: the library's cover aspect ratio. */
  coverAspectRatio: v.optional(v.number()),
})
export type SharePlaybackSession = v.InferOutput<typeof SharePlaybackSessionSchema>

/**
 * A session played from a copy kept on the device (`playMethod` 3), as the mobile apps send it to
 * `POST /api/session/local` and `/local-all`: the same id again with the running totals after every change.
 */
export const LocalSessionSchema = v.object({
  id: v.string(),
  userId: v.string(),
  libraryId: v.optional(v.string()),
  libraryItemId: v.string(),
  episodeId: v.nullable(v.string()),
  mediaType: v.picklist(['book', 'podcast']),
  displayTitle: v.string(),
  displayAuthor: v.string(),
  /** Seconds. */
  duration: v.number(),
  playMethod: v.literal(3),
  mediaPlayer: v.string(),
  /** Epoch ms; the server keeps the user's progress when it was updated after `updatedAt`. */
  startedAt: v.number(),
  updatedAt: v.number(),
  /** Seconds listened in the whole session so far. */
  timeListening: v.number(),
  startTime: v.number(),
  currentTime: v.number(),
  deviceInfo: v.optional(
    v.object({ deviceId: v.string(), clientName: v.string(), clientVersion: v.optional(v.string()) }),
  ),
})
export type LocalSession = v.InferOutput<typeof LocalSessionSchema>

/** One session's answer in `POST /api/session/local-all`. */
export const LocalSessionSyncResultSchema = v.union([
  serverObject({ id: v.string(), success: v.literal(true), progressSynced: v.boolean() }),
  serverObject({ id: v.string(), success: v.literal(false), error: v.string() }),
])
export type LocalSessionSyncResult = v.InferOutput<typeof LocalSessionSyncResultSchema>

export const LocalSessionsSyncResponseSchema = serverObject({
  results: v.array(LocalSessionSyncResultSchema),
})
export type LocalSessionsSyncResponse = v.InferOutput<typeof LocalSessionsSyncResponseSchema>
