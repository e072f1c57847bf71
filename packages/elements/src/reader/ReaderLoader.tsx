import { useStore } from '@nanostores/react'
import { i18n } from '@shelfkit/stores'
import { lazy, Suspense, useEffect } from 'react'
import { Spinner } from '../ui/Spinner'
import type { ReaderProps } from './Reader'
import { useReaderSource } from './useReaderSource'
import { preloadReaderView } from './view-loaders'

// The reader and its e-book libraries (epub.js, foliate-js, pdf.js, fflate, libarchive) download when a book of
// their format is first opened.
const Reader = lazy(() => import('./Reader'))

const messages = i18n('reader.loader', { loading: 'Loading reader' })

/**
 * Opens a book: the file's download, the reader's code and the format's code start together (not one after the
 * other behind React's reveal of each suspended part), then the reader shows. The app's overlay and
 * `<shelf-reader>` both open books through it.
 */
export function ReaderLoader(props: Omit<ReaderProps, 'source'> & { fallbackClassName?: string }) {
  const { libraryItemId, file, keepProgress = true, fallbackClassName, ...rest } = props
  const t = useStore(messages)
  const source = useReaderSource(libraryItemId, file, keepProgress)
  useEffect(() => preloadReaderView(file.format), [file.format])
  return (
    <Suspense
      fallback={
        <div className={fallbackClassName}>
          <Spinner size={32} label={t.loading} />
        </div>
      }
    >
      <Reader
        {...rest}
        libraryItemId={libraryItemId}
        file={file}
        keepProgress={keepProgress}
        source={source}
      />
    </Suspense>
  )
}
