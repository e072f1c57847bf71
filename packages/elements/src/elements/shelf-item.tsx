import { useStore } from '@nanostores/react'
import { $coverAspectRatio, $userSettings, cardItemOf, gridLayout } from '@shelfkit/stores'
import type { CSSProperties } from 'react'
import { ItemCard } from '../cards/ItemCard'
import { baseCss, cardsCss, shellCss, uiCss } from '../styles'
import { Spinner } from '../ui/Spinner'
import { defineElement } from './define'
import { type ElementProps, reactElementClass } from './react-element'
import { ElementMessage, elementMessages, SessionGate } from './SessionGate'
import { useItemCard } from './use-item-card'
import { usePlayEvents } from './use-play-events'

const attributes = { itemId: 'string', episodeId: 'string', coverWidth: 'number' } as const

function OneItem({
  itemId,
  episodeId,
  coverWidth,
}: {
  itemId: string
  episodeId: string | null
  coverWidth: number | null
}) {
  const card = useItemCard(itemId)
  const state = useStore(card.$state)
  const settings = useStore($userSettings)
  const aspectRatio = useStore($coverAspectRatio)
  const layout = gridLayout({ width: 10_000, coverSize: settings.bookshelfCoverSize, aspectRatio })
  const width = coverWidth && coverWidth > 0 ? coverWidth : layout.coverWidth
  const height = Math.round((width * layout.coverHeight) / layout.coverWidth)
  const style = {
    '--sk-card-w': `${width}px`,
    '--sk-cover-w': `${width}px`,
    '--sk-cover-h': `${height}px`,
  } as CSSProperties

  if (state.status === 'error') return <ElementMessage error>{state.error}</ElementMessage>
  if (!state.data) return <Spinner />
  const item = state.data
  const episode =
    item.mediaType === 'podcast' && episodeId
      ? (item.media.episodes.find((entry) => entry.id === episodeId) ?? null)
      : null
  return (
    <div className="sk-element-item" style={style}>
      <ItemCard item={cardItemOf(item)} episode={episode} />
    </div>
  )
}

function ItemElement({ host, itemId, episodeId, coverWidth }: ElementProps<typeof attributes>) {
  const t = useStore(elementMessages)
  usePlayEvents(host)
  return (
    <SessionGate>
      {itemId ? (
        <OneItem key={itemId} itemId={itemId} episodeId={episodeId} coverWidth={coverWidth} />
      ) : (
        <ElementMessage error>{t.noItemId}</ElementMessage>
      )}
    </SessionGate>
  )
}

/**
 * One book (or podcast episode) as a card: cover, title, author, progress and a play button that plays in the
 * page's `<shelf-player>` / `<shelf-mini-player>`.
 *
 * @customElement shelf-item
 * @attr {string} item-id - The library item's id (from its address in the app: `/item/{id}`).
 * @attr {string} episode-id - For a podcast: the episode to show and play.
 * @attr {number} cover-width - Cover width in pixels (default: the user's cover size setting).
 * @attr {string} server-url - The server's address (or use `<shelf-server>`).
 * @attr {string} api-key - An API key to sign in with (or use `<shelf-server>` / `<shelf-login>`).
 * @attr {string} app-url - The full app's address: the title opens the item there.
 * @attr {string} lang - The language it speaks when the visitor chose none on this site: the element's own `lang`, else its
 *   nearest ancestor's (the page's `<html lang>`); a tag without a catalogue (or none) means en-us. Read on connect.
 * @fires shelf-play - The play button started playback: `{libraryItemId, episodeId}`.
 * @fires shelf-select - The title was followed: `{path, url, itemId}`; cancel it to route yourself.
 * @csspart root - The element's box.
 * @csspart card - The card.
 * @csspart cover - The cover.
 * @csspart title - The title link.
 * @csspart play-button - The play button.
 * @csspart progress - The progress bar on the cover.
 * @cssprop --shelf-bg - Background.
 * @cssprop --shelf-text - Text colour.
 * @cssprop --shelf-accent - Accent colour (progress, play button).
 * @cssprop --shelf-font - Font family.
 */
export class ShelfItemElement extends reactElementClass(ItemElement, {
  attributes,
  styles: [baseCss, uiCss, cardsCss, shellCss],
  parts: {
    card: '.sk-card',
    cover: '.sk-card__cover',
    title: '.sk-card__title',
    'play-button': '.sk-card__play',
    progress: '.sk-card__progress',
  },
}) {}

defineElement('shelf-item', ShelfItemElement)

declare global {
  interface HTMLElementTagNameMap {
    'shelf-item': ShelfItemElement
  }
}
