import {
  $authMode,
  $language,
  bootstrap,
  currentAccessToken,
  ensureCurrentLibrary,
  prefetchBookshelf,
  preloadCatalogue,
  startServerCheck,
} from '@shelfkit/stores'
import { MainLayout } from '../layout'
import { $router, BOOKSHELF_KINDS, type RouteName } from '../router'
import { PAGES } from '.'

/** Where the bookshelf grid starts: below the app bar and the bookshelf toolbar, right of the side rail. */
const GRID_TOP_PX = 64 + 49
const SIDE_RAIL_PX = 80
const SIDE_RAIL_MIN_WIDTH_PX = 768

/** Starts loading the code of the page a visit begins on, alongside the session check and the shell's code. */
export function preloadRoute(route: RouteName): void {
  PAGES[route]?.load().catch(() => {})
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

/**
 * Runs before the first render: with a stored session, the first page's data request goes out first, then the
 * session check (followed by the page's library), the interface language's messages, then the page's code and the
 * shell's. The browser opens few connections per server, so the order they are asked
 * in is the order they are answered in; the list must not queue behind a dozen code chunks. The app's own effects
 * call the same functions again, which join these. A new tab in cookie mode has no access token yet: the session
 * check gets one from the refresh cookie first, and the data request follows it.
 */
export function startFirstPage(): void {
  const page = $router.get()
  if (!page) return
  // The sign-in page shows nothing usable before the server's status: ask for it while the page renders.
  if (page.route === 'login') startServerCheck()
  const stored = currentAccessToken() !== null
  const prefetch = () => prefetchRoute(page.route, page.params, window.location.search)
  if (stored) prefetch()
  if (stored || $authMode.get() === 'cookie') {
    // Then the library the page needs (list and filter data); errors are the app's to show (its effects await
    // the same calls).
    bootstrap()
      .then((user) => {
        if (!user) return null
        if (!stored) prefetch()
        return ensureCurrentLibrary((page.params as { libraryId?: string }).libraryId ?? null)
      })
      .catch(() => {})
  }
  // A language other than en-us: its messages for the first page (one request), before the code chunks.
  preloadCatalogue($language.get())
  preloadRoute(page.route)
  // The shell every signed-in page sits in (the sign-in page never loads it).
  if (stored) MainLayout.load().catch(() => {})
}
