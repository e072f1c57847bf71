import * as v from 'valibot'
import { AuthorSchema } from './author-series'
import { serverObject } from './common'
import { BookLibraryItemMinifiedSchema, PodcastLibraryItemMinifiedSchema } from './item'
import { SeriesWithBooksSchema } from './library-lists'
import { PodcastEpisodeSchema } from './podcast'

const shelfEntries = {
  /** `continue-listening`, `continue-reading`, `continue-series`, `recently-added`, `recent-series`, `discover`,
   * `listen-again`, `read-again`, `newest-episodes` or `newest-authors`. */
  id: v.string(),
  /** English label. */
  label: v.string(),
  /** Translation key of the label, e.g. `LabelContinueListening`. */
  labelStringKey: v.string(),
  /** Entities in the shelf on the server; `entities` holds at most `limit` of them. */
  total: v.number(),
}

/** A podcast with the episode an episode shelf is about. */
export const EpisodeShelfEntitySchema = serverObject({
  ...PodcastLibraryItemMinifiedSchema.entries,
  recentEpisode: PodcastEpisodeSchema,
})
export type EpisodeShelfEntity = v.InferOutput<typeof EpisodeShelfEntitySchema>

/** An author of the newest-authors shelf. */
export const ShelfAuthorSchema = serverObject({ ...AuthorSchema.entries, numBooks: v.number() })
export type ShelfAuthor = v.InferOutput<typeof ShelfAuthorSchema>

export const BookShelfSchema = serverObject({
  ...shelfEntries,
  type: v.literal('book'),
  entities: v.array(BookLibraryItemMinifiedSchema),
})
export const PodcastShelfSchema = serverObject({
  ...shelfEntries,
  type: v.literal('podcast'),
  entities: v.array(PodcastLibraryItemMinifiedSchema),
})
export const EpisodeShelfSchema = serverObject({
  ...shelfEntries,
  type: v.literal('episode'),
  entities: v.array(EpisodeShelfEntitySchema),
})
export const SeriesShelfSchema = serverObject({
  ...shelfEntries,
  type: v.literal('series'),
  entities: v.array(SeriesWithBooksSchema),
})
export const AuthorsShelfSchema = serverObject({
  ...shelfEntries,
  type: v.literal('authors'),
  entities: v.array(ShelfAuthorSchema),
})

/** A home-page shelf of `GET /api/libraries/{id}/personalized`. Narrow on `type` to get its entities. */
export const PersonalizedShelfSchema = v.variant('type', [
  BookShelfSchema,
  PodcastShelfSchema,
  EpisodeShelfSchema,
  SeriesShelfSchema,
  AuthorsShelfSchema,
])
export type PersonalizedShelf = v.InferOutput<typeof PersonalizedShelfSchema>
export type PersonalizedShelfType = PersonalizedShelf['type']

/** `GET /api/libraries/{id}/personalized`: the shelves that have entities, in display order. */
export const PersonalizedShelvesSchema = v.array(PersonalizedShelfSchema)
