import { useStore } from '@nanostores/react'
import { $home, openHome, reloadBookshelf, SHELF_KINDS, type ShelfKind } from '@shelfkit/stores'
import { useEffect } from 'react'
import { Bookshelf } from '../bookshelf/Bookshelf'
import { HomeShelves } from '../home/HomeShelves'
import { baseCss, bookshelfCss, cardsCss, homeCss, shellCss, uiCss } from '../styles'
import { defineElement } from './define'
import { refreshWithoutLiveEvents } from './live-refresh'
import { type ElementProps, reactElementClass } from './react-element'
import { ElementMessage, elementMessages, SessionGate } from './SessionGate'
import { useElementLibrary } from './use-element-library'
import { usePlayEvents } from './use-play-events'

const attributes = { libraryId: 'string', kind: 'string', shelf: 'string', emptyText: 'string' } as const

/** `shelf="home"`: every personalized shelf of the library, as on the app's home page. */
export const ALL_HOME_SHELVES = 'home'

const kindOf = (kind: string | null): ShelfKind => SHELF_KINDS.find((known) => known === kind) ?? 'items'

/** One personalized shelf (the server sends every shelf in one answer; only the chosen one renders). */
function OnePersonalizedShelf({
  libraryId,
  shelf,
  emptyText,
}: {
  libraryId: string
  shelf: string
  emptyText: string
}) {
  const home = useStore($home)
  const found = home.libraryId === libraryId ? home.data?.find((entry) => entry.id === shelf) : undefined
  const empty = home.status === 'ready' && home.libraryId === libraryId && !found?.entities.length
  return (
    <div className="sk-element-shelf">
      <div hidden={empty}>
        <HomeShelves libraryId={libraryId} shelfId={shelf} />
      </div>
      {empty ? <ElementMessage>{emptyText}</ElementMessage> : null}
    </div>
  )
}

function BookshelfElement({ host, libraryId, kind, shelf, emptyText }: ElementProps<typeof attributes>) {
  const t = useStore(elementMessages)
  usePlayEvents(host)
  const current = useElementLibrary(libraryId)
  useEffect(() => {
    if (!current) return
    // Without live events, progress and new items show up on the next refresh.
    return refreshWithoutLiveEvents(() => {
      if (shelf) void openHome(current, window.innerWidth)
      else reloadBookshelf()
    })
  }, [current, shelf])
  let content = null
  if (current && shelf === ALL_HOME_SHELVES) content = <HomeShelves libraryId={current} />
  else if (current && shelf)
    content = (
      <OnePersonalizedShelf libraryId={current} shelf={shelf} emptyText={emptyText ?? t.nothingHere} />
    )
  else if (current) content = <Bookshelf libraryId={current} kind={kindOf(kind)} />
  return <SessionGate>{content}</SessionGate>
}

/**
 * A library's books (or series, collections, playlists, authors) as the app's virtualized grid with its toolbar,
 * or one personalized shelf such as continue-listening as a row of cards. The play button on a card plays in the
 * page's `<shelf-player>` / `<shelf-mini-player>`.
 *
 * @customElement shelf-bookshelf
 * @attr {string} library-id - The library (default: the page's current library, else the user's default).
 * @attr {string} kind - The grid: `items` (default), `series`, `collections`, `playlists` or `authors`.
 * @attr {string} shelf - Show one personalized shelf instead of the grid: `continue-listening`, `continue-series`,
 *   `recently-added`, `recent-series`, `discover`, `listen-again`, `newest-episodes`, `newest-authors`…, or `home`
 *   for all of them.
 * @attr {string} empty-text - What a personalized shelf says when it is empty (default "Nothing here yet.").
 * @attr {string} server-url - The server's address (or use `<shelf-server>`).
 * @attr {string} api-key - An API key to sign in with (or use `<shelf-server>` / `<shelf-login>`).
 * @attr {string} app-url - The full app's address: card links open it.
 * @attr {string} lang - The language it speaks when the visitor chose none on this site: the element's own `lang`, else its
 *   nearest ancestor's (the page's `<html lang>`); a tag without a catalogue (or none) means en-us. Read on connect.
 * @fires shelf-play - A card's play button started playback: `{libraryItemId, episodeId}`.
 * @fires shelf-select - A card was opened: `{path, url, itemId}`; cancel it to route yourself.
 * @csspart root - The element's box.
 * @csspart card - One card.
 * @csspart cover - A card's cover.
 * @csspart play-button - A card's play button.
 * @csspart shelf-title - A personalized shelf's heading.
 * @cssprop --shelf-bg - Background.
 * @cssprop --shelf-text - Text colour.
 * @cssprop --shelf-accent - Accent colour (progress bars, play buttons).
 * @cssprop --shelf-font - Font family.
 * @cssprop --shelf-bookshelf-height - The grid's height (it scrolls inside). Default: the window below the grid
 *   when it starts in the window's upper half, else the whole window.
 */
export class ShelfBookshelfElement extends reactElementClass(BookshelfElement, {
  attributes,
  styles: [baseCss, uiCss, cardsCss, bookshelfCss, homeCss, shellCss],
  parts: {
    card: '.sk-card',
    cover: '.sk-card__cover',
    'play-button': '.sk-card__play',
    'shelf-title': '.sk-home-shelf__title',
  },
}) {}

defineElement('shelf-bookshelf', ShelfBookshelfElement)

declare global {
  interface HTMLElementTagNameMap {
    'shelf-bookshelf': ShelfBookshelfElement
  }
}
