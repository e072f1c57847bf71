import { useStore } from '@nanostores/react'
import { $coverAspectRatio, itemCoverSrc } from '@shelfkit/stores'
import type { CSSProperties } from 'react'
import { BookCover } from '../cards/BookCover'

/** A small cover for list rows (collection, playlist, search and latest-episode rows). */
export function MediaThumb({
  item,
  title,
  width = 40,
}: {
  item: { id: string; updatedAt?: number; media?: { coverPath?: string | null } | null }
  title: string
  width?: number
}) {
  const ratio = useStore($coverAspectRatio)
  return (
    <div
      className="sk-thumb"
      style={{ width, height: Math.round(width * ratio), '--sk-cover-w': `${width}px` } as CSSProperties}
    >
      <BookCover src={itemCoverSrc(item)} title={title} />
    </div>
  )
}
