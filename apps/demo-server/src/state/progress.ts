import type { ServerFlavour } from '../config'
import { newId } from '../util/ids'
import type { Store } from './store'
import type { MediaProgressRecord, UserRecord } from './types'

export interface ProgressUpdate {
  libraryItemId: string
  episodeId?: string | null
  duration?: unknown
  progress?: unknown
  currentTime?: unknown
  isFinished?: unknown
  hideFromContinueListening?: unknown
  ebookLocation?: unknown
  ebookProgress?: unknown
  finishedAt?: unknown
  markAsFinishedTimeRemaining?: unknown
  markAsFinishedPercentComplete?: unknown
}

export type ProgressResult = { progress: MediaProgressRecord } | { error: string; status: number }

const numberOr = (value: unknown, fallback: number): number => {
  if (value === null || value === undefined || value === '') return fallback
  const n = Number(value)
  return Number.isNaN(n) ? fallback : n
}

export function findProgress(store: Store, userId: string, libraryItemId: string, episodeId: string | null) {
  return store
    .progressForUser(userId)
    .find((p) => p.libraryItemId === libraryItemId && (episodeId ? p.episodeId === episodeId : !p.episodeId))
}

/** Marks finished once less than 10 s (or the requested share) is left, as MediaProgress.applyProgressUpdate. */
function shouldFinish(progress: MediaProgressRecord, update: ProgressUpdate): boolean {
  if (!progress.duration) return false
  const percent = numberOr(update.markAsFinishedPercentComplete, Number.NaN)
  if (percent > 0) return percent / 100 < progress.progress
  const remainingLimit = numberOr(update.markAsFinishedTimeRemaining, 10)
  return progress.duration - progress.currentTime < remainingLimit
}

function applyUpdate(
  existing: MediaProgressRecord,
  update: ProgressUpdate,
  now: number,
): MediaProgressRecord {
  const next = { ...existing }
  const previousTime = existing.currentTime
  if (update.isFinished !== undefined) {
    if (update.isFinished && !existing.isFinished) {
      next.isFinished = true
      next.finishedAt = numberOr(update.finishedAt, now)
      next.progress = 1
    } else if (!update.isFinished && existing.isFinished) {
      next.isFinished = false
      next.finishedAt = null
      next.progress = 0
      next.currentTime = 0
    }
  } else if (update.progress !== undefined && !Number.isNaN(Number(update.progress))) {
    next.progress = Math.min(1, Math.max(0, Number(update.progress)))
  }
  if (update.duration !== undefined) next.duration = numberOr(update.duration, next.duration)
  if (update.currentTime !== undefined && !(update.isFinished === false && existing.isFinished)) {
    next.currentTime = numberOr(update.currentTime, next.currentTime)
  }
  if (update.ebookLocation !== undefined)
    next.ebookLocation = typeof update.ebookLocation === 'string' ? update.ebookLocation : null
  if (update.ebookProgress !== undefined)
    next.ebookProgress = numberOr(update.ebookProgress, next.ebookProgress)
  if (update.hideFromContinueListening !== undefined)
    next.hideFromContinueListening = !!update.hideFromContinueListening
  const timeChanged = next.currentTime !== previousTime
  if (timeChanged && !update.hideFromContinueListening) next.hideFromContinueListening = false
  const finish = shouldFinish(next, update)
  if (!next.isFinished && finish) {
    next.isFinished = true
    next.finishedAt = next.finishedAt ?? now
    next.progress = 1
  } else if (next.isFinished && timeChanged && !finish) {
    next.isFinished = false
    next.finishedAt = null
  }
  next.lastUpdate = now
  return next
}

/** User.createUpdateMediaProgressFromPayload: creates or updates one progress record (not yet emitted). */
export function upsertProgress(
  store: Store,
  user: UserRecord,
  update: ProgressUpdate,
  flavour: ServerFlavour,
): ProgressResult {
  const episodeId = update.episodeId || null
  const item = store.items.get(update.libraryItemId)
  if (!item) return { error: 'Library item not found', status: 404 }
  let mediaItemId: string
  if (episodeId) {
    if (item.mediaType !== 'podcast' || !item.media.episodes.some((e) => e.id === episodeId)) {
      return { error: 'Episode not found', status: 404 }
    }
    mediaItemId = episodeId
  } else {
    if (item.mediaType !== 'book' && flavour === '2.36')
      return { error: 'Library item is not a book', status: 400 }
    mediaItemId = item.media.id
  }
  const now = Date.now()
  const existing = findProgress(store, user.id, item.id, episodeId)
  if (existing) return { progress: store.progress.save(applyUpdate(existing, update, now)) }

  const isFinished = !!update.isFinished
  const created: MediaProgressRecord = {
    id: newId(),
    userId: user.id,
    libraryItemId: item.id,
    episodeId,
    mediaItemId,
    mediaItemType: episodeId ? 'podcastEpisode' : 'book',
    duration: numberOr(update.duration, 0),
    progress: isFinished ? 1 : numberOr(update.progress, 0),
    currentTime: numberOr(update.currentTime, 0),
    isFinished,
    hideFromContinueListening: !!update.hideFromContinueListening,
    ebookLocation: typeof update.ebookLocation === 'string' ? update.ebookLocation : null,
    ebookProgress: numberOr(update.ebookProgress, 0),
    lastUpdate: now,
    startedAt: now,
    finishedAt: isFinished ? numberOr(update.finishedAt, now) : null,
  }
  return { progress: store.progress.save(created) }
}
