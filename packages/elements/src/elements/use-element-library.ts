import { useStore } from '@nanostores/react'
import { $currentLibraryId, $sessionStatus, ensureCurrentLibrary } from '@shelfkit/stores'
import { useEffect } from 'react'

/**
 * The library an element shows: its `library-id` attribute (made the page's current library, shared by every
 * element on the page), else the current one, else the user's default. Null until known.
 */
export function useElementLibrary(libraryId: string | null): string | null {
  const status = useStore($sessionStatus)
  const current = useStore($currentLibraryId)
  useEffect(() => {
    if (status === 'signed-in') void ensureCurrentLibrary(libraryId)
  }, [status, libraryId])
  return status === 'signed-in' ? current : null
}
