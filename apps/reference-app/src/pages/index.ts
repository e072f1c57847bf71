import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { RouteName } from '../router'

type Page = LazyExoticComponent<ComponentType>

/**
 * Page components by route, each loaded on first visit so the sign-in page stays small. Several routes may share a
 * page (the bookshelf variants).
 */
export const PAGES: Partial<Record<RouteName, Page>> = {
  index: lazy(() => import('./HomeRedirect')),
  library: lazy(() => import('./LibraryHome')),
  bookshelf: lazy(() => import('./Bookshelf')),
  seriesShelf: lazy(() => import('./Bookshelf')),
  collectionsShelf: lazy(() => import('./Bookshelf')),
  playlistsShelf: lazy(() => import('./Bookshelf')),
  authorsShelf: lazy(() => import('./Bookshelf')),
  narrators: lazy(() => import('./Narrators')),
  libraryStats: lazy(() => import('./LibraryStats')),
  series: lazy(() => import('./Series')),
  search: lazy(() => import('./Search')),
  podcastLatest: lazy(() => import('./PodcastLatest')),
  downloadQueue: lazy(() => import('./DownloadQueue')),
  item: lazy(() => import('./Item')),
  author: lazy(() => import('./Author')),
  collection: lazy(() => import('./Collection')),
  playlist: lazy(() => import('./Playlist')),
  account: lazy(() => import('./Account')),
  config: lazy(() => import('./Config')),
  configSection: lazy(() => import('./Config')),
  configApiKeys: lazy(() => import('./Config')),
  configStats: lazy(() => import('./UserStats')),
  share: lazy(() => import('./Share')),
  batch: lazy(() => import('./BatchEdit')),
  manage: lazy(() => import('./ManageTools')),
  podcastSearch: lazy(() => import('./PodcastSearch')),
  upload: lazy(() => import('./Upload')),
}
