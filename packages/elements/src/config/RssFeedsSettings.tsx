import { closeConfigFeed, configFeeds } from '@shelfkit/stores'
import { IconButton } from '../ui/Button'
import { ResourceView } from '../ui/ResourceView'
import { safeHref } from '../ui/sanitize'
import { ConfigTable, useConfigResource } from './ConfigTable'

/** The open RSS feeds, each with its address and a button to close it. */
export default function RssFeedsSettings() {
  const state = useConfigResource(configFeeds)
  return (
    <div className="sk-config-section">
      <ResourceView state={state}>
        {(feeds) => (
          <ConfigTable
            columns={['Title', 'Type', 'Episodes', 'Feed URL']}
            rows={feeds}
            rowKey={(feed) => feed.id}
            cells={(feed) => [
              feed.meta.title,
              feed.entityType,
              feed.episodes.length,
              <a key="url" href={safeHref(feed.feedUrl)} target="_blank" rel="noreferrer">
                {feed.feedUrl}
              </a>,
            ]}
            actions={(feed) => (
              <IconButton
                icon="close"
                label={`Close feed ${feed.meta.title}`}
                onClick={() => void closeConfigFeed(feed.id)}
              />
            )}
            empty="No RSS feeds are open"
          />
        )}
      </ResourceView>
    </div>
  )
}
