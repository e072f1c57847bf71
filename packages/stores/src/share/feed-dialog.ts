import {
  type Collection,
  errorMessage,
  type FeedEntityType,
  feedsApi,
  type LibraryItem,
  type OpenFeedRequest,
  type RssFeedMinified,
  type Series,
  urls,
} from '@shelfkit/client'
import { atom } from 'nanostores'
import { collectionPage } from '../collection/collection'
import { itemPage } from '../item/item'
import { isAdminOrUp } from '../permissions'
import { shared } from '../registry'
import { seriesPage } from '../series/series'
import { $serverUrl, getClient } from '../session'
import { showToast } from '../toasts'
import { feedLink, publicServerAddress } from './public-address'
import { checkSlug } from './slug'

/** Spec 02 §8 and the validation message catalogue (official client strings). */
export const FEED_MESSAGES = {
  slugRequired: 'Slug is required',
  slugChanged: 'Slug contains invalid characters',
  openFailed: 'Failed to open RSS Feed',
  closed: 'RSS feed closed',
  closeFailed: 'Failed to close RSS feed',
} as const

/** Spec 02 §3 "RSS feed entity in global state": what the dialog is about. */
export interface FeedTarget {
  type: FeedEntityType
  id: string
  name: string
  hasEpisodesWithoutPubDate: boolean
}

export interface FeedDialogState {
  target: FeedTarget
  /** The open feed (spec 02 §4 "RSS feed": no feed → open → closed). */
  feed: RssFeedMinified | null
}

/** Spec 02 §3 "Feed metadata details" with the slug: the open-feed form. */
export interface FeedForm {
  slug: string
  preventIndexing: boolean
  ownerName: string
  ownerEmail: string
}

export type FeedAttempt = { ok: true } | { ok: false; slug?: string }

/** The open RSS feed dialog, or null. */
export const $feedDialog = shared('feedDialog', () => atom<FeedDialogState | null>(null))

/** Spec 02 §3 "Feed metadata details" defaults; spec 02 §4: the slug starts as the entity id. */
export function initialFeedForm(target: FeedTarget): FeedForm {
  return { slug: target.id, preventIndexing: true, ownerName: '', ownerEmail: '' }
}

function hasAudio(item: LibraryItem): boolean {
  return item.mediaType === 'book' ? item.media.tracks.length > 0 : item.media.episodes.length > 0
}

/**
 * Whether the item page offers the RSS feed dialog, as the official item page: not without tracks or episodes
 * (unless a feed is open); to admins, or to anyone once a feed is open (read-only, spec 02 §6).
 */
export function canSeeItemFeed(item: LibraryItem, user: Parameters<typeof isAdminOrUp>[0]): boolean {
  if (!item.rssFeed && !hasAudio(item)) return false
  return isAdminOrUp(user) || !!item.rssFeed
}

/** The dialog's subject for a library item (its title; episodes without a publication date warn). */
export function feedTargetOfItem(item: LibraryItem): FeedTarget {
  return {
    type: 'item',
    id: item.id,
    name: item.media.metadata.title || 'No Title',
    hasEpisodesWithoutPubDate:
      item.mediaType === 'podcast' && item.media.episodes.some((episode) => !episode.pubDate),
  }
}

/**
 * Whether a collection or series page offers its RSS feed dialog, as the official pages: to admins, or to anyone
 * once a feed is open (read-only).
 */
export function canSeeListFeed(
  feed: RssFeedMinified | null | undefined,
  user: Parameters<typeof isAdminOrUp>[0],
): boolean {
  return isAdminOrUp(user) || !!feed
}

/** The dialog's subject for a collection (spec 02 §2: titled with its name). */
export function feedTargetOfCollection(collection: Pick<Collection, 'id' | 'name'>): FeedTarget {
  return { type: 'collection', id: collection.id, name: collection.name, hasEpisodesWithoutPubDate: false }
}

/** The dialog's subject for a series. */
export function feedTargetOfSeries(series: Pick<Series, 'id' | 'name'>): FeedTarget {
  return { type: 'series', id: series.id, name: series.name, hasEpisodesWithoutPubDate: false }
}

export function openFeedDialog(target: FeedTarget, feed: RssFeedMinified | null): void {
  $feedDialog.set({ target, feed })
}

export function openItemFeedDialog(item: LibraryItem): void {
  openFeedDialog(feedTargetOfItem(item), item.rssFeed ?? null)
}

export function closeFeedDialog(): void {
  $feedDialog.set(null)
}

/** The server's address as podcast apps reach it: sent as `serverAddress` and put in front of feed paths. */
export function feedServerAddress(): string {
  return publicServerAddress($serverUrl.get(), globalThis.location?.origin ?? '')
}

/** The address to copy for an open feed (its `feedUrl`, made absolute). */
export function feedLinkOf(feed: Pick<RssFeedMinified, 'feedUrl'>): string {
  return feedLink(feedServerAddress(), feed.feedUrl)
}

/** The preview of the address a slug would get (spec 02 §2 `{origin}{base path}/feed/{slug}`). */
export function feedPreviewLink(slug: string): string {
  return urls.feedPreviewUrl(feedServerAddress(), slug)
}

/** Spec 02 §3 "Open feed payload": serverAddress, slug and the metadata details. */
export function buildOpenFeedRequest(serverAddress: string, slug: string, form: FeedForm): OpenFeedRequest {
  return {
    serverAddress,
    slug,
    metadataDetails: {
      preventIndexing: form.preventIndexing,
      ownerName: form.ownerName.trim(),
      ownerEmail: form.ownerEmail.trim(),
    },
  }
}

/**
 * Puts the feed (or its closing) into the dialog and into the open page of its item, collection or series (pages
 * without a socket, such as API-key embeds, hear no rss_feed_open).
 */
function setFeed(target: FeedTarget, feed: RssFeedMinified | null) {
  const dialog = $feedDialog.get()
  if (dialog?.target.id === target.id) $feedDialog.set({ ...dialog, feed })
  if (target.type === 'item') {
    itemPage.update((item) => (item.id === target.id ? ({ ...item, rssFeed: feed } as LibraryItem) : item))
  } else if (target.type === 'collection') {
    collectionPage.update((collection) =>
      collection.id === target.id ? { ...collection, rssFeed: feed } : collection,
    )
  } else {
    seriesPage.update((data) =>
      data.series.id === target.id ? { ...data, series: { ...data.series, rssFeed: feed } } : data,
    )
  }
}

/**
 * Opens the dialog's feed (spec 02 §5 Feed: slug required; a slug that sanitising changes is replaced in the field
 * with a warning and nothing is sent). Failure: the server's text, else 'Failed to open RSS Feed'.
 */
export async function openFeed(form: FeedForm): Promise<FeedAttempt> {
  const dialog = $feedDialog.get()
  if (!dialog) return { ok: false }
  const checked = checkSlug(form.slug)
  if (!checked.ok) {
    if (checked.reason === 'required') {
      showToast({ type: 'error', message: FEED_MESSAGES.slugRequired })
      return { ok: false }
    }
    showToast({ type: 'warning', message: FEED_MESSAGES.slugChanged })
    return { ok: false, slug: checked.slug }
  }
  const { target } = dialog
  try {
    const request = buildOpenFeedRequest(feedServerAddress(), checked.slug, form)
    const { feed } = await getClient().area(feedsApi).open(target.type, target.id, request)
    setFeed(target, feed)
    return { ok: true }
  } catch (error) {
    console.error('Failed to open RSS Feed', error)
    showToast({ type: 'error', message: errorMessage(error, FEED_MESSAGES.openFailed) })
    return { ok: false }
  }
}

/** Closes the dialog's feed (spec 02 §4): a success toast and the dialog closes; a failure toast otherwise. */
export async function closeFeed(): Promise<boolean> {
  const dialog = $feedDialog.get()
  if (!dialog?.feed) return false
  try {
    await getClient().area(feedsApi).close(dialog.feed.id)
  } catch (error) {
    console.error('Failed to close RSS feed', error)
    showToast({ type: 'error', message: FEED_MESSAGES.closeFailed })
    return false
  }
  setFeed(dialog.target, null)
  showToast({ type: 'success', message: FEED_MESSAGES.closed })
  closeFeedDialog()
  return true
}
