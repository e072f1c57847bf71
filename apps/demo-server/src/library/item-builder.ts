import { statSync } from 'node:fs'
import { join } from 'node:path'
import { findOrCreateAuthor, findOrCreateSeries } from '../state/people'
import type { Store } from '../state/store'
import type {
  AudioFile,
  BookItem,
  BookMedia,
  Chapter,
  EbookFile,
  LibraryFile,
  LibraryFolder,
  LibraryItemRecord,
  PodcastEpisode,
  PodcastItem,
} from '../state/types'
import { newId } from '../util/ids'
import { naturalCompare } from '../util/sort'
import { audioFileFrom, fileMetadata } from './audio-files'
import { extensionOf, fileTypeOf } from './file-types'
import type { ProbeCache } from './probe-cache'
import {
  type BookSidecar,
  type PodcastSidecar,
  parseSeriesEntry,
  readSidecar,
  stringList,
  stringOrNull,
} from './sidecar'

/** A folder (or single file) the scanner treats as one library item. */
export interface ItemCandidate {
  folder: LibraryFolder
  path: string
  relPath: string
  isFile: boolean
  /** Paths relative to `path` (just the file name for single-file items). */
  files: string[]
}

/** Ids to reuse so a rescan keeps identity and the sample entities keep their recorded ids. */
export interface IdHints {
  itemId?: string
  mediaId?: string
  addedAt?: number
  /** Episode ids by audio file name. */
  episodeIds?: Record<string, string>
  /** Ids for the first episodes (in episode order) when there is no existing id for them. */
  firstEpisodeIds?: string[]
  authorIds?: Record<string, string>
  seriesIds?: Record<string, string>
}

export interface BuildContext {
  store: Store
  probes: ProbeCache
  scanVersion: string
  now: number
}

/** Where one of the candidate's files is on disk (`rel` is the file itself for single-file items). */
const fullPathOf = (candidate: ItemCandidate, rel: string) =>
  candidate.isFile ? candidate.path : join(candidate.path, rel)

function libraryFilesOf(candidate: ItemCandidate, now: number): LibraryFile[] {
  return candidate.files.map((rel) => {
    const full = fullPathOf(candidate, rel)
    const type = fileTypeOf(rel)
    const stats = statSync(full)
    return {
      ino: String(stats.ino),
      metadata: fileMetadata(full, rel, stats),
      isSupplementary: type === 'ebook' ? false : null,
      addedAt: now,
      updatedAt: now,
      fileType: type,
    }
  })
}

async function audioFilesOf(candidate: ItemCandidate, ctx: BuildContext): Promise<AudioFile[]> {
  const names = candidate.files.filter((f) => fileTypeOf(f) === 'audio').sort(naturalCompare)
  const files: AudioFile[] = []
  for (const rel of names) {
    const full = fullPathOf(candidate, rel)
    const stats = statSync(full)
    const probe = await ctx.probes.probe(full, stats.size)
    files.push(audioFileFrom(full, rel, stats, probe, files.length + 1, ctx.now))
  }
  return files
}

/** One chapter per file for multi-file books, the embedded chapters of a single file otherwise. */
function chaptersFor(audioFiles: AudioFile[], sidecar: BookSidecar | null): Chapter[] {
  if (sidecar?.chapters?.length) {
    return sidecar.chapters.map((c, index) => ({ start: c.start, end: c.end, title: c.title, id: index }))
  }
  if (audioFiles.length === 1) return audioFiles[0]!.chapters.map((c) => ({ ...c }))
  let start = 0
  return audioFiles.map((file, index) => {
    const chapter = {
      id: index,
      start,
      end: start + file.duration,
      title: file.metaTags.tagTitle ?? file.metadata.filename.replace(/\.[^.]+$/, ''),
    }
    start += file.duration
    return chapter
  })
}

function ebookFileOf(libraryFiles: LibraryFile[]): EbookFile | null {
  const file = libraryFiles.find((f) => f.fileType === 'ebook')
  if (!file) return null
  return {
    ino: file.ino,
    metadata: { ...file.metadata },
    isSupplementary: null,
    addedAt: file.addedAt,
    updatedAt: file.updatedAt,
    fileType: 'ebook',
    ebookFormat: extensionOf(file.metadata.filename),
  }
}

function coverPathOf(libraryFiles: LibraryFile[]): string | null {
  const images = libraryFiles.filter((f) => f.fileType === 'image')
  const cover = images.find((f) => /^cover\./i.test(f.metadata.filename)) ?? images[0]
  return cover ? cover.metadata.path : null
}

function itemBase(candidate: ItemCandidate, hints: IdHints, ctx: BuildContext) {
  const stats = statSync(candidate.path)
  return {
    id: hints.itemId ?? newId(),
    ino: String(stats.ino),
    libraryId: candidate.folder.libraryId,
    folderId: candidate.folder.id,
    path: candidate.path,
    relPath: candidate.relPath,
    isFile: candidate.isFile,
    mtimeMs: Math.round(stats.mtimeMs),
    ctimeMs: Math.round(stats.ctimeMs),
    birthtimeMs: Math.round(stats.birthtimeMs),
    addedAt: hints.addedAt ?? ctx.now,
    updatedAt: ctx.now,
    lastScan: ctx.now,
    scanVersion: ctx.scanVersion,
    isMissing: false,
    isInvalid: false,
  }
}

/** Title and author from the folder layout when there is no sidecar: Author/[Series/]Title. */
function layoutGuess(candidate: ItemCandidate): {
  title: string
  author: string | null
  series: string | null
} {
  const parts = candidate.relPath.split('/')
  const last = parts[parts.length - 1] ?? candidate.relPath
  const title = candidate.isFile ? last.replace(/\.[^.]+$/, '') : last
  return {
    title,
    author: parts.length >= 2 ? parts[0]! : null,
    series: parts.length >= 3 ? parts[parts.length - 2]! : null,
  }
}

/** What every item reads from its folder: the sidecar, the layout's guess, its files, audio files and cover. */
async function readCandidate<S extends { title?: string }>(candidate: ItemCandidate, ctx: BuildContext) {
  const sidecar = candidate.isFile ? null : readSidecar<S>(candidate.path)
  const guess = layoutGuess(candidate)
  const libraryFiles = libraryFilesOf(candidate, ctx.now)
  return {
    sidecar,
    guess,
    title: stringOrNull(sidecar?.title) ?? guess.title,
    libraryFiles,
    audioFiles: await audioFilesOf(candidate, ctx),
    coverPath: coverPathOf(libraryFiles),
  }
}

const oneOrNone = (value: string | null | undefined): string[] => (value ? [value] : [])

export async function buildBookItem(
  candidate: ItemCandidate,
  hints: IdHints,
  ctx: BuildContext,
): Promise<BookItem> {
  const { sidecar, guess, title, libraryFiles, audioFiles, coverPath } = await readCandidate<BookSidecar>(
    candidate,
    ctx,
  )
  const libraryId = candidate.folder.libraryId
  const authorNames = sidecar ? stringList(sidecar.authors) : oneOrNone(guess.author)
  const seriesEntries = sidecar ? stringList(sidecar.series) : oneOrNone(guess.series)
  const firstTag = audioFiles[0]?.metaTags
  const media: BookMedia = {
    id: hints.mediaId ?? newId(),
    metadata: {
      title,
      subtitle: stringOrNull(sidecar?.subtitle),
      authorIds: authorNames.map(
        (name) => findOrCreateAuthor(ctx.store, libraryId, name, hints.authorIds?.[name]).id,
      ),
      narrators: sidecar ? stringList(sidecar.narrators) : oneOrNone(firstTag?.tagComposer),
      series: seriesEntries.map((entry) => {
        const { name, sequence } = parseSeriesEntry(entry)
        return { id: findOrCreateSeries(ctx.store, libraryId, name, hints.seriesIds?.[name]).id, sequence }
      }),
      genres: sidecar ? stringList(sidecar.genres) : oneOrNone(firstTag?.tagGenre),
      publishedYear: stringOrNull(sidecar?.publishedYear) ?? null,
      publishedDate: stringOrNull(sidecar?.publishedDate),
      publisher: stringOrNull(sidecar?.publisher),
      description: stringOrNull(sidecar?.description),
      isbn: stringOrNull(sidecar?.isbn),
      asin: stringOrNull(sidecar?.asin),
      language: stringOrNull(sidecar?.language),
      explicit: sidecar?.explicit === true,
      abridged: sidecar?.abridged === true,
    },
    coverPath,
    tags: stringList(sidecar?.tags),
    audioFiles,
    chapters: chaptersFor(audioFiles, sidecar),
    ebookFile: ebookFileOf(libraryFiles),
  }
  return { ...itemBase(candidate, hints, ctx), mediaType: 'book', media, libraryFiles }
}

function episodeOrder(a: { publishedAt: number | null; title: string }, b: typeof a): number {
  return (a.publishedAt ?? 0) - (b.publishedAt ?? 0) || naturalCompare(a.title, b.title)
}

export async function buildPodcastItem(
  candidate: ItemCandidate,
  hints: IdHints,
  ctx: BuildContext,
): Promise<PodcastItem> {
  const { sidecar, title, libraryFiles, audioFiles, coverPath } = await readCandidate<PodcastSidecar>(
    candidate,
    ctx,
  )
  const mediaId = hints.mediaId ?? newId()
  const unnumbered = audioFiles.map((audioFile) => {
    const meta = sidecar?.episodes?.[audioFile.metadata.filename]
    const publishedAt = typeof meta?.publishedAt === 'number' ? meta.publishedAt : null
    return {
      audioFile: { ...audioFile, index: 1 },
      title: stringOrNull(meta?.title) ?? audioFile.metaTags.tagTitle ?? audioFile.metadata.filename,
      publishedAt,
      meta,
    }
  })
  unnumbered.sort(episodeOrder)
  const fixedIds = [...(hints.firstEpisodeIds ?? [])]
  const episodes: PodcastEpisode[] = unnumbered.map(({ audioFile, title, publishedAt, meta }, index) => ({
    id: hints.episodeIds?.[audioFile.metadata.filename] ?? fixedIds[index] ?? newId(),
    podcastId: mediaId,
    index: index + 1,
    season: stringOrNull(meta?.season),
    episode: stringOrNull(meta?.episode),
    episodeType: stringOrNull(meta?.episodeType),
    title,
    subtitle: stringOrNull(meta?.subtitle),
    description: stringOrNull(meta?.description),
    enclosure: null,
    guid: null,
    pubDate: stringOrNull(meta?.pubDate),
    chapters: audioFile.chapters.map((c) => ({ ...c })),
    audioFile,
    publishedAt,
    addedAt: ctx.now,
    updatedAt: ctx.now,
  }))
  return {
    ...itemBase(candidate, hints, ctx),
    mediaType: 'podcast',
    media: {
      id: mediaId,
      metadata: {
        title,
        author: stringOrNull(sidecar?.author),
        description: stringOrNull(sidecar?.description),
        releaseDate: stringOrNull(sidecar?.releaseDate),
        genres: stringList(sidecar?.genres),
        feedUrl: stringOrNull(sidecar?.feedUrl),
        imageUrl: stringOrNull(sidecar?.imageUrl),
        itunesPageUrl: stringOrNull(sidecar?.itunesPageUrl),
        itunesId: stringOrNull(sidecar?.itunesId),
        itunesArtistId: stringOrNull(sidecar?.itunesArtistId),
        explicit: sidecar?.explicit === true,
        language: stringOrNull(sidecar?.language),
        type: stringOrNull(sidecar?.type) ?? 'episodic',
      },
      coverPath,
      tags: stringList(sidecar?.tags),
      episodes,
      autoDownloadEpisodes: false,
      autoDownloadSchedule: '0 * * * *',
      lastEpisodeCheck: null,
      maxEpisodesToKeep: 0,
      maxNewEpisodesToDownload: 3,
    },
    libraryFiles,
  }
}

/** Hints that keep an existing item's ids (item, media, episodes by file name, added date). */
export function hintsFromExisting(item: LibraryItemRecord): IdHints {
  const hints: IdHints = { itemId: item.id, mediaId: item.media.id, addedAt: item.addedAt }
  if (item.mediaType === 'podcast') {
    hints.episodeIds = Object.fromEntries(
      item.media.episodes.map((e) => [e.audioFile.metadata.filename, e.id]),
    )
  }
  return hints
}
