import { count } from '@nanostores/i18n'
import { errorMessage, type LibraryItem, podcastsApi } from '@shelfkit/client'
import { storeMessages } from '../i18n/i18n'
import { getClient } from '../session'
import { showToast } from '../toasts'

export const checkNewMessages = storeMessages('podcast.checkNew', {
  found: count({ one: '{count} new episode found', other: '{count} new episodes found' }),
  none: 'No new episodes found',
  dateInvalid: 'Date and time is invalid or incomplete',
  maxInvalid: 'Invalid max episodes to download',
  failed: 'Unknown Error',
})

/** A `datetime-local` value ('2025-06-02T08:00') as epoch ms in the browser's zone, or NaN when incomplete. */
export function localInputTime(value: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return Number.NaN
  return new Date(value).valueOf()
}

/** Epoch ms as a `datetime-local` value in the browser's zone ('' for null). */
export function localInputValue(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return ''
  const date = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** 'Invalid max episodes to download' unless a whole number of 0 or more (0: no limit). */
export function maxEpisodesProblem(value: string | number): string | null {
  const number = typeof value === 'number' ? value : Number(value)
  return String(value).trim() !== '' && Number.isInteger(number) && number >= 0
    ? null
    : checkNewMessages.get().maxInvalid
}

/**
 * The Episodes tab's "Check & Download New Episodes" (official tabs/Episodes): the date the check looks after is
 * saved first when it changed (PATCH media lastEpisodeCheck), then GET checknew?limit queues what it finds.
 * Resolves the number of episodes found, or null after a problem (said in a toast).
 */
export async function checkAndDownloadNewEpisodes(
  item: Extract<LibraryItem, { mediaType: 'podcast' }>,
  afterInput: string,
  limitInput: string,
): Promise<number | null> {
  const messages = checkNewMessages.get()
  const fail = (message: string) => {
    showToast({ type: 'error', message })
    return null
  }
  const limitProblem = maxEpisodesProblem(limitInput)
  if (limitProblem) return fail(limitProblem)
  const after = localInputTime(afterInput)
  if (!Number.isFinite(after)) return fail(messages.dateInvalid)
  const client = getClient()
  try {
    if (after !== item.media.lastEpisodeCheck)
      await client.items.updateMedia(item.id, { lastEpisodeCheck: after })
    const { episodes } = await client.area(podcastsApi).checkNewEpisodes(item.id, Number(limitInput))
    showToast(
      episodes.length
        ? { type: 'success', message: messages.found(episodes.length) }
        : { type: 'info', message: messages.none },
    )
    return episodes.length
  } catch (error) {
    console.error('Failed to check for new episodes', error)
    return fail(errorMessage(error, messages.failed))
  }
}
