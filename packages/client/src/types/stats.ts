import * as v from 'valibot'
import { BookMetadataBaseSchema } from './book'
import { serverObject } from './common'
import { PodcastMetadataBaseSchema } from './podcast'
import { ListeningSessionSchema } from './session'

/** `GET /api/me/listening-stats`. Times are seconds listened. */
export const ListeningStatsSchema = serverObject({
  totalTime: v.number(),
  /** Per library item id. */
  items: v.record(
    v.string(),
    serverObject({
      id: v.string(),
      timeListening: v.number(),
      mediaMetadata: v.union([BookMetadataBaseSchema, PodcastMetadataBaseSchema]),
    }),
  ),
  /** Per day, `YYYY-MM-DD`. */
  days: v.record(v.string(), v.number()),
  /** Per English weekday name. */
  dayOfWeek: v.record(v.string(), v.number()),
  /** Today's listening. */
  today: v.number(),
  /** The latest sessions, newest first. */
  recentSessions: v.array(ListeningSessionSchema),
})
export type ListeningStats = v.InferOutput<typeof ListeningStatsSchema>

/** `GET /api/libraries/{id}/stats`. Sizes in bytes, durations in seconds. */
export const LibraryStatsSchema = serverObject({
  largestItems: v.array(serverObject({ id: v.string(), title: v.string(), size: v.number() })),
  /** Book libraries only. */
  totalAuthors: v.optional(v.number()),
  /** Book libraries only: the authors with most books. */
  authorsWithCount: v.optional(
    v.array(serverObject({ id: v.string(), name: v.string(), count: v.number() })),
  ),
  totalGenres: v.number(),
  genresWithCount: v.array(serverObject({ genre: v.string(), count: v.number() })),
  totalItems: v.number(),
  longestItems: v.array(serverObject({ id: v.string(), title: v.string(), duration: v.number() })),
  totalSize: v.number(),
  totalDuration: v.number(),
  numAudioTracks: v.number(),
})
export type LibraryStats = v.InferOutput<typeof LibraryStatsSchema>
