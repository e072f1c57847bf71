import type { SearchResults } from '@shelfkit/client'
import { createEntityPage } from '../entity-page'
import { shared } from '../registry'

export interface SearchPageData {
  libraryId: string
  query: string
  results: SearchResults
}

const searchKey = (libraryId: string, query: string) => `${libraryId}\n${query}`

/** The search results page: every section in full (no per-group limit, unlike the dropdown). */
export const searchPage = shared('search.page', () =>
  createEntityPage<SearchPageData>({
    async load(client, key, signal) {
      const [libraryId = '', query = ''] = key.split('\n')
      return { libraryId, query, results: await client.libraries.search(libraryId, query, undefined, signal) }
    },
    idOf: (data) => searchKey(data.libraryId, data.query),
  }),
)

/** Searches the library for the page; empty text shows nothing and asks the server nothing. */
export function openSearchPage(libraryId: string, text: string): () => void {
  const query = text.trim()
  const key = searchKey(libraryId, query)
  if (query) void searchPage.open(key)
  else searchPage.close()
  return () => {
    if (searchPage.$id.get() === key) searchPage.close()
  }
}
