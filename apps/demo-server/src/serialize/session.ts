import type { PlaybackSessionRecord } from '../state/types'

/** PlaybackSession.toJSON: what stored (and listed) sessions look like. */
export function sessionJson(session: PlaybackSessionRecord) {
  return {
    id: session.id,
    userId: session.userId,
    libraryId: session.libraryId,
    libraryItemId: session.libraryItemId,
    bookId: session.bookId,
    episodeId: session.episodeId,
    mediaType: session.mediaType,
    mediaMetadata: structuredClone(session.mediaMetadata),
    chapters: structuredClone(session.chapters),
    displayTitle: session.displayTitle,
    displayAuthor: session.displayAuthor,
    coverPath: session.coverPath,
    duration: session.duration,
    playMethod: session.playMethod,
    mediaPlayer: session.mediaPlayer,
    deviceInfo: { ...session.deviceInfo },
    serverVersion: session.serverVersion,
    date: session.date,
    dayOfWeek: session.dayOfWeek,
    timeListening: session.timeListening,
    startTime: session.startTime,
    currentTime: session.currentTime,
    startedAt: session.startedAt,
    updatedAt: session.updatedAt,
  }
}

/** The whole session object as GET /api/sessions spreads it (stream fields empty for stored sessions). */
export function storedSessionListJson(session: PlaybackSessionRecord) {
  return {
    ...sessionJson(session),
    lastSave: 0,
    audioTracks: [] as unknown[],
    stream: null,
    shareSessionId: null,
    mediaItemShareId: session.mediaItemShareId ?? null,
    coverAspectRatio: null,
  }
}
