import type {
  Chapter,
  LibraryItem,
  PlaybackSession,
  PlayMethod,
  PlayRequest,
  SyncBody,
} from '@shelfkit/client'

/**
 * Where the player is. `loading` from the play request until the output can play; `loaded` when it can but was
 * not asked to; `buffering` only while a cast receiver buffers. The progress tick runs only while `playing`.
 */
export type PlayerStatus = 'idle' | 'loading' | 'loaded' | 'playing' | 'paused' | 'buffering'

/** Where the sound comes out: this browser (HTML5 audio, hls.js) or a Cast receiver. */
export type OutputKind = 'local' | 'cast'

export interface PlayerState {
  status: PlayerStatus
  output: OutputKind
  libraryItemId: string | null
  episodeId: string | null
  /** The expanded item being played (cover, authors, chapters, episodes). */
  libraryItem: LibraryItem | null
  sessionId: string | null
  playMethod: PlayMethod | null
  /** True when the audio comes as an HLS transcode. */
  isHls: boolean
  displayTitle: string
  displayAuthor: string
  chapters: readonly Chapter[]
  /** Seconds of media (not divided by the rate). */
  duration: number
  /** From the user setting; follows later changes (spec 01 §4). */
  playbackRate: number
  volume: number
  muted: boolean
}

/** Changes every second while playing; kept apart from `PlayerState` so most views do not re-render. */
export interface PlayerTime {
  /** Seconds of media from the start of the item. */
  currentTime: number
  /** End of the buffered range around the current time (seconds of media). */
  bufferedTime: number
}

/** Spec 01 §3 "Queue item". */
export interface QueueItem {
  libraryItemId: string
  libraryId: string
  episodeId: string | null
  title: string
  subtitle: string
  caption: string
  duration: number
  coverPath: string | null
}

export interface QueueState {
  items: readonly QueueItem[]
  /** On unless the stored value is '0' (spec 01 §4). */
  autoPlay: boolean
}

export type SleepTimerType = 'countdown' | 'chapter'

export interface SleepTimerState {
  type: SleepTimerType | null
  /** Seconds left of a countdown (playing time); null for none or an end-of-chapter timer. */
  remaining: number | null
}

/** A track ready for an output: where to fetch it and where it sits in the item. */
export interface PlayableTrack {
  index: number
  /** Seconds from the start of the item. */
  startOffset: number
  duration: number
  title: string
  url: string
  mimeType: string
}

/** What an output needs to load a session. */
export interface OutputSource {
  sessionId: string
  libraryItemId: string
  tracks: readonly PlayableTrack[]
  isHls: boolean
  /** Seconds from the start of the item. */
  startTime: number
  playWhenReady: boolean
  playbackRate: number
  volume: number
  muted: boolean
  metadata: OutputMetadata
}

export interface OutputMetadata {
  title: string
  author: string
  /** Absolute cover URL, or null. */
  coverUrl: string | null
  mediaType: 'book' | 'podcast'
  narrators?: string
  publisher?: string | null
}

export type OutputState = 'loaded' | 'playing' | 'paused' | 'buffering'

export interface OutputError {
  message: string
  /** The source cannot play any more (a direct-play error restarts the session as a transcode). */
  fatal: boolean
}

/** What an output tells the player. */
export interface OutputEvents {
  onState(state: OutputState): void
  /** The position moved while not playing (seek done, remote change). */
  onTime(seconds: number): void
  onBuffered(seconds: number): void
  onError(error: OutputError): void
  /** The last track ended. */
  onFinished(): void
}

/** A sound output the player drives. Positions are seconds from the start of the item. */
export interface PlayerOutput {
  readonly kind: OutputKind
  load(source: OutputSource): void
  play(): void
  pause(): void
  seek(seconds: number): void
  setPlaybackRate(rate: number): void
  setVolume(volume: number, muted: boolean): void
  currentTime(): number
  bufferedTime(): number
  /** Stops and releases everything; no event fires afterwards. */
  destroy(): void
}

export type OutputFactory = (kind: OutputKind, events: OutputEvents) => Promise<PlayerOutput>

/** The server calls of the player (the client in the app; a recorder in unit tests). */
export interface PlayerApi {
  getItem(libraryItemId: string): Promise<LibraryItem>
  startSession(libraryItemId: string, body: PlayRequest, episodeId: string | null): Promise<PlaybackSession>
  syncSession(sessionId: string, body: SyncBody): Promise<unknown>
  closeSession(sessionId: string, body: SyncBody | null): Promise<unknown>
}

/** A copy kept on this device, opened for playing: a local session (play method 3) over the stored files. */
export interface KeptPlayback {
  session: PlaybackSession
  /** Records a progress report on the device (sent to the server when it can be reached). */
  sync(body: SyncBody): Promise<unknown>
  /** The last report, when the player closes or moves on. */
  close(body: SyncBody): void
  /** Frees the stored files' addresses (the output is gone). */
  release(): void
}

/** The copies kept on this device; null when the item (or episode) is not kept whole. */
export interface KeptCopies {
  open(libraryItemId: string, episodeId: string | null): Promise<KeptPlayback | null>
}

export interface PlayItemOptions {
  episodeId?: string | null
  /** Start here (seconds) instead of the session's saved position. */
  startTime?: number
  /** The queue to play through; when absent the queue is kept only if it holds this item. */
  queueItems?: readonly QueueItem[]
  forceTranscode?: boolean
  /** Start paused (default false: playback starts). */
  paused?: boolean
}
