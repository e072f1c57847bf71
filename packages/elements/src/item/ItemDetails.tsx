import type { LibraryItem } from '@shelfkit/client'
import { bookshelfFilterPath, formatBytes, formatDurationShort } from '@shelfkit/stores'
import { Fragment, type ReactNode } from 'react'
import { AppLink } from '../navigation'

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
  const rows: [string, ReactNode][] = []
  const { libraryId } = item
  if (item.mediaType === 'book') {
    const { metadata } = item.media
    if (metadata.narrators.length)
      rows.push([
        metadata.narrators.length > 1 ? 'Narrators' : 'Narrator',
        <FilterLinks key="n" libraryId={libraryId} group="narrators" values={metadata.narrators} />,
      ])
    if (metadata.publishedYear) rows.push(['Publish Year', metadata.publishedYear])
    if (metadata.publisher) rows.push(['Publisher', metadata.publisher])
  } else {
    const { metadata } = item.media
    if (metadata.releaseDate) rows.push(['Release Date', metadata.releaseDate.slice(0, 10)])
    if (metadata.type) rows.push(['Podcast Type', metadata.type === 'serial' ? 'Serial' : 'Episodic'])
  }
  const { genres } = item.media.metadata
  if (genres.length)
    rows.push([
      genres.length > 1 ? 'Genres' : 'Genre',
      <FilterLinks key="g" libraryId={libraryId} group="genres" values={genres} />,
    ])
  if (item.media.tags.length)
    rows.push(['Tags', <FilterLinks key="t" libraryId={libraryId} group="tags" values={item.media.tags} />])
  if (item.media.metadata.language) rows.push(['Language', item.media.metadata.language])
  if (item.mediaType === 'book' && item.media.duration > 0)
    rows.push(['Duration', formatDurationShort(item.media.duration)])
  if (item.mediaType === 'podcast') rows.push(['Episodes', String(item.media.episodes.length)])
  rows.push(['Size', formatBytes(item.size)])

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
