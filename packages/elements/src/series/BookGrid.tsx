import { useStore } from '@nanostores/react'
import type { LibraryItemMinified } from '@shelfkit/client'
import { $coverAspectRatio } from '@shelfkit/stores'
import type { CSSProperties } from 'react'
import { ItemCard } from '../cards/ItemCard'

/** Card width on content pages (the bookshelf's default cover size). */
const CARD_WIDTH = 120

/** A wrapping grid of item cards (author and series pages): not virtualized, these lists are short. */
export function BookGrid({ items, label }: { items: readonly LibraryItemMinified[]; label: string }) {
  const ratio = useStore($coverAspectRatio)
  const style = {
    '--sk-card-w': `${CARD_WIDTH}px`,
    '--sk-cover-w': `${CARD_WIDTH}px`,
    '--sk-cover-h': `${Math.round(CARD_WIDTH * ratio)}px`,
  } as CSSProperties
  return (
    <ul className="sk-book-grid" aria-label={label} style={style}>
      {items.map((item, index) => (
        <li key={item.id}>
          <ItemCard item={item} index={index} />
        </li>
      ))}
    </ul>
  )
}
