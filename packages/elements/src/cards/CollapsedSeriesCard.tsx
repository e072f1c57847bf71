import { useStore } from '@nanostores/react'
import type { BookLibraryItemMinified, CollapsedSeries } from '@shelfkit/client'
import { i18n, itemCoverSrc, params } from '@shelfkit/stores'
import { memo } from 'react'
import { AppLink } from '../navigation'
import { countMessages } from '../ui/counts'
import { BookCover } from './BookCover'

export const messages = i18n('cards.seriesCard', {
  finished: 'Finished',
  booksInSeries: 'Books in series',
  collapsed: params('Series · {books}'),
})

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
  const t = useStore(messages)
  const counts = useStore(countMessages)
  return (
    <div className="sk-card" data-index={index}>
      <div className="sk-card__cover">
        <BookCover src={itemCoverSrc(item, { width: imageWidth })} title={series.name} />
        <span className="sk-card__badge sk-card__badge--count" title={t.booksInSeries}>
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
      <p className="sk-card__subtitle">{t.collapsed({ books: counts.Books(series.numBooks) })}</p>
    </div>
  )
})
