import { useStore } from '@nanostores/react'
import { SearchResultsPage } from '@shelfkit/elements'
import { $router } from '../router'

export default function SearchRoute() {
  const page = useStore($router)
  return page?.route === 'search' ? (
    <SearchResultsPage libraryId={page.params.libraryId} query={page.search.q ?? ''} />
  ) : null
}
