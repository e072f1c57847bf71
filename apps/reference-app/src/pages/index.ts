import { type CodeSplit, codeSplit } from '../code-split'
import type { RouteName } from '../router'

const bookshelf = codeSplit(() => import('./Bookshelf'))
const config = codeSplit(() => import('./Config'))

/**
 * Page components by route, each loaded on first visit so the sign-in page stays small. Several routes share a
 * page's code (the bookshelf variants) but stay separate components, so moving between them starts the page anew.
 */
export const PAGES: Partial<Record<RouteName, CodeSplit>> = {
  index: codeSplit(() => import('./HomeRedirect')),
  library: codeSplit(() => import('./LibraryHome')),
  bookshelf,
  seriesShelf: bookshelf.another(),
  collectionsShelf: bookshelf.another(),
  playlistsShelf: bookshelf.another(),
  authorsShelf: bookshelf.another(),
  narrators: codeSplit(() => import('./Narrators')),
  libraryStats: codeSplit(() => import('./LibraryStats')),
  series: codeSplit(() => import('./Series')),
  search: codeSplit(() => import('./Search')),
  podcastLatest: codeSplit(() => import('./PodcastLatest')),
  downloadQueue: codeSplit(() => import('./DownloadQueue')),
  item: codeSplit(() => import('./Item')),
  author: codeSplit(() => import('./Author')),
  collection: codeSplit(() => import('./Collection')),
  playlist: codeSplit(() => import('./Playlist')),
  account: codeSplit(() => import('./Account')),
  config,
  configSection: config.another(),
  configApiKeys: config.another(),
  configUser: config.another(),
  configUserSessions: config.another(),
  configStats: codeSplit(() => import('./UserStats')),
  share: codeSplit(() => import('./Share')),
  batch: codeSplit(() => import('./BatchEdit')),
  manage: codeSplit(() => import('./ManageTools')),
  podcastSearch: codeSplit(() => import('./PodcastSearch')),
  upload: codeSplit(() => import('./Upload')),
}
