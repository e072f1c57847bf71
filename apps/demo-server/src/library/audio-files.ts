import type { Stats } from 'node:fs'
import { basename } from 'node:path'
import type { ProbedAudio } from '../media'
import type { AudioFile, Chapter, FileMetadata } from '../state/types'
import { extensionOf } from './file-types'

/** ffmpeg tag name → the real server's metaTags key. */
const tagNames: Record<string, string> = {
  album: 'tagAlbum',
  artist: 'tagArtist',
  genre: 'tagGenre',
  title: 'tagTitle',
  series: 'tagSeries',
  'series-part': 'tagSeriesPart',
  track: 'tagTrack',
  disc: 'tagDisc',
  subtitle: 'tagSubtitle',
  album_artist: 'tagAlbumArtist',
  date: 'tagDate',
  composer: 'tagComposer',
  publisher: 'tagPublisher',
  comment: 'tagComment',
  description: 'tagDescription',
  encoder: 'tagEncoder',
  encoded_by: 'tagEncodedBy',
  isbn: 'tagIsbn',
  language: 'tagLanguage',
  asin: 'tagASIN',
  copyright: 'tagCopyright',
}

export function metaTagsOf(tags: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(tags)) {
    const key = tagNames[name.toLowerCase()]
    if (key && value) result[key] = value
  }
  return result
}

export function fileMetadata(path: string, relPath: string, stats: Stats): FileMetadata {
  const filename = basename(path)
  return {
    filename,
    ext: `.${extensionOf(filename)}`,
    path,
    relPath,
    size: stats.size,
    mtimeMs: Math.round(stats.mtimeMs),
    ctimeMs: Math.round(stats.ctimeMs),
    birthtimeMs: Math.round(stats.birthtimeMs),
  }
}

function leadingNumber(value: string | undefined): number | null {
  const match = value ? /^\s*(\d+)/.exec(value) : null
  return match ? Number(match[1]) : null
}

const chaptersOf = (probe: ProbedAudio): Chapter[] =>
  probe.chapters.map((c) => ({ start: c.start, end: c.end, title: c.title, id: c.id }))

/** An AudioFile record from a probe, numbered `index` (1-based) within its item. */
export function audioFileFrom(
  path: string,
  relPath: string,
  stats: Stats,
  probe: ProbedAudio,
  index: number,
  now: number,
): AudioFile {
  const filename = basename(path)
  return {
    index,
    ino: String(stats.ino),
    metadata: fileMetadata(path, relPath, stats),
    addedAt: now,
    updatedAt: now,
    trackNumFromMeta: leadingNumber(probe.tags.track),
    discNumFromMeta: leadingNumber(probe.tags.disc),
    trackNumFromFilename: leadingNumber(filename),
    discNumFromFilename: null,
    manuallyVerified: false,
    exclude: false,
    error: null,
    format: probe.formatLong ?? probe.format,
    duration: probe.duration,
    bitRate: probe.bitRate,
    language: probe.language ?? null,
    codec: probe.codec,
    timeBase: probe.timeBase ?? null,
    channels: probe.channels,
    channelLayout: probe.channelLayout,
    chapters: chaptersOf(probe),
    embeddedCoverArt: probe.embeddedCoverArt,
    metaTags: metaTagsOf(probe.tags),
    mimeType: probe.mimeType,
  }
}
