import { prefetchBookshelf, type ShelfKind } from '@shelfkit/stores'
import type { RouteName } from '../router'

/** The bookshelf routes and the list each shows. */
export const BOOKSHELF_KINDS: Partial<Record<RouteName, ShelfKind>> = {
  bookshelf: 'items',
  seriesShelf: 'series',
  collectionsShelf: 'collections',
  playlistsShelf: 'playlists',
  authorsShelf: 'authors',
}

/** Where the bookshelf grid starts: below the app bar and the bookshelf toolbar, right of the side rail. */
const GRID_TOP_PX = 64 + 49
const SIDE_RAIL_PX = 80
const SIDE_RAIL_MIN_WIDTH_PX = 768

/** Starts loading the code of the page a visit begins on, alongside the session check and the shell's code. */
export function preloadRoute(route: RouteName): void {
  if (BOOKSHELF_KINDS[route]) void import('./Bookshelf')
}

/**
 * Right after sign-in, starts fetching what the first page shows, so its request does not wait for the shell and
 * page code: for bookshelves, the first page of cards.
 */
export function prefetchRoute(route: RouteName, params: Record<string, string>, search: string): void {
  const kind = BOOKSHELF_KINDS[route]
  const libraryId = params.libraryId
  if (!kind || !libraryId) return
  const rail = window.innerWidth >= SIDE_RAIL_MIN_WIDTH_PX ? SIDE_RAIL_PX : 0
  prefetchBookshelf({
    libraryId,
    kind,
    search,
    width: window.innerWidth - rail,
    height: window.innerHeight - GRID_TOP_PX,
  })
}
