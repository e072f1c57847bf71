import { errorMessage, type PodcastFeed, type PodcastSearchResult, podcastsApi } from '@shelfkit/client'
import { atom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { getClient } from '../session'
import { showToast } from '../toasts'
import { podcastPath } from './path'

export const podcastSearchMessages = storeMessages('podcast.search', {
  searchFailed: 'Failed to search podcasts',
  feedFailed: 'Failed to get podcast feed',
  invalidUrl: 'Invalid URL',
  created: 'Podcast created successfully',
  createFailed: 'Failed to create podcast',
  titleRequired: 'Title Required',
  folderRequired: 'Choose a library folder',
})

/** A directory result, marked when the library already has it (same iTunes id or title). */
export type PodcastResult = PodcastSearchResult & { existingItemId?: string }

export interface PodcastSearchState {
  status: 'idle' | 'searching' | 'done' | 'error'
  term: string
  region: string
  results: readonly PodcastResult[]
  error?: string
}

/** What the add dialog edits before POST /api/podcasts (NewModal's fields). */
export interface NewPodcastDraft {
  title: string
  author: string
  description: string
  genres: string[]
  language: string
  explicit: boolean
  type: 'episodic' | 'serial'
  folderId: string
  autoDownloadEpisodes: boolean
}

/** The feed chosen to add: from a search result (with its directory ids) or pasted as an address. */
export interface PodcastCandidate {
  feedUrl: string
  result: PodcastSearchResult | null
  feed: PodcastFeed
}

export const $podcastSearch = shared('podcastSearch.state', () =>
  atom<PodcastSearchState>({ status: 'idle', term: '', region: 'us', results: [] }),
)
export const $podcastCandidate = shared('podcastSearch.candidate', () => atom<PodcastCandidate | null>(null))
/** A feed being read (its address), or null. */
export const $podcastFeedLoading = shared('podcastSearch.feedLoading', () => atom<string | null>(null))
export const $podcastAdding = shared('podcastSearch.adding', () => atom(false))

/** An http or https address, or null: spec 02 §5 'Invalid URL' for anything else. */
export function feedAddressOf(text: string): string | null {
  try {
    const url = new URL(text.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** Whether the search box holds an address rather than a search term (as the official page decides). */
export const looksLikeAddress = (text: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(text.trim())

async function libraryPodcasts(libraryId: string) {
  try {
    return (await getClient().libraries.podcastTitles(libraryId)).podcasts
  } catch (error) {
    console.error('Failed to fetch podcasts', error)
    return []
  }
}

/** Searches the server's podcast directory in a region; the latest search wins. Results without a feed are left out. */
export async function searchPodcasts(libraryId: string, term: string, region: string): Promise<void> {
  const trimmed = term.trim()
  if (!trimmed) return
  $podcastSearch.set({ status: 'searching', term: trimmed, region, results: [] })
  const current = () => $podcastSearch.get().term === trimmed && $podcastSearch.get().region === region
  try {
    const [results, existing] = await Promise.all([
      getClient().area(podcastsApi).search(trimmed, region),
      libraryPodcasts(libraryId),
    ])
    if (!current()) return
    const marked = results
      .filter((result) => result.feedUrl)
      .map((result) => {
        const found = existing.find(
          (p) => p.itunesId === String(result.id) || p.title.toLowerCase() === result.title.toLowerCase(),
        )
        return found ? { ...result, existingItemId: found.libraryItemId } : result
      })
    $podcastSearch.set({ status: 'done', term: trimmed, region, results: marked })
  } catch (error) {
    if (!current()) return
    const message = errorMessage(error, podcastSearchMessages.get().searchFailed)
    $podcastSearch.set({ status: 'error', term: trimmed, region, results: [], error: message })
  }
}

/**
 * Reads a feed (of a search result, or an address typed or pasted) to open the add dialog; an address that is not
 * http(s) is refused with 'Invalid URL', a feed the server cannot read with its words. Resolves the problem or null.
 */
export async function choosePodcastFeed(
  address: string,
  result: PodcastSearchResult | null = null,
): Promise<string | null> {
  const messages = podcastSearchMessages.get()
  const feedUrl = feedAddressOf(address)
  if (!feedUrl) return messages.invalidUrl
  $podcastFeedLoading.set(feedUrl)
  try {
    const feed = await getClient().area(podcastsApi).feed(feedUrl)
    if ($podcastFeedLoading.get() !== feedUrl) return null
    $podcastCandidate.set({ feedUrl: result?.feedUrl ?? feedUrl, result, feed })
    return null
  } catch (error) {
    if ($podcastFeedLoading.get() !== feedUrl) return null
    console.error('Failed to get feed', error)
    const message = `${messages.feedFailed}: ${errorMessage(error, messages.feedFailed)}`
    showToast({ type: 'error', message })
    return message
  } finally {
    if ($podcastFeedLoading.get() === feedUrl) $podcastFeedLoading.set(null)
  }
}

export function dismissPodcastCandidate(): void {
  $podcastCandidate.set(null)
}

const explicitFlag = (value: unknown) => value === true || value === 'true' || value === 'yes'

/** The dialog's first values: the directory's details first, then the feed's (NewModal's init). */
export function newPodcastDraft(candidate: PodcastCandidate, folderId: string): NewPodcastDraft {
  const { result } = candidate
  const metadata = candidate.feed.metadata
  return {
    title: result?.title || metadata.title || '',
    author: result?.artistName || metadata.author || '',
    description: result?.descriptionPlain || metadata.descriptionPlain || '',
    genres: [...(result?.genres ?? metadata.categories ?? [])],
    language: metadata.language ?? '',
    explicit: !!result?.explicit || explicitFlag(metadata.explicit),
    type: metadata.type === 'serial' ? 'serial' : 'episodic',
    folderId,
    autoDownloadEpisodes: false,
  }
}

/** The first problem of the draft (shown in its field), or null. */
export function newPodcastProblem(
  draft: NewPodcastDraft,
): { field: 'title' | 'folderId'; message: string } | null {
  const messages = podcastSearchMessages.get()
  if (!draft.title.trim() || !podcastPath('/', draft.title))
    return { field: 'title', message: messages.titleRequired }
  if (!draft.folderId) return { field: 'folderId', message: messages.folderRequired }
  return null
}

/**
 * Creates the podcast (POST /api/podcasts) in the chosen folder at the path the filename rules give; a path the
 * server refuses (an existing podcast) is said in the server's words. Resolves the new item's id, or null.
 */
export async function addPodcast(
  libraryId: string,
  folderPath: string,
  draft: NewPodcastDraft,
): Promise<string | null> {
  const candidate = $podcastCandidate.get()
  if (!candidate || newPodcastProblem(draft)) return null
  const { result, feed } = candidate
  $podcastAdding.set(true)
  try {
    const item = await getClient()
      .area(podcastsApi)
      .create({
        path: podcastPath(folderPath, draft.title),
        folderId: draft.folderId,
        libraryId,
        media: {
          metadata: {
            title: draft.title.trim(),
            author: draft.author.trim() || null,
            description: draft.description || null,
            releaseDate: result?.releaseDate ?? null,
            genres: draft.genres,
            feedUrl: candidate.feedUrl,
            imageUrl: result?.cover || feed.metadata.image || null,
            itunesPageUrl: result?.pageUrl ?? null,
            itunesId: result?.id ?? null,
            itunesArtistId: result?.artistId ?? null,
            language: draft.language || null,
            explicit: draft.explicit,
            type: draft.type,
          },
          autoDownloadEpisodes: draft.autoDownloadEpisodes,
        },
      })
    showToast({ type: 'success', message: podcastSearchMessages.get().created })
    $podcastCandidate.set(null)
    return item.id
  } catch (error) {
    console.error('Failed to create podcast', error)
    showToast({ type: 'error', message: errorMessage(error, podcastSearchMessages.get().createFailed) })
    return null
  } finally {
    $podcastAdding.set(false)
  }
}
