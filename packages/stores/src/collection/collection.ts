import { type Collection, collectionsApi, errorMessage } from '@shelfkit/client'
import { createEntityPage } from '../entity-page'
import { shared } from '../registry'
import { onServerEvent } from '../server-events'
import { getClient } from '../session'
import { showToast } from '../toasts'

/** Toast texts of the collection page (official client strings). */
export const COLLECTION_MESSAGES = {
  bookRemoved: 'Item removed from collection',
  bookRemoveFailed: 'Failed to remove item from collection',
  removed: 'Collection removed',
  removeFailed: 'Failed to remove',
} as const

export const collectionPage = shared('collection.page', () =>
  createEntityPage<Collection>({
    load: (client, id) => client.area(collectionsApi).get(id, ['rssfeed']),
    idOf: (collection) => collection.id,
    fallbackMessage: 'Failed to load data',
  }),
)

/**
 * Opens the collection page and follows changes made anywhere (another user, another tab); a collection removed
 * while viewed sets `$removed` (spec 01 §4: the page then goes to the collections shelf). Returns the closer.
 */
export function openCollectionPage(collectionId: string): () => void {
  const stops = [
    onServerEvent('collection_updated', (collection) => collectionPage.replace(collection)),
    onServerEvent('collection_removed', ({ id }) => {
      if (id === collectionPage.$id.get()) collectionPage.markRemoved()
    }),
    onServerEvent('rss_feed_open', (feed) =>
      collectionPage.update((collection) =>
        collection.id === feed.entityId ? { ...collection, rssFeed: feed } : collection,
      ),
    ),
    onServerEvent('rss_feed_closed', (feed) =>
      collectionPage.update((collection) =>
        collection.id === feed.entityId && collection.rssFeed?.id === feed.id
          ? { ...collection, rssFeed: null }
          : collection,
      ),
    ),
  ]
  void collectionPage.open(collectionId)
  return () => {
    for (const stop of stops) stop()
    if (collectionPage.$id.get() === collectionId) collectionPage.close()
  }
}

/** Takes a book out of the collection (the server requires delete permission). */
export async function removeBookFromCollection(
  collectionId: string,
  libraryItemId: string,
): Promise<boolean> {
  try {
    collectionPage.replace(await getClient().area(collectionsApi).removeBook(collectionId, libraryItemId))
    showToast({ type: 'success', message: COLLECTION_MESSAGES.bookRemoved })
    return true
  } catch (error) {
    console.error('Failed to remove book from collection', error)
    showToast({ type: 'error', message: errorMessage(error, COLLECTION_MESSAGES.bookRemoveFailed) })
    return false
  }
}

/** Deletes the collection itself (delete permission). */
export async function deleteCollection(collectionId: string): Promise<boolean> {
  try {
    await getClient().area(collectionsApi).remove(collectionId)
    showToast({ type: 'success', message: COLLECTION_MESSAGES.removed })
    if (collectionPage.$id.get() === collectionId) collectionPage.markRemoved()
    return true
  } catch (error) {
    console.error('Failed to remove collection', error)
    showToast({ type: 'error', message: errorMessage(error, COLLECTION_MESSAGES.removeFailed) })
    return false
  }
}
