import { useStore } from '@nanostores/react'
import { LibraryStatsPage } from '@shelfkit/elements'
import { $user, isAdminOrUp } from '@shelfkit/stores'
import { useEffect } from 'react'
import { $router } from '../router'

/** Library stats are for admins, as in the official client: anyone else is sent home. */
export default function LibraryStatsRoute() {
  const page = useStore($router)
  const allowed = isAdminOrUp(useStore($user))
  useEffect(() => {
    if (!allowed) $router.open('/', true)
  }, [allowed])
  return allowed && page?.route === 'libraryStats' ? (
    <LibraryStatsPage libraryId={page.params.libraryId} />
  ) : null
}
