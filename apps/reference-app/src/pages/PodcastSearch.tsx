import { useStore } from '@nanostores/react'
import { PodcastSearchPage } from '@shelfkit/elements'
import { $libraries, $user, isAdminOrUp } from '@shelfkit/stores'
import { useEffect } from 'react'
import { $router } from '../router'

/** Adding podcasts is for admins, in podcast libraries (spec 01 §6): anyone else goes home. */
export default function PodcastSearchRoute() {
  const page = useStore($router)
  const admin = isAdminOrUp(useStore($user))
  const libraryId = page?.route === 'podcastSearch' ? page.params.libraryId : null
  const library = useStore($libraries).find((l) => l.id === libraryId)
  const wrongLibrary = !!library && library.mediaType !== 'podcast'
  useEffect(() => {
    if (!admin) $router.open('/', true)
    else if (wrongLibrary && libraryId) $router.open(`/library/${libraryId}`, true)
  }, [admin, wrongLibrary, libraryId])
  return admin && libraryId && library && !wrongLibrary ? <PodcastSearchPage libraryId={libraryId} /> : null
}
