import * as v from 'valibot'
import { serverObject } from './common'
import { BookLibraryItemSchema, PodcastLibraryItemMinifiedSchema } from './item'
import { PodcastEpisodeExpandedSchema } from './podcast'
import { RssFeedMinifiedSchema } from './share-feed'

/** A collection of books shared by everyone with access to its library. Times are epoch ms. */
export const CollectionSchema = serverObject({
  id: v.string(),
  libraryId: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  /** Expanded book items in collection order. */
  books: v.array(BookLibraryItemSchema),
  lastUpdate: v.number(),
  createdAt: v.number(),
  /** `include=rssfeed`: the collection's open feed (lists give the full feed, which has these fields too). */
  rssFeed: v.optional(v.nullable(RssFeedMinifiedSchema)),
})
export type Collection = v.InferOutput<typeof CollectionSchema>

/** `GET /api/collections`. */
export const CollectionsResponseSchema = serverObject({ collections: v.array(CollectionSchema) })
export type CollectionsResponse = v.InferOutput<typeof CollectionsResponseSchema>

/** A book in a playlist: the expanded book item. */
export const BookPlaylistItemSchema = serverObject({
  libraryItemId: v.string(),
  libraryItem: BookLibraryItemSchema,
  episodeId: v.optional(v.undefined()),
})
export type BookPlaylistItem = v.InferOutput<typeof BookPlaylistItemSchema>

/** A podcast episode in a playlist: the expanded episode and its podcast as a minified item. */
export const EpisodePlaylistItemSchema = serverObject({
  libraryItemId: v.string(),
  libraryItem: PodcastLibraryItemMinifiedSchema,
  episodeId: v.string(),
  episode: PodcastEpisodeExpandedSchema,
})
export type EpisodePlaylistItem = v.InferOutput<typeof EpisodePlaylistItemSchema>

/** A playlist entry; narrow with `episodeId !== undefined` (or on `libraryItem.mediaType`). */
export const PlaylistItemSchema = v.union([BookPlaylistItemSchema, EpisodePlaylistItemSchema])
export type PlaylistItem = v.InferOutput<typeof PlaylistItemSchema>

/** A user's own playlist (only its owner sees it). Times are epoch ms. */
export const PlaylistSchema = serverObject({
  id: v.string(),
  name: v.string(),
  libraryId: v.string(),
  userId: v.string(),
  description: v.nullable(v.string()),
  lastUpdate: v.number(),
  createdAt: v.number(),
  items: v.array(PlaylistItemSchema),
})
export type Playlist = v.InferOutput<typeof PlaylistSchema>

/** `GET /api/playlists`. */
export const PlaylistsResponseSchema = serverObject({ playlists: v.array(PlaylistSchema) })
export type PlaylistsResponse = v.InferOutput<typeof PlaylistsResponseSchema>
