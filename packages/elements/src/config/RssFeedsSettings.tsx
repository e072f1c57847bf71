import { useStore } from '@nanostores/react'
import { closeConfigFeed, configFeeds, i18n, params } from '@shelfkit/stores'
import { IconButton } from '../ui/Button'
import { ResourceView } from '../ui/ResourceView'
import { safeHref } from '../ui/sanitize'
import { ConfigTable, useConfigResource } from './ConfigTable'

const messages = i18n('config.rssFeeds', {
  title: 'Title',
  type: 'Type',
  episodes: 'Episodes',
  feedUrl: 'Feed URL',
  close: params('Close feed {title}'),
  empty: 'No RSS feeds are open',
})

/** The open RSS feeds, each with its address and a button to close it. */
export default function RssFeedsSettings() {
  const t = useStore(messages)
  const state = useConfigResource(configFeeds)
  return (
    <div className="sk-config-section">
      <ResourceView state={state}>
        {(feeds) => (
          <ConfigTable
            columns={[t.title, t.type, t.episodes, t.feedUrl]}
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
                label={t.close({ title: feed.meta.title })}
                onClick={() => void closeConfigFeed(feed.id)}
              />
            )}
            empty={t.empty}
          />
        )}
      </ResourceView>
    </div>
  )
}
