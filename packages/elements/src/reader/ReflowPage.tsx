import { useStore } from '@nanostores/react'
import { $format, i18n, params } from '@shelfkit/stores'
import type { RefObject } from 'react'
import type { ReaderPager } from './types'

const messages = i18n('reader.page', {
  previous: 'Previous page',
  next: 'Next page',
  chapterAt: params('{chapter} · {percent}'),
})

/** What a flowing-text view shows: its place (CFI), the chapter and the part of the book read. */
export interface ReflowPlace {
  cfi: string
  chapter: string | null
  fraction: number
}

/**
 * The page of a flowing-text view (epub, mobi, azw3): the library's frame area between the previous and next page
 * buttons (the page's margins), its place as `data-location`, and under it "Chapter 2 · 34%".
 */
export function ReflowPage({
  pager,
  area,
  className,
  place,
}: {
  pager: RefObject<ReaderPager | null>
  area: RefObject<HTMLDivElement | null>
  className: string
  place: ReflowPlace | null
}) {
  const t = useStore(messages)
  const format = useStore($format)
  const percent = format.number(Math.min(1, Math.max(0, place?.fraction ?? 0)), {
    style: 'percent',
    maximumFractionDigits: 0,
  })
  return (
    <div className="sk-reader__flow">
      <div className="sk-reader__epub">
        <button
          type="button"
          className="sk-reader__turn sk-reader__turn--previous"
          aria-label={t.previous}
          onClick={() => pager.current?.previous()}
        />
        <div ref={area} className={className} data-location={place?.cfi} />
        <button
          type="button"
          className="sk-reader__turn sk-reader__turn--next"
          aria-label={t.next}
          onClick={() => pager.current?.next()}
        />
      </div>
      {place ? (
        <p className="sk-reader__position" aria-live="polite">
          {place.chapter ? t.chapterAt({ chapter: place.chapter, percent }) : percent}
        </p>
      ) : null}
    </div>
  )
}
