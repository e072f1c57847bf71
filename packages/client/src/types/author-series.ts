import * as v from 'valibot'
import { serverObject } from './common'
import { BookLibraryItemMinifiedSchema } from './item'
import { RssFeedMinifiedSchema } from './share-feed'

/**
 * An author. Lists add `numBooks` (and `lastFirst` in `GET /api/libraries/{id}/authors`); `GET /api/authors/{id}`
 * adds `libraryItems` and `series` when asked with `include=items,series`.
 */
export const AuthorSchema = serverObject({
  id: v.string(),
  asin: v.nullable(v.string()),
  name: v.string(),
  description: v.nullable(v.string()),
  /** Absolute path on the server; fetch images through `/api/authors/{id}/image`. */
  imagePath: v.nullable(v.string()),
  libraryId: v.string(),
  addedAt: v.number(),
  updatedAt: v.number(),
  numBooks: v.optional(v.number()),
  /** The name as `Last, First`. */
  lastFirst: v.optional(v.string()),
  libraryItems: v.optional(v.array(BookLibraryItemMinifiedSchema)),
  series: v.optional(
    v.array(
      serverObject({ id: v.string(), name: v.string(), items: v.array(BookLibraryItemMinifiedSchema) }),
    ),
  ),
})
export type Author = v.InferOutput<typeof AuthorSchema>

/** `include=progress`: which of the series' books the user started or finished. */
export const SeriesProgressSchema = serverObject({
  libraryItemIds: v.array(v.string()),
  libraryItemIdsFinished: v.array(v.string()),
  isFinished: v.boolean(),
})
export type SeriesProgress = v.InferOutput<typeof SeriesProgressSchema>

/**
 * A series. Series lists and the recent-series shelf add `books` (in sequence order); `GET /api/series/{id}` adds
 * `progress` and `rssFeed` when asked with `include=progress,rssfeed`.
 */
export const SeriesSchema = serverObject({
  id: v.string(),
  name: v.string(),
  /** The name with a leading article moved to the end, for sorting. */
  nameIgnorePrefix: v.string(),
  description: v.nullable(v.string()),
  addedAt: v.number(),
  updatedAt: v.number(),
  libraryId: v.string(),
  books: v.optional(v.array(BookLibraryItemMinifiedSchema)),
  progress: v.optional(SeriesProgressSchema),
  rssFeed: v.optional(v.nullable(RssFeedMinifiedSchema)),
  /** Series lists sorted by duration: seconds of all books. */
  totalDuration: v.optional(v.number()),
})
export type Series = v.InferOutput<typeof SeriesSchema>

/** A narrator of a library (`GET /api/libraries/{id}/narrators`). */
export const NarratorSchema = serverObject({
  /** URL-encoded base64 of the name: the value of a `narrators.` filter. */
  id: v.string(),
  name: v.string(),
  numBooks: v.number(),
})
export type Narrator = v.InferOutput<typeof NarratorSchema>

/** `PATCH /api/authors/{id}`: `merged` when the new name matched another author, who absorbed this one. */
export const AuthorUpdateResponseSchema = serverObject({
  author: AuthorSchema,
  updated: v.optional(v.boolean()),
  merged: v.optional(v.boolean()),
})
export type AuthorUpdateResponse = v.InferOutput<typeof AuthorUpdateResponseSchema>
