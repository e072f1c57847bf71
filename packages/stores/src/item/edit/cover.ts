import { params } from '@nanostores/i18n'
import {
  type CoverSearch,
  type CustomMetadataProvider,
  errorMessage,
  isApiError,
  type LibraryFile,
  type LibraryItem,
  searchApi,
} from '@shelfkit/client'
import { atom } from 'nanostores'
import { formatBytes } from '../../format'
import { storeMessages } from '../../i18n/i18n'
import { $customMetadataProviders } from '../../libraries'
import { COVER_ONLY_PROVIDERS, type MetadataProvider, metadataProvidersFor } from '../../providers'
import { shared } from '../../registry'
import { getClient } from '../../session'
import { readString, STORAGE_KEYS, writeString } from '../../storage'
import { showToast } from '../../toasts'
import { editableItem, editCall } from './edit-call'

/** Spec 02 §9: the image types a cover may be (the server checks an uploaded file's extension). */
export const COVER_IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'webp'] as const
/** Larger images are refused before anything is sent: a cover is shown at most screen-sized. */
export const COVER_MAX_BYTES = 10_000_000
/** How long a cover search may take (the server asks each provider for up to 10 s, several for best and all). */
export const COVER_SEARCH_TIMEOUT_MS = 60_000

export const coverMessages = storeMessages('item.edit.cover', {
  invalidUrl: 'Invalid URL',
  updateFailed: 'Cover update failed',
  removeFailed: 'Failed to remove cover',
  searchFailed: 'Cover search failed',
  searchTimedOut:
    'Cover search failed: the providers took too long to answer. Try again or choose another provider.',
  noCovers: 'No Covers Found',
  titleRequired: 'Title is required',
  notImage: params('“{name}” is not an image. Choose a PNG, JPEG or WebP file.'),
  tooLarge: params('“{name}” is {size}; a cover can be at most {max}.'),
  best: 'Best',
  all: 'All',
})

/** An http(s) address: the only kind the server fetches a cover from (spec 02 §5 'Invalid URL'). */
export function isHttpUrl(text: string): boolean {
  return /^https?:/.test(text.trim())
}

const SIGNATURES: { type: string; bytes: number[]; at?: number }[] = [
  { type: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'webp', bytes: [0x57, 0x45, 0x42, 0x50], at: 8 },
]

/**
 * Why an image file cannot be a cover, or null: a type other than PNG, JPEG or WebP by name or by its first
 * bytes (a renamed text file: the server would store it, checking only the name), or too large.
 */
export async function coverFileProblem(file: Blob & { name: string }): Promise<string | null> {
  const messages = coverMessages.get()
  const ext = file.name.toLowerCase().split('.').pop() ?? ''
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  const known = SIGNATURES.some(({ bytes, at = 0 }) =>
    bytes.every((byte, index) => head[at + index] === byte),
  )
  if (!(COVER_IMAGE_TYPES as readonly string[]).includes(ext) || !known)
    return messages.notImage({ name: file.name })
  if (file.size > COVER_MAX_BYTES)
    return messages.tooLarge({
      name: file.name,
      size: formatBytes(file.size),
      max: formatBytes(COVER_MAX_BYTES),
    })
  return null
}

/** Uploads an image file as the item's cover (`POST /api/items/{id}/cover`); what is wrong with it is said first. */
export async function uploadItemCover(file: Blob & { name: string }): Promise<string | null> {
  if (!editableItem()) return null
  const problem = await coverFileProblem(file)
  if (problem) {
    showToast({ type: 'error', message: problem })
    return problem
  }
  let failure: string | null = null
  await editCall((client, item) => client.items.uploadCover(item.id, file, file.name), {
    failure: coverMessages.get().updateFailed,
    onFailure: (message) => {
      failure = message
    },
  })
  return failure
}

/**
 * The server fetches the cover from an http(s) address; anything else is refused with 'Invalid URL' and not
 * sent. Resolves the message for the address field (null when the cover was set).
 */
export async function setItemCoverFromUrl(url: string): Promise<string | null> {
  if (!isHttpUrl(url)) {
    const message = coverMessages.get().invalidUrl
    showToast({ type: 'error', message })
    return message
  }
  let failure: string | null = null
  await editCall(
    (client, item) => client.items.setCoverFromUrl(item.id, url.trim(), COVER_SEARCH_TIMEOUT_MS),
    {
      failure: coverMessages.get().updateFailed,
      onFailure: (message) => {
        failure = message
      },
    },
  )
  return failure
}

/** The item's own image files, any of which can be its cover. */
export function localCoverFiles(item: LibraryItem): LibraryFile[] {
  return item.libraryFiles.filter((file) => file.fileType === 'image')
}

/** One of the item's own images as its cover (`PATCH /api/items/{id}/cover`). */
export async function chooseItemCoverFile(file: LibraryFile): Promise<boolean> {
  const done = await editCall((client, item) => client.items.useCoverFile(item.id, file.metadata.path), {
    failure: coverMessages.get().updateFailed,
  })
  return done !== undefined
}

export async function removeItemCover(): Promise<boolean> {
  const done = await editCall((client, item) => client.items.removeCover(item.id), {
    failure: coverMessages.get().removeFailed,
  })
  return done !== undefined
}

/**
 * The cover search's providers (2.30 Cover tab): Best, the book providers, the cover-only ones and All; podcasts
 * search iTunes.
 */
export function coverProviders(
  mediaType: 'book' | 'podcast',
  custom: readonly CustomMetadataProvider[] = [],
): MetadataProvider[] {
  if (mediaType === 'podcast') return metadataProvidersFor('podcast')
  const messages = coverMessages.get()
  return [
    { value: 'best', label: messages.best },
    ...metadataProvidersFor('book', custom),
    ...COVER_ONLY_PROVIDERS,
    { value: 'all', label: messages.all },
  ]
}

/** The provider chosen last time (as the official client remembers it), else the match provider, else Google. */
export function defaultCoverProvider(mediaType: 'book' | 'podcast'): string {
  if (mediaType === 'podcast') return 'itunes'
  const stored = readString(STORAGE_KEYS.bookCoverProvider) ?? readString(STORAGE_KEYS.bookProvider)
  return stored && coverProviders('book', $customMetadataProviders.get()).some((p) => p.value === stored)
    ? stored
    : 'google'
}

export interface CoverSearchState {
  status: 'idle' | 'searching' | 'done' | 'failed'
  results: readonly string[]
  /** What the results area says: no covers, a failure. */
  message: string | null
}

const IDLE: CoverSearchState = { status: 'idle', results: [], message: null }
export const $coverSearch = shared('itemEdit.coverSearch', () => atom<CoverSearchState>(IDLE))
const running = shared('itemEdit.coverSearchRun', () => ({ controller: null as AbortController | null }))

/** Searches the provider(s) for covers (`GET /api/search/covers`); a new search or Cancel stops the last. */
export async function searchCovers(search: CoverSearch, timeoutMs = COVER_SEARCH_TIMEOUT_MS): Promise<void> {
  const messages = coverMessages.get()
  if (!search.title.trim()) {
    $coverSearch.set({ status: 'failed', results: [], message: messages.titleRequired })
    return
  }
  running.controller?.abort()
  const controller = new AbortController()
  running.controller = controller
  if (!search.podcast) writeString(STORAGE_KEYS.bookCoverProvider, search.provider)
  $coverSearch.set({ status: 'searching', results: [], message: null })
  try {
    const { results } = await getClient()
      .area(searchApi)
      .covers(search, { signal: controller.signal, timeoutMs })
    if (running.controller !== controller) return
    const covers = (results ?? []).filter(isHttpUrl)
    $coverSearch.set({ status: 'done', results: covers, message: covers.length ? null : messages.noCovers })
  } catch (error) {
    if (running.controller !== controller || (isApiError(error) && error.kind === 'aborted')) return
    console.error(messages.searchFailed, error)
    const message =
      isApiError(error) && error.kind === 'timeout'
        ? messages.searchTimedOut
        : errorMessage(error, messages.searchFailed)
    $coverSearch.set({ status: 'failed', results: [], message })
    showToast({ type: 'error', message })
  } finally {
    if (running.controller === controller) running.controller = null
  }
}

/** Stops the search under way; what was found before stays. */
export function cancelCoverSearch(): void {
  running.controller?.abort()
  running.controller = null
  const state = $coverSearch.get()
  if (state.status === 'searching') $coverSearch.set(IDLE)
}

export function resetCoverSearch(): void {
  cancelCoverSearch()
  $coverSearch.set(IDLE)
}
