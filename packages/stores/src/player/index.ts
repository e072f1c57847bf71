import type { AudioBookmark } from '@shelfkit/client'
import { playerSingleton } from './store'
import type { PlayerState, PlayItemOptions, QueueItem } from './types'

const { player, cast, bookmarks, fullscreen } = playerSingleton

/** The player: status, item, session, chapters, duration, rate, volume (spec 01 §4). */
export const $player = player.$player
/** Current and buffered position; changes every second while playing. */
export const $playerTime = player.$playerTime
/** The queue and its autoplay flag. */
export const $playerQueue = player.$queue
export const $sleepTimer = player.$sleepTimer
/** Bookmarks of the item in the player, in time order. */
export const $playerBookmarks = bookmarks.$playerBookmarks
/** Cast availability and connection (spec 01 §2 "cast button"). */
export const $cast = cast.$cast

/**
 * Plays a book (or a podcast episode with `episodeId`). The loaded item resumes, or seeks to `startTime`; any
 * other item is fetched and a session opened. Pass `queueItems` to play through a list.
 */
export function playItem(libraryItemId: string, options: PlayItemOptions = {}): Promise<void> {
  return player.playItem(libraryItemId, options)
}
export const resumePlayback = (): void => player.play()
export const pausePlayback = (): void => player.pause()
export const togglePlayback = (): void => player.togglePlay()
/** Seconds from the start of the item; ignored while loading (spec 01 §4). */
export const seekTo = (seconds: number): void => player.seek(seconds)
export const jumpBackward = (): void => player.jumpBackward()
export const jumpForward = (): void => player.jumpForward()
export const previousChapter = (): void => player.previousChapter()
export const nextChapter = (): void => player.nextChapter()
export const setPlaybackRate = (rate: number): void => player.setPlaybackRate(rate)
export const increasePlaybackRate = (): void => player.increasePlaybackRate()
export const decreasePlaybackRate = (): void => player.decreasePlaybackRate()
export const setVolume = (volume: number): void => player.setVolume(volume)
export const toggleMute = (): void => player.toggleMute()
/**
 * The player's close button and Escape (spec 01 §4): leaves the expanded view when the player is fullscreen;
 * otherwise closes the session (with the listening report) and the player; does nothing while loading.
 */
export const closePlayer = (): void => fullscreen.requestClose()
/** Closes the session and the player whatever its view (what it plays is gone, e.g. a removed episode). */
export const stopPlayer = (): void => player.close()
/** Whether the player shows its expanded (fullscreen) view; false whenever nothing is loaded. */
export const $playerFullscreen = fullscreen.$fullscreen
/** Expands (true) or collapses (false) the player view; nothing expands while no item is loaded. */
export const setPlayerFullscreen = (expanded: boolean): void => fullscreen.setFullscreen(expanded)
/** The player's idea of the current position (read at call time, not a store). */
export const playerCurrentTime = (): number => player.currentTime()

/** Adds an entry unless the item (and episode) is already queued (spec 01 §4). */
export const addToQueue = (item: QueueItem): void => player.addToQueue(item)
export const removeFromQueue = (libraryItemId: string, episodeId: string | null = null): void =>
  player.removeFromQueue(libraryItemId, episodeId)
export const clearQueue = (): void => player.clearQueue()
export const setQueueAutoPlay = (autoPlay: boolean): void => player.setQueueAutoPlay(autoPlay)
export const playNextInQueue = (): Promise<void> => player.playNextInQueue()

export const setSleepTimer = (seconds: number): void => player.setSleepTimer(seconds)
export const setSleepTimerEndOfChapter = (): void => player.setSleepTimerEndOfChapter()
export const incrementSleepTimer = (seconds: number): void => player.incrementSleepTimer(seconds)
export const decrementSleepTimer = (seconds: number): void => player.decrementSleepTimer(seconds)
export const cancelSleepTimer = (): void => player.cancelSleepTimer()

export const canCreateBookmark = (): boolean => bookmarks.canCreateBookmark()
/** Creates a bookmark at the current second; false (nothing sent) when one lies within 1 s (spec 01 §5). */
export const createBookmark = (title: string): boolean => bookmarks.createBookmark(title)
export const renameBookmark = (bookmark: AudioBookmark, title: string): Promise<boolean> =>
  bookmarks.renameBookmark(bookmark, title)
export const deleteBookmark = (bookmark: AudioBookmark): void => bookmarks.deleteBookmark(bookmark)

/** The cast button: device picker, or the https warning on an insecure page. */
export const requestCastSession = (): void => cast.requestSession()
export const endCastSession = (): void => cast.endSession()

/** Whether `state` is playing (or loading) this item / episode: for play buttons elsewhere. */
export function isPlayerItem(
  state: PlayerState,
  libraryItemId: string,
  episodeId: string | null = null,
): boolean {
  return (
    state.status !== 'idle' &&
    state.libraryItemId === libraryItemId &&
    state.episodeId === (episodeId ?? null)
  )
}

export { canCreateBookmarkAt, isBookmarkAtTime } from './bookmark-rules'
export { CAST_SCRIPT_FOLDERS } from './cast/cast-scripts'
export type { CastState } from './cast/cast-state'
export { chapterAt, chapterIndexAt } from './chapters'
export * from './constants'
export { clampPlaybackRate, clampVolume } from './controls'
export { type TimeDisplay, timeDisplay } from './display'
export { type PlayerHotkeyAction, playerHotkeyAction } from './hotkeys'
export { queueIndexOf } from './queue-rules'
export type {
  OutputKind,
  PlayerState,
  PlayerStatus,
  PlayerTime,
  PlayItemOptions,
  QueueItem,
  QueueState,
  SleepTimerState,
  SleepTimerType,
} from './types'
