import * as v from 'valibot'
import { serverObject } from './common'
import { AudioFileSchema, AudioFileTrackSchema, ChapterSchema } from './files'

const nullableString = v.nullable(v.string())

const podcastMetadataEntries = {
  title: v.string(),
  author: nullableString,
  /** May contain HTML. */
  description: nullableString,
  releaseDate: nullableString,
  genres: v.array(v.string()),
  feedUrl: nullableString,
  imageUrl: nullableString,
  itunesPageUrl: nullableString,
  itunesId: nullableString,
  itunesArtistId: nullableString,
  explicit: v.boolean(),
  language: nullableString,
  /** `episodic` or `serial`. */
  type: nullableString,
}

/** Podcast metadata as stored: in playback sessions, listening stats and unexpanded items. */
export const PodcastMetadataBaseSchema = serverObject(podcastMetadataEntries)
export type PodcastMetadataBase = v.InferOutput<typeof PodcastMetadataBaseSchema>

/** Podcast metadata of expanded and minified items. */
export const PodcastMetadataSchema = serverObject({
  ...podcastMetadataEntries,
  /** The title with a leading article moved to the end, for sorting. */
  titleIgnorePrefix: v.string(),
})
export type PodcastMetadata = v.InferOutput<typeof PodcastMetadataSchema>

const podcastEpisodeEntries = {
  libraryItemId: v.string(),
  /** The podcast's media id. */
  podcastId: v.string(),
  id: v.string(),
  /** Id from servers before 2.3; null for episodes created since. */
  oldEpisodeId: nullableString,
  index: v.nullable(v.number()),
  season: nullableString,
  episode: nullableString,
  /** `full`, `trailer` or `bonus`. */
  episodeType: nullableString,
  title: v.string(),
  subtitle: nullableString,
  /** May contain HTML. */
  description: nullableString,
  enclosure: v.nullable(
    serverObject({
      url: v.string(),
      type: nullableString,
      /** Bytes, as text. */
      length: nullableString,
    }),
  ),
  guid: nullableString,
  /** The feed's publication date text. */
  pubDate: nullableString,
  chapters: v.array(ChapterSchema),
  audioFile: AudioFileSchema,
  /** Epoch ms parsed from `pubDate`. */
  publishedAt: v.nullable(v.number()),
  addedAt: v.number(),
  updatedAt: v.number(),
}

/**
 * A podcast episode (`GET /api/podcasts/{id}/episode/{episodeId}`, `recentEpisode` of shelves). Where the
 * server expands it (expanded items, playlists, recent episodes, search) `audioTrack`, `size` and `duration` are
 * present too: see `PodcastEpisodeExpanded`.
 */
export const PodcastEpisodeSchema = serverObject({
  ...podcastEpisodeEntries,
  audioTrack: v.optional(AudioFileTrackSchema),
  size: v.optional(v.number()),
  duration: v.optional(v.number()),
})
export type PodcastEpisode = v.InferOutput<typeof PodcastEpisodeSchema>

/** An expanded podcast episode: with its playable track, size (bytes) and duration (seconds). */
export const PodcastEpisodeExpandedSchema = serverObject({
  ...podcastEpisodeEntries,
  audioTrack: AudioFileTrackSchema,
  size: v.number(),
  duration: v.number(),
})
export type PodcastEpisodeExpanded = v.InferOutput<typeof PodcastEpisodeExpandedSchema>

const podcastMediaCoreEntries = {
  /** The podcast's media id. */
  id: v.string(),
  /** Absolute path on the server; fetch covers through `/api/items/{id}/cover`. */
  coverPath: nullableString,
  tags: v.array(v.string()),
  autoDownloadEpisodes: v.boolean(),
  /** Cron expression of the new-episode check. */
  autoDownloadSchedule: nullableString,
  lastEpisodeCheck: v.nullable(v.number()),
  /** 0 = keep all. */
  maxEpisodesToKeep: v.number(),
  maxNewEpisodesToDownload: v.number(),
}

/** A podcast of an expanded library item. */
export const PodcastMediaSchema = serverObject({
  ...podcastMediaCoreEntries,
  libraryItemId: v.string(),
  metadata: PodcastMetadataSchema,
  episodes: v.array(PodcastEpisodeExpandedSchema),
  /** Bytes of all episodes. */
  size: v.number(),
  /** 2.36+ (expanded items also carry the minified counts). */
  numEpisodes: v.optional(v.number()),
})
export type PodcastMedia = v.InferOutput<typeof PodcastMediaSchema>

/** A podcast of a minified library item: an episode count instead of the episodes. */
export const PodcastMediaMinifiedSchema = serverObject({
  ...podcastMediaCoreEntries,
  metadata: PodcastMetadataSchema,
  numEpisodes: v.number(),
  size: v.number(),
})
export type PodcastMediaMinified = v.InferOutput<typeof PodcastMediaMinifiedSchema>

/** A podcast of an unexpanded library item (`GET /api/items/{id}` without `expanded`). */
export const PodcastMediaUnexpandedSchema = serverObject({
  ...podcastMediaCoreEntries,
  libraryItemId: v.string(),
  metadata: PodcastMetadataBaseSchema,
  episodes: v.array(PodcastEpisodeSchema),
})
export type PodcastMediaUnexpanded = v.InferOutput<typeof PodcastMediaUnexpandedSchema>

/** A queued or running episode download. Times are epoch ms. */
export const EpisodeDownloadSchema = serverObject({
  id: v.string(),
  episodeDisplayTitle: nullableString,
  url: v.string(),
  libraryItemId: v.string(),
  libraryId: nullableString,
  isFinished: v.boolean(),
  failed: v.boolean(),
  appendRandomId: v.boolean(),
  startedAt: v.nullable(v.number()),
  createdAt: v.number(),
  finishedAt: v.nullable(v.number()),
  podcastTitle: nullableString,
  podcastExplicit: v.boolean(),
  season: nullableString,
  episode: nullableString,
  episodeType: v.string(),
  publishedAt: v.nullable(v.number()),
  guid: nullableString,
})
export type EpisodeDownload = v.InferOutput<typeof EpisodeDownloadSchema>

/** `GET /api/libraries/{id}/episode-downloads`: the library's download queue. */
export const EpisodeDownloadQueueSchema = serverObject({
  /** Absent when nothing of this library is downloading. */
  currentDownload: v.optional(EpisodeDownloadSchema),
  queue: v.array(EpisodeDownloadSchema),
})
export type EpisodeDownloadQueue = v.InferOutput<typeof EpisodeDownloadQueueSchema>
