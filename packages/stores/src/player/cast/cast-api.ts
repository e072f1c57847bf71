/**
 * The part of the Google Cast Web Sender API (`cast.framework` and `chrome.cast`, loaded from gstatic) the player
 * uses. Declared here so the code type-checks without the SDK and tests can provide a fake with the same surface.
 */

export interface CastImage {
  url: string
}

export interface CastMediaMetadata {
  metadataType?: number
  title?: string
  subtitle?: string
  artist?: string
  albumName?: string
  bookTitle?: string
  chapterTitle?: string
  chapterNumber?: number
  images?: CastImage[]
}

export interface CastMediaInfo {
  contentId: string
  contentType: string
  streamType?: string
  duration?: number | null
  metadata?: CastMediaMetadata | null
}

export interface CastQueueItem {
  media: CastMediaInfo
  autoplay?: boolean
  startTime?: number
  itemId?: number | null
}

export interface CastQueueData {
  items?: CastQueueItem[]
  startIndex?: number
  startTime?: number
  name?: string
  queueType?: string
}

export interface CastLoadRequest {
  media: CastMediaInfo
  autoplay?: boolean
  currentTime?: number
  playbackRate?: number
  queueData?: CastQueueData
}

export interface CastSession {
  loadMedia(request: CastLoadRequest): Promise<unknown>
  endSession(stopCasting: boolean): void
  getCastDevice(): { friendlyName?: string } | null
}

export interface CastContextInstance {
  setOptions(options: { receiverApplicationId: string; autoJoinPolicy: string }): void
  addEventListener(type: string, handler: (event: { sessionState: string }) => void): void
  removeEventListener(type: string, handler: (event: { sessionState: string }) => void): void
  getCurrentSession(): CastSession | null
  requestSession(): Promise<unknown>
}

export interface RemotePlayerLike {
  isConnected: boolean
  isMediaLoaded: boolean
  isPaused: boolean
  isMuted: boolean
  currentTime: number
  duration: number
  volumeLevel: number
  playerState: string | null
  mediaInfo: CastMediaInfo | null
}

export interface RemotePlayerControllerLike {
  playOrPause(): void
  seek(): void
  stop(): void
  setVolumeLevel(): void
  muteOrUnmute(): void
  addEventListener(type: string, handler: (event: { field: string; value: unknown }) => void): void
  removeEventListener(type: string, handler: (event: { field: string; value: unknown }) => void): void
}

/** `window.cast.framework` */
export interface CastFrameworkNamespace {
  CastContext: { getInstance(): CastContextInstance }
  CastContextEventType: { SESSION_STATE_CHANGED: string }
  SessionState: { SESSION_STARTED: string; SESSION_RESUMED: string; SESSION_ENDED: string }
  RemotePlayer: new () => RemotePlayerLike
  RemotePlayerController: new (player: RemotePlayerLike) => RemotePlayerControllerLike
  RemotePlayerEventType: {
    PLAYER_STATE_CHANGED: string
    CURRENT_TIME_CHANGED: string
    IS_MEDIA_LOADED_CHANGED: string
  }
}

/** `window.chrome.cast` */
export interface ChromeCastNamespace {
  AutoJoinPolicy: { ORIGIN_SCOPED: string }
  Image: new (url: string) => CastImage
  media: {
    MediaInfo: new (contentId: string, contentType: string) => CastMediaInfo
    MusicTrackMediaMetadata: new () => CastMediaMetadata
    AudiobookChapterMediaMetadata?: new () => CastMediaMetadata
    QueueItem: new (media: CastMediaInfo) => CastQueueItem
    QueueData: new () => CastQueueData
    LoadRequest: new (media: CastMediaInfo) => CastLoadRequest
    PlayerState: { IDLE: string; PLAYING: string; PAUSED: string; BUFFERING: string }
    QueueType?: { AUDIOBOOK: string; PODCAST_SERIES: string }
  }
}

/** The globals the sender script defines. */
export interface CastGlobals {
  cast: { framework: CastFrameworkNamespace }
  chrome: { cast: ChromeCastNamespace }
}

/** A window that may hold the sender globals and its load callback. */
export interface CastWindow {
  cast?: { framework?: CastFrameworkNamespace }
  chrome?: { cast?: ChromeCastNamespace }
  __onGCastApiAvailable?: (available: boolean) => void
}

/** The globals, once the sender framework has loaded. */
export function castGlobals(win: CastWindow): CastGlobals | null {
  const framework = win.cast?.framework
  const chromeCast = win.chrome?.cast
  return framework && chromeCast ? { cast: { framework }, chrome: { cast: chromeCast } } : null
}
