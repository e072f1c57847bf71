import type { QueueItem } from './types'

const sameEntry = (
  a: { libraryItemId: string; episodeId?: string | null },
  libraryItemId: string,
  episodeId?: string | null,
) => a.libraryItemId === libraryItemId && (a.episodeId ?? null) === (episodeId ?? null)

/** Index of the item (and, for podcasts, the episode) in the queue, or -1 (spec 01 §4). */
export function queueIndexOf(
  items: readonly QueueItem[],
  libraryItemId: string | null,
  episodeId?: string | null,
): number {
  if (!libraryItemId) return -1
  return items.findIndex((item) => sameEntry(item, libraryItemId, episodeId))
}

/** Spec 01 §4: an item is added only if it is not already there (item id and, for episodes, episode id). */
export function withQueueItem(items: readonly QueueItem[], item: QueueItem): readonly QueueItem[] {
  return queueIndexOf(items, item.libraryItemId, item.episodeId) >= 0 ? items : [...items, item]
}

/** The entry after the playing one; the first entry when the playing one is not queued. */
export function nextQueueItem(
  items: readonly QueueItem[],
  libraryItemId: string | null,
  episodeId?: string | null,
): QueueItem | null {
  const index = queueIndexOf(items, libraryItemId, episodeId)
  return items[index + 1] ?? null
}
