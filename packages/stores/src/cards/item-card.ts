import type { LibraryItem, LibraryItemMinified } from '@shelfkit/client'
import { createResource, type Resource } from '../resource'
import { onServerEvent } from '../server-events'

/**
 * A single item as list entries carry it (counts instead of files, display strings instead of author lists), so
 * the cards that shelves render can show one item fetched on its own (`GET /api/items/{id}?expanded=1`).
 */
export function cardItemOf(item: LibraryItem): LibraryItemMinified {
  const { libraryFiles, ...rest } = item
  const numFiles = item.numFiles ?? libraryFiles.length
  if (item.mediaType === 'book') {
    const {
      authors: _authors,
      narrators: _narrators,
      series: _series,
      descriptionPlain: _plain,
      ...metadata
    } = item.media.metadata
    const { tracks, audioFiles, chapters, ebookFile, libraryItemId: _itemId, ...media } = item.media
    return {
      ...(rest as Omit<typeof item, 'libraryFiles'>),
      numFiles,
      media: {
        ...media,
        metadata,
        numTracks: item.media.numTracks ?? tracks.length,
        numAudioFiles: item.media.numAudioFiles ?? audioFiles.length,
        numChapters: item.media.numChapters ?? chapters.length,
        ...(ebookFile ? { ebookFormat: item.media.ebookFormat ?? ebookFile.ebookFormat } : {}),
      },
    } as LibraryItemMinified
  }
  const { episodes, libraryItemId: _itemId, ...media } = item.media
  return {
    ...(rest as Omit<typeof item, 'libraryFiles'>),
    numFiles,
    media: { ...media, numEpisodes: item.media.numEpisodes ?? episodes.length },
  } as LibraryItemMinified
}

export interface ItemCardStore extends Resource<LibraryItem> {
  /** Stops following the item's server events. */
  stop(): void
}

/**
 * One library item for a card of its own (an embedded item), loaded on demand and kept current by the item's
 * server events.
 */
export function createItemCard(libraryItemId: string): ItemCardStore {
  const resource = createResource<LibraryItem>(
    (client, signal) => client.items.get(libraryItemId, [], signal),
    'Failed to load the item',
  )
  const stops = [
    onServerEvent('item_updated', (item) => {
      if (item.id === libraryItemId) resource.set(item)
    }),
  ]
  return {
    ...resource,
    stop() {
      resource.abort()
      for (const stop of stops) stop()
    },
  }
}
