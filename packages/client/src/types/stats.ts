import * as v from 'valibot'
import { BookMetadataBaseSchema } from './book'
import { PodcastMetadataBaseSchema } from './podcast'
import { ListeningSessionSchema } from './session'

/** `GET /api/me/listening-stats`. Times are seconds listened. */
export const ListeningStatsSchema = v.looseObject({
  totalTime: v.number(),
  /** Per library item id. */
  items: v.record(
    v.string(),
    v.looseObject({
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
export const LibraryStatsSchema = v.looseObject({
  largestItems: v.array(v.looseObject({ id: v.string(), title: v.string(), size: v.number() })),
  /** Book libraries only. */
  totalAuthors: v.optional(v.number()),
  /** Book libraries only: the authors with most books. */
  authorsWithCount: v.optional(
    v.array(v.looseObject({ id: v.string(), name: v.string(), count: v.number() })),
  ),
  totalGenres: v.number(),
  genresWithCount: v.array(v.looseObject({ genre: v.string(), count: v.number() })),
  totalItems: v.number(),
  longestItems: v.array(v.looseObject({ id: v.string(), title: v.string(), duration: v.number() })),
  totalSize: v.number(),
  totalDuration: v.number(),
  numAudioTracks: v.number(),
})
export type LibraryStats = v.InferOutput<typeof LibraryStatsSchema>
