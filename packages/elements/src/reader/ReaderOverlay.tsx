import { useStore } from '@nanostores/react'
import { $reader, closeReader } from '@shelfkit/stores'
import { lazy, Suspense, useEffect } from 'react'
import { Spinner } from '../ui/Spinner'

// The reader and its e-book libraries (epub.js, pdf.js, fflate) download the first time a book is opened.
const Reader = lazy(() => import('./Reader'))

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
    <Suspense
      fallback={
        <div className="sk-reader sk-reader--dark sk-reader--loading">
          <Spinner size={32} label="Loading reader" />
        </div>
      }
    >
      <Reader
        key={`${state.libraryItemId}/${state.file.ino}`}
        libraryItemId={state.libraryItemId}
        title={state.title}
        author={state.author}
        file={state.file}
        scriptedContent={state.scriptedContent}
      />
    </Suspense>
  )
}
