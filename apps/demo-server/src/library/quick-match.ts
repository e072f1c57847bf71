import type { ServerContext } from '../context'
import { searchPodcastCatalogue } from '../sample/podcast-catalogue'
import { authorNameOf, type ItemView, seriesNameOf } from '../serialize/library-item'
import { applyMediaPatch } from '../state/item-edit'
import type { BookItem, LibraryItemRecord } from '../state/types'
import { downloadCover } from './item-covers'
import { catalogueCoverUrl, searchBooks } from './metadata-providers'

export interface QuickMatchOptions {
  provider?: string
  overrideCover?: boolean
  overrideDetails?: boolean
}

/** The detail keys Scanner.quickMatchBookBuildUpdatePayload takes from a match. */
const BOOK_DETAIL_KEYS = [
  'title',
  'subtitle',
  'description',
  'publisher',
  'publishedYear',
  'language',
  'explicit',
  'abridged',
  'asin',
  'isbn',
] as const

const list = (value: unknown) =>
  Array.isArray(value)
    ? (value as string[])
    : String(value)
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)

/** The media patch a book's first match gives: empty fields only, unless details may be overwritten. */
function bookPatch(view: ItemView, book: BookItem, match: Record<string, unknown>, override: boolean) {
  const m = book.media.metadata
  const metadata: Record<string, unknown> = {}
  const current = m as unknown as Record<string, unknown>
  for (const key of BOOK_DETAIL_KEYS)
    if (match[key] && (!current[key] || override)) metadata[key] = match[key]
  if (match.narrator && (!m.narrators.length || override)) metadata.narrators = list(match.narrator)
  if (match.genres && (!m.genres.length || override)) metadata.genres = list(match.genres)
  if (match.author && (!authorNameOf(view, book.media) || override))
    metadata.authors = list(match.author).map((name) => ({ name }))
  if (Array.isArray(match.series) && (!seriesNameOf(view, book.media) || override))
    metadata.series = (match.series as { series: string; sequence?: string }[]).map((s) => ({
      name: s.series,
      sequence: s.sequence ?? null,
    }))
  const patch: Record<string, unknown> = { metadata }
  if (match.tags && (!book.media.tags.length || override)) patch.tags = list(match.tags)
  return patch
}

/**
 * Scanner.quickMatchLibraryItem over the offline catalogues: the provider's first result fills the item's empty
 * details (all of them with overrideDetails) and sets its cover when it has none (any cover with overrideCover).
 * Returns the edited copy, or a warning when the provider knows nothing of the item.
 */
export async function quickMatchItem(
  ctx: ServerContext,
  view: ItemView,
  item: LibraryItemRecord,
  origin: string,
  options: QuickMatchOptions,
): Promise<{ item: LibraryItemRecord; updated: boolean } | { warning: string }> {
  const provider = options.provider || 'google'
  let match: Record<string, unknown> | undefined
  let patch: Record<string, unknown> = {}
  if (item.mediaType === 'book') {
    match = searchBooks(origin, provider, item.media.metadata.title, authorNameOf(view, item.media))[0]
    if (match) patch = bookPatch(view, item, match, !!options.overrideDetails)
  } else {
    const podcast = searchPodcastCatalogue(item.media.metadata.title)[0]
    if (podcast) {
      match = { cover: catalogueCoverUrl(origin, podcast.title, 'itunes') }
      const m = item.media.metadata
      const fill = (key: 'author' | 'description', value: string) =>
        !m[key] || options.overrideDetails ? { [key]: value } : {}
      patch = {
        metadata: { ...fill('author', podcast.artistName), ...fill('description', podcast.description) },
      }
    }
  }
  if (!match) return { warning: `No ${provider} match found` }

  let coverPath: string | null = null
  if (typeof match.cover === 'string' && (!item.media.coverPath || options.overrideCover)) {
    const cover = await downloadCover(ctx, item, match.cover)
    if ('cover' in cover) coverPath = cover.cover
  }
  const { item: edited, changed } = applyMediaPatch(ctx.store, item, patch)
  if (coverPath) {
    edited.media.coverPath = coverPath
    edited.updatedAt = Date.now()
  }
  return { item: edited, updated: changed || !!coverPath }
}
