import type { MediaProgressRecord, UserRecord } from '../state/types'

export interface UserJsonOptions {
  progress: MediaProgressRecord[]
  /** Set when the request was authenticated with a legacy (non-expiring) token. */
  isOldToken?: boolean
  hideRootToken?: boolean
  /** Leave out mediaProgress and bookmarks (the list-of-users shape). */
  minimal?: boolean
}

export function progressJson(progress: MediaProgressRecord) {
  return {
    id: progress.id,
    userId: progress.userId,
    libraryItemId: progress.libraryItemId,
    episodeId: progress.episodeId,
    mediaItemId: progress.mediaItemId,
    mediaItemType: progress.mediaItemType,
    duration: progress.duration,
    progress: progress.progress,
    currentTime: progress.currentTime,
    isFinished: progress.isFinished,
    hideFromContinueListening: progress.hideFromContinueListening,
    ebookLocation: progress.ebookLocation,
    ebookProgress: progress.ebookProgress,
    lastUpdate: progress.lastUpdate,
    startedAt: progress.startedAt,
    finishedAt: progress.finishedAt,
  }
}

/** The user as the real server sends it to browsers (User.toOldJSONForBrowser). */
export function userJson(user: UserRecord, options: UserJsonOptions) {
  const json: Record<string, unknown> = {
    id: user.id,
    username: user.username,
    email: user.email,
    type: user.type,
    token: user.type === 'root' && options.hideRootToken ? '' : user.token,
    isOldToken: options.isOldToken ? true : undefined,
    mediaProgress: options.progress.map(progressJson),
    seriesHideFromContinueListening: [...user.seriesHideFromContinueListening],
    bookmarks: user.bookmarks.map((bookmark) => ({ ...bookmark })),
    isActive: user.isActive,
    isLocked: user.isLocked,
    lastSeen: user.lastSeen,
    createdAt: user.createdAt,
    permissions: { ...user.permissions },
    librariesAccessible: [...user.librariesAccessible],
    itemTagsSelected: [...user.itemTagsSelected],
    hasOpenIDLink: false,
  }
  if (!json.isOldToken) delete json.isOldToken
  if (options.minimal) {
    delete json.mediaProgress
    delete json.bookmarks
  }
  return json
}

/** The short public form used in socket events and the online-users list. */
export function userPublicJson(user: UserRecord, session: unknown) {
  return {
    id: user.id,
    username: user.username,
    type: user.type,
    session: session ?? null,
    lastSeen: user.lastSeen,
    createdAt: user.createdAt,
  }
}
