import { useStore } from '@nanostores/react'
import { unzip } from 'fflate'
import { useEffect, useRef, useState } from 'react'
import { PageControls } from './PageControls'
import { pageList, pageMessages } from './page-messages'
import type { ReaderViewProps } from './types'
import { usePaging } from './usePaging'

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
}

const typeOf = (name: string) => IMAGE_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()]
const isPage = (name: string) =>
  !!typeOf(name) && !name.startsWith('__MACOSX/') && !name.split('/').some((part) => part.startsWith('.'))

function zipFiles(bytes: ArrayBuffer): Promise<[string, Uint8Array<ArrayBuffer>][]> {
  return new Promise((resolve, reject) => {
    unzip(new Uint8Array(bytes), { filter: (file) => isPage(file.name) }, (error, files) => {
      if (error) reject(error)
      else resolve(Object.entries(files) as [string, Uint8Array<ArrayBuffer>][])
    })
  })
}

/**
 * The images of a comic in reading order (file names compared with their numbers as numbers): a cbz through
 * fflate, a cbr through libarchive, whose WebAssembly and worker load only for cbr files.
 */
export async function comicPages(format: string, bytes: ArrayBuffer): Promise<Blob[]> {
  const files =
    format === 'cbr'
      ? (await import('./rar-pages').then(({ rarFiles }) => rarFiles(bytes))).filter(([name]) => isPage(name))
      : await zipFiles(bytes)
  if (!files.length) throw new Error('The archive holds no pages')
  return files
    .sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }))
    .map(([name, data]) => new Blob([data], { type: typeOf(name) }))
}

/**
 * A comic (cbz or cbr): its images one at a time, with page progress; the page number is saved as the location and
 * the contents list the pages.
 */
export default function ComicView({
  format,
  bytes,
  location,
  pager,
  saver,
  onReady,
  onError,
}: ReaderViewProps & { format: string }) {
  const t = useStore(pageMessages)
  const [pages, setPages] = useState<Blob[] | null>(null)
  const count = pages?.length ?? 0
  const { page, goTo } = usePaging(count, location, saver, pager)
  const [src, setSrc] = useState<string | null>(null)
  const callbacks = useRef({ onReady, onError, goTo })
  callbacks.current = { onReady, onError, goTo }

  useEffect(() => {
    let cancelled = false
    comicPages(format, bytes).then(
      (found) => {
        if (cancelled) return
        setPages(found)
        callbacks.current.onReady({
          toc: pageList(found.length),
          display: (target) => callbacks.current.goTo(Number(target)),
        })
      },
      (error: unknown) => {
        if (!cancelled) callbacks.current.onError(error)
      },
    )
    return () => {
      cancelled = true
      callbacks.current.onReady(null)
    }
  }, [format, bytes])

  useEffect(() => {
    const blob = pages?.[page - 1]
    if (!blob) return
    const url = URL.createObjectURL(blob)
    setSrc(url)
    return () => URL.revokeObjectURL(url)
  }, [pages, page])

  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a zoomed page scrolls, so the keyboard must reach it (axe scrollable-region-focusable) */}
      <section className="sk-reader__pages sk-reader__pages--comic" aria-label={t.pages} tabIndex={0}>
        {src ? <img src={src} alt={t.pageOf({ page, pages: count })} /> : null}
      </section>
      <PageControls page={page} pages={count} goTo={goTo} />
    </>
  )
}
