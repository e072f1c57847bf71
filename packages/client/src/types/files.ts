import * as v from 'valibot'
import { FileMetadataSchema, serverObject } from './common'

/** A chapter; times in seconds from the start of the book (or episode). */
export const ChapterSchema = serverObject({
  id: v.number(),
  start: v.number(),
  end: v.number(),
  title: v.string(),
})
export type Chapter = v.InferOutput<typeof ChapterSchema>

const optionalTag = v.optional(v.string())

/** Tags read from an audio file; only the tags the file has are present. */
export const AudioMetaTagsSchema = serverObject({
  tagAlbum: optionalTag,
  tagAlbumSort: optionalTag,
  tagArtist: optionalTag,
  tagArtistSort: optionalTag,
  tagGenre: optionalTag,
  tagTitle: optionalTag,
  tagTitleSort: optionalTag,
  tagSeries: optionalTag,
  tagSeriesPart: optionalTag,
  tagGrouping: optionalTag,
  tagTrack: optionalTag,
  tagDisc: optionalTag,
  tagSubtitle: optionalTag,
  tagAlbumArtist: optionalTag,
  tagDate: optionalTag,
  tagComposer: optionalTag,
  tagPublisher: optionalTag,
  tagComment: optionalTag,
  tagDescription: optionalTag,
  tagEncoder: optionalTag,
  tagEncodedBy: optionalTag,
  tagIsbn: optionalTag,
  tagLanguage: optionalTag,
  tagASIN: optionalTag,
  tagItunesId: optionalTag,
  tagPodcastType: optionalTag,
  tagEpisodeType: optionalTag,
  tagOverdriveMediaMarker: optionalTag,
  tagOriginalYear: optionalTag,
  tagReleaseCountry: optionalTag,
  tagReleaseType: optionalTag,
  tagReleaseStatus: optionalTag,
  tagISRC: optionalTag,
  tagMusicBrainzTrackId: optionalTag,
  tagMusicBrainzAlbumId: optionalTag,
  tagMusicBrainzAlbumArtistId: optionalTag,
  tagMusicBrainzArtistId: optionalTag,
})
export type AudioMetaTags = v.InferOutput<typeof AudioMetaTagsSchema>

const audioFileEntries = {
  /** 1-based position in the book's track order. */
  index: v.number(),
  /** Inode number as a string; the file's id in `/api/items/{id}/file/{ino}`. */
  ino: v.string(),
  metadata: FileMetadataSchema,
  addedAt: v.number(),
  updatedAt: v.number(),
  trackNumFromMeta: v.nullable(v.number()),
  discNumFromMeta: v.nullable(v.number()),
  trackNumFromFilename: v.nullable(v.number()),
  discNumFromFilename: v.nullable(v.number()),
  /** The track order was set by hand. */
  manuallyVerified: v.boolean(),
  /** Left out of playback (and of `numTracks`). */
  exclude: v.boolean(),
  error: v.nullable(v.string()),
  /** Container format as ffprobe names it, e.g. `QuickTime / MOV`; null when ffprobe did not say. */
  format: v.nullable(v.string()),
  /** Seconds. */
  duration: v.number(),
  bitRate: v.nullable(v.number()),
  language: v.nullable(v.string()),
  codec: v.nullable(v.string()),
  timeBase: v.nullable(v.string()),
  channels: v.nullable(v.number()),
  channelLayout: v.nullable(v.string()),
  /** Chapters embedded in this file. */
  chapters: v.array(ChapterSchema),
  /** Codec of an embedded cover picture, e.g. `mjpeg`. */
  embeddedCoverArt: v.nullable(v.string()),
  metaTags: AudioMetaTagsSchema,
  mimeType: v.string(),
}

/** An audio file of a book or episode as the scanner stored it. */
export const AudioFileSchema = serverObject(audioFileEntries)
export type AudioFile = v.InferOutput<typeof AudioFileSchema>

/** Where a track sits in the playback order and how to fetch it. */
const trackPlacementEntries = {
  /** Seconds from the start of the book at which this track begins. */
  startOffset: v.number(),
  title: v.string(),
  /** Server-relative and without the base path: `/api/items/{id}/file/{ino}` (needs auth) or `/hls/{id}/output.m3u8`. */
  contentUrl: v.string(),
}

/** An audio file placed in the playback order: expanded books' `tracks` and episodes' `audioTrack`. */
export const AudioFileTrackSchema = serverObject({ ...audioFileEntries, ...trackPlacementEntries })
export type AudioFileTrack = v.InferOutput<typeof AudioFileTrackSchema>

/**
 * A track of a playback session. Direct play gives the item's audio files (all audio-file fields present);
 * transcoding gives one HLS track with `codec` and `metadata` null.
 */
export const AudioTrackSchema = serverObject({
  ...v.partial(AudioFileSchema).entries,
  ...trackPlacementEntries,
  index: v.number(),
  duration: v.number(),
  mimeType: v.string(),
  codec: v.nullable(v.string()),
  metadata: v.nullable(FileMetadataSchema),
})
export type AudioTrack = v.InferOutput<typeof AudioTrackSchema>

/** Any file in a library item's folder. */
export const LibraryFileSchema = serverObject({
  ino: v.string(),
  metadata: FileMetadataSchema,
  isSupplementary: v.nullable(v.boolean()),
  addedAt: v.number(),
  updatedAt: v.number(),
  /** `audio`, `ebook`, `image`, `text`, `metadata` or `unknown`. */
  fileType: v.string(),
})
export type LibraryFile = v.InferOutput<typeof LibraryFileSchema>

/** A book's e-book file. */
export const EBookFileSchema = serverObject({
  ino: v.string(),
  metadata: FileMetadataSchema,
  /** Lower-case extension without the dot: `epub`, `pdf`, `mobi`, `azw3`, `cbr`, `cbz`. */
  ebookFormat: v.string(),
  addedAt: v.number(),
  updatedAt: v.number(),
  isSupplementary: v.optional(v.nullable(v.boolean())),
  fileType: v.optional(v.string()),
})
export type EBookFile = v.InferOutput<typeof EBookFileSchema>
