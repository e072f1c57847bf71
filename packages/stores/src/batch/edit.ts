import type { LibraryItem } from '@shelfkit/client'
import { atom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { getClient } from '../session'
import { showToast } from '../toasts'
import { BATCH_MESSAGES } from './batch'
import { $selectedItems } from './selection'

/** The basic fields of the batch edit page, one form per item. */
export interface BatchDraft {
  id: string
  mediaType: 'book' | 'podcast'
  title: string
  subtitle: string
  authors: string[]
  narrators: string[]
  /** Series as 'Name #sequence' (or just 'Name'). */
  series: string[]
  genres: string[]
  tags: string[]
  publisher: string
  publishedYear: string
  language: string
  explicit: boolean
  abridged: boolean
}

export type BatchListField = 'authors' | 'narrators' | 'series' | 'genres' | 'tags'
export type BatchTextField = 'publisher' | 'publishedYear' | 'language'
export type BatchFlagField = 'explicit' | 'abridged'
export type BatchMappableField = BatchListField | BatchTextField | BatchFlagField

export const BATCH_LIST_FIELDS: readonly BatchListField[] = [
  'authors',
  'narrators',
  'series',
  'genres',
  'tags',
]
/** Podcasts have no narrators, series, abridged flag or subtitle, and one author name. */
export const PODCAST_FIELDS: ReadonlySet<keyof BatchDraft> = new Set([
  'title',
  'authors',
  'genres',
  'tags',
  'publishedYear',
  'language',
  'explicit',
])

export interface BatchEditState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  drafts: readonly BatchDraft[]
  /** The items as loaded, to send only what changed. */
  original: readonly BatchDraft[]
  error?: string
}

/** The ids the Edit button carried to the batch page (the route change clears the selection itself). */
export const $batchEditIds = shared('batchEdit.ids', () => atom<readonly string[]>([]))
export const $batchEdit = shared('batchEdit.state', () =>
  atom<BatchEditState>({ status: 'idle', drafts: [], original: [] }),
)
export const $batchSaving = shared('batchEdit.saving', () => atom(false))

/** Called by the Edit button before it opens /batch. */
export function startBatchEdit(): void {
  $batchEditIds.set($selectedItems.get().map((item) => item.id))
}

export const formatSeries = (name: string, sequence: string | null | undefined) =>
  sequence ? `${name} #${sequence}` : name

export function parseSeries(entry: string): { name: string; sequence: string | null } {
  const match = /^(.*?)\s+#(\S+)$/.exec(entry.trim())
  return match ? { name: match[1]!, sequence: match[2]! } : { name: entry.trim(), sequence: null }
}

/**
 * Spec 02 validation message catalogue (series entries) and the batch save's answer. In the core part: this module
 * loads with the first page, though the messages show only when editing.
 */
export const batchEditMessages = storeMessages('batch.save', {
  sequenceSpaces: 'Series sequence cannot contain spaces',
  duplicate: 'Cannot add two series with the same name',
  noUpdates: 'No updates were necessary',
})

/** What is wrong with a series list written as 'Name #sequence', or null. */
export function seriesProblem(entries: readonly string[]): string | null {
  // A '#' after a space starts the sequence: more after a further space means the sequence has spaces.
  if (entries.some((entry) => /\s#\S*\s/.test(entry.trim()))) return batchEditMessages.get().sequenceSpaces
  const names = entries.map((entry) => parseSeries(entry).name)
  return new Set(names).size < names.length ? batchEditMessages.get().duplicate : null
}

export function draftOf(item: LibraryItem): BatchDraft {
  if (item.mediaType === 'podcast') {
    const m = item.media.metadata
    return {
      id: item.id,
      mediaType: 'podcast',
      title: m.title ?? '',
      subtitle: '',
      authors: m.author ? [m.author] : [],
      narrators: [],
      series: [],
      genres: [...m.genres],
      tags: [...item.media.tags],
      publisher: '',
      publishedYear: m.releaseDate?.slice(0, 4) ?? '',
      language: m.language ?? '',
      explicit: m.explicit,
      abridged: false,
    }
  }
  const m = item.media.metadata
  return {
    id: item.id,
    mediaType: 'book',
    title: m.title ?? '',
    subtitle: m.subtitle ?? '',
    authors: m.authors.map((a) => a.name),
    narrators: [...m.narrators],
    series: m.series.map((s) => formatSeries(s.name, s.sequence)),
    genres: [...m.genres],
    tags: [...item.media.tags],
    publisher: m.publisher ?? '',
    publishedYear: m.publishedYear ?? '',
    language: m.language ?? '',
    explicit: m.explicit,
    abridged: m.abridged,
  }
}

/** Loads the items the Edit button carried. */
export async function openBatchEdit(): Promise<void> {
  const ids = $batchEditIds.get()
  $batchEdit.set({ status: 'loading', drafts: [], original: [] })
  try {
    const items = await getClient().items.batchGet([...ids])
    if ($batchEdit.get().status !== 'loading') return
    const drafts = items.map(draftOf)
    $batchEdit.set({ status: 'ready', drafts, original: drafts })
  } catch (error) {
    console.error(BATCH_MESSAGES.getFailed, error)
    $batchEdit.set({ status: 'error', drafts: [], original: [], error: BATCH_MESSAGES.getFailed })
  }
}

/** Leaving the page drops the forms (a later Edit loads the items afresh). */
export function closeBatchEdit(): void {
  $batchEdit.set({ status: 'idle', drafts: [], original: [] })
}

export function updateDraft(id: string, patch: Partial<BatchDraft>): void {
  const state = $batchEdit.get()
  $batchEdit.set({ ...state, drafts: state.drafts.map((d) => (d.id === id ? { ...d, ...patch } : d)) })
}

/** Drops an item from the batch (its form's remove button). */
export function removeDraft(id: string): void {
  const state = $batchEdit.get()
  $batchEdit.set({ ...state, drafts: state.drafts.filter((d) => d.id !== id) })
}

/** The "map details" bar: one value for every item; lists are appended to (without duplicates) or replace. */
export function mapDetails(
  values: Partial<Pick<BatchDraft, BatchMappableField>>,
  overwriteLists: boolean,
): void {
  const state = $batchEdit.get()
  const drafts = state.drafts.map((draft) => {
    const next: BatchDraft = { ...draft }
    for (const [key, value] of Object.entries(values) as [BatchMappableField, unknown][]) {
      if (draft.mediaType === 'podcast' && !PODCAST_FIELDS.has(key)) continue
      if (Array.isArray(value)) {
        const list = key as BatchListField
        next[list] = overwriteLists ? [...value] : [...new Set([...draft[list], ...value])]
      } else (next as unknown as Record<string, unknown>)[key] = value
    }
    return next
  })
  $batchEdit.set({ ...state, drafts })
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The POST /api/items/batch/update payload of one item: only what changed, or null when nothing did. */
export function mediaPayloadOf(
  draft: BatchDraft,
  original: BatchDraft | undefined,
): Record<string, unknown> | null {
  const metadata: Record<string, unknown> = {}
  const payload: Record<string, unknown> = {}
  const changed = (key: keyof BatchDraft) => !original || !same(draft[key], original[key])
  if (changed('tags')) payload.tags = draft.tags
  if (changed('title')) metadata.title = draft.title
  if (changed('genres')) metadata.genres = draft.genres
  if (changed('language')) metadata.language = draft.language || null
  if (changed('explicit')) metadata.explicit = draft.explicit
  if (draft.mediaType === 'podcast') {
    if (changed('authors')) metadata.author = draft.authors.join(', ') || null
    if (changed('publishedYear')) metadata.releaseDate = draft.publishedYear || null
  } else {
    if (changed('subtitle')) metadata.subtitle = draft.subtitle || null
    if (changed('authors')) metadata.authors = draft.authors.map((name) => ({ name }))
    if (changed('narrators')) metadata.narrators = draft.narrators
    if (changed('series')) metadata.series = draft.series.map(parseSeries)
    if (changed('publisher')) metadata.publisher = draft.publisher || null
    if (changed('publishedYear')) metadata.publishedYear = draft.publishedYear || null
    if (changed('abridged')) metadata.abridged = draft.abridged
  }
  if (Object.keys(metadata).length) payload.metadata = metadata
  return Object.keys(payload).length ? payload : null
}

/**
 * Sends the changed items in one batch update; 'batch update success' / 'batch update failed' (spec 01 §8).
 * Resolves true when the page may leave (saved, or nothing to save).
 */
export async function saveBatchEdit(): Promise<boolean> {
  const { drafts, original } = $batchEdit.get()
  const updates = drafts.flatMap((draft) => {
    const mediaPayload = mediaPayloadOf(
      draft,
      original.find((o) => o.id === draft.id),
    )
    return mediaPayload ? [{ id: draft.id, mediaPayload }] : []
  })
  if (!updates.length) {
    showToast({ type: 'info', message: batchEditMessages.get().noUpdates })
    return true
  }
  $batchSaving.set(true)
  try {
    await getClient().items.batchUpdate(updates)
    showToast({ type: 'success', message: BATCH_MESSAGES.updateSuccess })
    $batchEditIds.set([])
    return true
  } catch (error) {
    console.error('Batch update failed', error)
    showToast({ type: 'error', message: BATCH_MESSAGES.updateFailed })
    return false
  } finally {
    $batchSaving.set(false)
  }
}
