import { useStore } from '@nanostores/react'
import type { RssFeedMinified } from '@shelfkit/client'
import { closeFeedDialog, type FeedTarget, i18n, openFeedDialog } from '@shelfkit/stores'
import { useEffect } from 'react'
import { Button } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { FeedDialog } from './FeedDialog'

const messages = i18n('share.feedButton', { open: 'RSS Feed', isOpen: 'RSS feed open' })

/**
 * The RSS feed button of an item, collection or series page, with a note while a feed is open, and the dialog it
 * opens (spec 02 §2 "RSS feed dialog"). The page decides who sees it; the dialog closes when the page goes to
 * another entity or away.
 */
export function FeedButton({ target, feed }: { target: FeedTarget; feed: RssFeedMinified | null }) {
  const t = useStore(messages)
  // biome-ignore lint/correctness/useExhaustiveDependencies: another entity (its id) closes the dialog
  useEffect(() => closeFeedDialog, [target.id])
  return (
    <>
      <Button icon="rss" onClick={() => openFeedDialog(target, feed)}>
        {t.open}
      </Button>
      {feed ? (
        <span className="sk-item-actions__badge">
          <Icon name="rss" size={16} />
          {t.isOpen}
        </span>
      ) : null}
      <FeedDialog />
    </>
  )
}
