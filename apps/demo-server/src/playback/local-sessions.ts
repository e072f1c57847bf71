import type { ServerContext } from '../context'
import {
  authorNameOf,
  bookDuration,
  bookMetadataJson,
  type ItemView,
  podcastMetadataJson,
} from '../serialize/library-item'
import { findProgress, upsertProgress } from '../state/progress'
import type { DeviceInfo, PlaybackSessionRecord, UserRecord } from '../state/types'
import { newId } from '../util/ids'
import { deviceDescription } from './device-info'

/** A session as a player sends it after playing a copy kept on the device (partial PlaybackSession JSON). */
export type LocalSessionJson = Record<string, unknown>

export type LocalSyncResult =
  | { id: unknown; success: true; progressSynced: boolean }
  | { id: unknown; success: false; error: string }

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const dayFields = (time: number) => {
  const date = Number.isNaN(new Date(time).getTime()) ? new Date() : new Date(time)
  return { date: date.toISOString().slice(0, 10), dayOfWeek: weekdays[date.getUTCDay()]! }
}
const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback
const textOr = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback)

/** Old mobile app ids (`play_local_…`) get a new id once per server run, like PlaybackSessionManager's map. */
const oldIdMap = new Map<string, string>()

/**
 * PlaybackSessionManager.syncLocalSession: stores (or updates) a session played from a copy on the device and
 * takes its position as the user's progress, unless that progress was updated after the session (newest update
 * wins). Like the real server it checks only that the item (and episode) and its library exist.
 */
export function syncLocalSession(
  ctx: ServerContext,
  user: UserRecord,
  json: LocalSessionJson,
  device: DeviceInfo,
): LocalSyncResult {
  const { store, hub } = ctx
  const view: ItemView = { store, flavour: ctx.config.flavour }
  const item = typeof json.libraryItemId === 'string' ? store.items.get(json.libraryItemId) : undefined
  const episodeId = typeof json.episodeId === 'string' ? json.episodeId : null
  const episode =
    item?.mediaType === 'podcast' && episodeId
      ? item.media.episodes.find((e) => e.id === episodeId)
      : undefined
  if (!item || (item.mediaType === 'podcast' && !episode)) {
    return { id: json.id, success: false, error: 'Media item not found' }
  }
  const library = store.libraries.get(item.libraryId)
  if (!library) return { id: json.id, success: false, error: 'Library not found' }

  let id = typeof json.id === 'string' ? json.id : ''
  if (id.startsWith('play_local_')) {
    if (!oldIdMap.has(id)) oldIdMap.set(id, newId())
    id = oldIdMap.get(id)!
  }
  const updatedAt = numberOr(json.updatedAt, numberOr(json.startedAt, 0))
  const existing = store.playbackSessions.get(id)
  let session: PlaybackSessionRecord
  if (!existing) {
    const startedAt = numberOr(json.startedAt, updatedAt)
    const metadata =
      item.mediaType === 'book' ? bookMetadataJson(view, item.media) : podcastMetadataJson(item.media)
    const sent = json.mediaMetadata && typeof json.mediaMetadata === 'object' ? json.mediaMetadata : {}
    session = {
      id,
      userId: user.id,
      libraryId: item.libraryId,
      libraryItemId: item.id,
      bookId: episode ? null : item.media.id,
      episodeId: episode?.id ?? null,
      mediaType: item.mediaType,
      mediaMetadata: { ...metadata, ...sent },
      chapters: Array.isArray(json.chapters) ? structuredClone(json.chapters) : [],
      displayTitle: textOr(
        json.displayTitle,
        item.mediaType === 'book' ? item.media.metadata.title : item.media.metadata.title,
      ),
      displayAuthor: textOr(
        json.displayAuthor,
        item.mediaType === 'book' ? authorNameOf(view, item.media) : (item.media.metadata.author ?? ''),
      ),
      coverPath: typeof json.coverPath === 'string' ? json.coverPath : null,
      duration: item.mediaType === 'book' ? bookDuration(item.media) : (episode?.audioFile.duration ?? 0),
      playMethod: numberOr(json.playMethod, 3),
      mediaPlayer: textOr(json.mediaPlayer, null as unknown as string),
      deviceInfo: device,
      serverVersion: ctx.version,
      ...dayFields(updatedAt),
      timeListening: numberOr(json.timeListening, 0),
      startTime: numberOr(json.startTime, 0),
      currentTime: numberOr(json.currentTime, 0),
      startedAt,
      updatedAt,
      closedAt: updatedAt,
    }
  } else {
    session = {
      ...existing,
      currentTime: numberOr(json.currentTime, 0),
      timeListening: numberOr(json.timeListening, 0),
      updatedAt,
      ...dayFields(updatedAt),
    }
  }
  store.playbackSessions.save(session)

  const progress = findProgress(store, user.id, item.id, session.episodeId)
  if (progress && progress.lastUpdate > session.updatedAt) return { id, success: true, progressSynced: false }
  const result = upsertProgress(
    store,
    user,
    {
      libraryItemId: item.id,
      episodeId: session.episodeId,
      duration: session.duration,
      currentTime: session.currentTime,
      progress: session.duration ? Math.max(0, Math.min(1, session.currentTime / session.duration)) : 0,
      markAsFinishedPercentComplete: library.settings.markAsFinishedPercentComplete,
      markAsFinishedTimeRemaining: library.settings.markAsFinishedTimeRemaining,
    },
    ctx.config.flavour,
  )
  if (!('progress' in result)) return { id, success: true, progressSynced: false }
  // MediaProgress.applyProgressUpdate: an update (not a new record) takes the session's time as its own.
  const saved = progress
    ? store.progress.save({ ...result.progress, lastUpdate: session.updatedAt })
    : result.progress
  hub.emitToUser(user.id, 'user_item_progress_updated', {
    id: saved.id,
    sessionId: session.id,
    deviceDescription: deviceDescription(session.deviceInfo),
    data: { ...saved },
  })
  return { id, success: true, progressSynced: true }
}
