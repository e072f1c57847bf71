import type { SyncBody } from '@shelfkit/client'
import { isApiError } from '@shelfkit/client'
import {
  CLOSE_REPORT_MIN_LISTENED_S,
  FIRST_SYNC_AFTER_S,
  MIN_SYNC_MOVEMENT_S,
  SYNC_FAILURES_BEFORE_WARNING,
  SYNC_INTERVAL_S,
} from './constants'

export interface ProgressSyncOptions {
  send(body: SyncBody): Promise<unknown>
  /** Spec 01 §8: the fourth failure in a row (the count then starts again). */
  onFailing(): void
  /** The server answered 404: it no longer knows the session (closed, or the server restarted). */
  onSessionLost(): void
}

/**
 * When to report listening to the server (spec 01 §4 "Player", §5, §9): the player's one-second tick adds the
 * wall-clock time listened; the first sync goes after 20 s of listening, later ones every 10 s; a sync is skipped
 * when the position moved under 1 s since the last one. Listening time of failed syncs is kept and sent with the
 * next one, so an outage loses no listening time.
 */
export class ProgressSync {
  private listened = 0
  private unsent = 0
  private lastSyncedTime = 0
  private synced = false
  private failures = 0
  private dueNow = false
  /** Answers of syncs sent before the last reset belong to another item. */
  private generation = 0

  constructor(private readonly options: ProgressSyncOptions) {}

  /** Seconds listened that no successful sync has reported yet. */
  get pendingListening(): number {
    return Math.floor(this.listened) + this.unsent
  }

  /** One tick while playing: `elapsedS` of wall-clock listening at `currentTime`. */
  tick(elapsedS: number, currentTime: number, duration: number): void {
    if (elapsedS > 0) this.listened += elapsedS
    const due = this.synced ? SYNC_INTERVAL_S : FIRST_SYNC_AFTER_S
    if (this.dueNow || this.listened >= due) this.sync(currentTime, duration)
  }

  /** Sends a sync now (a seek while paused, the end of the item) unless the position barely moved. */
  sync(currentTime: number, duration: number): boolean {
    if (!Number.isFinite(currentTime)) return false
    if (Math.abs(currentTime - this.lastSyncedTime) < MIN_SYNC_MOVEMENT_S) return false
    const whole = Math.floor(this.listened)
    this.listened -= whole
    const timeListened = whole + this.unsent
    this.unsent = 0
    this.lastSyncedTime = currentTime
    this.synced = true
    this.dueNow = false
    const generation = this.generation
    this.options.send({ timeListened, currentTime, duration }).then(
      () => {
        if (generation === this.generation) this.failures = 0
      },
      (error: unknown) => {
        if (generation !== this.generation) return
        console.error('Failed to sync playback progress', error)
        this.unsent += timeListened
        this.failures++
        if (this.failures >= SYNC_FAILURES_BEFORE_WARNING) {
          this.failures = 0
          this.options.onFailing()
        }
        if (isApiError(error) && error.status === 404) this.options.onSessionLost()
      },
    )
    return true
  }

  /**
   * The body of the close request: listening data only when more than 20 s are unreported (spec 01 §5), else
   * null. Resets the counts.
   */
  takeCloseReport(currentTime: number, duration: number): SyncBody | null {
    const timeListened = this.pendingListening
    this.reset()
    return timeListened > CLOSE_REPORT_MIN_LISTENED_S ? { timeListened, currentTime, duration } : null
  }

  /**
   * A new session of the same item (the server lost the old one, or it became a transcode): the next tick
   * reports what is pending, the failure count and the listening carry over.
   */
  continueInNewSession(): void {
    this.lastSyncedTime = Number.NaN
    this.synced = true
    this.dueNow = true
  }

  /** A new item: nothing carries over, answers of earlier syncs are ignored. */
  reset(): void {
    this.generation++
    this.listened = 0
    this.unsent = 0
    this.lastSyncedTime = 0
    this.synced = false
    this.dueNow = false
    this.failures = 0
  }
}
