import { useStore } from '@nanostores/react'
import { UploadPage } from '@shelfkit/elements'
import { $user, canUpload } from '@shelfkit/stores'
import { useEffect } from 'react'
import { $router } from '../router'

/**
 * Upload needs upload permission (spec 01 §2; the app bar offers it with a selected library). The page starts
 * on the current library, or the first one while the current library is still being chosen after a reload.
 */
export default function UploadRoute() {
  const allowed = canUpload(useStore($user))
  useEffect(() => {
    if (!allowed) $router.open('/', true)
  }, [allowed])
  return allowed ? <UploadPage /> : null
}
