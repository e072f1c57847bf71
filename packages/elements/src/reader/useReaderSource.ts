import {
  loadReaderFile,
  OPENABLE_READER_FORMATS,
  type ReaderFile,
  savedReaderLocation,
} from '@shelfkit/stores'
import { useEffect, useState } from 'react'

export type ReaderSource =
  | { status: 'loading' }
  | { status: 'ready'; bytes: ArrayBuffer; location: string | null }
  /** The download failed: the reader says why (`readerLoadErrorMessage`, in the language shown). */
  | { status: 'error'; error: unknown }

/**
 * Downloads the e-book (through the client, with the bearer token) and reads where the user left it; a book read
 * without keeping progress starts at its beginning.
 */
export function useReaderSource(
  libraryItemId: string,
  file: ReaderFile,
  keepProgress: boolean,
): ReaderSource {
  const [source, setSource] = useState<ReaderSource>({ status: 'loading' })
  const enabled = OPENABLE_READER_FORMATS.includes(file.format)
  useEffect(() => {
    if (!enabled) return
    const abort = new AbortController()
    setSource({ status: 'loading' })
    Promise.all([
      loadReaderFile(libraryItemId, file, abort.signal),
      keepProgress ? savedReaderLocation(libraryItemId) : null,
    ]).then(
      ([bytes, location]) => {
        if (!abort.signal.aborted) setSource({ status: 'ready', bytes, location })
      },
      (error: unknown) => {
        if (abort.signal.aborted) return
        console.error('Failed to load the e-book', error)
        setSource({ status: 'error', error })
      },
    )
    return () => abort.abort()
  }, [libraryItemId, file, enabled, keepProgress])
  return source
}
