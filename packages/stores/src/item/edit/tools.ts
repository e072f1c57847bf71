import type { LibraryItem, Task } from '@shelfkit/client'
import { storeMessages } from '../../i18n/i18n'
import { startEmbedMetadata, toolTask } from '../../manage/item-tools'

export const itemToolsMessages = storeMessages('item.edit.tools', {
  noAudio: 'This item has no audio tracks.',
  missing: 'This item’s files are missing.',
  notBook: 'Only books have audio tools.',
  encoding: 'An M4B encode of this item is under way.',
  embedding: 'Metadata is being embedded into this item’s audio files.',
})

export type ItemToolBlocker = keyof ReturnType<typeof itemToolsMessages.get>

/**
 * Why a book's audio tool cannot be used now, or null: the M4B encoder and metadata embedding need a book that is
 * not missing and has audio tracks, and neither starts while an encode (or, for embedding, an embed) is running.
 */
export function itemToolBlocker(
  item: LibraryItem,
  tool: 'm4b' | 'embed',
  tasks: readonly Task[],
  embedQueue: readonly string[],
): ItemToolBlocker | null {
  if (item.mediaType !== 'book') return 'notBook'
  if (item.isMissing) return 'missing'
  if (!item.media.tracks.length) return 'noAudio'
  const running = (name: 'm4b' | 'embed') => {
    const task = toolTask(tasks, item.id, name)
    return !!task && !task.isFinished
  }
  if (running('m4b')) return 'encoding'
  if (tool === 'embed' && (running('embed') || embedQueue.includes(item.id))) return 'embedding'
  return null
}

/** Quick embed (admin): the item's details, cover and chapters into its audio files, without a backup. */
export function quickEmbedMetadata(libraryItemId: string): Promise<boolean> {
  return startEmbedMetadata(libraryItemId, false)
}
