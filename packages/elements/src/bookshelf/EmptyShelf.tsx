import { useStore } from '@nanostores/react'
import { i18n, params, type ShelfKind } from '@shelfkit/stores'
import { Button } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { useProcessing } from '../ui/useProcessing'

export interface EmptyShelfProps {
  kind: ShelfKind
  /** The active filter's label ("Genre: Fantasy"); null without a filter. */
  filterLabel: string | null
  isIssuesFilter: boolean
  onClearFilter(): void
  /** Offered to admins when the whole library is empty. */
  onScan?(): Promise<unknown>
}

const messages = i18n('bookshelf.empty', {
  noSeries: 'No series found',
  noCollections: 'No collections',
  collectionsHelp:
    'Collections are made from books: choose "Add to collection" on a book or in the selection bar.',
  noPlaylists: 'No playlists',
  playlistsHelp: 'Make a playlist from an item page or from the selection bar.',
  noAuthors: 'No authors found',
  noIssues: 'No issues',
  noResults: params('No results for "{filter}"'),
  emptyLibrary: 'This library is empty',
  scanHelp: 'Scan the library folders to find books and podcasts.',
  clearFilter: 'Clear filter',
  scan: 'Scan library',
})

type Messages = ReturnType<typeof messages.get>

const EMPTY: Record<Exclude<ShelfKind, 'items'>, (t: Messages) => [string, string | null]> = {
  series: (t) => [t.noSeries, null],
  collections: (t) => [t.noCollections, t.collectionsHelp],
  playlists: (t) => [t.noPlaylists, t.playlistsHelp],
  authors: (t) => [t.noAuthors, null],
}

/** What an empty bookshelf says: empty library (with a scan button for admins), no results for a filter, no series… */
export function EmptyShelf({ kind, filterLabel, isIssuesFilter, onClearFilter, onScan }: EmptyShelfProps) {
  const t = useStore(messages)
  const [scanning, run] = useProcessing()
  let title: string
  let help: string | null = null
  if (kind === 'items') {
    if (isIssuesFilter) title = t.noIssues
    else if (filterLabel) title = t.noResults({ filter: filterLabel })
    else {
      title = t.emptyLibrary
      help = onScan ? t.scanHelp : null
    }
  } else {
    ;[title, help] = EMPTY[kind](t)
    if (filterLabel) title = t.noResults({ filter: filterLabel })
  }
  return (
    <div className="sk-empty-shelf">
      <Icon name={kind === 'authors' ? 'author' : kind === 'playlists' ? 'playlist' : 'library'} size={48} />
      <h2 className="sk-empty-shelf__title">{title}</h2>
      {help ? <p className="sk-empty-shelf__help">{help}</p> : null}
      <div className="sk-empty-shelf__actions">
        {filterLabel ? (
          <Button variant="primary" onClick={onClearFilter}>
            {t.clearFilter}
          </Button>
        ) : null}
        {!filterLabel && kind === 'items' && onScan ? (
          <Button variant="primary" icon="refresh" loading={scanning} onClick={() => void run(onScan)}>
            {t.scan}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
