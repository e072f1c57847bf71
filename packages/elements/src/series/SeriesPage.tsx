import { useStore } from '@nanostores/react'
import {
  $user,
  canSeeListFeed,
  feedTargetOfSeries,
  formatPercent,
  i18n,
  openSeriesPage,
  params,
  seriesPage,
  seriesProgress,
} from '@shelfkit/stores'
import { useEffect } from 'react'
import { FeedButton } from '../item/FeedButton'
import { useProgressLookup } from '../media-progress'
import { useNavigation } from '../navigation'
import { countMessages } from '../ui/counts'
import { ProgressBar } from '../ui/ProgressBar'
import { ResourceView } from '../ui/ResourceView'
import { SafeHtml } from '../ui/SafeHtml'
import { BookGrid } from './BookGrid'

const messages = i18n('series.page', {
  series: 'Series',
  progress: params('Series progress {percent}'),
  booksOf: params('Books of {series}'),
  noBooks: 'No Books',
})

/**
 * One series: its books in sequence order and how far the user got, and its RSS feed for admins (anyone once open);
 * a removed series goes to the series shelf.
 */
export function SeriesPage({ libraryId, seriesId }: { libraryId: string; seriesId: string }) {
  const t = useStore(messages)
  const counts = useStore(countMessages)
  const state = useStore(seriesPage.$state)
  const user = useStore($user)
  const removed = useStore(seriesPage.$removed)
  const navigation = useNavigation()
  const progressOf = useProgressLookup((state.data?.books ?? []).map((book) => ({ libraryItemId: book.id })))

  useEffect(() => openSeriesPage(seriesId), [seriesId])
  useEffect(() => {
    if (removed) navigation.navigate?.(`/library/${libraryId}/bookshelf/series`, { replace: true })
  }, [removed, libraryId, navigation])

  return (
    <div className="sk-content-page">
      <ResourceView state={state}>
        {({ series, books }) => {
          const progress = seriesProgress(books, progressOf)
          return (
            <>
              <header className="sk-page-header">
                <div className="sk-page-header__text">
                  <p className="sk-page-header__kind">{t.series}</p>
                  <h1 className="sk-page-header__title">{series.name}</h1>
                  <p className="sk-page-header__meta">
                    {counts.books(books.length)}
                    {progress.finished ? ` · ${counts.finished(progress.finished)}` : ''}
                  </p>
                  {progress.finished ? (
                    <ProgressBar
                      className="sk-page-header__progress"
                      value={progress.finished / progress.total}
                      finished={progress.allFinished}
                      label={t.progress({ percent: formatPercent(progress.finished / progress.total) })}
                    />
                  ) : null}
                </div>
                {canSeeListFeed(series.rssFeed, user) ? (
                  <div className="sk-page-header__actions">
                    <FeedButton target={feedTargetOfSeries(series)} feed={series.rssFeed ?? null} />
                  </div>
                ) : null}
              </header>
              {series.description ? (
                <SafeHtml html={series.description} className="sk-page-description" />
              ) : null}
              {books.length ? (
                <BookGrid items={books} label={t.booksOf({ series: series.name })} />
              ) : (
                <p className="sk-empty">{t.noBooks}</p>
              )}
            </>
          )
        }}
      </ResourceView>
    </div>
  )
}
