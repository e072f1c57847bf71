import { useStore } from '@nanostores/react'
import { closeConfigFeed, configFeeds } from '@shelfkit/stores'
import { useEffect } from 'react'
import { IconButton } from '../ui/Button'
import { ResourceView } from '../ui/ResourceView'
import { safeHref } from '../ui/sanitize'

/** The open RSS feeds, each with its address and a button to close it. */
export default function RssFeedsSettings() {
  const state = useStore(configFeeds.$state)
  useEffect(() => {
    void configFeeds.load()
    return () => configFeeds.abort()
  }, [])
  return (
    <div className="sk-config-section">
      <ResourceView state={state}>
        {(feeds) =>
          feeds.length ? (
            <table className="sk-config-table">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Type</th>
                  <th scope="col">Episodes</th>
                  <th scope="col">Feed URL</th>
                  <th scope="col">
                    <span className="sk-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {feeds.map((feed) => (
                  <tr key={feed.id}>
                    <td>{feed.meta.title}</td>
                    <td>{feed.entityType}</td>
                    <td>{feed.episodes.length}</td>
                    <td>
                      <a href={safeHref(feed.feedUrl)} target="_blank" rel="noreferrer">
                        {feed.feedUrl}
                      </a>
                    </td>
                    <td className="sk-config-table__actions">
                      <IconButton
                        icon="close"
                        label={`Close feed ${feed.meta.title}`}
                        onClick={() => void closeConfigFeed(feed.id)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="sk-empty">No RSS feeds are open</p>
          )
        }
      </ResourceView>
    </div>
  )
}
