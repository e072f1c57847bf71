import { errorMessage, feedsApi } from '@shelfkit/client'
import { shared } from '../registry'
import { createResource } from '../resource'
import { getClient } from '../session'
import { FEED_MESSAGES } from '../share/feed-dialog'
import { showToast } from '../toasts'

/** The server's open RSS feeds (config area, admins). */
export const configFeeds = shared('config.feeds', () =>
  createResource(async (client) => (await client.area(feedsApi).all()).feeds, 'Failed to load RSS feeds'),
)

export async function closeConfigFeed(id: string): Promise<boolean> {
  try {
    await getClient().area(feedsApi).close(id)
    configFeeds.update((feeds) => feeds.filter((feed) => feed.id !== id))
    showToast({ type: 'success', message: FEED_MESSAGES.closed })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, FEED_MESSAGES.closeFailed) })
    return false
  }
}
