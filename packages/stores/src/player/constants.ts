import { params, storeMessages } from '../i18n/i18n'

/** The numbers of the player rules (spec 01 §4, §5, §7, §9 and spec 02 §9), each in one place. */

/** While PLAYING a tick runs every second; any other state stops it (spec 01 §4 "Player", §9). */
export const PLAYER_TICK_MS = 1000
/** The first progress sync comes after this much listening (spec 01 §9). */
export const FIRST_SYNC_AFTER_S = 20
/** Once a sync has happened, the next ones come after this much listening (spec 01 §9). */
export const SYNC_INTERVAL_S = 10
/** A sync is skipped if the position moved less than this since the previous one (spec 01 §5). */
export const MIN_SYNC_MOVEMENT_S = 1
/** Consecutive failed syncs that raise the persistent warning (spec 01 §8, §9). */
export const SYNC_FAILURES_BEFORE_WARNING = 4
/** The close report carries listening data only above this many seconds listened (spec 01 §5, §9). */
export const CLOSE_REPORT_MIN_LISTENED_S = 20

/** Spec 01 §4: a stream reset tears down, waits this long, then restarts. */
export const STREAM_RESET_DELAY_MS = 1000
/** Spec 01 §9: the warning about another session playing this item stays 20 s. */
export const OTHER_SESSION_WARNING_MS = 20_000

/** Spec 01 §4 "Chapter navigation": within this many seconds of a chapter start, previous goes one chapter back. */
export const PREVIOUS_CHAPTER_THRESHOLD_S = 3

/** Spec 01 §5, §9 and spec 02 §9 "Player settings". */
export const PLAYBACK_RATE_MIN = 0.5
export const PLAYBACK_RATE_MAX = 10
export const PLAYBACK_RATE_DEFAULT_STEP = 0.1
export const PLAYBACK_RATE_STEPS = [0.1, 0.05] as const
export const PLAYBACK_RATE_PRESETS = [0.5, 1, 1.2, 1.5, 2] as const
export const JUMP_AMOUNTS_S = [10, 15, 30, 60, 120, 300] as const

/** Spec 01 §5, §9: volume 0..1 in steps of 0.1; the popup closes 600 ms after the pointer leaves. */
export const VOLUME_STEP = 0.1
export const VOLUME_POPUP_CLOSE_MS = 600

/** Spec 02 §9 sleep timer presets (minutes; 120 = "2 hours") and adjust steps (seconds). */
export const SLEEP_TIMER_PRESETS_MIN = [5, 15, 20, 30, 45, 60, 90, 120] as const
export const SLEEP_TIMER_ADJUST_STEPS_S = [300, 1800] as const
/** Spec 01 §4: decrementing by more than is left leaves this many seconds. */
export const SLEEP_TIMER_DECREMENT_FLOOR_S = 3
/** Spec 02 §9: the custom sleep time input's minimum (minutes). */
export const SLEEP_TIMER_CUSTOM_MIN_MINUTES = 0.1

/** Spec 01 §5, §9: no new bookmark within this many seconds of an existing one. */
export const BOOKMARK_DUPLICATE_WINDOW_S = 1

/** Spec 01 §7 HLS loading policy. */
export const HLS_TIMEOUT_RETRIES = 4
export const HLS_ERROR_RETRIES = 8
export const HLS_RETRY_DELAY_MIN_MS = 1000
export const HLS_RETRY_DELAY_MAX_MS = 8000
export const HLS_FIRST_BYTE_TIMEOUT_MS = 10_000
export const HLS_LOAD_TIMEOUT_MS = 120_000

/** Spec 01 §9: what a Cast receiver decodes (it direct-plays: casting never transcodes). */
export const CAST_AUDIO_CODECS = ['opus', 'mp3', 'aac', 'flac', 'webma', 'wav'] as const

/** The name this client reports in play requests. */
export const CLIENT_NAME = 'Shelfkit Web'

/** Spec 01 §9: the client version reported in play requests (the official client release whose API it speaks). */
export const CLIENT_VERSION = '2.30.0'

/** Spec 01 §8 messages of the player. */
export const playerMessages = storeMessages('player.messages', {
  syncFailing: 'Progress is not being synced, restart playback',
  needsServer: 'The server cannot be reached: only books and episodes kept on this device can be played',
  sleepTimerDone: 'Sleep timer done... zZzzZz',
  bookmarkCreated: 'Bookmark added',
  bookmarkCreateFailed: 'bookmark create failed',
  bookmarkKept: 'Bookmark kept on this device: it goes to the server once it can be reached',
  bookmarkUpdated: 'Bookmark updated',
  bookmarkUpdateFailed: 'Bookmark update failed',
  bookmarkRemoved: 'Bookmark removed',
  bookmarkRemoveFailed: 'remove failed',
  castNeedsHttps: 'Casting requires a secure connection',
  otherSession: params('Another session is playing this item on {device}'),
  anotherDevice: 'another device',
  otherTab: 'Paused: playing in another tab',
  endOfChapter: 'EoC',
})

/** Spec 01 §4: the toast when another session plays the item, naming its device when known. */
export function otherSessionMessage(device: string): string {
  const text = playerMessages.get()
  return text.otherSession({ device: device || text.anotherDevice })
}

/** Toast keys: the player's toasts replace themselves instead of stacking. */
export const PLAYER_TOAST_KEYS = {
  syncFailing: 'player-sync-failing',
  otherSession: 'player-other-session',
} as const
