import { errorMessage, type LibraryItem } from '@shelfkit/client'
import { storeMessages } from '../../i18n/i18n'
import { maxEpisodesProblem } from '../../podcast/check-new'
import { cronMessages } from '../../schedule/cron'
import { getClient } from '../../session'
import { showToast } from '../../toasts'
import { applyItemUpdate } from '../item'

export const scheduleMessages = storeMessages('item.edit.schedule', {
  updated: 'Item details updated',
  noUpdates: 'No updates were necessary',
  updateFailed: 'Failed to update',
  maxKeepInvalid: 'Invalid max episodes to keep',
})

type PodcastItem = Extract<LibraryItem, { mediaType: 'podcast' }>

/** The Schedule tab's fields: numbers as typed, the cron expression or null while the builder has none. */
export interface ScheduleDraft {
  enabled: boolean
  cron: string | null
  maxEpisodesToKeep: string
  maxNewEpisodesToDownload: string
}

export function scheduleDraftOf(item: PodcastItem): ScheduleDraft {
  return {
    enabled: item.media.autoDownloadEpisodes,
    cron: item.media.autoDownloadSchedule,
    maxEpisodesToKeep: String(item.media.maxEpisodesToKeep),
    maxNewEpisodesToDownload: String(item.media.maxNewEpisodesToDownload),
  }
}

export interface ScheduleProblems {
  cron?: string
  maxEpisodesToKeep?: string
  maxNewEpisodesToDownload?: string
}

/** Each field's problem (spec 02 §5 'Invalid max episodes to download', the cron rules); only checked when enabled. */
export function scheduleProblems(draft: ScheduleDraft): ScheduleProblems {
  if (!draft.enabled) return {}
  const problems: ScheduleProblems = {}
  if (!draft.cron) problems.cron = cronMessages.get().invalid
  if (maxEpisodesProblem(draft.maxEpisodesToKeep))
    problems.maxEpisodesToKeep = scheduleMessages.get().maxKeepInvalid
  const maxNew = maxEpisodesProblem(draft.maxNewEpisodesToDownload)
  if (maxNew) problems.maxNewEpisodesToDownload = maxNew
  return problems
}

/** What the official tab sends: the switch always, the schedule when on, the numbers when they changed. */
export function schedulePayloadOf(draft: ScheduleDraft, item: PodcastItem): Record<string, unknown> {
  const payload: Record<string, unknown> = { autoDownloadEpisodes: draft.enabled }
  if (draft.enabled) payload.autoDownloadSchedule = draft.cron
  const keep = Number(draft.maxEpisodesToKeep)
  if (keep !== item.media.maxEpisodesToKeep) payload.maxEpisodesToKeep = keep
  const maxNew = Number(draft.maxNewEpisodesToDownload)
  if (maxNew !== item.media.maxNewEpisodesToDownload) payload.maxNewEpisodesToDownload = maxNew
  return payload
}

/** Whether the draft differs from the item (the Save button's state). */
export function scheduleChanged(draft: ScheduleDraft, item: PodcastItem): boolean {
  const saved = scheduleDraftOf(item)
  return (
    draft.enabled !== saved.enabled ||
    (draft.enabled && draft.cron !== saved.cron) ||
    Number(draft.maxEpisodesToKeep) !== Number(saved.maxEpisodesToKeep) ||
    Number(draft.maxNewEpisodesToDownload) !== Number(saved.maxNewEpisodesToDownload)
  )
}

/** Saves with PATCH /api/items/{id}/media; the saved item goes to the item page. Resolves true when saved. */
export async function saveSchedule(item: PodcastItem, draft: ScheduleDraft): Promise<boolean> {
  const messages = scheduleMessages.get()
  const problems = Object.values(scheduleProblems(draft))
  if (problems.length) {
    showToast({ type: 'error', message: problems[0]! })
    return false
  }
  const client = getClient()
  try {
    const answer = await client.items.updateMedia(item.id, schedulePayloadOf(draft, item))
    if (!answer.updated) {
      showToast({ type: 'info', message: messages.noUpdates })
      return false
    }
  } catch (error) {
    console.error('Failed to update', error)
    showToast({ type: 'error', message: errorMessage(error, messages.updateFailed) })
    return false
  }
  showToast({ type: 'success', message: messages.updated })
  try {
    applyItemUpdate(await client.items.get(item.id, ['downloads']))
  } catch (error) {
    console.error('Failed to read the saved item', error)
  }
  return true
}
