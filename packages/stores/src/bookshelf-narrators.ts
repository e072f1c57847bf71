import type { Narrator } from '@shelfkit/client'
import { createEntityPage } from './entity-page'
import { shared } from './registry'

export interface LibraryNarrators {
  libraryId: string
  narrators: readonly Narrator[]
}

/** The narrators page of a library: every narrator with the number of books they read. */
export const narratorsPage = shared('bookshelf.narrators', () =>
  createEntityPage<LibraryNarrators>({
    load: async (client, libraryId) => ({
      libraryId,
      narrators: (await client.libraries.narrators(libraryId)).narrators,
    }),
    idOf: (data) => data.libraryId,
    fallbackMessage: 'Failed to load data',
  }),
)
