import * as v from 'valibot'
import { AuthorSchema, NarratorSchema, SeriesSchema } from './author-series'
import { CollectionSchema, PlaylistSchema } from './collection-playlist'
import { listEchoEntries, MediaTypeSchema, pagedSchema, serverObject } from './common'
import { BookLibraryItemMinifiedSchema, LibraryItemMinifiedSchema } from './item'
import { PodcastEpisodeExpandedSchema, PodcastMediaUnexpandedSchema } from './podcast'

/** `GET /api/libraries/{id}/items`: always minified entries, whatever `minified` says. */
export const LibraryItemsPageSchema = pagedSchema(LibraryItemMinifiedSchema, {
  ...listEchoEntries,
  mediaType: MediaTypeSchema,
  collapseseries: v.boolean(),
  /** `page * limit`. */
  offset: v.number(),
})
export type LibraryItemsPage = v.InferOutput<typeof LibraryItemsPageSchema>

/** A series of a series list: always with its books (minified, in sequence order). */
export const SeriesWithBooksSchema = serverObject({
  ...SeriesSchema.entries,
  books: v.array(BookLibraryItemMinifiedSchema),
})
export type SeriesWithBooks = v.InferOutput<typeof SeriesWithBooksSchema>

/** `GET /api/libraries/{id}/series`. */
export const SeriesPageSchema = pagedSchema(SeriesWithBooksSchema, listEchoEntries)
export type SeriesPage = v.InferOutput<typeof SeriesPageSchema>

/** `GET /api/libraries/{id}/collections`: collections with expanded books, even with `minified=1`. */
export const CollectionsPageSchema = pagedSchema(CollectionSchema, listEchoEntries)
export type CollectionsPage = v.InferOutput<typeof CollectionsPageSchema>

/** `GET /api/libraries/{id}/playlists`: the signed-in user's playlists of the library. */
export const PlaylistsPageSchema = pagedSchema(PlaylistSchema, {})
export type PlaylistsPage = v.InferOutput<typeof PlaylistsPageSchema>

/** An author of a library list: with book count and `Last, First` name. */
export const LibraryAuthorSchema = serverObject({
  ...AuthorSchema.entries,
  numBooks: v.number(),
  lastFirst: v.string(),
})
export type LibraryAuthor = v.InferOutput<typeof LibraryAuthorSchema>

/** `GET /api/libraries/{id}/authors` without `limit` and `page`. */
export const AuthorsResponseSchema = serverObject({ authors: v.array(LibraryAuthorSchema) })
export type AuthorsResponse = v.InferOutput<typeof AuthorsResponseSchema>

/** `GET /api/libraries/{id}/authors` with `limit` and `page`: a page instead of `{authors}`. */
export const AuthorsPageSchema = pagedSchema(LibraryAuthorSchema, listEchoEntries)
export type AuthorsPage = v.InferOutput<typeof AuthorsPageSchema>

/** `GET /api/libraries/{id}/narrators`. */
export const NarratorsResponseSchema = serverObject({ narrators: v.array(NarratorSchema) })
export type NarratorsResponse = v.InferOutput<typeof NarratorsResponseSchema>

/** An episode of the latest-episodes list, with its podcast (without episodes) and library. */
export const RecentEpisodeSchema = serverObject({
  ...PodcastEpisodeExpandedSchema.entries,
  podcast: PodcastMediaUnexpandedSchema,
  libraryId: v.string(),
})
export type RecentEpisode = v.InferOutput<typeof RecentEpisodeSchema>

/** `GET /api/libraries/{id}/recent-episodes`: newest episodes first. */
export const RecentEpisodesResponseSchema = serverObject({
  episodes: v.array(RecentEpisodeSchema),
  limit: v.number(),
  page: v.number(),
})
export type RecentEpisodesResponse = v.InferOutput<typeof RecentEpisodesResponseSchema>
