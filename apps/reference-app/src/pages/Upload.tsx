import { useStore } from '@nanostores/react'
import { UploadPage } from '@shelfkit/elements'
import { $accessibleLibraries, $currentLibraryId, $user, canUpload } from '@shelfkit/stores'
import { useEffect } from 'react'
import { $router } from '../router'

/** Upload needs upload permission and a selected library (spec 01 §2): anyone else goes home. */
export default function UploadRoute() {
  const user = useStore($user)
  const libraryId = useStore($currentLibraryId)
  const librariesLoaded = useStore($accessibleLibraries).length > 0
  const allowed = canUpload(user) && !!libraryId
  const refused = !canUpload(user) || (librariesLoaded && !libraryId)
  useEffect(() => {
    if (refused) $router.open('/', true)
  }, [refused])
  return allowed ? <UploadPage /> : null
}
