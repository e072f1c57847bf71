import type { ServerContext } from '../context'
import { itemJson } from '../serialize/library-item'
import { removeOrphanedPeople } from '../state/people'
import { removeItems } from '../state/removal'
import type { LibraryItemRecord } from '../state/types'
import { itemView } from './library-browse'

/** Announces series the server removed because no book is left in them (checkRemoveEmptySeries). */
export function announceRemovedSeries(ctx: ServerContext, libraryId: string, seriesIds: string[]): void {
  for (const id of seriesIds) ctx.hub.emitToAll('series_removed', { id, libraryId })
}

/**
 * ApiRouter.handleDeleteLibraryItem for each item, then checkRemoveEmptySeries and checkRemoveAuthorsWithNoBooks:
 * what deleting items and removing a library folder both do. item_removed carries the item (2.30) or its id and
 * library id (2.36); series_removed and author_removed their id and library id.
 */
export function removeItemsAndAnnounce(ctx: ServerContext, items: readonly LibraryItemRecord[]): void {
  removeItems(ctx, items)
  const view = itemView(ctx)
  for (const item of items) {
    const payload =
      ctx.config.flavour === '2.36' ? { id: item.id, libraryId: item.libraryId } : itemJson(view, item)
    ctx.hub.emitItem('item_removed', item, payload)
  }
  for (const libraryId of new Set(items.map((i) => i.libraryId))) {
    const { authorIds, seriesIds } = removeOrphanedPeople(ctx.store, libraryId)
    for (const id of authorIds) ctx.hub.emitToAll('author_removed', { id, libraryId })
    announceRemovedSeries(ctx, libraryId, seriesIds)
  }
}
