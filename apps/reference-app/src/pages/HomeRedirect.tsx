import { useStore } from '@nanostores/react'
import { $user, ensureCurrentLibrary, isRoot } from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { $router } from '../router'
import NotFoundPage from './NotFound'

/** `/`: opens the current library (the user's default one after sign-in); says so when there is none. */
export default function HomeRedirectPage() {
  const user = useStore($user)
  const [none, setNone] = useState(false)

  useEffect(() => {
    let cancelled = false
    void ensureCurrentLibrary().then((libraryId) => {
      if (cancelled) return
      if (libraryId) $router.open(`/library/${libraryId}`, true)
      else if (isRoot(user)) $router.open('/config/libraries', true)
      else setNone(true)
    })
    return () => {
      cancelled = true
    }
  }, [user])

  return none ? <NotFoundPage status={404} problem="noLibraries" /> : null
}
