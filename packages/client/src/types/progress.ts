import * as v from 'valibot'
import { serverObject } from './common'

/** A user's listening (or reading) progress on a book or a podcast episode. */
export const MediaProgressSchema = serverObject({
  id: v.string(),
  userId: v.string(),
  /** Null only for progress left over from very old servers. */
  libraryItemId: v.nullable(v.string()),
  /** The episode for podcast progress, null for books. */
  episodeId: v.nullable(v.string()),
  /** The book's media id or the episode id (not the library item id). */
  mediaItemId: v.string(),
  mediaItemType: v.picklist(['book', 'podcastEpisode']),
  /** Seconds; 0 for e-book-only progress. */
  duration: v.number(),
  /** 0..1 */
  progress: v.number(),
  /** Seconds. */
  currentTime: v.number(),
  isFinished: v.boolean(),
  hideFromContinueListening: v.boolean(),
  /** E-book reader position (an EPUB CFI or a page number as text). */
  ebookLocation: v.nullable(v.string()),
  /** 0..1 */
  ebookProgress: v.nullable(v.number()),
  lastUpdate: v.number(),
  startedAt: v.number(),
  finishedAt: v.nullable(v.number()),
})
export type MediaProgress = v.InferOutput<typeof MediaProgressSchema>

/** A bookmark; identified by library item and `time`, it has no id of its own. */
export const AudioBookmarkSchema = serverObject({
  libraryItemId: v.string(),
  /** Seconds from the start of the book. */
  time: v.number(),
  title: v.string(),
  createdAt: v.number(),
})
export type AudioBookmark = v.InferOutput<typeof AudioBookmarkSchema>

/** `GET /api/me/progress` (2.36+). */
export const MediaProgressListSchema = serverObject({ mediaProgress: v.array(MediaProgressSchema) })
export type MediaProgressList = v.InferOutput<typeof MediaProgressListSchema>

/** `GET /api/me/bookmarks` and `/api/me/bookmarks/{libraryItemId}` (2.36+). */
export const BookmarksResponseSchema = serverObject({ bookmarks: v.array(AudioBookmarkSchema) })
export type BookmarksResponse = v.InferOutput<typeof BookmarksResponseSchema>
