import { useStore } from '@nanostores/react'
import {
  $bookshelf,
  $bookshelfView,
  $coverAspectRatio,
  $currentLibrary,
  $filterData,
  $user,
  $userSettings,
  canAccessExplicit,
  filterGroupsFor,
  filterLabel,
  isAdminOrUp,
  type ShelfKind,
  type ShelfQuery,
  scanLibrary,
  setBookshelfView,
  settingsForQueryChange,
  settingsFromSearch,
  shelfKey,
  shelfQueryForLink,
  shelfQueryFromSettings,
  shelfSearchParams,
  sortOptionsFor,
  updateUserSettings,
} from '@shelfkit/stores'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { BookshelfGrid } from './BookshelfGrid'
import { BookshelfToolbar } from './BookshelfToolbar'
import { EmptyShelf } from './EmptyShelf'

export interface BookshelfProps {
  libraryId: string
  kind: ShelfKind
  /**
   * The page's query string (`filter=…&sort=…&desc=…`). A shared link's view is applied to the user's settings
   * whenever this changes.
   */
  search?: string
  /** Receives the query string describing the view, for the address bar (so the view can be shared). */
  onSearchChange?(search: string): void
}

const LABELS: Record<ShelfKind, string> = {
  items: 'Library items',
  series: 'Series',
  collections: 'Collections',
  playlists: 'Playlists',
  authors: 'Authors',
}

/**
 * A library bookshelf: toolbar (count, filter, sort, collapse series, the user's view of item cards, cover size) over
 * the virtualized grid.
 */
export function Bookshelf({ libraryId, kind, search, onSearchChange }: BookshelfProps) {
  const settings = useStore($userSettings)
  const library = useStore($currentLibrary)
  const filterData = useStore($filterData)
  const aspectRatio = useStore($coverAspectRatio)
  const user = useStore($user)
  const view = useStore($bookshelfView)
  const libraryReady = library?.id === libraryId
  const mediaType = libraryReady ? library.mediaType : null

  // A shared link wins over the stored settings from the first render; it is saved into them right after.
  const [appliedSearch, setAppliedSearch] = useState<string | null>(null)
  const pendingLink = search !== undefined && search !== appliedSearch
  useEffect(() => {
    if (!pendingLink) return
    updateUserSettings(settingsFromSearch(kind, search ?? ''))
    setAppliedSearch(search ?? null)
  }, [pendingLink, kind, search])
  const query = pendingLink
    ? shelfQueryForLink(kind, search ?? '', settings, mediaType)
    : shelfQueryFromSettings(kind, settings, mediaType)

  const total = useShelfTotal(shelfKey(libraryId, kind, query))
  const viewSearch = shelfSearchParams(kind, query)
  useEffect(() => {
    onSearchChange?.(viewSearch)
  }, [viewSearch, onSearchChange])

  const filterGroups = filterGroupsFor({
    kind,
    mediaType,
    canAccessExplicit: canAccessExplicit(user),
    isAdmin: isAdminOrUp(user),
  })
  const sortOptions = sortOptionsFor(kind, mediaType, query.filter)
  const changeQuery = (change: Partial<ShelfQuery>) =>
    updateUserSettings(settingsForQueryChange(kind, change))
  const activeFilter = query.filter !== 'all' && (kind === 'items' || kind === 'series')

  return (
    <section className="sk-bookshelf" aria-labelledby="sk-bookshelf-title">
      <h1 className="sk-visually-hidden" id="sk-bookshelf-title">
        {libraryReady ? `${library.name}: ${LABELS[kind]}` : LABELS[kind]}
      </h1>
      <BookshelfToolbar
        kind={kind}
        total={total}
        mediaType={mediaType}
        query={query}
        filterGroups={filterGroups}
        sortOptions={sortOptions}
        filterData={filterData}
        coverSize={settings.bookshelfCoverSize}
        view={kind === 'items' ? view : null}
        onQueryChange={changeQuery}
        onCoverSizeChange={(size) => updateUserSettings({ bookshelfCoverSize: size })}
        onViewChange={setBookshelfView}
      />
      <BookshelfGrid
        libraryId={libraryId}
        kind={kind}
        query={query}
        coverSize={settings.bookshelfCoverSize}
        aspectRatio={aspectRatio}
        view={view}
        selectable={kind === 'items' && user !== null}
        label={LABELS[kind]}
        empty={
          <EmptyShelf
            kind={kind}
            filterLabel={activeFilter ? filterLabel(query.filter, filterGroups, filterData) : null}
            isIssuesFilter={query.filter === 'issues'}
            onClearFilter={() => changeQuery({ filter: 'all' })}
            onScan={isAdminOrUp(user) ? () => scanLibrary(libraryId) : undefined}
          />
        }
      />
    </section>
  )
}

const listenToShelf = (onChange: () => void) => $bookshelf.listen(onChange)

/**
 * The open list's length for the toolbar. Only a change of it renders the page again: each page of cards that
 * arrives changes the store, and a render from here would mount those cards at once, past the grid's transitions.
 */
function useShelfTotal(key: string): number | null {
  return useSyncExternalStore(listenToShelf, () => {
    const shelf = $bookshelf.get()
    return shelf.key === key ? shelf.total : null
  })
}
