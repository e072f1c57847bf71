import type { MediaProgress, User } from '@shelfkit/client'

/** Looks up the user's progress of one book (no episode id) or one podcast episode. */
export type ProgressLookup = (
  libraryItemId: string,
  episodeId?: string | null,
) => MediaProgress | null | undefined

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

/** The user with this progress added or replaced (matched by id, else by item and episode). */
export function withProgress<U extends Pick<User, 'mediaProgress'>>(user: U, progress: MediaProgress): U {
  const others = user.mediaProgress.filter(
    (entry) =>
      entry.id !== progress.id &&
      !(entry.libraryItemId === progress.libraryItemId && (entry.episodeId ?? null) === progress.episodeId),
  )
  return { ...user, mediaProgress: [...others, progress] }
}
