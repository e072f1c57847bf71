import {
  loadReaderFile,
  type ReaderFile,
  readerLoadErrorMessage,
  savedReaderLocation,
} from '@shelfkit/stores'
import { useEffect, useState } from 'react'

export type ReaderSource =
  | { status: 'loading' }
  | { status: 'ready'; bytes: ArrayBuffer; location: string | null }
  | { status: 'error'; message: string }

/** Downloads the e-book (through the client, with the bearer token) and reads where the user left it. */
export function useReaderSource(libraryItemId: string, file: ReaderFile, enabled: boolean): ReaderSource {
  const [source, setSource] = useState<ReaderSource>({ status: 'loading' })
  useEffect(() => {
    if (!enabled) return
    const abort = new AbortController()
    setSource({ status: 'loading' })
    Promise.all([loadReaderFile(libraryItemId, file, abort.signal), savedReaderLocation(libraryItemId)]).then(
      ([bytes, location]) => {
        if (!abort.signal.aborted) setSource({ status: 'ready', bytes, location })
      },
      (error: unknown) => {
        if (abort.signal.aborted) return
        console.error('Failed to load the e-book', error)
        setSource({ status: 'error', message: readerLoadErrorMessage(error) })
      },
    )
    return () => abort.abort()
  }, [libraryItemId, file, enabled])
  return source
}
