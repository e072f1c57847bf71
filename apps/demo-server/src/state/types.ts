/**
 * Stored records. They follow the real server's "old JSON" shapes closely so serialising is mostly picking
 * fields; relations (authors, series of a book) are stored as ids and resolved when serialising.
 */

export type UserType = 'root' | 'admin' | 'user' | 'guest'

export interface UserPermissions {
  download: boolean
  update: boolean
  delete: boolean
  upload: boolean
  createEreader: boolean
  accessAllLibraries: boolean
  accessAllTags: boolean
  accessExplicitContent: boolean
  selectedTagsNotAccessible: boolean
}

export interface Bookmark {
  libraryItemId: string
  time: number
  title: string
  createdAt: number
}

export interface UserRecord {
  id: string
  username: string
  email: string | null
  type: UserType
  /** scrypt hash "salt:hash"; empty string means no password (root only). */
  pash: string
  /** The legacy never-expiring JWT created with the user. */
  token: string
  isActive: boolean
  isLocked: boolean
  lastSeen: number | null
  createdAt: number
  updatedAt: number
  permissions: UserPermissions
  librariesAccessible: string[]
  itemTagsSelected: string[]
  bookmarks: Bookmark[]
  seriesHideFromContinueListening: string[]
}

export interface ApiKeyRecord {
  id: string
  name: string
  description: string | null
  /** ISO date or null for never. */
  expiresAt: string | null
  lastUsedAt: string | null
  isActive: boolean
  permissions: null
  createdAt: string
  updatedAt: string
  userId: string
  createdByUserId: string
}

export interface LoginSessionRecord {
  id: string
  userId: string
  ipAddress: string | null
  userAgent: string | null
  refreshToken: string
  expiresAt: number
  lastRefreshToken: string | null
  lastRefreshTokenExpiresAt: number | null
  createdAt: number
  updatedAt: number
}

export type MediaType = 'book' | 'podcast'

export interface LibraryFolder {
  id: string
  fullPath: string
  libraryId: string
  addedAt: number
}

export interface LibrarySettings {
  coverAspectRatio: number
  disableWatcher: boolean
  autoScanCronExpression: string | null
  skipMatchingMediaWithAsin: boolean
  skipMatchingMediaWithIsbn: boolean
  audiobooksOnly: boolean
  epubsAllowScriptedContent: boolean
  hideSingleBookSeries: boolean
  onlyShowLaterBooksInContinueSeries: boolean
  metadataPrecedence: string[]
  markAsFinishedPercentComplete: number | null
  markAsFinishedTimeRemaining: number | null
  podcastSearchRegion?: string
}

export interface LibraryRecord {
  id: string
  name: string
  folders: LibraryFolder[]
  displayOrder: number
  icon: string
  mediaType: MediaType
  provider: string
  settings: LibrarySettings
  lastScan: number | null
  lastScanVersion: string | null
  createdAt: number
  lastUpdate: number
}

export interface FileMetadata {
  filename: string
  ext: string
  path: string
  relPath: string
  size: number
  mtimeMs: number
  ctimeMs: number
  birthtimeMs: number
}

export type LibraryFileType = 'audio' | 'ebook' | 'image' | 'metadata' | 'text' | 'unknown'

export interface LibraryFile {
  ino: string
  metadata: FileMetadata
  isSupplementary: boolean | null
  addedAt: number
  updatedAt: number
  fileType: LibraryFileType
}

export interface Chapter {
  start: number
  end: number
  title: string
  id: number
}

export interface AudioFile {
  index: number
  ino: string
  metadata: FileMetadata
  addedAt: number
  updatedAt: number
  trackNumFromMeta: number | null
  discNumFromMeta: number | null
  trackNumFromFilename: number | null
  discNumFromFilename: number | null
  manuallyVerified: boolean
  exclude: boolean
  error: string | null
  format: string
  duration: number
  bitRate: number
  language: string | null
  codec: string
  timeBase: string | null
  channels: number
  channelLayout: string
  chapters: Chapter[]
  embeddedCoverArt: string | null
  metaTags: Record<string, string>
  mimeType: string
}

/** A library file that is the item's e-book (LibraryFile JSON plus ebookFormat). */
export interface EbookFile {
  ino: string
  metadata: FileMetadata
  isSupplementary: boolean | null
  addedAt: number
  updatedAt: number
  fileType: 'ebook'
  ebookFormat: string
}

export interface BookSeriesLink {
  id: string
  sequence: string | null
}

/** A book's publication details, alike in the stored metadata and in a book folder's metadata.json. */
export interface BookPublication {
  publishedYear: string | null
  /** `YYYY-MM-DD` */
  publishedDate: string | null
  publisher: string | null
  description: string | null
  isbn: string | null
  asin: string | null
  /** Free text as audiobookshelf stores it, e.g. `English`. */
  language: string | null
  explicit: boolean
  abridged: boolean
}

export interface BookMetadata extends BookPublication {
  title: string
  subtitle: string | null
  /** Author ids in display order. */
  authorIds: string[]
  narrators: string[]
  series: BookSeriesLink[]
  genres: string[]
}

export interface BookMedia {
  id: string
  metadata: BookMetadata
  coverPath: string | null
  tags: string[]
  audioFiles: AudioFile[]
  chapters: Chapter[]
  ebookFile: EbookFile | null
}

export interface PodcastMetadata {
  title: string
  author: string | null
  description: string | null
  releaseDate: string | null
  genres: string[]
  feedUrl: string | null
  imageUrl: string | null
  itunesPageUrl: string | null
  itunesId: string | null
  itunesArtistId: string | null
  explicit: boolean
  language: string | null
  type: string | null
}

export interface PodcastEpisode {
  id: string
  podcastId: string
  index: number | null
  season: string | null
  episode: string | null
  episodeType: string | null
  title: string
  subtitle: string | null
  description: string | null
  enclosure: { url: string; type: string; length: string | null } | null
  guid: string | null
  pubDate: string | null
  chapters: Chapter[]
  audioFile: AudioFile
  publishedAt: number | null
  addedAt: number
  updatedAt: number
}

export interface PodcastMedia {
  id: string
  metadata: PodcastMetadata
  coverPath: string | null
  tags: string[]
  episodes: PodcastEpisode[]
  autoDownloadEpisodes: boolean
  autoDownloadSchedule: string
  lastEpisodeCheck: number | null
  maxEpisodesToKeep: number
  maxNewEpisodesToDownload: number
}

interface LibraryItemBase {
  id: string
  ino: string
  libraryId: string
  folderId: string
  path: string
  relPath: string
  isFile: boolean
  mtimeMs: number
  ctimeMs: number
  birthtimeMs: number
  addedAt: number
  updatedAt: number
  lastScan: number | null
  scanVersion: string | null
  isMissing: boolean
  isInvalid: boolean
  libraryFiles: LibraryFile[]
}

export interface BookItem extends LibraryItemBase {
  mediaType: 'book'
  media: BookMedia
}

export interface PodcastItem extends LibraryItemBase {
  mediaType: 'podcast'
  media: PodcastMedia
}

export type LibraryItemRecord = BookItem | PodcastItem

export interface AuthorRecord {
  id: string
  asin: string | null
  name: string
  description: string | null
  imagePath: string | null
  libraryId: string
  addedAt: number
  updatedAt: number
}

export interface SeriesRecord {
  id: string
  name: string
  description: string | null
  libraryId: string
  addedAt: number
  updatedAt: number
}

export interface MediaProgressRecord {
  id: string
  userId: string
  libraryItemId: string
  episodeId: string | null
  mediaItemId: string
  mediaItemType: 'book' | 'podcastEpisode'
  duration: number
  progress: number
  currentTime: number
  isFinished: boolean
  hideFromContinueListening: boolean
  ebookLocation: string | null
  ebookProgress: number
  lastUpdate: number
  startedAt: number
  finishedAt: number | null
}

export interface DeviceInfo {
  id: string
  userId: string
  deviceId: string
  ipAddress: string | null
  browserName?: string
  browserVersion?: string
  osName?: string
  osVersion?: string
  deviceType?: string
  manufacturer?: string
  model?: string
  sdkVersion?: number | string
  clientVersion: string
  clientName?: string
  deviceName?: string
}

export const PlayMethod = { DIRECTPLAY: 0, DIRECTSTREAM: 1, TRANSCODE: 2, LOCAL: 3 } as const

export interface PlaybackSessionRecord {
  id: string
  userId: string
  libraryId: string
  libraryItemId: string
  bookId: string | null
  episodeId: string | null
  mediaType: MediaType
  /** Snapshot of the media metadata when the session started (old JSON shape). */
  mediaMetadata: Record<string, unknown>
  chapters: Chapter[]
  displayTitle: string
  displayAuthor: string
  coverPath: string | null
  duration: number
  playMethod: number
  mediaPlayer: string
  deviceInfo: DeviceInfo
  serverVersion: string
  date: string
  dayOfWeek: string
  timeListening: number
  startTime: number
  currentTime: number
  startedAt: number
  updatedAt: number
  /** Set once closed; open sessions live in memory with their tracks. */
  closedAt: number | null
  /** Share sessions are anonymous listens of a public share. */
  mediaItemShareId?: string | null
}

export interface CollectionRecord {
  id: string
  libraryId: string
  name: string
  description: string | null
  /** Library item ids in collection order. */
  bookItemIds: string[]
  lastUpdate: number
  createdAt: number
}

export interface PlaylistEntry {
  libraryItemId: string
  episodeId: string | null
}

export interface PlaylistRecord {
  id: string
  name: string
  libraryId: string
  userId: string
  description: string | null
  coverPath: string | null
  items: PlaylistEntry[]
  lastUpdate: number
  createdAt: number
}

export interface ShareRecord {
  id: string
  mediaItemId: string
  mediaItemType: 'book' | 'podcastEpisode'
  libraryItemId: string
  slug: string
  pash: string | null
  expiresAt: string | null
  createdAt: string
  updatedAt: string
  userId: string
  isDownloadable: boolean
}

export interface FeedEpisodeRecord {
  id: string
  title: string
  description: string
  enclosure: { url: string; type: string; size: number }
  pubDate: string
  link: string
  author: string
  explicit: boolean
  duration: number
  season: string | null
  episode: string | null
  episodeType: string | null
  libraryItemId: string
  episodeId: string | null
  trackIndex: number
  fullPath: string
}

export interface FeedRecord {
  id: string
  slug: string
  userId: string
  entityType: 'libraryItem' | 'collection' | 'series'
  entityId: string
  entityUpdatedAt: number
  serverAddress: string
  feedUrl: string
  coverPath: string | null
  meta: {
    title: string
    description: string | null
    author: string | null
    imageUrl: string
    feedUrl: string
    link: string
    explicit: boolean
    type: string | null
    language: string | null
    preventIndexing: boolean
    ownerName: string | null
    ownerEmail: string | null
  }
  episodes: FeedEpisodeRecord[]
  createdAt: number
  updatedAt: number
}
