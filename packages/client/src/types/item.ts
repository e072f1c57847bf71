import * as v from 'valibot'
import { BookMediaMinifiedSchema, BookMediaSchema, BookMediaUnexpandedSchema } from './book'
import { serverObject } from './common'
import { LibraryFileSchema } from './files'
import {
  EpisodeDownloadSchema,
  PodcastEpisodeSchema,
  PodcastMediaMinifiedSchema,
  PodcastMediaSchema,
  PodcastMediaUnexpandedSchema,
} from './podcast'
import { MediaProgressSchema } from './progress'
import { MediaItemShareSchema, RssFeedMinifiedSchema } from './share-feed'

/** Fields every form of a library item has. Times are epoch ms. */
const itemCoreEntries = {
  id: v.string(),
  /** Inode of the item's folder (or file) as a string. */
  ino: v.string(),
  /** Id from servers before 2.3; null for items created since. */
  oldLibraryItemId: v.nullable(v.string()),
  libraryId: v.string(),
  folderId: v.string(),
  /** Absolute path on the server's disk. */
  path: v.string(),
  /** Path relative to the library folder. */
  relPath: v.string(),
  /** The item is a single file in the library folder rather than a folder. */
  isFile: v.boolean(),
  mtimeMs: v.number(),
  ctimeMs: v.number(),
  birthtimeMs: v.number(),
  addedAt: v.number(),
  updatedAt: v.number(),
  /** The files are gone from disk. */
  isMissing: v.boolean(),
  /** The folder holds no usable media. */
  isInvalid: v.boolean(),
}

/** Fields of the unexpanded and expanded forms. */
const itemScanEntries = {
  /** Absent when the item was never scanned. */
  lastScan: v.optional(v.number()),
  /** Server version of the last scan. */
  scanVersion: v.nullable(v.string()),
  libraryFiles: v.array(LibraryFileSchema),
}

/** Relations that `include=` adds to single items and list entries (absent when not asked for). */
const itemIncludeEntries = {
  /** `include=rssfeed`: the open feed of the item, null when none. */
  rssFeed: v.optional(v.nullable(RssFeedMinifiedSchema)),
  /** `include=share` (admins, books): the item's open share link, null when none. */
  mediaItemShare: v.optional(v.nullable(MediaItemShareSchema)),
}

const expandedItemEntries = {
  ...itemCoreEntries,
  ...itemScanEntries,
  ...itemIncludeEntries,
  /** Bytes of all files of the item. */
  size: v.number(),
  /** 2.36+: number of library files. */
  numFiles: v.optional(v.number()),
  /** `include=progress`: the signed-in user's progress, null when none. */
  userMediaProgress: v.optional(v.nullable(MediaProgressSchema)),
}

export const BookLibraryItemSchema = serverObject({
  ...expandedItemEntries,
  mediaType: v.literal('book'),
  media: BookMediaSchema,
})
export type BookLibraryItem = v.InferOutput<typeof BookLibraryItemSchema>

export const PodcastLibraryItemSchema = serverObject({
  ...expandedItemEntries,
  mediaType: v.literal('podcast'),
  media: PodcastMediaSchema,
  /** `include=downloads`: episodes waiting to download. */
  episodeDownloadsQueued: v.optional(v.array(EpisodeDownloadSchema)),
  /** `include=downloads`: the episode downloading now. */
  episodesDownloading: v.optional(v.array(EpisodeDownloadSchema)),
  /** Search results: the episode that matched. */
  recentEpisode: v.optional(PodcastEpisodeSchema),
})
export type PodcastLibraryItem = v.InferOutput<typeof PodcastLibraryItemSchema>

/**
 * A full (expanded) library item: `GET /api/items/{id}?expanded=1`, playback sessions, collections, playlists,
 * batch get, search and socket item events. Narrow on `mediaType`.
 */
export const LibraryItemSchema = v.variant('mediaType', [BookLibraryItemSchema, PodcastLibraryItemSchema])
export type LibraryItem = v.InferOutput<typeof LibraryItemSchema>

const minifiedItemEntries = {
  ...itemCoreEntries,
  ...itemIncludeEntries,
  numFiles: v.number(),
  /** Bytes of all files of the item. */
  size: v.number(),
  /** `GET /api/me/items-in-progress`: when the user's progress last changed (epoch ms). */
  progressLastUpdate: v.optional(v.number()),
}

/** With `collapseseries=1`: this entry stands for a whole series of the list. */
export const CollapsedSeriesSchema = serverObject({
  id: v.string(),
  name: v.string(),
  nameIgnorePrefix: v.string(),
  /** Sequence of the book shown for the series. */
  sequence: v.nullable(v.string()),
  numBooks: v.number(),
  libraryItemIds: v.array(v.string()),
})
export type CollapsedSeries = v.InferOutput<typeof CollapsedSeriesSchema>

export const BookLibraryItemMinifiedSchema = serverObject({
  ...minifiedItemEntries,
  mediaType: v.literal('book'),
  media: BookMediaMinifiedSchema,
  collapsedSeries: v.optional(CollapsedSeriesSchema),
})
export type BookLibraryItemMinified = v.InferOutput<typeof BookLibraryItemMinifiedSchema>

export const PodcastLibraryItemMinifiedSchema = serverObject({
  ...minifiedItemEntries,
  mediaType: v.literal('podcast'),
  media: PodcastMediaMinifiedSchema,
  /** `include=numEpisodesIncomplete`: episodes the user has not finished (absent when 0). */
  numEpisodesIncomplete: v.optional(v.number()),
  /** Episode shelves and items in progress: the episode the entry is about. */
  recentEpisode: v.optional(PodcastEpisodeSchema),
})
export type PodcastLibraryItemMinified = v.InferOutput<typeof PodcastLibraryItemMinifiedSchema>

/** A library item as lists and shelves give it: counts instead of files. Narrow on `mediaType`. */
export const LibraryItemMinifiedSchema = v.variant('mediaType', [
  BookLibraryItemMinifiedSchema,
  PodcastLibraryItemMinifiedSchema,
])
export type LibraryItemMinified = v.InferOutput<typeof LibraryItemMinifiedSchema>

const unexpandedItemEntries = { ...itemCoreEntries, ...itemScanEntries, ...itemIncludeEntries }

export const BookLibraryItemUnexpandedSchema = serverObject({
  ...unexpandedItemEntries,
  mediaType: v.literal('book'),
  media: BookMediaUnexpandedSchema,
})
export type BookLibraryItemUnexpanded = v.InferOutput<typeof BookLibraryItemUnexpandedSchema>

export const PodcastLibraryItemUnexpandedSchema = serverObject({
  ...unexpandedItemEntries,
  mediaType: v.literal('podcast'),
  media: PodcastMediaUnexpandedSchema,
})
export type PodcastLibraryItemUnexpanded = v.InferOutput<typeof PodcastLibraryItemUnexpandedSchema>

/** `GET /api/items/{id}` without `expanded=1`, and the books of series search results: stored fields only. */
export const LibraryItemUnexpandedSchema = v.variant('mediaType', [
  BookLibraryItemUnexpandedSchema,
  PodcastLibraryItemUnexpandedSchema,
])
export type LibraryItemUnexpanded = v.InferOutput<typeof LibraryItemUnexpandedSchema>

/** `POST /api/items/batch/get`. */
export const LibraryItemsBatchSchema = serverObject({ libraryItems: v.array(LibraryItemSchema) })
export type LibraryItemsBatch = v.InferOutput<typeof LibraryItemsBatchSchema>

/** `GET /api/me/items-in-progress`: minified items, most recently listened first. */
export const ItemsInProgressSchema = serverObject({ libraryItems: v.array(LibraryItemMinifiedSchema) })
export type ItemsInProgress = v.InferOutput<typeof ItemsInProgressSchema>
