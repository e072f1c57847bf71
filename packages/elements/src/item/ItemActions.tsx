import type { LibraryItem } from '@shelfkit/client'
import { hasEbook, isEbookOnly, itemDownloadHref, openReader, setItemFinished } from '@shelfkit/stores'
import { type ReactNode, useState } from 'react'
import { useMediaProgress } from '../media-progress'
import { Button } from '../ui/Button'
import { Icon } from '../ui/Icon'

/**
 * The item page's action row: player controls (when given), Read for books with an e-book (the primary action of
 * e-book-only items), mark finished for books, download with permission.
 */
export function ItemActions({
  item,
  canDownload,
  playControls,
}: {
  item: LibraryItem
  canDownload: boolean
  playControls?: ReactNode
}) {
  const [busy, setBusy] = useState(false)
  const isBook = item.mediaType === 'book'
  const finished = useMediaProgress(item.id)?.isFinished === true && isBook
  const hasMedia = isBook && (item.media.tracks.length > 0 || !!item.media.ebookFile)

  return (
    <div className="sk-item-actions">
      {playControls}
      {hasEbook(item) && !item.isMissing ? (
        <Button
          variant={isEbookOnly(item) ? 'primary' : 'secondary'}
          icon="book"
          onClick={() => openReader(item)}
        >
          Read
        </Button>
      ) : null}
      {item.isMissing || item.isInvalid ? (
        <span className="sk-item-actions__problem">
          <Icon name="error" size={18} />
          {item.isMissing ? 'Missing' : 'Incomplete'}
        </span>
      ) : null}
      {isBook && hasMedia ? (
        <Button
          icon="check"
          variant={finished ? 'primary' : 'secondary'}
          aria-pressed={finished}
          loading={busy}
          onClick={async () => {
            setBusy(true)
            await setItemFinished(item.id, !finished)
            setBusy(false)
          }}
        >
          {finished ? 'Mark as Not Finished' : 'Mark as Finished'}
        </Button>
      ) : null}
      {canDownload ? (
        <a className="sk-button sk-button--secondary" href={itemDownloadHref(item.id)} download>
          <Icon name="download" size={18} />
          Download
        </a>
      ) : null}
    </div>
  )
}
