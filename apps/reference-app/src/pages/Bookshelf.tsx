import { useStore } from '@nanostores/react'
import { Bookshelf } from '@shelfkit/elements'
import { putShelfParams } from '@shelfkit/stores'
import { useCallback, useEffect, useState } from 'react'
import { replaceAddressParams } from '../address'
import { $router, BOOKSHELF_KINDS } from '../router'

/**
 * The bookshelf routes: the view's filter and sort live in the address bar (`?filter=…&sort=…&desc=…`), next to
 * any other parameter the address holds.
 */
export default function BookshelfRoute() {
  const page = useStore($router)
  const search = useLocationSearch(page)
  const kind = page ? BOOKSHELF_KINDS[page.route] : undefined
  const onSearchChange = useCallback((next: string) => {
    replaceAddressParams((params) => putShelfParams(params, next))
  }, [])
  if (!page || !kind || !('libraryId' in page.params)) return null
  return (
    <Bookshelf
      key={kind}
      libraryId={page.params.libraryId}
      kind={kind}
      search={search}
      onSearchChange={onSearchChange}
    />
  )
}

/** The query string, read again whenever the route changes or the user goes back and forward. */
function useLocationSearch(page: unknown): string {
  const [search, setSearch] = useState(() => window.location.search)
  // biome-ignore lint/correctness/useExhaustiveDependencies: every route change (a new page object) re-reads it
  useEffect(() => {
    setSearch(window.location.search)
  }, [page])
  useEffect(() => {
    const onPopState = () => setSearch(window.location.search)
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])
  return search
}
