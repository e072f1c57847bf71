import type { QueriedItem } from '../library/queried-item'
import { isAdminOrUp } from '../state/access'
import type { LibraryItemRecord, UserRecord } from '../state/types'
import { feedMinifiedJson } from './feed'
import { type ItemView, itemMinifiedJson } from './library-item'
import { shareJson } from './share'

/** Lower-cased names from an `include=a,b` query value. */
export function includeList(raw: unknown): string[] {
  return String(raw ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)
}

export function feedForItem(view: ItemView, item: LibraryItemRecord) {
  return view.store.feeds.find((f) => f.entityType === 'libraryItem' && f.entityId === item.id)
}

export function shareForItem(view: ItemView, item: LibraryItemRecord) {
  return view.store.shares.find((s) => s.mediaItemId === item.media.id)
}

export function incompleteEpisodeCount(view: ItemView, item: LibraryItemRecord, user: UserRecord): number {
  if (item.mediaType !== 'podcast') return 0
  const finished = new Set(
    view.store
      .progressForUser(user.id)
      .filter((p) => p.libraryItemId === item.id && p.isFinished && p.episodeId)
      .map((p) => p.episodeId),
  )
  return item.media.episodes.filter((e) => !finished.has(e.id)).length
}

/** A bookshelf entry: the minified item plus what the query asked to include (LibraryItem.getByFilterAndSort). */
export function listedItemJson(view: ItemView, entry: QueriedItem, user: UserRecord, include: string[]) {
  const json: Record<string, unknown> & { media: Record<string, unknown> } = itemMinifiedJson(
    view,
    entry.item,
  )
  if (entry.collapsedSeries) json.collapsedSeries = { ...entry.collapsedSeries }
  if (entry.filterSeries) (json.media.metadata as Record<string, unknown>).series = { ...entry.filterSeries }
  if (include.includes('rssfeed')) {
    const feed = feedForItem(view, entry.item)
    if (feed) json.rssFeed = feedMinifiedJson(feed)
  }
  if (entry.item.mediaType === 'podcast' && include.includes('numepisodesincomplete')) {
    const count = incompleteEpisodeCount(view, entry.item, user)
    if (count) json.numEpisodesIncomplete = count
  }
  if (include.includes('share') && isAdminOrUp(user)) {
    const share = shareForItem(view, entry.item)
    if (share) json.mediaItemShare = shareJson(share)
  }
  return json
}
