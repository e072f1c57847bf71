import type { MediaProgress } from '@shelfkit/client'
import { map } from 'nanostores'
import { shared } from '../registry'

/** Looks up the user's progress of one book (no episode id) or one podcast episode. */
export type ProgressLookup = (
  libraryItemId: string,
  episodeId?: string | null,
) => MediaProgress | null | undefined

/** The key of a book's progress (`libraryItemId`) or of an episode's (`libraryItemId-episodeId`). */
export function progressKey(libraryItemId: string, episodeId?: string | null): string {
  return episodeId ? `${libraryItemId}-${episodeId}` : libraryItemId
}

/**
 * The signed-in user's media progress by `progressKey`. A change of one item's progress notifies only the
 * listeners of its key (`listenKeys`, or `useStore($mediaProgress, { keys })` in React): progress is saved every
 * 10 s while playing, and the views of every other item must not follow.
 */
export const $mediaProgress = shared('progress.byKey', () => map<Record<string, MediaProgress>>({}))

/** The user's progress of a book or episode now (not a subscription). */
export const mediaProgressOf: ProgressLookup = (libraryItemId, episodeId) =>
  $mediaProgress.get()[progressKey(libraryItemId, episodeId)]

const keyOf = (progress: MediaProgress) =>
  progress.libraryItemId ? progressKey(progress.libraryItemId, progress.episodeId) : null

/** The server answered this progress (a sync, a socket event, a saved change): only its key is notified. */
export function setMediaProgress(progress: MediaProgress): void {
  const key = keyOf(progress)
  if (key) $mediaProgress.setKey(key, progress)
}

/** The progress with this id is gone (discarded on this or another device). */
export function removeMediaProgress(progressId: string): void {
  for (const [key, progress] of Object.entries($mediaProgress.get())) {
    if (progress.id === progressId) $mediaProgress.setKey(key, undefined)
  }
}

/**
 * The whole list as the server has it (sign-in, token refresh, `/api/me`, `user_updated`). Entries the server has
 * not changed since keep their object, so their listeners hear nothing.
 */
export function replaceMediaProgress(list: readonly MediaProgress[]): void {
  const before = $mediaProgress.get()
  const next: Record<string, MediaProgress> = {}
  let changed = false
  for (const progress of list) {
    const key = keyOf(progress)
    if (!key) continue
    const old = before[key]
    const same = old && old.id === progress.id && old.lastUpdate === progress.lastUpdate
    next[key] = same ? old : progress
    if (!same) changed = true
  }
  if (changed || Object.keys(before).length !== Object.keys(next).length) $mediaProgress.set(next)
}

/**
 * How far along the user is, 0..1. E-book progress counts only when there is no listening progress (the
 * official client's rule), and finished media count as done.
 */
export function progressFraction(progress: MediaProgress | null | undefined): number {
  if (!progress) return 0
  if (progress.isFinished) return 1
  const value = progress.progress || progress.ebookProgress || 0
  return Math.min(1, Math.max(0, value))
}

/** Seconds left to listen; the progress's own duration wins over the media's. */
export function secondsRemaining(progress: MediaProgress | null | undefined, mediaDuration: number): number {
  if (!progress) return mediaDuration
  const duration = progress.duration || mediaDuration
  return Math.max(0, duration - progress.currentTime)
}
