import type { ServerContext } from '../context'
import type { LibraryItemRecord, LibraryRecord } from './types'

/** Deletes items and everything that points at them (progress, bookmarks, collection and playlist entries). */
export function removeItems(ctx: ServerContext, items: readonly LibraryItemRecord[]): void {
  const { store } = ctx
  const ids = new Set(items.map((i) => i.id))
  if (!ids.size) return
  store.transaction(() => {
    for (const progress of store.progress.filter((p) => ids.has(p.libraryItemId)))
      store.progress.delete(progress.id)
    for (const user of store.users.all()) {
      if (user.bookmarks.some((b) => ids.has(b.libraryItemId))) {
        store.users.save({ ...user, bookmarks: user.bookmarks.filter((b) => !ids.has(b.libraryItemId)) })
      }
    }
    for (const collection of store.collections.all()) {
      if (collection.bookItemIds.some((id) => ids.has(id))) {
        store.collections.save({
          ...collection,
          bookItemIds: collection.bookItemIds.filter((id) => !ids.has(id)),
        })
      }
    }
    for (const playlist of store.playlists.all()) {
      if (playlist.items.some((entry) => ids.has(entry.libraryItemId))) {
        const remaining = playlist.items.filter((entry) => !ids.has(entry.libraryItemId))
        if (remaining.length) store.playlists.save({ ...playlist, items: remaining })
        else store.playlists.delete(playlist.id)
      }
    }
    for (const share of store.shares.filter((s) => ids.has(s.libraryItemId))) store.shares.delete(share.id)
    for (const feed of store.feeds.filter((f) => f.entityType === 'libraryItem' && ids.has(f.entityId))) {
      store.feeds.delete(feed.id)
    }
    for (const id of ids) store.items.delete(id)
  })
}

/** Deletes a library's items, authors, series and collections (the library record itself is left to the caller). */
export function removeLibraryContents(ctx: ServerContext, library: LibraryRecord): void {
  const { store } = ctx
  removeItems(ctx, store.itemsInLibrary(library.id))
  store.transaction(() => {
    for (const author of store.authors.filter((a) => a.libraryId === library.id))
      store.authors.delete(author.id)
    for (const series of store.series.filter((s) => s.libraryId === library.id))
      store.series.delete(series.id)
    for (const c of store.collections.filter((c) => c.libraryId === library.id))
      store.collections.delete(c.id)
    for (const p of store.playlists.filter((p) => p.libraryId === library.id)) store.playlists.delete(p.id)
  })
}
