import { unzip } from 'fflate'
import { useEffect, useState } from 'react'
import { PageControls } from './PageControls'
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

/** The images of a cbz in reading order (file names compared with their numbers as numbers). */
export function comicPages(bytes: ArrayBuffer): Promise<Blob[]> {
  return new Promise((resolve, reject) => {
    unzip(new Uint8Array(bytes), { filter: (file) => isPage(file.name) }, (error, files) => {
      if (error) return reject(error)
      const names = Object.keys(files).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
      resolve(names.map((name) => new Blob([files[name] as Uint8Array<ArrayBuffer>], { type: typeOf(name) })))
    })
  })
}

/** A cbz comic: its images one at a time, with page progress; the page number is saved as the location. */
export default function ComicView({ bytes, location, pager, saver }: ReaderViewProps) {
  const [pages, setPages] = useState<Blob[] | null>(null)
  const [failed, setFailed] = useState(false)
  const count = pages?.length ?? 0
  const { page, goTo } = usePaging(count, location, saver, pager)
  const [src, setSrc] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    comicPages(bytes).then(
      (found) => {
        if (cancelled) return
        if (found.length) setPages(found)
        else setFailed(true)
      },
      (error: unknown) => {
        if (cancelled) return
        console.error('Failed to open the comic', error)
        setFailed(true)
      },
    )
    return () => {
      cancelled = true
    }
  }, [bytes])

  useEffect(() => {
    const blob = pages?.[page - 1]
    if (!blob) return
    const url = URL.createObjectURL(blob)
    setSrc(url)
    return () => URL.revokeObjectURL(url)
  }, [pages, page])

  if (failed) {
    return (
      <div className="sk-reader__message sk-reader__message--error" role="alert">
        This comic could not be opened
      </div>
    )
  }
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a zoomed page scrolls, so the keyboard must reach it (axe scrollable-region-focusable) */}
      <section className="sk-reader__pages sk-reader__pages--comic" aria-label="Pages" tabIndex={0}>
        {src ? <img src={src} alt={`Page ${page} of ${count}`} /> : null}
      </section>
      <PageControls page={page} pages={count} goTo={goTo} />
    </>
  )
}
