import * as v from 'valibot'
import { serverObject } from './common'

/** A public share link of a book (or episode). Dates here are ISO strings, not epoch ms. */
export const MediaItemShareSchema = serverObject({
  id: v.string(),
  /** The book's media id or the episode id, not the library item id. */
  mediaItemId: v.string(),
  mediaItemType: v.picklist(['book', 'podcastEpisode']),
  /** The share's address: `/share/{slug}`. */
  slug: v.string(),
  /** ISO date; null = never expires. */
  expiresAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  isDownloadable: v.boolean(),
})
export type MediaItemShare = v.InferOutput<typeof MediaItemShareSchema>

export const RssFeedEntityTypeSchema = v.picklist(['libraryItem', 'collection', 'series'])
export type RssFeedEntityType = v.InferOutput<typeof RssFeedEntityTypeSchema>

const minifiedMetaEntries = {
  title: v.string(),
  description: v.nullable(v.string()),
  preventIndexing: v.boolean(),
  ownerName: v.nullable(v.string()),
  ownerEmail: v.nullable(v.string()),
}

/** The short feed form attached to items, series and collections and sent in feed socket events. */
export const RssFeedMinifiedSchema = serverObject({
  id: v.string(),
  entityType: RssFeedEntityTypeSchema,
  entityId: v.string(),
  /** Server-relative: `/feed/{slug}`. */
  feedUrl: v.string(),
  meta: serverObject(minifiedMetaEntries),
})
export type RssFeedMinified = v.InferOutput<typeof RssFeedMinifiedSchema>

/** One entry of an open feed. */
export const RssFeedEpisodeSchema = serverObject({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  enclosure: serverObject({ url: v.string(), size: v.number(), type: v.string() }),
  /** RFC 1123 date, e.g. `Sun, 22 Nov 2026 02:20:01 GMT`. */
  pubDate: v.string(),
  link: v.string(),
  author: v.nullable(v.string()),
  explicit: v.boolean(),
  /** Seconds. */
  duration: v.number(),
  season: v.nullable(v.string()),
  episode: v.nullable(v.string()),
  episodeType: v.nullable(v.string()),
  fullPath: v.string(),
})
export type RssFeedEpisode = v.InferOutput<typeof RssFeedEpisodeSchema>

/** An open RSS feed (`GET /api/feeds`). */
export const RssFeedSchema = serverObject({
  id: v.string(),
  slug: v.string(),
  userId: v.string(),
  entityType: RssFeedEntityTypeSchema,
  entityId: v.string(),
  entityUpdatedAt: v.nullable(v.number()),
  coverPath: v.nullable(v.string()),
  meta: serverObject({
    ...minifiedMetaEntries,
    author: v.nullable(v.string()),
    imageUrl: v.nullable(v.string()),
    feedUrl: v.string(),
    link: v.string(),
    explicit: v.boolean(),
    /** `episodic` or `serial`. */
    type: v.nullable(v.string()),
    language: v.nullable(v.string()),
  }),
  /** The address the feed's URLs were built with (sent when the feed was opened). */
  serverAddress: v.string(),
  feedUrl: v.string(),
  episodes: v.array(RssFeedEpisodeSchema),
  createdAt: v.number(),
  updatedAt: v.number(),
})
export type RssFeed = v.InferOutput<typeof RssFeedSchema>

/** `GET /api/feeds`. */
export const RssFeedsResponseSchema = serverObject({
  feeds: v.array(RssFeedSchema),
  /** The same feeds in the short form. */
  minified: v.array(RssFeedMinifiedSchema),
})
export type RssFeedsResponse = v.InferOutput<typeof RssFeedsResponseSchema>

/** `POST /api/feeds/{entityType}/{id}/open`: the new feed in its short form. */
export const OpenFeedResponseSchema = serverObject({ feed: RssFeedMinifiedSchema })
export type OpenFeedResponse = v.InferOutput<typeof OpenFeedResponseSchema>
