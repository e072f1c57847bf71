import { useStore } from '@nanostores/react'
import type { PersonalizedShelf } from '@shelfkit/client'
import {
  $coverAspectRatio,
  $currentLibrary,
  $home,
  $user,
  $userSettings,
  CONTINUE_SHELF_IDS,
  closeHome,
  coverRequestWidth,
  gridLayout,
  i18n,
  isAdminOrUp,
  isLibraryEmpty,
  openHome,
  params,
  scanLibrary,
} from '@shelfkit/stores'
import { type CSSProperties, useEffect } from 'react'
import { AuthorCard } from '../cards/AuthorCard'
import { ItemCard } from '../cards/ItemCard'
import { SeriesCard } from '../cards/SeriesCard'
import { Button } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { ResourceView } from '../ui/ResourceView'
import { useProcessing } from '../ui/useProcessing'
import { ShelfRow } from './ShelfRow'

const messages = i18n('home.page', {
  home: 'Home',
  libraryHome: params('{library}: Home'),
  loading: 'Loading shelves',
  empty: 'This library is empty',
  scanHelp: 'Scan the library folders to find books and podcasts.',
  scan: 'Scan library',
  askAdmin: 'Ask an administrator to add books or podcasts.',
})

/** The names of the server's personalized shelves, by shelf id (the server names them in English). */
const shelfNames = i18n('home.shelves', {
  'continue-listening': 'Continue Listening',
  'continue-reading': 'Continue Reading',
  'continue-series': 'Continue Series',
  'newest-episodes': 'Newest Episodes',
  'recently-added': 'Recently Added',
  'recent-series': 'Recent Series',
  discover: 'Discover',
  'listen-again': 'Listen Again',
  'read-again': 'Read Again',
  'newest-authors': 'Newest Authors',
})

export interface HomeShelvesProps {
  libraryId: string
  /** Render only this shelf (its id, e.g. `continue-listening`); the others are not rendered at all. */
  shelfId?: string
}

/**
 * A library's home: the server's personalized shelves (continue listening/reading/series, recently added, discover,
 * listen again, newest episodes, recent series, newest authors) as horizontal rows of cards, kept current by server
 * events; an empty library says so and offers admins a scan.
 */
export function HomeShelves({ libraryId, shelfId }: HomeShelvesProps) {
  const t = useStore(messages)
  const home = useStore($home)
  const settings = useStore($userSettings)
  const aspectRatio = useStore($coverAspectRatio)

  useEffect(() => {
    void openHome(libraryId, window.innerWidth)
    return () => closeHome()
  }, [libraryId])

  const layout = gridLayout({ width: 10_000, coverSize: settings.bookshelfCoverSize, aspectRatio })
  const wide = gridLayout({ width: 10_000, coverSize: settings.bookshelfCoverSize, aspectRatio, wide: true })
  const style = {
    '--sk-card-w': `${layout.cardWidth}px`,
    '--sk-wide-card-w': `${wide.cardWidth}px`,
    '--sk-cover-w': `${layout.coverWidth}px`,
    '--sk-cover-h': `${layout.coverHeight}px`,
    '--sk-card-gap': `${layout.gap}px`,
  } as CSSProperties
  const imageWidth = coverRequestWidth(layout.coverWidth, globalThis.devicePixelRatio)
  const state = home.libraryId === libraryId ? home : { ...home, status: 'loading' as const, data: null }
  const library = useStore($currentLibrary)

  return (
    <div className="sk-home" style={style}>
      <h1 className="sk-visually-hidden">
        {library?.id === libraryId ? t.libraryHome({ library: library.name }) : t.home}
      </h1>
      <ResourceView state={state} loadingLabel={t.loading}>
        {(shelves) =>
          isLibraryEmpty(shelves) ? (
            <EmptyLibrary libraryId={libraryId} />
          ) : (
            shelves
              .filter((shelf) => shelf.entities.length > 0 && (!shelfId || shelf.id === shelfId))
              .map((shelf) => (
                <HomeShelf key={shelf.id} shelf={shelf} libraryId={libraryId} imageWidth={imageWidth} />
              ))
          )
        }
      </ResourceView>
    </div>
  )
}

function HomeShelf({
  shelf,
  libraryId,
  imageWidth,
}: {
  shelf: PersonalizedShelf
  libraryId: string
  imageWidth: number
}) {
  const names = useStore(shelfNames)
  const continueShelf = CONTINUE_SHELF_IDS.has(shelf.id)
  let cards: React.ReactNode
  switch (shelf.type) {
    case 'book':
    case 'podcast':
      cards = shelf.entities.map((item, index) => (
        <ItemCard
          key={item.id}
          item={item}
          index={index}
          imageWidth={imageWidth}
          continueShelf={continueShelf}
        />
      ))
      break
    case 'episode':
      cards = shelf.entities.map((item, index) => (
        <ItemCard
          key={`${item.id}-${item.recentEpisode.id}`}
          item={item}
          episode={item.recentEpisode}
          index={index}
          imageWidth={imageWidth}
          continueShelf={continueShelf}
        />
      ))
      break
    case 'series':
      cards = shelf.entities.map((series, index) => (
        <SeriesCard
          key={series.id}
          libraryId={libraryId}
          series={series}
          index={index}
          imageWidth={imageWidth}
        />
      ))
      break
    case 'authors':
      cards = shelf.entities.map((author, index) => (
        <AuthorCard key={author.id} author={author} index={index} />
      ))
      break
  }
  return (
    <ShelfRow id={shelf.id} label={(names as Record<string, string>)[shelf.id] ?? shelf.label}>
      {cards}
    </ShelfRow>
  )
}

function EmptyLibrary({ libraryId }: { libraryId: string }) {
  const t = useStore(messages)
  const user = useStore($user)
  const [scanning, run] = useProcessing()
  return (
    <div className="sk-empty-shelf">
      <Icon name="library" size={48} />
      <h2 className="sk-empty-shelf__title">{t.empty}</h2>
      {isAdminOrUp(user) ? (
        <>
          <p className="sk-empty-shelf__help">{t.scanHelp}</p>
          <div className="sk-empty-shelf__actions">
            <Button
              variant="primary"
              icon="refresh"
              loading={scanning}
              onClick={() => void run(() => scanLibrary(libraryId))}
            >
              {t.scan}
            </Button>
          </div>
        </>
      ) : (
        <p className="sk-empty-shelf__help">{t.askAdmin}</p>
      )}
    </div>
  )
}
