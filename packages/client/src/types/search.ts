import * as v from 'valibot'
import { AuthorSchema, SeriesSchema } from './author-series'
import { BookLibraryItemSchema, BookLibraryItemUnexpandedSchema, PodcastLibraryItemSchema } from './item'
import { PodcastEpisodeExpandedSchema } from './podcast'

/** A tag or genre that matched, with the number of items carrying it. */
export const SearchTermMatchSchema = v.looseObject({ name: v.string(), numItems: v.number() })
export type SearchTermMatch = v.InferOutput<typeof SearchTermMatchSchema>

/** `GET /api/libraries/{id}/search` in a book library. */
export const BookSearchResultsSchema = v.looseObject({
  book: v.array(v.looseObject({ libraryItem: BookLibraryItemSchema })),
  narrators: v.array(v.looseObject({ name: v.string(), numBooks: v.number() })),
  tags: v.array(SearchTermMatchSchema),
  genres: v.array(SearchTermMatchSchema),
  /** Matching series with their books (unexpanded, without authors and series). */
  series: v.array(v.looseObject({ series: SeriesSchema, books: v.array(BookLibraryItemUnexpandedSchema) })),
  authors: v.array(v.looseObject({ ...AuthorSchema.entries, numBooks: v.number() })),
})
export type BookSearchResults = v.InferOutput<typeof BookSearchResultsSchema>

/** `GET /api/libraries/{id}/search` in a podcast library. */
export const PodcastSearchResultsSchema = v.looseObject({
  /** Matching podcasts (their `episodes` are left empty). */
  podcast: v.array(v.looseObject({ libraryItem: PodcastLibraryItemSchema })),
  tags: v.array(SearchTermMatchSchema),
  genres: v.array(SearchTermMatchSchema),
  /** Matching episodes: each the podcast item with the episode in `recentEpisode`. */
  episodes: v.array(
    v.looseObject({
      libraryItem: v.looseObject({
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
