import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import {
  $user,
  canSeeItemFeed,
  canShareItem,
  closeShareDialog,
  feedTargetOfItem,
  hasEbook,
  i18n,
  isEbookOnly,
  itemDownloadHref,
  openItemEdit,
  openReader,
  openShareDialog,
  setItemFinished,
} from '@shelfkit/stores'
import { type ReactNode, useEffect, useState } from 'react'
import { useMediaProgress } from '../media-progress'
import { Button } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { shownItemEditTabs } from './edit/ItemEditModal'
import { FeedButton } from './FeedButton'
import { ShareDialog } from './ShareDialog'

const messages = i18n('item.actions', {
  read: 'Read',
  missing: 'Missing',
  incomplete: 'Incomplete',
  markFinished: 'Mark as Finished',
  markNotFinished: 'Mark as Not Finished',
  edit: 'Edit',
  download: 'Download',
  share: 'Share',
  shared: 'Shared',
})

/**
 * The item page's action row: player controls (when given), Read for books with an e-book (the primary action of
 * e-book-only items), mark finished for books, Edit (the item edit modal, when it has a tab for the user), download
 * with permission, the RSS feed dialog (admins; anyone once a feed is open) and the share dialog (admins, books
 * with audio), with a note when a feed or share is open.
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
  const t = useStore(messages)
  const [busy, setBusy] = useState(false)
  const isBook = item.mediaType === 'book'
  const finished = useMediaProgress(item.id)?.isFinished === true && isBook
  const hasMedia = isBook && (item.media.tracks.length > 0 || !!item.media.ebookFile)
  const user = useStore($user)
  const showFeed = canSeeItemFeed(item, user)
  const showShare = canShareItem(item, user)
  const showEdit = shownItemEditTabs(item).length > 0

  useDialogsClosedOnLeave(item.id)

  return (
    <>
      <div className="sk-item-actions">
        {playControls}
        {hasEbook(item) && !item.isMissing ? (
          <Button
            variant={isEbookOnly(item) ? 'primary' : 'secondary'}
            icon="book"
            onClick={() => openReader(item)}
          >
            {t.read}
          </Button>
        ) : null}
        {item.isMissing || item.isInvalid ? (
          <span className="sk-item-actions__problem">
            <Icon name="error" size={18} />
            {item.isMissing ? t.missing : t.incomplete}
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
            {finished ? t.markNotFinished : t.markFinished}
          </Button>
        ) : null}
        {showEdit ? (
          <Button icon="edit" onClick={() => void openItemEdit(item.id)}>
            {t.edit}
          </Button>
        ) : null}
        {canDownload ? (
          <a className="sk-button sk-button--secondary" href={itemDownloadHref(item.id)} download>
            <Icon name="download" size={18} />
            {t.download}
          </a>
        ) : null}
        {showFeed ? <FeedButton target={feedTargetOfItem(item)} feed={item.rssFeed ?? null} /> : null}
        {showShare ? (
          <Button icon="share" onClick={() => openShareDialog(item)}>
            {t.share}
          </Button>
        ) : null}
        {item.mediaItemShare ? (
          <span className="sk-item-actions__badge">
            <Icon name="share" size={16} />
            {t.shared}
          </span>
        ) : null}
      </div>
      {showShare ? <ShareDialog /> : null}
    </>
  )
}

/** The share dialog belongs to one item: going to another item, or leaving the page, closes it. */
function useDialogsClosedOnLeave(itemId: string) {
  useEffect(() => {
    if (!itemId) return
    return () => closeShareDialog()
  }, [itemId])
}
