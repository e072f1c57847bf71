import { useStore } from '@nanostores/react'
import type { LibraryItemMinified } from '@shelfkit/client'
import { itemCoverSrc, SERIES_FAN_COVERS } from '@shelfkit/stores'
import { memo } from 'react'
import { useProgressLookup } from '../media-progress'
import { AppLink } from '../navigation'
import { countMessages } from '../ui/counts'
import { Icon } from '../ui/Icon'
import { messages } from './CollapsedSeriesCard'
import { CoverFan } from './CoverFan'

export interface SeriesCardProps {
  libraryId: string
  series: { id: string; name: string; books?: readonly LibraryItemMinified[] }
  index?: number
  /** Width (server pixels) of the covers to fetch. */
  imageWidth?: number
}

/** A series: its books' covers fanned out (spec 02 §2: up to 10), its name and book count. */
export const SeriesCard = memo(function SeriesCard({
  libraryId,
  series,
  index = 0,
  imageWidth,
}: SeriesCardProps) {
  const t = useStore(messages)
  const counts = useStore(countMessages)
  const books = series.books ?? []
  // Books of the series the user finished (the progress bar and the finished badge), followed per book.
  const progressOf = useProgressLookup(books.map((book) => ({ libraryItemId: book.id })))
  const finishedCount = books.filter((book) => progressOf(book.id)?.isFinished).length
  const covers = books
    .slice(0, SERIES_FAN_COVERS)
    .map((book) => ({ key: book.id, src: itemCoverSrc(book, { width: imageWidth }) }))
  const finished = books.length > 0 && finishedCount >= books.length
  const fraction = books.length ? finishedCount / books.length : 0
  return (
    <div className="sk-card sk-card--wide" data-index={index}>
      <div className="sk-card__cover sk-card__cover--fan">
        <CoverFan covers={covers} />
        <span className="sk-card__badge sk-card__badge--count" title={t.booksInSeries}>
          {books.length}
        </span>
        {finished ? (
          <span className="sk-card__badge sk-card__badge--finished">
            <Icon name="check" size={14} label={t.finished} />
          </span>
        ) : null}
        {fraction > 0 ? (
          <div className={`sk-card__progress${finished ? ' sk-card__progress--finished' : ''}`}>
            <div className="sk-card__progress-fill" style={{ width: `${Math.round(fraction * 100)}%` }} />
          </div>
        ) : null}
      </div>
      <AppLink
        className="sk-card__title"
        to={`/library/${libraryId}/series/${series.id}`}
        title={series.name}
      >
        {series.name}
      </AppLink>
      <p className="sk-card__subtitle">{counts.Books(books.length)}</p>
    </div>
  )
})
