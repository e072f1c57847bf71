import { createRouter } from '@nanostores/router'
import type { ShelfKind } from '@shelfkit/stores'

/** Every route of the app (spec 01 §2 plus the collection, playlist, narrators, stats and latest-episodes pages). */
export const $router = createRouter(
  {
    index: '/',
    login: '/login',
    share: '/share/:slug',
    item: '/item/:id',
    author: '/author/:id',
    collection: '/collection/:id',
    playlist: '/playlist/:id',
    library: '/library/:libraryId',
    bookshelf: '/library/:libraryId/bookshelf',
    seriesShelf: '/library/:libraryId/bookshelf/series',
    collectionsShelf: '/library/:libraryId/bookshelf/collections',
    playlistsShelf: '/library/:libraryId/bookshelf/playlists',
    authorsShelf: '/library/:libraryId/bookshelf/authors',
    narrators: '/library/:libraryId/narrators',
    libraryStats: '/library/:libraryId/stats',
    series: '/library/:libraryId/series/:seriesId',
    search: '/library/:libraryId/search',
    podcastLatest: '/library/:libraryId/podcast/latest',
    podcastSearch: '/library/:libraryId/podcast/search',
    downloadQueue: '/library/:libraryId/podcast/download-queue',
    manage: '/audiobook/:id/manage',
    config: '/config',
    configStats: '/config/stats',
    configApiKeys: '/config/api-keys',
    configUser: '/config/users/:id',
    configUserSessions: '/config/users/:id/sessions',
    configSection: '/config/:section',
    upload: '/upload',
    account: '/account',
    batch: '/batch',
  },
  { search: false },
)

export type RouteName = NonNullable<ReturnType<typeof $router.get>>['route']

/** The bookshelf routes and the list each shows. */
export const BOOKSHELF_KINDS: Partial<Record<RouteName, ShelfKind>> = {
  bookshelf: 'items',
  seriesShelf: 'series',
  collectionsShelf: 'collections',
  playlistsShelf: 'playlists',
  authorsShelf: 'authors',
}

/** Routes shown without the app bar and side rail. */
export const PLAIN_ROUTES: ReadonlySet<RouteName> = new Set(['login', 'share'])

/** Spec 01 §2 layout rules. */
export const isConfigRoute = (route: RouteName | undefined) => route?.startsWith('config') ?? false
export const hidesToolbar = (route: RouteName | undefined) => route === 'upload' || route === 'account'

/** The full path (with query) the visitor is on. */
export function currentFullPath(): string {
  return window.location.pathname + window.location.search + window.location.hash
}

/**
 * Spec 01 §2 route guard: a visitor with no signed-in user goes to /login; for the routes named batch and index the
 * target is plain /login, for every other route /login with a redirect parameter holding the encoded full path.
 */
export function loginPathFor(route: RouteName | undefined, fullPath: string): string {
  if (!route || route === 'index' || route === 'batch') return '/login'
  return `/login?redirect=${encodeURIComponent(fullPath)}`
}
