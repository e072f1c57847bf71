import * as v from 'valibot'
import { AuthorMinifiedSchema } from './book'
import { MediaTypeSchema, serverObject } from './common'

export const LibraryFolderSchema = serverObject({
  id: v.string(),
  /** Absolute path on the server's disk. */
  fullPath: v.string(),
  /** Absent in `GET /api/libraries/{id}?include=filterdata`. */
  libraryId: v.optional(v.string()),
  addedAt: v.number(),
})
export type LibraryFolder = v.InferOutput<typeof LibraryFolderSchema>

/** Library settings. Fields marked book or podcast exist only in libraries of that media type. */
export const LibrarySettingsSchema = serverObject({
  /** 0 = standard book covers (1.6:1 height to width), 1 = square (spec 02 §9 "Covers and views"). */
  coverAspectRatio: v.number(),
  disableWatcher: v.boolean(),
  /** Cron expression of scheduled scans; null = none. */
  autoScanCronExpression: v.nullable(v.string()),
  /** Mark finished at this percentage (null = use `markAsFinishedTimeRemaining`). */
  markAsFinishedPercentComplete: v.nullable(v.number()),
  /** Mark finished with this many seconds left. */
  markAsFinishedTimeRemaining: v.nullable(v.number()),
  /** Book: skip matching books that have an ASIN. */
  skipMatchingMediaWithAsin: v.optional(v.boolean()),
  /** Book. */
  skipMatchingMediaWithIsbn: v.optional(v.boolean()),
  /** Book: ignore e-books, audiobooks only. */
  audiobooksOnly: v.optional(v.boolean()),
  /** Book: let EPUBs run scripts in the reader. */
  epubsAllowScriptedContent: v.optional(v.boolean()),
  /** Book: hide series with a single book. */
  hideSingleBookSeries: v.optional(v.boolean()),
  /** Book: continue-series shelf only shows books after the last one finished. */
  onlyShowLaterBooksInContinueSeries: v.optional(v.boolean()),
  /** Book: metadata sources, lowest priority first. */
  metadataPrecedence: v.optional(v.array(v.string())),
  /** Podcast: iTunes search region, e.g. `us`. */
  podcastSearchRegion: v.optional(v.string()),
})
export type LibrarySettings = v.InferOutput<typeof LibrarySettingsSchema>

export const LibrarySchema = serverObject({
  id: v.string(),
  name: v.string(),
  folders: v.array(LibraryFolderSchema),
  displayOrder: v.number(),
  /** Icon name such as `database`, `books-1`, `podcast`, `headphones`. */
  icon: v.string(),
  mediaType: MediaTypeSchema,
  /** Default metadata provider, e.g. `google` or `itunes`. */
  provider: v.string(),
  settings: LibrarySettingsSchema,
  lastScan: v.nullable(v.number()),
  /** Server version of the last scan; absent before the first one. */
  lastScanVersion: v.optional(v.nullable(v.string())),
  createdAt: v.number(),
  lastUpdate: v.number(),
})
export type Library = v.InferOutput<typeof LibrarySchema>

/** `GET /api/libraries`. */
export const LibrariesResponseSchema = serverObject({ libraries: v.array(LibrarySchema) })
export type LibrariesResponse = v.InferOutput<typeof LibrariesResponseSchema>

/** The values the library's filters offer. */
export const LibraryFilterDataSchema = serverObject({
  authors: v.array(AuthorMinifiedSchema),
  genres: v.array(v.string()),
  tags: v.array(v.string()),
  series: v.array(serverObject({ id: v.string(), name: v.string() })),
  narrators: v.array(v.string()),
  languages: v.array(v.string()),
  publishers: v.array(v.string()),
  /** Decades as text, e.g. `2010`. */
  publishedDecades: v.array(v.string()),
  bookCount: v.number(),
  authorCount: v.number(),
  seriesCount: v.number(),
  podcastCount: v.number(),
  /** Items that are missing or invalid. */
  numIssues: v.number(),
  /** When the server computed this (epoch ms). */
  loadedAt: v.number(),
})
export type LibraryFilterData = v.InferOutput<typeof LibraryFilterDataSchema>

/** A custom metadata provider; its `slug` (`custom-…`) is what provider fields take. */
export const CustomMetadataProviderSchema = serverObject({
  id: v.string(),
  name: v.string(),
  mediaType: MediaTypeSchema,
  slug: v.string(),
})
export type CustomMetadataProvider = v.InferOutput<typeof CustomMetadataProviderSchema>

/** `GET /api/libraries/{id}?include=filterdata`. */
export const LibraryWithFilterDataSchema = serverObject({
  library: LibrarySchema,
  filterdata: LibraryFilterDataSchema,
  /** Number of missing or invalid items. */
  issues: v.number(),
  /** The signed-in user's playlists in this library. */
  numUserPlaylists: v.number(),
  /** Up to 2.35 only; 2.36 moved providers to `GET /api/search/providers`. */
  customMetadataProviders: v.optional(v.array(CustomMetadataProviderSchema)),
})
export type LibraryWithFilterData = v.InferOutput<typeof LibraryWithFilterDataSchema>
