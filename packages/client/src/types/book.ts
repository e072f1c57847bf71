import * as v from 'valibot'
import { serverObject } from './common'
import { AudioFileSchema, AudioFileTrackSchema, ChapterSchema, EBookFileSchema } from './files'

/** An author as books reference it. */
export const AuthorMinifiedSchema = serverObject({ id: v.string(), name: v.string() })
export type AuthorMinified = v.InferOutput<typeof AuthorMinifiedSchema>

/** A series as books reference it, with the book's place in it. */
export const SeriesMinifiedSchema = serverObject({
  id: v.string(),
  name: v.string(),
  /** The book's number in the series as typed (`1`, `2.5`, `Book 3`); null when unknown. */
  sequence: v.nullable(v.string()),
})
export type SeriesMinified = v.InferOutput<typeof SeriesMinifiedSchema>

const nullableString = v.nullable(v.string())

const bookDetailsEntries = {
  title: v.string(),
  subtitle: nullableString,
  genres: v.array(v.string()),
  /** Text such as `2021`; not a number. */
  publishedYear: nullableString,
  publishedDate: nullableString,
  publisher: nullableString,
  /** May contain HTML. */
  description: nullableString,
  isbn: nullableString,
  asin: nullableString,
  language: nullableString,
  explicit: v.boolean(),
  abridged: v.boolean(),
}

const bookRelationEntries = {
  authors: v.array(AuthorMinifiedSchema),
  narrators: v.array(v.string()),
  series: v.array(SeriesMinifiedSchema),
}

const bookDisplayEntries = {
  /** The title with a leading article moved to the end (`Hobbit, The`), for sorting. */
  titleIgnorePrefix: v.string(),
  /** Authors joined with `, `. */
  authorName: v.string(),
  /** Authors as `Last, First`. */
  authorNameLF: v.string(),
  /** Narrators joined with `, `; empty when none. */
  narratorName: v.string(),
  /** Series with sequence, e.g. `Series X #1`; empty when none. */
  seriesName: v.string(),
}

/** Book metadata as stored: in playback sessions, listening stats and unexpanded items. */
export const BookMetadataBaseSchema = serverObject({ ...bookDetailsEntries, ...bookRelationEntries })
export type BookMetadataBase = v.InferOutput<typeof BookMetadataBaseSchema>

/** Book metadata of an expanded item: the stored fields plus display strings. */
export const BookMetadataSchema = serverObject({
  ...bookDetailsEntries,
  ...bookRelationEntries,
  ...bookDisplayEntries,
  /** The description with HTML removed. */
  descriptionPlain: nullableString,
})
export type BookMetadata = v.InferOutput<typeof BookMetadataSchema>

/** Book metadata of a minified item: display strings instead of author, narrator and series lists. */
export const BookMetadataMinifiedSchema = serverObject({
  ...bookDetailsEntries,
  ...bookDisplayEntries,
  /**
   * Only when the list is about a series (series filter, continue-series shelf, an author's series): that series;
   * `nameIgnorePrefix` comes with an author's series.
   */
  series: v.optional(
    serverObject({ ...SeriesMinifiedSchema.entries, nameIgnorePrefix: v.optional(v.string()) }),
  ),
})
export type BookMetadataMinified = v.InferOutput<typeof BookMetadataMinifiedSchema>

const bookMediaCoreEntries = {
  /** The book's media id (what progress and shares call mediaItemId). */
  id: v.string(),
  /** Absolute path on the server; fetch covers through `/api/items/{id}/cover`. */
  coverPath: nullableString,
  tags: v.array(v.string()),
}

const bookFileEntries = {
  libraryItemId: v.string(),
  audioFiles: v.array(AudioFileSchema),
  chapters: v.array(ChapterSchema),
  ebookFile: v.nullable(EBookFileSchema),
}

const bookCountEntries = {
  /** Audio files that are played (not excluded). */
  numTracks: v.number(),
  numAudioFiles: v.number(),
  numChapters: v.number(),
  /** Seconds; 0 for e-book-only books. */
  duration: v.number(),
  /** Bytes of the audio files. */
  size: v.number(),
  /** Format of the book's e-book file; absent without one. */
  ebookFormat: v.optional(v.string()),
}

/** A book of an expanded library item (`GET /api/items/{id}?expanded=1`, sessions, collections, sockets). */
export const BookMediaSchema = serverObject({
  ...bookMediaCoreEntries,
  ...bookFileEntries,
  metadata: BookMetadataSchema,
  duration: v.number(),
  size: v.number(),
  /** The playable audio files in order, with their start offsets and content URLs. */
  tracks: v.array(AudioFileTrackSchema),
  /** 2.36+ (expanded items also carry the minified counts). */
  numTracks: v.optional(v.number()),
  numAudioFiles: v.optional(v.number()),
  numChapters: v.optional(v.number()),
  ebookFormat: v.optional(v.string()),
})
export type BookMedia = v.InferOutput<typeof BookMediaSchema>

/** A book of a minified library item (lists and shelves): counts instead of files. */
export const BookMediaMinifiedSchema = serverObject({
  ...bookMediaCoreEntries,
  ...bookCountEntries,
  metadata: BookMetadataMinifiedSchema,
})
export type BookMediaMinified = v.InferOutput<typeof BookMediaMinifiedSchema>

/** A book of an unexpanded library item (`GET /api/items/{id}` without `expanded`, series search results). */
export const BookMediaUnexpandedSchema = serverObject({
  ...bookMediaCoreEntries,
  ...bookFileEntries,
  metadata: BookMetadataBaseSchema,
})
export type BookMediaUnexpanded = v.InferOutput<typeof BookMediaUnexpandedSchema>
