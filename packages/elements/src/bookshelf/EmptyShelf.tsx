import type { ShelfKind } from '@shelfkit/stores'
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

const MESSAGES: Record<Exclude<ShelfKind, 'items'>, [string, string | null]> = {
  series: ['No series found', null],
  collections: [
    'No collections',
    'Collections are made from books: choose "Add to collection" on a book or in the selection bar.',
  ],
  playlists: ['No playlists', 'Make a playlist from an item page or from the selection bar.'],
  authors: ['No authors found', null],
}

/** What an empty bookshelf says: empty library (with a scan button for admins), no results for a filter, no series… */
export function EmptyShelf({ kind, filterLabel, isIssuesFilter, onClearFilter, onScan }: EmptyShelfProps) {
  const [scanning, run] = useProcessing()
  let title: string
  let help: string | null = null
  if (kind === 'items') {
    if (isIssuesFilter) title = 'No issues'
    else if (filterLabel) title = `No results for "${filterLabel}"`
    else {
      title = 'This library is empty'
      help = onScan ? 'Scan the library folders to find books and podcasts.' : null
    }
  } else {
    ;[title, help] = MESSAGES[kind]
    if (filterLabel) title = `No results for "${filterLabel}"`
  }
  return (
    <div className="sk-empty-shelf">
      <Icon name={kind === 'authors' ? 'author' : kind === 'playlists' ? 'playlist' : 'library'} size={48} />
      <h2 className="sk-empty-shelf__title">{title}</h2>
      {help ? <p className="sk-empty-shelf__help">{help}</p> : null}
      <div className="sk-empty-shelf__actions">
        {filterLabel ? (
          <Button variant="primary" onClick={onClearFilter}>
            Clear filter
          </Button>
        ) : null}
        {!filterLabel && kind === 'items' && onScan ? (
          <Button variant="primary" icon="refresh" loading={scanning} onClick={() => void run(onScan)}>
            Scan library
          </Button>
        ) : null}
      </div>
    </div>
  )
}
