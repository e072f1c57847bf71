import { type AudioBookmark, errorMessage, type LibraryItem, type User, urls } from '@shelfkit/client'
import { createEntityPage } from '../entity-page'
import { $currentLibraryId, fetchLibrary } from '../libraries'
import { shared } from '../registry'
import { onServerEvent } from '../server-events'
import { $serverUrl, currentAccessToken, getClient } from '../session'
import { showToast } from '../toasts'
import { removeMediaProgress, setMediaProgress } from './progress'

/** Relations the item page asks for (as the official item page does). */
export const ITEM_PAGE_INCLUDE = ['downloads', 'rssfeed', 'share'] as const

/** Toast texts of the mark-finished action (official client strings). */
export const FINISHED_MESSAGES = {
  finished: 'Item marked as Finished',
  notFinished: 'Item marked as Not Finished',
  finishedFailed: 'Failed to mark as Finished',
  notFinishedFailed: 'Failed to mark as Not Finished',
} as const

/** The item page's item (expanded, with downloads, feed and share). */
export const itemPage = shared('item.page', () =>
  createEntityPage<LibraryItem>({
    load: (client, id, signal) => client.items.get(id, ITEM_PAGE_INCLUDE, signal),
    idOf: (item) => item.id,
    fallbackMessage: 'Failed to load data',
  }),
)

/** Item events carry the item without the page's relations: keep those from what the page has. */
function mergeItemUpdate(current: LibraryItem, update: LibraryItem): LibraryItem {
  const kept: Record<string, unknown> = {}
  for (const key of ['rssFeed', 'mediaItemShare', 'episodeDownloadsQueued', 'episodesDownloading'] as const) {
    if (key in current && !(key in update)) kept[key] = (current as Record<string, unknown>)[key]
  }
  return { ...update, ...kept } as LibraryItem
}

/** An item as the server now has it, onto the item page if it shows that item (also without live events). */
export function applyItemUpdate(update: LibraryItem) {
  const current = itemPage.current()
  if (current && current.id === update.id) itemPage.replace(mergeItemUpdate(current, update))
}

type PodcastItem = Extract<LibraryItem, { mediaType: 'podcast' }>

function updatePodcast(libraryItemId: string, change: (item: PodcastItem) => PodcastItem) {
  itemPage.update((item) => (item.id === libraryItemId && item.mediaType === 'podcast' ? change(item) : item))
}

function subscribeItemEvents(): () => void {
  const stops = [
    onServerEvent('item_updated', applyItemUpdate),
    onServerEvent('items_updated', (items) => {
      for (const item of items) applyItemUpdate(item)
    }),
    onServerEvent('item_removed', ({ id }) => {
      if (id === itemPage.$id.get()) itemPage.markRemoved()
    }),
    onServerEvent('episode_added', (episode) => {
      if (episode.libraryItemId === itemPage.$id.get()) void itemPage.reload()
    }),
    onServerEvent('episode_download_queued', (download) =>
      updatePodcast(download.libraryItemId, (item) => ({
        ...item,
        episodeDownloadsQueued: [...(item.episodeDownloadsQueued ?? []), download],
      })),
    ),
    onServerEvent('episode_download_started', (download) =>
      updatePodcast(download.libraryItemId, (item) => ({
        ...item,
        episodeDownloadsQueued: (item.episodeDownloadsQueued ?? []).filter((d) => d.id !== download.id),
        episodesDownloading: [...(item.episodesDownloading ?? []), download],
      })),
    ),
    onServerEvent('episode_download_finished', (download) =>
      updatePodcast(download.libraryItemId, (item) => ({
        ...item,
        episodeDownloadsQueued: (item.episodeDownloadsQueued ?? []).filter((d) => d.id !== download.id),
        episodesDownloading: (item.episodesDownloading ?? []).filter((d) => d.id !== download.id),
      })),
    ),
    onServerEvent('rss_feed_open', (feed) =>
      itemPage.update((item) => (item.id === feed.entityId ? { ...item, rssFeed: feed } : item)),
    ),
    onServerEvent('rss_feed_closed', (feed) =>
      itemPage.update((item) =>
        item.id === feed.entityId && item.rssFeed?.id === feed.id ? { ...item, rssFeed: null } : item,
      ),
    ),
    onServerEvent('share_open', (share) =>
      itemPage.update((item) =>
        item.mediaType === 'book' && item.media.id === share.mediaItemId
          ? { ...item, mediaItemShare: share }
          : item,
      ),
    ),
    onServerEvent('share_closed', (share) =>
      itemPage.update((item) =>
        item.mediaItemShare?.id === share.id ? { ...item, mediaItemShare: null } : item,
      ),
    ),
    onServerEvent('episode_download_queue_cleared', (libraryItemId) =>
      updatePodcast(libraryItemId, (item) => ({ ...item, episodeDownloadsQueued: [] })),
    ),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

/**
 * Opens the item page: loads the item, makes its library current (as the official item page does) and follows
 * the server's item events while open. Returns the function that closes the page.
 */
export function openItemPage(itemId: string): () => void {
  const stopEvents = subscribeItemEvents()
  void itemPage.open(itemId).then((item) => {
    if (item && $currentLibraryId.get() !== item.libraryId && itemPage.$id.get() === item.id) {
      void fetchLibrary(item.libraryId)
    }
  })
  return () => {
    stopEvents()
    if (itemPage.$id.get() === itemId) itemPage.close()
  }
}

/**
 * Marks a book (or one podcast episode) finished or not finished (PATCH /api/me/progress), then puts the saved
 * progress into `$mediaProgress` so every view shows it even before the server's `user_updated` arrives.
 */
export async function setItemFinished(
  libraryItemId: string,
  finished: boolean,
  episodeId?: string | null,
): Promise<boolean> {
  const client = getClient()
  try {
    await client.me.updateProgress(libraryItemId, { isFinished: finished }, episodeId)
  } catch (error) {
    console.error('Failed to update progress', error)
    const fallback = finished ? FINISHED_MESSAGES.finishedFailed : FINISHED_MESSAGES.notFinishedFailed
    showToast({ type: 'error', message: errorMessage(error, fallback) })
    return false
  }
  showToast({
    type: 'success',
    message: finished ? FINISHED_MESSAGES.finished : FINISHED_MESSAGES.notFinished,
  })
  await readBackProgress(libraryItemId, episodeId)
  return true
}

/**
 * After a progress change was saved: reads the server's progress of the book (or episode) into `$mediaProgress`,
 * so every view shows it even before the server's `user_updated` arrives. A failure is only logged (that event
 * brings the progress anyway).
 */
export async function readBackProgress(libraryItemId: string, episodeId?: string | null): Promise<void> {
  try {
    const saved = await getClient().me.progress(libraryItemId, episodeId)
    if (saved) setMediaProgress(saved)
  } catch (error) {
    console.error('Failed to read the saved progress', error)
  }
}

/** Spec 02 confirm prompt text before discarding progress (official client string). */
export const DISCARD_PROGRESS_QUESTION = 'Are you sure you want to reset your progress?'

/**
 * Forgets the user's progress on a book or episode (DELETE /api/me/progress/{id}); the user loses it at once, the
 * server's `user_updated` confirms. A failure is logged and the progress stays, as in the official client.
 */
export async function discardProgress(progressId: string): Promise<boolean> {
  try {
    await getClient().me.removeProgress(progressId)
  } catch (error) {
    console.error('Progress reset failed', error)
    return false
  }
  removeMediaProgress(progressId)
  return true
}

/** The user's bookmarks of an item, earliest first. */
export function bookmarksFor(user: Pick<User, 'bookmarks'> | null, libraryItemId: string): AudioBookmark[] {
  return (user?.bookmarks ?? [])
    .filter((bookmark) => bookmark.libraryItemId === libraryItemId)
    .sort((a, b) => a.time - b.time)
}

const accessToken = () => currentAccessToken() ?? ''

/** Download links are followed by the browser, so the token rides in the query (spec 01 §7). */
export function itemDownloadHref(libraryItemId: string): string {
  return urls.itemDownloadUrl($serverUrl.get(), libraryItemId, accessToken())
}

export function fileDownloadHref(libraryItemId: string, ino: string): string {
  return urls.fileDownloadUrl($serverUrl.get(), libraryItemId, ino, accessToken())
}

/** One file of the item for a `src` (an image of its folder, an audio file), the token in the query. */
export function itemFileSrc(libraryItemId: string, ino: string): string {
  const path = `/api/items/${encodeURIComponent(libraryItemId)}/file/${encodeURIComponent(ino)}`
  return urls.contentUrl($serverUrl.get(), path, accessToken())
}
