import type { LibraryItem } from '@shelfkit/client'
import { type BatchDraft, draftOf, mediaPayloadOf, seriesProblem } from '../../batch/edit'

/** The edit modal's Details tab: the batch edit's fields plus those only one item at a time shows. */
export interface DetailsDraft extends BatchDraft {
  description: string
  isbn: string
  asin: string
  /** Podcasts: their feed, full release date and type (episodic or serial). */
  feedUrl: string
  releaseDate: string
  podcastType: string
}

export const PODCAST_TYPES = ['episodic', 'serial'] as const

export const TITLE_REQUIRED = 'Must have a title'

export function detailsDraftOf(item: LibraryItem): DetailsDraft {
  const base = { ...draftOf(item), description: item.media.metadata.description ?? '' }
  if (item.mediaType === 'podcast') {
    const m = item.media.metadata
    return {
      ...base,
      isbn: '',
      asin: '',
      feedUrl: m.feedUrl ?? '',
      releaseDate: m.releaseDate ?? '',
      podcastType: m.type ?? 'episodic',
    }
  }
  const m = item.media.metadata
  return { ...base, isbn: m.isbn ?? '', asin: m.asin ?? '', feedUrl: '', releaseDate: '', podcastType: '' }
}

/** The validation message catalogue's first failing rule for the draft, or null. */
export function detailsProblem(draft: DetailsDraft): string | null {
  if (!draft.title.trim()) return TITLE_REQUIRED
  return draft.mediaType === 'book' ? seriesProblem(draft.series) : null
}

/** The PATCH /api/items/{id}/media body: only what changed, or null when nothing did. */
export function detailsPayloadOf(
  draft: DetailsDraft,
  original: DetailsDraft,
): Record<string, unknown> | null {
  const payload = mediaPayloadOf(draft, original) ?? {}
  const metadata = { ...(payload.metadata as Record<string, unknown> | undefined) }
  const keys: [keyof DetailsDraft, string][] =
    draft.mediaType === 'podcast'
      ? [
          ['feedUrl', 'feedUrl'],
          ['releaseDate', 'releaseDate'],
          ['podcastType', 'type'],
        ]
      : [
          ['isbn', 'isbn'],
          ['asin', 'asin'],
        ]
  for (const [key, field] of [...keys, ['description', 'description'] as const]) {
    if (draft[key] !== original[key]) metadata[field] = draft[key] || null
  }
  if (Object.keys(metadata).length) payload.metadata = metadata
  return Object.keys(payload).length ? payload : null
}
