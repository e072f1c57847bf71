import type { ItemView } from '../serialize/library-item'
import { bookIndex } from '../state/book-index'
import { filterData } from './filter-data'
import { type ItemQuery, prepareLibraryList } from './item-query'
import { personalizedShelves } from './shelves'
import { libraryStats } from './stats'

/** The sorts whose item order is kept between requests. */
const keptSorts = [
  'media.metadata.title',
  'media.metadata.authorName',
  'media.metadata.authorNameLF',
  'addedAt',
  'size',
  'media.duration',
  'media.metadata.publishedYear',
  'birthtimeMs',
  'mtimeMs',
  'media.numTracks',
  'media.metadata.author',
]

/**
 * Right after start, computes what the first bookshelf of each library needs (sort values and ranks, filter
 * data, series members, stats; the home shelves once), one step per event-loop turn so requests arriving
 * meanwhile are answered between steps. Returns a function that stops it.
 */
export function warmUpLists(view: ItemView): () => void {
  const { store } = view
  const user = store.users.find((u) => u.type === 'root')
  const steps: (() => void)[] = []
  for (const library of store.librariesInOrder()) {
    const list = (query: ItemQuery) => () => {
      if (user) prepareLibraryList(view, library.id, user, query)
    }
    for (const sortBy of keptSorts)
      for (const sortDesc of [false, true]) steps.push(list({ sortBy, sortDesc, collapseSeries: false }))
    steps.push(
      () => filterData(store, library),
      () => bookIndex(store, library.id),
      () => libraryStats(view, library),
      // Collapsing ranks the series names among the titles.
      list({ sortBy: 'media.metadata.title', sortDesc: false, collapseSeries: true }),
    )
    if (user) steps.push(() => personalizedShelves(view, library, user, 'rssfeed,numEpisodesIncomplete', 10))
  }
  let timer: NodeJS.Immediate | undefined
  const next = () => {
    steps.shift()?.()
    timer = steps.length ? setImmediate(next) : undefined
  }
  timer = setImmediate(next)
  return () => {
    if (timer) clearImmediate(timer)
    steps.length = 0
  }
}
