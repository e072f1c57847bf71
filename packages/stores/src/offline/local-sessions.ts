import type { LocalSession, PlaybackSession, SyncBody } from '@shelfkit/client'
import { atom, type ReadableAtom } from 'nanostores'
import { playerDeviceInfo } from '../player/device-info'
import { shared } from '../registry'
import {
  $serverUrl,
  $sessionFromDevice,
  $sessionStatus,
  currentUserId,
  getClient,
  isUnreachable,
} from '../session'
import { $connection } from './connection'
import { hasDeviceStorage, localSessionRecords } from './device-store'
import { localSessionOf } from './kept-media'

/** A local session waiting to reach the server. */
export interface StoredLocalSession {
  serverUrl: string
  session: LocalSession
}

const records = localSessionRecords<StoredLocalSession>()

const state = shared('offline.localSessions', () => ({
  $unsynced: atom<number>(0),
  pushing: null as Promise<void> | null,
  again: false,
  onItemGone: new Set<(libraryItemId: string, episodeId: string | null) => void>(),
}))

/** How many listening sessions of this user on this device the server has not received yet. */
export const $unsyncedListening: ReadableAtom<number> = state.$unsynced

const mine = (record: StoredLocalSession) =>
  record.serverUrl === $serverUrl.get() && record.session.userId === currentUserId()

/** Re-counts the current user's unsent sessions. */
export async function countUnsyncedListening(): Promise<number> {
  if (!hasDeviceStorage()) return 0
  const count = (await records.all()).filter(mine).length
  state.$unsynced.set(count)
  return count
}

/**
 * Records the listening of a kept copy's playback session on this device (the running totals, as the mobile apps
 * keep them) and sends it when the server can be reached. Each progress report of the player goes here.
 */
export function createLocalSessionRecorder(session: PlaybackSession, now: () => number = Date.now) {
  let timeListening = 0
  let currentTime = session.startTime
  const serverUrl = $serverUrl.get()
  async function record(body: SyncBody | null): Promise<void> {
    if (body) {
      timeListening += Math.max(0, body.timeListened)
      currentTime = body.currentTime
    }
    const local = localSessionOf(
      session,
      { timeListening, currentTime, updatedAt: now() },
      playerDeviceInfo(),
    )
    await records.put(local.id, { serverUrl, session: local })
    void countUnsyncedListening()
    pushLocalSessions()
  }
  return { record, position: () => currentTime }
}

/** Called for a local session the server rejected because its item (or episode) is gone. */
export function onLocalSessionItemGone(listener: (libraryItemId: string, episodeId: string | null) => void) {
  state.onItemGone.add(listener)
  return () => state.onItemGone.delete(listener)
}

const canReachServer = () =>
  $sessionStatus.get() === 'signed-in' && !$sessionFromDevice.get() && $connection.get() === 'online'

/**
 * Sends every unsent local session of the user in one `POST /api/session/local-all` (one run at a time; a call
 * during a run makes it run again). Sessions the server took are dropped here unless they changed meanwhile;
 * those whose item is gone are dropped and reported; the rest wait for the next chance.
 */
export function pushLocalSessions(): Promise<void> {
  if (!hasDeviceStorage() || !canReachServer()) return Promise.resolve()
  if (state.pushing) {
    state.again = true
    return state.pushing
  }
  state.pushing = pushOnce()
    .catch((error: unknown) => {
      if (!isUnreachable(error)) console.error('Could not send the listening kept on this device', error)
    })
    .finally(() => {
      state.pushing = null
      if (state.again) {
        state.again = false
        void pushLocalSessions()
      }
    })
  return state.pushing
}

async function pushOnce() {
  const pending = (await records.all()).filter(mine)
  if (!pending.length) return
  const { results } = await getClient().sessions.syncLocalAll({
    deviceInfo: pending[0]!.session.deviceInfo,
    sessions: pending.map((record) => record.session),
  })
  for (const result of results) {
    const sent = pending.find((record) => record.session.id === result.id)
    if (!sent) continue
    const now = await records.get(sent.session.id)
    if (!result.success) {
      console.error(`The server refused the listening of "${sent.session.displayTitle}": ${result.error}`)
      for (const listener of state.onItemGone) listener(sent.session.libraryItemId, sent.session.episodeId)
    }
    if (now && now.session.updatedAt === sent.session.updatedAt) await records.remove(sent.session.id)
  }
  await countUnsyncedListening()
}

/** Drops the user's unsent listening (a sign-out the user confirmed). */
export async function discardUnsyncedListening(): Promise<void> {
  if (!hasDeviceStorage()) return
  const pending = (await records.all()).filter(mine)
  await Promise.all(pending.map((record) => records.remove(record.session.id)))
  state.$unsynced.set(0)
}
