import type {
  AudioFileTrack,
  LibraryItem,
  LocalSession,
  PlaybackSession,
  PlayRequest,
} from '@shelfkit/client'
import { PlayMethods } from '@shelfkit/client'

/** One audio file of a kept book or episode, and how much of it is on the device. */
export interface KeptFile {
  ino: string
  /** 1-based track index, as in a playback session. */
  index: number
  title: string
  /** Seconds from the start of the item. */
  startOffset: number
  duration: number
  mimeType: string
  /** Bytes, as the server reported them. */
  size: number
  /** Sizes of the parts stored so far, in order. */
  parts: number[]
}

export type KeptStatus = 'queued' | 'downloading' | 'waiting' | 'paused' | 'done'

/** A book or episode kept on this device: what it is, its files and how far the download got. */
export interface KeptItem {
  /** `libraryItemId` or `libraryItemId/episodeId`. */
  key: string
  serverUrl: string
  userId: string
  libraryItemId: string
  episodeId: string | null
  title: string
  author: string
  /** The expanded item when it was kept (metadata, chapters, episodes), for playing without the server. */
  item: LibraryItem
  files: KeptFile[]
  hasCover: boolean
  status: KeptStatus
  keptAt: number
  /** The last position played here and when (epoch ms), to resume without the server. */
  position: { currentTime: number; updatedAt: number } | null
  /** The server no longer has the item (or episode). */
  removedOnServer: boolean
}

/** The id of a book (`itemId`) or an episode (`itemId/episodeId`) on this device. */
export function mediaKey(libraryItemId: string, episodeId: string | null = null): string {
  return episodeId ? `${libraryItemId}/${episodeId}` : libraryItemId
}

/** The playable tracks of the book, or of one episode; empty when there is nothing to play. */
export function playableTracksOf(item: LibraryItem, episodeId: string | null): AudioFileTrack[] {
  if (item.mediaType === 'book') return episodeId ? [] : item.media.tracks
  const episode = item.media.episodes.find((e) => e.id === episodeId)
  return episode?.audioTrack ? [episode.audioTrack] : []
}

/** The files to download for a book or an episode, in playing order. */
export function keptFilesOf(item: LibraryItem, episodeId: string | null): KeptFile[] {
  return playableTracksOf(item, episodeId).map((track, position) => ({
    ino: track.ino,
    index: position + 1,
    title: track.title,
    startOffset: track.startOffset,
    duration: track.duration,
    mimeType: track.mimeType,
    size: track.metadata.size,
    parts: [],
  }))
}

export const storedBytes = (file: Pick<KeptFile, 'parts'>): number =>
  file.parts.reduce((sum, part) => sum + part, 0)
export const keptBytes = (kept: Pick<KeptItem, 'files'>): number =>
  kept.files.reduce((sum, file) => sum + storedBytes(file), 0)
export const totalBytes = (kept: Pick<KeptItem, 'files'>): number =>
  kept.files.reduce((sum, file) => sum + file.size, 0)

/** Bytes asked for in one request: progress moves by this much, a pause or a lost connection costs at most this. */
export const PART_BYTES = 4 * 1024 * 1024

/**
 * Parts requested at once: while one answer is stored, the next ones are already on the way, so the connection
 * never idles between parts (one part at a time kept a 100 MB book at a third to two thirds of a plain download).
 */
export const PARALLEL_PARTS = 3

/** The byte ranges still to fetch of `file` (inclusive ends), from where the stored parts end, in order. */
export function missingRanges(file: Pick<KeptFile, 'size' | 'parts'>): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = []
  for (let start = storedBytes(file); start < file.size; start += PART_BYTES)
    ranges.push({ start, end: Math.min(start + PART_BYTES, file.size) - 1 })
  return ranges
}

/** Title and author as the player shows them. */
export function displayOf(item: LibraryItem, episodeId: string | null): { title: string; author: string } {
  if (item.mediaType === 'book') {
    const meta = item.media.metadata
    return { title: meta.title ?? '', author: meta.authorName ?? meta.authors.map((a) => a.name).join(', ') }
  }
  const episode = item.media.episodes.find((e) => e.id === episodeId)
  return { title: episode?.title ?? '', author: item.media.metadata.author ?? '' }
}

/**
 * Where to start playing a kept copy: the newer of the position played on this device and the user's progress on
 * the server (the newest update wins, as the server decides for local sessions); 0 when it was finished.
 */
export function startPosition(
  local: KeptItem['position'],
  server: { currentTime: number; lastUpdate: number; isFinished: boolean } | null | undefined,
): number {
  if (server && (!local || server.lastUpdate > local.updatedAt))
    return server.isFinished ? 0 : server.currentTime
  return local?.currentTime ?? 0
}

/**
 * A playback session for a kept copy (play method 3, local): the item's chapters and the device's files as the
 * tracks (`urls` by track index). Built here; the server hears of it through local-session syncs.
 */
export function keptPlaybackSession(
  kept: KeptItem,
  options: { id: string; urls: readonly string[]; startTime: number; now: number },
): PlaybackSession {
  const { item, episodeId } = kept
  const episode =
    item.mediaType === 'podcast' ? item.media.episodes.find((e) => e.id === episodeId) : undefined
  const chapters = item.mediaType === 'book' ? item.media.chapters : (episode?.chapters ?? [])
  const duration = kept.files.reduce((sum, file) => Math.max(sum, file.startOffset + file.duration), 0)
  const tracks = kept.files.map((file, i) => ({
    index: file.index,
    startOffset: file.startOffset,
    duration: file.duration,
    title: file.title,
    contentUrl: options.urls[i] ?? '',
    mimeType: file.mimeType,
    codec: null,
    metadata: null,
  }))
  const date = new Date(options.now)
  const common = {
    id: options.id,
    userId: kept.userId,
    libraryId: item.libraryId,
    libraryItemId: item.id,
    chapters,
    displayTitle: kept.title,
    displayAuthor: kept.author,
    coverPath: item.media.coverPath,
    duration,
    playMethod: PlayMethods.local,
    mediaPlayer: 'html5',
    deviceInfo: {},
    serverVersion: '',
    date: date.toISOString().slice(0, 10),
    dayOfWeek: date.toLocaleDateString('en-US', { weekday: 'long' }),
    timeListening: 0,
    startTime: options.startTime,
    currentTime: options.startTime,
    startedAt: options.now,
    updatedAt: options.now,
    audioTracks: tracks,
  }
  return item.mediaType === 'book'
    ? {
        ...common,
        mediaType: 'book',
        bookId: item.media.id,
        episodeId: null,
        mediaMetadata: item.media.metadata,
        libraryItem: item,
      }
    : {
        ...common,
        mediaType: 'podcast',
        bookId: null,
        episodeId: episodeId ?? '',
        mediaMetadata: item.media.metadata,
        libraryItem: item,
      }
}

/** The local session the server gets for a kept copy's playback (the mobile apps' partial session). */
export function localSessionOf(
  session: PlaybackSession,
  totals: { timeListening: number; currentTime: number; updatedAt: number },
  deviceInfo: PlayRequest['deviceInfo'],
): LocalSession {
  return {
    id: session.id,
    userId: session.userId,
    libraryId: session.libraryId,
    libraryItemId: session.libraryItemId,
    episodeId: session.episodeId,
    mediaType: session.mediaType,
    displayTitle: session.displayTitle,
    displayAuthor: session.displayAuthor,
    duration: session.duration,
    playMethod: 3,
    mediaPlayer: session.mediaPlayer,
    startedAt: session.startedAt,
    startTime: session.startTime,
    updatedAt: totals.updatedAt,
    timeListening: totals.timeListening,
    currentTime: totals.currentTime,
    deviceInfo,
  }
}
