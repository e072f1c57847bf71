import { join } from 'node:path'
import type { Request } from 'express'
import type { ServerContext } from '../context'
import { type HlsStream, startHlsTranscode } from '../media'
import {
  authorNameOf,
  bookDuration,
  bookMetadataJson,
  bookTracks,
  episodeExpandedJson,
  episodeTrack,
  type ItemView,
  includedAudioFiles,
  itemExpandedJson,
  podcastMetadataJson,
} from '../serialize/library-item'
import { sessionJson } from '../serialize/session'
import { userPublicJson } from '../serialize/user'
import { upsertProgress } from '../state/progress'
import type { LibraryItemRecord, PlaybackSessionRecord, UserRecord } from '../state/types'
import { PlayMethod } from '../state/types'
import { newId } from '../util/ids'
import { type ClientDeviceInfo, deviceDescription, deviceInfoFor } from './device-info'

export interface PlayOptions {
  deviceInfo?: ClientDeviceInfo
  supportedMimeTypes?: unknown
  mediaPlayer?: unknown
  forceTranscode?: unknown
  forceDirectPlay?: unknown
}

export interface SyncData {
  currentTime?: unknown
  timeListened?: unknown
  duration?: unknown
}

/** An open session: the stored record plus what only exists while it plays. */
export interface OpenSession {
  record: PlaybackSessionRecord
  audioTracks: Record<string, unknown>[]
  /** Files behind the direct-play tracks, by 1-based track index. */
  trackFiles: string[]
  stream: HlsStream | null
  /** Set once the session has been written to the database (it has listening time). */
  saved: boolean
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

function calendarFields(now: number) {
  const date = new Date(now)
  return { date: date.toISOString().slice(0, 10), dayOfWeek: weekdays[date.getUTCDay()]! }
}

const toNumber = (value: unknown, fallback = 0) => {
  const n = Number(value)
  return value === null || value === undefined || value === '' || Number.isNaN(n) ? fallback : n
}

/** PlaybackSessionManager: open sessions live in memory; ones with listening time are stored. */
export class SessionManager {
  private readonly open = new Map<string, OpenSession>()
  private readonly view: ItemView

  constructor(private readonly ctx: ServerContext) {
    this.view = { store: ctx.store, flavour: ctx.config.flavour }
  }

  get(sessionId: string): OpenSession | undefined {
    return this.open.get(sessionId)
  }

  openSessions(): OpenSession[] {
    return [...this.open.values()]
  }

  /** The user's newest open session, as online-user payloads show it. */
  openSessionJsonForUser(userId: string): unknown {
    const sessions = this.openSessions().filter((s) => s.record.userId === userId)
    const latest = sessions[sessions.length - 1]
    return latest ? this.clientJson(latest) : null
  }

  clientJson(session: OpenSession): Record<string, unknown> {
    const item = this.ctx.store.items.get(session.record.libraryItemId)
    return {
      ...sessionJson(session.record),
      audioTracks: structuredClone(session.audioTracks),
      libraryItem: item ? itemExpandedJson(this.view, item) : null,
    }
  }

  private publicUser(user: UserRecord) {
    return userPublicJson(user, this.openSessionJsonForUser(user.id))
  }

  async start(
    req: Request,
    user: UserRecord,
    item: LibraryItemRecord,
    episodeId: string | null,
    options: PlayOptions,
  ) {
    const { store, hub } = this.ctx
    const device = deviceInfoFor(req, options.deviceInfo, this.ctx.version, user.id)
    if (this.ctx.config.flavour === '2.36') {
      const known = [...store.playbackSessions.all(), ...this.openSessions().map((s) => s.record)].find(
        (s) => s.deviceInfo.deviceId === device.deviceId,
      )
      if (known) {
        device.id = known.deviceInfo.id
        device.manufacturer ??= ''
        device.model ??= ''
        device.sdkVersion ??= ''
      }
    }
    for (const existing of this.openSessions()) {
      if (existing.record.userId === user.id && existing.record.deviceInfo.deviceId === device.deviceId) {
        await this.close(user, existing, null)
      }
    }

    const episode =
      item.mediaType === 'podcast' ? item.media.episodes.find((e) => e.id === episodeId) : undefined
    const files =
      item.mediaType === 'book' ? includedAudioFiles(item.media) : episode ? [episode.audioFile] : []
    const supported = Array.isArray(options.supportedMimeTypes)
      ? (options.supportedMimeTypes as unknown[])
      : null
    const canDirectPlay = !!supported && files.every((f) => supported.includes(f.mimeType))
    const directPlay = !!options.forceDirectPlay || (!options.forceTranscode && canDirectPlay)

    const mediaItemId = episode?.id ?? item.media.id
    const progress = store.progressForUser(user.id).find((p) => p.mediaItemId === mediaItemId)
    const startTime = progress && !progress.isFinished ? progress.currentTime || 0 : 0
    const now = Date.now()
    const id = newId()
    const duration = item.mediaType === 'book' ? bookDuration(item.media) : (episode?.audioFile.duration ?? 0)
    const record: PlaybackSessionRecord = {
      id,
      userId: user.id,
      libraryId: item.libraryId,
      libraryItemId: item.id,
      bookId: item.mediaType === 'book' ? item.media.id : null,
      episodeId: episode?.id ?? null,
      mediaType: item.mediaType,
      mediaMetadata:
        item.mediaType === 'book' ? bookMetadataJson(this.view, item.media) : podcastMetadataJson(item.media),
      chapters: structuredClone(item.mediaType === 'book' ? item.media.chapters : (episode?.chapters ?? [])),
      displayTitle: item.mediaType === 'book' ? item.media.metadata.title : (episode?.title ?? ''),
      displayAuthor:
        item.mediaType === 'book' ? authorNameOf(this.view, item.media) : (item.media.metadata.author ?? ''),
      coverPath: item.media.coverPath,
      duration,
      playMethod: directPlay ? PlayMethod.DIRECTPLAY : PlayMethod.TRANSCODE,
      mediaPlayer:
        typeof options.mediaPlayer === 'string' && options.mediaPlayer ? options.mediaPlayer : 'unknown',
      deviceInfo: device,
      serverVersion: this.ctx.version,
      ...calendarFields(now),
      timeListening: 0,
      startTime,
      currentTime: startTime,
      startedAt: now,
      updatedAt: now,
      closedAt: null,
    }

    const session: OpenSession = {
      record,
      audioTracks: [],
      trackFiles: files.map((f) => f.metadata.path),
      stream: null,
      saved: false,
    }
    if (directPlay) {
      session.audioTracks =
        item.mediaType === 'book' ? bookTracks(item) : episode ? [episodeTrack(item, episode)] : []
    } else {
      session.stream = this.startStream(session, item, user, startTime)
      session.audioTracks = [
        {
          index: 1,
          startOffset: 0,
          duration,
          title: record.displayTitle,
          contentUrl: `/hls/${id}/output.m3u8`,
          mimeType: 'application/vnd.apple.mpegurl',
          codec: null,
          metadata: null,
        },
      ]
    }
    this.open.set(id, session)
    hub.emitToAdmins('user_stream_update', this.publicUser(user))
    return session
  }

  private startStream(
    session: OpenSession,
    item: LibraryItemRecord,
    user: UserRecord,
    startTime: number,
  ): HlsStream {
    const { hub } = this.ctx
    let offset = 0
    const tracks = (
      item.mediaType === 'book'
        ? includedAudioFiles(item.media)
        : item.media.episodes.filter((e) => e.id === session.record.episodeId).map((e) => e.audioFile)
    ).map((file) => {
      const track = { path: file.metadata.path, startOffset: offset, duration: file.duration }
      offset += file.duration
      return track
    })
    const stream = startHlsTranscode({
      sessionId: session.record.id,
      outDir: join(this.ctx.metadataDir, 'streams'),
      tracks,
      startTime,
    })
    const episode =
      item.mediaType === 'podcast'
        ? item.media.episodes.find((e) => e.id === session.record.episodeId)
        : undefined
    const streamJson = () => ({
      id: session.record.id,
      userId: user.id,
      libraryItem: itemExpandedJson(this.view, item),
      episode: episode && item.mediaType === 'podcast' ? episodeExpandedJson(item, episode) : null,
      segmentLength: 6,
      playlistPath: stream.playlistPath,
      clientPlaylistUri: `/hls/${session.record.id}/output.m3u8`,
      startTime,
      segmentStartNumber: stream.segmentStartNumber,
      isTranscodeComplete: false,
    })
    stream.on('progress', (data) => hub.emitToUser(user.id, 'stream_progress', data))
    stream.on('ready', () => hub.emitToUser(user.id, 'stream_open', streamJson()))
    stream.on('reset', (data) => {
      const reset = data as { streamId: string; startTime: number }
      hub.emitToAll('stream_reset', { startTime: reset.startTime, streamId: reset.streamId })
    })
    stream.on('error', (data) => {
      const failure = data as { error: string }
      hub.emitToUser(user.id, 'stream_error', { id: session.record.id, errorMessage: failure.error })
    })
    return stream
  }

  /** Applies a sync: current time, listening time, progress; emits user_item_progress_updated. */
  sync(user: UserRecord, session: OpenSession, data: SyncData): boolean {
    const { store, hub } = this.ctx
    const item = store.items.get(session.record.libraryItemId)
    if (!item) return false
    const library = store.libraries.get(item.libraryId)
    if (!library) return false
    const record = session.record
    const now = Date.now()
    record.currentTime = toNumber(data.currentTime, record.currentTime)
    const listened = toNumber(data.timeListened)
    if (listened > 0 && listened < 3600 * 24) {
      record.timeListening += listened
      Object.assign(record, calendarFields(now))
    }
    record.updatedAt = now
    const duration = toNumber(data.duration) || record.duration || 0
    const result = upsertProgress(
      store,
      user,
      {
        libraryItemId: item.id,
        episodeId: record.episodeId,
        duration,
        currentTime: record.currentTime,
        progress: duration ? Math.min(1, record.currentTime / duration) : 0,
        markAsFinishedTimeRemaining: library.settings.markAsFinishedTimeRemaining,
        markAsFinishedPercentComplete: library.settings.markAsFinishedPercentComplete,
      },
      this.ctx.config.flavour,
    )
    if ('progress' in result) {
      hub.emitToUser(user.id, 'user_item_progress_updated', {
        id: result.progress.id,
        sessionId: record.id,
        deviceDescription: deviceDescription(record.deviceInfo),
        data: { ...result.progress },
      })
    }
    this.save(session)
    return true
  }

  private save(session: OpenSession): void {
    if (!session.record.timeListening) return
    this.ctx.store.playbackSessions.save(structuredClone(session.record))
    session.saved = true
  }

  async close(user: UserRecord, session: OpenSession, data: SyncData | null): Promise<void> {
    if (data) this.sync(user, session, data)
    else this.save(session)
    this.open.delete(session.record.id)
    if (session.stream) {
      await session.stream.close()
      this.ctx.hub.emitToUser(session.record.userId, 'stream_closed', session.record.id)
    }
    this.ctx.hub.emitToAdmins('user_stream_update', this.publicUser(user))
    this.ctx.hub.emitToUser(session.record.userId, 'user_session_closed', session.record.id)
  }

  /** Stops every stream (server shutdown). */
  async closeAll(): Promise<void> {
    await Promise.all(this.openSessions().map((s) => s.stream?.close()))
    this.open.clear()
  }

  /** The stored record of a session, open or not. */
  recordOf(sessionId: string): PlaybackSessionRecord | undefined {
    return this.open.get(sessionId)?.record ?? this.ctx.store.playbackSessions.get(sessionId)
  }

  sessionJson(session: OpenSession) {
    return sessionJson(session.record)
  }
}
