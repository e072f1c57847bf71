import { type BookMatch, isApiError, type LibraryItem, podcastsApi, searchApi } from '@shelfkit/client'
import { atom } from 'nanostores'
import { formatSeries, parseSeries } from '../../batch/edit'
import { storeMessages } from '../../i18n/i18n'
import { $customMetadataProviders } from '../../libraries'
import { type MetadataProvider, metadataProvidersFor } from '../../providers'
import { shared } from '../../registry'
import { getClient } from '../../session'
import { readJson, readString, STORAGE_KEYS, writeJson, writeString } from '../../storage'
import { showToast } from '../../toasts'
import { editCall } from './edit-call'
import { selectItemEditTab } from './modal'

export const matchMessages = storeMessages('item.edit.match', {
  noResults: 'Could not fetch metadata - try updating title and/or author',
  failed: 'Error fetching metadata',
  titleRequired: 'Title is required',
  updated: 'Item details updated',
  noUpdates: 'No updates necessary',
  updateFailed: 'Failed to update',
})

/** The official Match tab waits this long for the provider. */
export const MATCH_TIMEOUT_MS = 20_000

/** A book's fields a match can fill, in the official form's order. */
export const BOOK_MATCH_FIELDS = [
  'cover',
  'title',
  'subtitle',
  'authors',
  'narrators',
  'description',
  'publisher',
  'publishedYear',
  'series',
  'genres',
  'tags',
  'language',
  'isbn',
  'asin',
  'explicit',
  'abridged',
] as const
export const PODCAST_MATCH_FIELDS = [
  'cover',
  'title',
  'author',
  'description',
  'releaseDate',
  'genres',
  'feedUrl',
  'itunesPageUrl',
  'itunesId',
  'explicit',
] as const
export type MatchField = (typeof BOOK_MATCH_FIELDS)[number] | (typeof PODCAST_MATCH_FIELDS)[number]
/** Fields edited as lists (comma separated; series as 'Name #sequence'). */
export const LIST_MATCH_FIELDS: ReadonlySet<MatchField> = new Set([
  'authors',
  'narrators',
  'series',
  'genres',
  'tags',
])
export const FLAG_MATCH_FIELDS: ReadonlySet<MatchField> = new Set(['explicit', 'abridged'])

export type MatchValue = string | readonly string[] | boolean
export type MatchValues = Partial<Record<MatchField, MatchValue>>

const split = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

/** What a result offers, field by field (only the fields it has). */
export function matchValuesOf(match: BookMatch, mediaType: 'book' | 'podcast'): MatchValues {
  const values: MatchValues = {
    cover: match.cover ?? undefined,
    title: match.title ?? undefined,
    description: match.description ?? undefined,
    genres: match.genres?.length ? [...match.genres] : undefined,
    explicit: typeof match.explicit === 'boolean' ? match.explicit : undefined,
  }
  if (mediaType === 'podcast') {
    const podcast = match as BookMatch & {
      artistName?: string
      releaseDate?: string
      feedUrl?: string
      pageUrl?: string
    }
    Object.assign(values, {
      author: podcast.artistName ?? undefined,
      releaseDate: podcast.releaseDate ?? undefined,
      feedUrl: podcast.feedUrl ?? undefined,
      itunesPageUrl: podcast.pageUrl ?? undefined,
      itunesId: podcast.id !== undefined ? String(podcast.id) : undefined,
    })
  } else {
    Object.assign(values, {
      subtitle: match.subtitle ?? undefined,
      authors: split(match.author).length ? split(match.author) : undefined,
      narrators: split(match.narrator).length ? split(match.narrator) : undefined,
      publisher: match.publisher ?? undefined,
      publishedYear: match.publishedYear ?? undefined,
      series: match.series?.length ? match.series.map((s) => formatSeries(s.series, s.sequence)) : undefined,
      tags: split(match.tags).length ? split(match.tags) : undefined,
      language: match.language ?? undefined,
      isbn: match.isbn ?? undefined,
      asin: match.asin ?? undefined,
      abridged: typeof match.abridged === 'boolean' ? match.abridged : undefined,
    })
  }
  for (const key of Object.keys(values) as MatchField[])
    if (values[key] === undefined || values[key] === '') delete values[key]
  return values
}

/** The item's own values of the same fields ('Currently: …'). */
export function currentMatchValues(item: LibraryItem): MatchValues {
  if (item.mediaType === 'podcast') {
    const m = item.media.metadata
    return {
      title: m.title ?? '',
      author: m.author ?? '',
      description: m.description ?? '',
      releaseDate: m.releaseDate ?? '',
      genres: m.genres,
      feedUrl: m.feedUrl ?? '',
      itunesPageUrl: m.itunesPageUrl ?? '',
      itunesId: m.itunesId ? String(m.itunesId) : '',
      explicit: m.explicit,
    }
  }
  const m = item.media.metadata
  return {
    title: m.title,
    subtitle: m.subtitle ?? '',
    authors: m.authors.map((a) => a.name),
    narrators: m.narrators,
    description: m.description ?? '',
    publisher: m.publisher ?? '',
    publishedYear: m.publishedYear ?? '',
    series: m.series.map((s) => formatSeries(s.name, s.sequence)),
    genres: m.genres,
    tags: item.media.tags,
    language: m.language ?? '',
    isbn: m.isbn ?? '',
    asin: m.asin ?? '',
    explicit: m.explicit,
    abridged: m.abridged,
  }
}

/**
 * `PATCH /api/items/{id}/media` of the checked fields: the cover as `url` (the server fetches it first, and saves
 * nothing when it cannot), tags beside the metadata, authors and series by name. Null when nothing is checked.
 */
export function matchPayload(
  values: MatchValues,
  use: ReadonlySet<MatchField>,
): Record<string, unknown> | null {
  const payload: Record<string, unknown> = {}
  const metadata: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(values) as [MatchField, MatchValue][]) {
    if (!use.has(field)) continue
    const list = Array.isArray(value) ? (value as string[]) : []
    if (field === 'cover') payload.url = value
    else if (field === 'tags') payload.tags = list
    else if (field === 'authors') metadata.authors = list.map((name) => ({ name }))
    else if (field === 'series') metadata.series = list.map(parseSeries)
    else if (field === 'itunesId') metadata.itunesId = Number(value) || null
    else metadata[field] = Array.isArray(value) ? [...list] : value
  }
  if (Object.keys(metadata).length) payload.metadata = metadata
  return Object.keys(payload).length ? payload : null
}

/** The fields checked last time (stored as the official client does), all of them the first time. */
export function storedMatchUsage(): Set<MatchField> {
  const stored = readJson(STORAGE_KEYS.selectedMatchUsage) as Record<string, unknown> | undefined
  const all = [...BOOK_MATCH_FIELDS, ...PODCAST_MATCH_FIELDS]
  return new Set(all.filter((field) => stored?.[field] !== false))
}

function storeMatchUsage(use: ReadonlySet<MatchField>): void {
  const all = new Set<MatchField>([...BOOK_MATCH_FIELDS, ...PODCAST_MATCH_FIELDS])
  writeJson(
    STORAGE_KEYS.selectedMatchUsage,
    Object.fromEntries([...all].map((field) => [field, use.has(field)])),
  )
}

export function matchProviders(mediaType: 'book' | 'podcast'): MetadataProvider[] {
  return metadataProvidersFor(mediaType, $customMetadataProviders.get())
}

/** The provider chosen last time when it still exists, else Google (books) or iTunes (podcasts). */
export function defaultMatchProvider(mediaType: 'book' | 'podcast'): string {
  const providers = matchProviders(mediaType)
  const stored = mediaType === 'book' ? readString(STORAGE_KEYS.bookProvider) : null
  return stored && providers.some((p) => p.value === stored) ? stored : providers[0]!.value
}

/** The first search of the tab: the title and author, or the ASIN alone with an Audible provider. */
export function initialMatchQuery(item: LibraryItem, provider: string): { title: string; author: string } {
  if (item.mediaType === 'podcast') return { title: item.media.metadata.title ?? '', author: '' }
  const m = item.media.metadata
  if (provider.startsWith('audible') && m.asin) return { title: m.asin, author: '' }
  return { title: m.title, author: m.authorName }
}

export interface MatchSearchState {
  status: 'idle' | 'searching' | 'done' | 'failed'
  results: readonly BookMatch[]
  message: string | null
}

const IDLE: MatchSearchState = { status: 'idle', results: [], message: null }
export const $matchSearch = shared('itemEdit.matchSearch', () => atom<MatchSearchState>(IDLE))
const running = shared('itemEdit.matchRun', () => ({ controller: null as AbortController | null }))

export function resetMatchSearch(): void {
  running.controller?.abort()
  running.controller = null
  $matchSearch.set(IDLE)
}

/**
 * Searches the provider (`GET /api/search/books`, podcasts `/api/search/podcast`). Results without a title are
 * left out; none says 'Could not fetch metadata - try updating title and/or author', a failure or a provider
 * that does not answer in time 'Error fetching metadata'.
 */
export async function searchMatches(
  item: LibraryItem,
  query: { provider: string; title: string; author: string },
  timeoutMs = MATCH_TIMEOUT_MS,
): Promise<void> {
  const messages = matchMessages.get()
  if (!query.title.trim()) {
    showToast({ type: 'warning', message: messages.titleRequired })
    return
  }
  running.controller?.abort()
  const controller = new AbortController()
  running.controller = controller
  const options = { signal: controller.signal, timeoutMs }
  if (item.mediaType === 'book') writeString(STORAGE_KEYS.bookProvider, query.provider)
  $matchSearch.set({ status: 'searching', results: [], message: null })
  try {
    const client = getClient()
    const found: BookMatch[] =
      item.mediaType === 'podcast'
        ? ((await client.area(podcastsApi).search(query.title.trim(), undefined, options)) as BookMatch[])
        : await client.area(searchApi).books(
            {
              provider: query.provider,
              title: query.title.trim(),
              author: query.author.trim(),
              id: item.id,
            },
            options,
          )
    if (running.controller !== controller) return
    const results = (Array.isArray(found) ? found : []).filter((result) => !!result?.title)
    $matchSearch.set({ status: 'done', results, message: results.length ? null : messages.noResults })
  } catch (error) {
    if (running.controller !== controller || (isApiError(error) && error.kind === 'aborted')) return
    console.error(messages.failed, error)
    $matchSearch.set({ status: 'failed', results: [], message: messages.failed })
  } finally {
    if (running.controller === controller) running.controller = null
  }
}

/**
 * Saves the checked fields of a chosen result; the checked set is remembered for next time. On success the modal
 * goes back to Details, showing what was saved.
 */
export async function applyMatch(values: MatchValues, use: ReadonlySet<MatchField>): Promise<boolean> {
  const payload = matchPayload(values, use)
  if (!payload) return false
  storeMatchUsage(use)
  const messages = matchMessages.get()
  const answer = await editCall((client, item) => client.items.updateMedia(item.id, payload), {
    failure: messages.updateFailed,
  })
  if (!answer) return false
  showToast(
    answer.updated
      ? { type: 'success', message: messages.updated }
      : { type: 'info', message: messages.noUpdates },
  )
  selectItemEditTab('details')
  return true
}
