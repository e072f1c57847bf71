import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import { bookshelfFilterPath, formatBytes, formatDurationShort, formatNumber, i18n } from '@shelfkit/stores'
import { Fragment, type ReactNode } from 'react'
import { AppLink } from '../navigation'

const messages = i18n('item.details', {
  narrator: 'Narrator',
  narrators: 'Narrators',
  publishYear: 'Publish Year',
  publisher: 'Publisher',
  releaseDate: 'Release Date',
  podcastType: 'Podcast Type',
  serial: 'Serial',
  episodic: 'Episodic',
  genre: 'Genre',
  genres: 'Genres',
  tags: 'Tags',
  language: 'Language',
  duration: 'Duration',
  episodes: 'Episodes',
  size: 'Size',
})

type FilterGroup = 'genres' | 'tags' | 'narrators'

function FilterLinks({
  libraryId,
  group,
  values,
}: {
  libraryId: string
  group: FilterGroup
  values: string[]
}) {
  return (
    <>
      {values.map((value, index) => (
        <Fragment key={value}>
          {index > 0 ? ', ' : null}
          <AppLink to={bookshelfFilterPath(libraryId, group, value)}>{value}</AppLink>
        </Fragment>
      ))}
    </>
  )
}

/** The item's metadata as label/value rows; genres, tags and narrators link to the filtered bookshelf. */
export function ItemDetails({ item }: { item: LibraryItem }) {
  const t = useStore(messages)
  const rows: [string, ReactNode][] = []
  const { libraryId } = item
  if (item.mediaType === 'book') {
    const { metadata } = item.media
    if (metadata.narrators.length)
      rows.push([
        metadata.narrators.length > 1 ? t.narrators : t.narrator,
        <FilterLinks key="n" libraryId={libraryId} group="narrators" values={metadata.narrators} />,
      ])
    if (metadata.publishedYear) rows.push([t.publishYear, metadata.publishedYear])
    if (metadata.publisher) rows.push([t.publisher, metadata.publisher])
  } else {
    const { metadata } = item.media
    if (metadata.releaseDate) rows.push([t.releaseDate, metadata.releaseDate.slice(0, 10)])
    if (metadata.type) rows.push([t.podcastType, metadata.type === 'serial' ? t.serial : t.episodic])
  }
  const { genres } = item.media.metadata
  if (genres.length)
    rows.push([
      genres.length > 1 ? t.genres : t.genre,
      <FilterLinks key="g" libraryId={libraryId} group="genres" values={genres} />,
    ])
  if (item.media.tags.length)
    rows.push([t.tags, <FilterLinks key="t" libraryId={libraryId} group="tags" values={item.media.tags} />])
  if (item.media.metadata.language) rows.push([t.language, item.media.metadata.language])
  if (item.mediaType === 'book' && item.media.duration > 0)
    rows.push([t.duration, formatDurationShort(item.media.duration)])
  if (item.mediaType === 'podcast') rows.push([t.episodes, formatNumber(item.media.episodes.length)])
  rows.push([t.size, formatBytes(item.size)])

  return (
    <dl className="sk-item-details">
      {rows.map(([label, value]) => (
        <div key={label} className="sk-item-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
