import { errorMessage, type FeedEpisode, type PodcastEpisode, podcastsApi } from '@shelfkit/client'
import { atom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'
import { applyItemUpdate } from '../item/item'
import { shared } from '../registry'
import { getClient } from '../session'
import { showToast } from '../toasts'
import { localInputTime, localInputValue } from './check-new'

export const episodeEditMessages = storeMessages('podcast.episodeEdit', {
  fetchFailed: 'Failed to fetch episode',
  updated: 'Item updated',
  episodeUpdated: 'Episode updated',
  noUpdates: 'No updates necessary',
  updateFailed: 'Failed to update',
  dateInvalid: 'Date and time is invalid or incomplete',
  titleRequired: 'Title Required',
  searchFailed: 'Failed to search for episode',
})

export type EpisodeEditTab = 'details' | 'match'

export interface EpisodeEditState {
  libraryItemId: string
  episodeId: string
  /** The episodes in the table's order, for previous and next. */
  stepIds: readonly string[]
  episode: PodcastEpisode | null
}

/** The Details tab's fields (pubDate as a `datetime-local` value). */
export interface EpisodeDraft {
  title: string
  subtitle: string
  description: string
  season: string
  episode: string
  episodeType: string
  pubDateInput: string
}

export const $episodeEdit = shared('podcast.episodeEdit', () => atom<EpisodeEditState | null>(null))
export const $episodeEditTab = shared('podcast.episodeEdit.tab', () => atom<EpisodeEditTab>('details'))
/** The read-only view modal's episode. */
export const $episodeView = shared('podcast.episodeView', () =>
  atom<{ libraryItemId: string; episode: PodcastEpisode } | null>(null),
)

/** Opens the edit modal on an episode and loads it (GET /api/podcasts/{id}/episode/{episodeId}). */
export async function openEpisodeEdit(
  libraryItemId: string,
  episodeId: string,
  stepIds: readonly string[] = [],
) {
  $episodeEdit.set({ libraryItemId, episodeId, stepIds, episode: null })
  try {
    const episode = await getClient().area(podcastsApi).episode(libraryItemId, episodeId)
    if ($episodeEdit.get()?.episodeId !== episodeId) return
    $episodeEdit.set({ libraryItemId, episodeId, stepIds, episode })
  } catch (error) {
    if ($episodeEdit.get()?.episodeId !== episodeId) return
    console.error('Failed to fetch episode', error)
    showToast({ type: 'error', message: errorMessage(error, episodeEditMessages.get().fetchFailed) })
    closeEpisodeEdit()
  }
}

export function closeEpisodeEdit(): void {
  $episodeEdit.set(null)
}

/** The episode `step` places away in the table (previous -1, next +1), or null at either end. */
export function episodeEditNeighbour(state: EpisodeEditState, step: -1 | 1): string | null {
  const index = state.stepIds.indexOf(state.episodeId)
  return index < 0 ? null : (state.stepIds[index + step] ?? null)
}

export function stepEpisodeEdit(step: -1 | 1): void {
  const state = $episodeEdit.get()
  const next = state && episodeEditNeighbour(state, step)
  if (next) void openEpisodeEdit(state.libraryItemId, next, state.stepIds)
}

export function episodeDraftOf(episode: PodcastEpisode): EpisodeDraft {
  const published = episode.pubDate ? new Date(episode.pubDate).valueOf() : episode.publishedAt
  return {
    title: episode.title ?? '',
    subtitle: episode.subtitle ?? '',
    description: episode.description ?? '',
    season: episode.season ?? '',
    episode: episode.episode ?? '',
    episodeType: episode.episodeType ?? '',
    pubDateInput: localInputValue(published),
  }
}

/** 'Date and time is invalid or incomplete' for a date that is partly typed (an empty one keeps the episode's). */
export function episodeDraftProblem(draft: EpisodeDraft): string | null {
  if (draft.pubDateInput && !Number.isFinite(localInputTime(draft.pubDateInput))) {
    return episodeEditMessages.get().dateInvalid
  }
  return null
}

/** An RFC 1123 date of the browser's zone offset, as feeds write them ('Mon, 2 Jun 2025 08:00:00 +0200'). */
export function feedDate(ms: number): string {
  const date = new Date(ms)
  const offset = -date.getTimezoneOffset()
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0')
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][date.getDay()]
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    date.getMonth()
  ]
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  const zone = `${offset < 0 ? '-' : '+'}${pad(offset / 60)}${pad(offset % 60)}`
  return `${day}, ${date.getDate()} ${month} ${date.getFullYear()} ${time} ${zone}`
}

/** What changed between the draft and the episode, as PATCH /api/podcasts/{id}/episode/{episodeId} takes it. */
export function episodePatchOf(draft: EpisodeDraft, episode: PodcastEpisode): Record<string, unknown> {
  const before = episodeDraftOf(episode)
  const patch: Record<string, unknown> = {}
  for (const key of ['title', 'subtitle', 'description', 'season', 'episode', 'episodeType'] as const) {
    if (draft[key].trim() !== before[key].trim()) patch[key] = draft[key].trim()
  }
  if (draft.pubDateInput && draft.pubDateInput !== before.pubDateInput) {
    const publishedAt = localInputTime(draft.pubDateInput)
    patch.pubDate = feedDate(publishedAt)
    patch.publishedAt = publishedAt
  }
  return patch
}

async function patchEpisode(patch: Record<string, unknown>, success: string): Promise<boolean> {
  const state = $episodeEdit.get()
  if (!state?.episode) return false
  const messages = episodeEditMessages.get()
  try {
    const item = await getClient()
      .area(podcastsApi)
      .updateEpisode(state.libraryItemId, state.episodeId, patch)
    applyItemUpdate(item as Parameters<typeof applyItemUpdate>[0])
    const episode = await getClient().area(podcastsApi).episode(state.libraryItemId, state.episodeId)
    if ($episodeEdit.get()?.episodeId === state.episodeId) $episodeEdit.set({ ...state, episode })
  } catch (error) {
    console.error('Failed to update episode', error)
    showToast({ type: 'error', message: errorMessage(error, messages.updateFailed) })
    return false
  }
  showToast({ type: 'success', message: success })
  return true
}

/** Details' Save: the date checked, then only what changed is sent. Resolves true when something was saved. */
export async function saveEpisodeDetails(draft: EpisodeDraft): Promise<boolean> {
  const episode = $episodeEdit.get()?.episode
  if (!episode) return false
  const messages = episodeEditMessages.get()
  const problem = episodeDraftProblem(draft)
  if (problem) {
    showToast({ type: 'error', message: problem })
    return false
  }
  const patch = episodePatchOf(draft, episode)
  if (!Object.keys(patch).length) {
    showToast({ type: 'info', message: messages.noUpdates })
    return false
  }
  return patchEpisode(patch, messages.updated)
}

/** Match: the feed's episodes whose title is like `title` (GET search-episode). Null after a problem. */
export async function searchFeedEpisode(title: string): Promise<FeedEpisode[] | null> {
  const state = $episodeEdit.get()
  const messages = episodeEditMessages.get()
  if (!state) return null
  if (!title.trim()) {
    showToast({ type: 'error', message: messages.titleRequired })
    return null
  }
  try {
    const { episodes } = await getClient().area(podcastsApi).searchEpisode(state.libraryItemId, title.trim())
    return episodes.map((match) => match.episode)
  } catch (error) {
    console.error('Failed to search for episode', error)
    showToast({ type: 'error', message: errorMessage(error, messages.searchFailed) })
    return null
  }
}

/** Match: takes the feed episode's details into the episode (what differs). */
export async function applyFeedEpisode(match: FeedEpisode): Promise<boolean> {
  const episode = $episodeEdit.get()?.episode
  if (!episode) return false
  const values: Record<string, unknown> = {
    title: match.title || '',
    subtitle: match.subtitle || '',
    description: match.description || '',
    episode: match.episode || '',
    episodeType: match.episodeType || '',
    season: match.season || '',
    pubDate: match.pubDate || '',
    publishedAt: match.publishedAt,
  }
  const patch = Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) =>
        value !== ((episode as unknown as Record<string, unknown>)[key] ?? '') && value !== null,
    ),
  )
  if (!Object.keys(patch).length) {
    showToast({ type: 'info', message: episodeEditMessages.get().noUpdates })
    return false
  }
  return patchEpisode(patch, episodeEditMessages.get().episodeUpdated)
}

export function openEpisodeView(libraryItemId: string, episode: PodcastEpisode): void {
  $episodeView.set({ libraryItemId, episode })
}

export function closeEpisodeView(): void {
  $episodeView.set(null)
}
