import * as v from 'valibot'
import { AuthorSchema, SeriesSchema } from './author-series'
import { serverObject } from './common'
import { BookLibraryItemSchema, BookLibraryItemUnexpandedSchema, PodcastLibraryItemSchema } from './item'
import { PodcastEpisodeExpandedSchema } from './podcast'

/** A tag or genre that matched, with the number of items carrying it. */
export const SearchTermMatchSchema = serverObject({ name: v.string(), numItems: v.number() })
export type SearchTermMatch = v.InferOutput<typeof SearchTermMatchSchema>

/** `GET /api/libraries/{id}/search` in a book library. */
export const BookSearchResultsSchema = serverObject({
  book: v.array(serverObject({ libraryItem: BookLibraryItemSchema })),
  narrators: v.array(serverObject({ name: v.string(), numBooks: v.number() })),
  tags: v.array(SearchTermMatchSchema),
  genres: v.array(SearchTermMatchSchema),
  /** Matching series with their books (unexpanded, without authors and series). */
  series: v.array(serverObject({ series: SeriesSchema, books: v.array(BookLibraryItemUnexpandedSchema) })),
  authors: v.array(serverObject({ ...AuthorSchema.entries, numBooks: v.number() })),
})
export type BookSearchResults = v.InferOutput<typeof BookSearchResultsSchema>

/** `GET /api/libraries/{id}/search` in a podcast library. */
export const PodcastSearchResultsSchema = serverObject({
  /** Matching podcasts (their `episodes` are left empty). */
  podcast: v.array(serverObject({ libraryItem: PodcastLibraryItemSchema })),
  tags: v.array(SearchTermMatchSchema),
  genres: v.array(SearchTermMatchSchema),
  /** Matching episodes: each the podcast item with the episode in `recentEpisode`. */
  episodes: v.array(
    serverObject({
      libraryItem: serverObject({
        ...PodcastLibraryItemSchema.entries,
        recentEpisode: PodcastEpisodeExpandedSchema,
      }),
    }),
  ),
})
export type PodcastSearchResults = v.InferOutput<typeof PodcastSearchResultsSchema>

/** Search results; book libraries answer with `book`, podcast libraries with `podcast` (narrow with `in`). */
export const SearchResultsSchema = v.union([BookSearchResultsSchema, PodcastSearchResultsSchema])
export type SearchResults = v.InferOutput<typeof SearchResultsSchema>
