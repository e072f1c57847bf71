import { useStore } from '@nanostores/react'
import { LibraryStatsPage } from '@shelfkit/elements'
import { $router } from '../router'

export default function LibraryStatsRoute() {
  const page = useStore($router)
  return page?.route === 'libraryStats' ? <LibraryStatsPage libraryId={page.params.libraryId} /> : null
}
