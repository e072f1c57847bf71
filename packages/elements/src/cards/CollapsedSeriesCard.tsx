import type { BookLibraryItemMinified, CollapsedSeries } from '@shelfkit/client'
import { itemCoverSrc } from '@shelfkit/stores'
import { memo } from 'react'
import { AppLink } from '../navigation'
import { BookCover } from './BookCover'

/**
 * With "collapse series" on, one book stands for its whole series: its cover with the series' book count, the
 * series name, linking to the series page.
 */
export const CollapsedSeriesCard = memo(function CollapsedSeriesCard({
  item,
  series,
  index = 0,
  imageWidth,
}: {
  item: BookLibraryItemMinified
  series: CollapsedSeries
  index?: number
  imageWidth?: number
}) {
  return (
    <div className="sk-card" data-index={index}>
      <div className="sk-card__cover">
        <BookCover src={itemCoverSrc(item, { width: imageWidth })} title={series.name} />
        <span className="sk-card__badge sk-card__badge--count" title="Books in series">
          {series.numBooks}
        </span>
      </div>
      <AppLink
        className="sk-card__title"
        to={`/library/${item.libraryId}/series/${series.id}`}
        title={series.name}
      >
        {series.name}
      </AppLink>
      <p className="sk-card__subtitle">
        Series · {series.numBooks} {series.numBooks === 1 ? 'Book' : 'Books'}
      </p>
    </div>
  )
})
