import { useStore } from '@nanostores/react'
import type { MediaProgress } from '@shelfkit/client'
import { $mediaProgress, type ProgressLookup, progressKey } from '@shelfkit/stores'
import { useCallback } from 'react'

/** Books (no episode id) and podcast episodes whose progress a component shows. */
export interface ProgressEntry {
  libraryItemId: string
  episodeId?: string | null
}

/** No entries: listen to a key no progress has, rather than to every key. */
const NO_KEY = ''

/**
 * The user's progress of these keys. The component re-renders only when one of them changes: progress is saved
 * every 10 s while playing, and every other card on the page must stay as it is.
 */
function useProgressByKey(keys: readonly string[]): Readonly<Record<string, MediaProgress | undefined>> {
  const joined = keys.join('\n')
  return useStore($mediaProgress, {
    keys: joined ? joined.split('\n') : [NO_KEY],
    deps: [$mediaProgress, joined],
  })
}

/** The user's progress of one book, or of one episode with `episodeId`. */
export function useMediaProgress(libraryItemId: string, episodeId?: string | null): MediaProgress | null {
  const key = progressKey(libraryItemId, episodeId)
  return useProgressByKey([key])[key] ?? null
}

/** A lookup of the progress of these books and episodes (lists: series, collections, episodes). */
export function useProgressLookup(entries: readonly ProgressEntry[]): ProgressLookup {
  const byKey = useProgressByKey(entries.map((entry) => progressKey(entry.libraryItemId, entry.episodeId)))
  return useCallback(
    (libraryItemId: string, episodeId?: string | null) => byKey[progressKey(libraryItemId, episodeId)],
    [byKey],
  )
}
