import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import { i18n, params } from '@shelfkit/stores'
import { Fragment } from 'react'
import { AppLink } from '../navigation'
import { Icon } from '../ui/Icon'

const messages = i18n('item.header', {
  noTitle: 'No Title',
  explicit: 'Explicit',
  abridged: 'Abridged',
  by: 'by',
  unknown: 'Unknown',
  byAuthor: params('by {author}'),
})

/** Title, subtitle, series and authors (links) as the item page's heading. */
export function ItemHeader({ item }: { item: LibraryItem }) {
  const t = useStore(messages)
  const metadata = item.media.metadata
  return (
    <header className="sk-item__header">
      <h1 className="sk-item__title">
        {metadata.title || t.noTitle}
        {metadata.explicit ? (
          <Icon name="explicit" size={20} label={t.explicit} className="sk-item__badge" />
        ) : null}
        {item.mediaType === 'book' && item.media.metadata.abridged ? (
          <span className="sk-item__tag">{t.abridged}</span>
        ) : null}
      </h1>
      {item.mediaType === 'book' ? <BookByline item={item} /> : <PodcastByline item={item} />}
    </header>
  )
}

function BookByline({ item }: { item: Extract<LibraryItem, { mediaType: 'book' }> }) {
  const t = useStore(messages)
  const { subtitle, series, authors } = item.media.metadata
  return (
    <>
      {subtitle ? <p className="sk-item__subtitle">{subtitle}</p> : null}
      {series.length ? (
        <p className="sk-item__series">
          {series.map((entry, index) => (
            <Fragment key={entry.id}>
              {index > 0 ? ', ' : null}
              <AppLink to={`/library/${item.libraryId}/series/${entry.id}`}>
                {entry.sequence ? `${entry.name} #${entry.sequence}` : entry.name}
              </AppLink>
            </Fragment>
          ))}
        </p>
      ) : null}
      <p className="sk-item__byline">
        {t.by}{' '}
        {authors.length
          ? authors.map((author, index) => (
              <Fragment key={author.id}>
                {index > 0 ? ', ' : null}
                <AppLink to={`/author/${author.id}`}>{author.name}</AppLink>
              </Fragment>
            ))
          : t.unknown}
      </p>
    </>
  )
}

function PodcastByline({ item }: { item: Extract<LibraryItem, { mediaType: 'podcast' }> }) {
  const t = useStore(messages)
  return <p className="sk-item__byline">{t.byAuthor({ author: item.media.metadata.author || t.unknown })}</p>
}
