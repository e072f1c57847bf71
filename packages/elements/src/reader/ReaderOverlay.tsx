import { useStore } from '@nanostores/react'
import { $reader, closeReader } from '@shelfkit/stores'
import { useEffect } from 'react'
import { ReaderLoader } from './ReaderLoader'

/**
 * Spec 02 "E-reader (full-screen overlay)": mount once in the layout; it shows while the reader store is open
 * (the item page's Read buttons open it).
 */
export function ReaderOverlay() {
  const state = useStore($reader)
  // The layout goes away (sign-out): the book must not reopen with the next one.
  useEffect(() => closeReader, [])
  if (!state.open || !state.libraryItemId || !state.file) return null
  return (
    <ReaderLoader
      key={`${state.libraryItemId}/${state.file.ino}`}
      libraryItemId={state.libraryItemId}
      title={state.title}
      author={state.author}
      file={state.file}
      keepProgress={state.keepProgress}
      scriptedContent={state.scriptedContent}
      fallbackClassName="sk-reader sk-reader--dark sk-reader--loading"
    />
  )
}
