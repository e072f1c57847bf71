import { findOrCreateAuthor, findOrCreateSeries, removeOrphanedPeople } from './people'
import type { Store } from './store'
import type { BookItem, Chapter, LibraryItemRecord, PodcastItem } from './types'

const stringKeys = [
  'title',
  'subtitle',
  'publishedYear',
  'publishedDate',
  'publisher',
  'description',
  'isbn',
  'asin',
  'language',
] as const

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string')

function validChapters(value: unknown): value is Chapter[] {
  return (
    Array.isArray(value) &&
    value.every(
      (c) =>
        c &&
        typeof c === 'object' &&
        typeof c.start === 'number' &&
        typeof c.end === 'number' &&
        typeof c.title === 'string',
    )
  )
}

/**
 * Applies a PATCH /api/items/:id/media payload (Book/Podcast.updateFromRequest plus authors and series by
 * name) to a copy of the item. Returns the updated copy and whether anything changed; nothing is stored.
 */
export function applyMediaPatch(
  store: Store,
  item: LibraryItemRecord,
  payload: Record<string, unknown>,
): { item: LibraryItemRecord; changed: boolean } {
  const next = structuredClone(item)
  let changed = false
  const metadata = (payload.metadata ?? {}) as Record<string, unknown>
  const target = next.media.metadata as unknown as Record<string, unknown>

  for (const key of stringKeys) {
    if (!(key in metadata)) continue
    let value = metadata[key]
    if (typeof value === 'number') value = String(value)
    if ((typeof value === 'string' || value === null) && target[key] !== value) {
      if (next.mediaType === 'podcast' && !(key in target)) continue
      target[key] = value || (key === 'title' ? target[key] : null)
      changed = true
    }
  }
  for (const key of ['explicit', 'abridged'] as const) {
    if (metadata[key] !== undefined && key in target && target[key] !== !!metadata[key]) {
      target[key] = !!metadata[key]
      changed = true
    }
  }
  if (next.mediaType === 'podcast') {
    for (const key of [
      'author',
      'releaseDate',
      'feedUrl',
      'imageUrl',
      'itunesPageUrl',
      'itunesId',
      'itunesArtistId',
      'type',
    ] as const) {
      const value = metadata[key]
      if ((typeof value === 'string' || value === null) && target[key] !== value) {
        target[key] = value
        changed = true
      }
    }
  }
  for (const key of ['narrators', 'genres'] as const) {
    if (!(key in target)) continue
    const value = metadata[key]
    if (isStringList(value) && JSON.stringify(target[key]) !== JSON.stringify(value)) {
      target[key] = [...value]
      changed = true
    }
  }
  if (isStringList(payload.tags) && JSON.stringify(next.media.tags) !== JSON.stringify(payload.tags)) {
    next.media.tags = [...payload.tags]
    changed = true
  }

  if (next.mediaType === 'book') {
    changed = applyBookRelations(store, next, metadata) || changed
    if (
      validChapters(payload.chapters) &&
      JSON.stringify(next.media.chapters) !== JSON.stringify(payload.chapters)
    ) {
      next.media.chapters = payload.chapters.map((c, index) => ({
        start: c.start,
        end: c.end,
        title: c.title,
        id: index,
      }))
      changed = true
    }
  } else {
    changed = applyPodcastSettings(next, payload) || changed
  }
  if (changed) next.updatedAt = Date.now()
  return { item: next, changed }
}

function applyBookRelations(store: Store, book: BookItem, metadata: Record<string, unknown>): boolean {
  let changed = false
  const m = book.media.metadata
  if (Array.isArray(metadata.authors)) {
    const names = (metadata.authors as { name?: unknown }[])
      .map((a) => (typeof a?.name === 'string' ? a.name.trim() : ''))
      .filter(Boolean)
    const ids = names.map((name) => findOrCreateAuthor(store, book.libraryId, name).id)
    if (JSON.stringify(ids) !== JSON.stringify(m.authorIds)) {
      m.authorIds = [...new Set(ids)]
      changed = true
    }
  }
  if (Array.isArray(metadata.series)) {
    const entries = metadata.series as { name?: unknown; sequence?: unknown }[]
    if (entries.every((s) => typeof s?.name === 'string' && s.name)) {
      const links = entries.map((s) => ({
        id: findOrCreateSeries(store, book.libraryId, s.name as string).id,
        sequence: typeof s.sequence === 'string' && s.sequence ? s.sequence : null,
      }))
      if (JSON.stringify(links) !== JSON.stringify(m.series)) {
        m.series = links
        changed = true
      }
    }
  }
  return changed
}

function applyPodcastSettings(podcast: PodcastItem, payload: Record<string, unknown>): boolean {
  let changed = false
  const media = podcast.media
  if (
    typeof payload.autoDownloadEpisodes === 'boolean' &&
    payload.autoDownloadEpisodes !== media.autoDownloadEpisodes
  ) {
    media.autoDownloadEpisodes = payload.autoDownloadEpisodes
    changed = true
  }
  if (
    typeof payload.autoDownloadSchedule === 'string' &&
    payload.autoDownloadSchedule !== media.autoDownloadSchedule
  ) {
    media.autoDownloadSchedule = payload.autoDownloadSchedule
    changed = true
  }
  if (typeof payload.lastEpisodeCheck === 'number' && payload.lastEpisodeCheck !== media.lastEpisodeCheck) {
    media.lastEpisodeCheck = payload.lastEpisodeCheck
    changed = true
  }
  for (const key of ['maxEpisodesToKeep', 'maxNewEpisodesToDownload'] as const) {
    if (typeof payload[key] === 'number' && payload[key] !== media[key]) {
      media[key] = payload[key] as number
      changed = true
    }
  }
  return changed
}

/** Saves an edited item and drops authors/series no book uses any more; returns what was dropped. */
export function saveEditedItem(
  store: Store,
  item: LibraryItemRecord,
): { authorIds: string[]; seriesIds: string[] } {
  return store.transaction(() => {
    store.items.save(item)
    return removeOrphanedPeople(store, item.libraryId)
  })
}
