import { useStore } from '@nanostores/react'
import { COLLECTION_FAN_TILES, i18n, itemCoverSrc } from '@shelfkit/stores'
import { memo } from 'react'
import { AppLink } from '../navigation'
import { countMessages } from '../ui/counts'
import { CoverFan } from './CoverFan'

const messages = i18n('cards.groupCard', {
  emptyCollection: 'Empty Collection',
  emptyPlaylist: 'Empty Playlist',
})

interface CoverSource {
  id: string
  updatedAt?: number
  media?: { coverPath?: string | null } | null
}

export interface GroupCardProps {
  /** Link of the card (collection or playlist page). */
  to: string
  name: string
  /** The items in order; their first covers make the fan. */
  items: readonly CoverSource[]
  /** What the card shows when there are no items. */
  emptyText: string
  countLabel: string
  index?: number
  /** Width (server pixels) of the covers to fetch. */
  imageWidth?: number
}

/**
 * A collection or playlist: a fan-out of four tiles (spec 02 §2), one cover for a single item, and the
 * 'Empty Collection' placeholder without items.
 */
export const GroupCard = memo(function GroupCard({
  to,
  name,
  items,
  emptyText,
  countLabel,
  index = 0,
  imageWidth,
}: GroupCardProps) {
  const covers = items.slice(0, COLLECTION_FAN_TILES).map((item, position) => ({
    key: `${item.id}-${position}`,
    src: itemCoverSrc(item, { width: imageWidth }),
  }))
  return (
    <div className="sk-card sk-card--wide" data-index={index}>
      <div className="sk-card__cover sk-card__cover--fan">
        {covers.length ? (
          <CoverFan covers={covers} />
        ) : (
          <div className="sk-cover sk-cover--placeholder sk-cover--empty">
            <span className="sk-cover__title">{emptyText}</span>
          </div>
        )}
      </div>
      <AppLink className="sk-card__title" to={to} title={name}>
        {name}
      </AppLink>
      <p className="sk-card__subtitle">{countLabel}</p>
    </div>
  )
})

export function CollectionCard({
  collection,
  index,
  imageWidth,
}: {
  collection: { id: string; name: string; books: readonly CoverSource[] }
  index?: number
  imageWidth?: number
}) {
  const t = useStore(messages)
  const counts = useStore(countMessages)
  const count = collection.books.length
  return (
    <GroupCard
      to={`/collection/${collection.id}`}
      name={collection.name}
      items={collection.books}
      emptyText={t.emptyCollection}
      countLabel={counts.Books(count)}
      index={index}
      imageWidth={imageWidth}
    />
  )
}

export function PlaylistCard({
  playlist,
  index,
  imageWidth,
}: {
  playlist: { id: string; name: string; items: readonly { libraryItem: CoverSource }[] }
  index?: number
  imageWidth?: number
}) {
  const t = useStore(messages)
  const counts = useStore(countMessages)
  const count = playlist.items.length
  return (
    <GroupCard
      to={`/playlist/${playlist.id}`}
      name={playlist.name}
      items={playlist.items.map((entry) => entry.libraryItem)}
      emptyText={t.emptyPlaylist}
      countLabel={counts.Items(count)}
      index={index}
      imageWidth={imageWidth}
    />
  )
}
