import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SIDECAR_FILE_NAME } from '../media'

/** The metadata.json sidecar of a book folder (audiobookshelf's own format). */
export interface BookSidecar {
  title?: string
  subtitle?: string | null
  authors?: string[]
  narrators?: string[]
  /** "Name #sequence" or "Name". */
  series?: string[]
  genres?: string[]
  tags?: string[]
  publishedYear?: string | null
  publishedDate?: string | null
  publisher?: string | null
  description?: string | null
  isbn?: string | null
  asin?: string | null
  language?: string | null
  explicit?: boolean
  abridged?: boolean
  chapters?: { id?: number; start: number; end: number; title: string }[]
}

export interface EpisodeSidecar {
  title?: string
  subtitle?: string | null
  description?: string | null
  pubDate?: string | null
  publishedAt?: number | null
  season?: string | null
  episode?: string | null
  episodeType?: string | null
  explicit?: boolean
}

export interface PodcastSidecar {
  title?: string
  author?: string | null
  description?: string | null
  releaseDate?: string | null
  feedUrl?: string | null
  imageUrl?: string | null
  itunesPageUrl?: string | null
  itunesId?: string | null
  itunesArtistId?: string | null
  language?: string | null
  explicit?: boolean
  type?: string | null
  genres?: string[]
  tags?: string[]
  /** Keyed by the episode's audio file name. */
  episodes?: Record<string, EpisodeSidecar>
}

/** Reads a folder's metadata.json; a missing or malformed file counts as no sidecar. */
export function readSidecar<T extends object>(folder: string): T | null {
  try {
    const parsed = JSON.parse(readFileSync(join(folder, SIDECAR_FILE_NAME), 'utf8')) as unknown
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as T) : null
  } catch {
    return null
  }
}

export const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : null

export const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : []

/** "Series X #2" → { name: "Series X", sequence: "2" }. */
export function parseSeriesEntry(entry: string): { name: string; sequence: string | null } {
  const match = /^(.*?)\s+#\s*(\S+)\s*$/.exec(entry)
  return match ? { name: match[1]!.trim(), sequence: match[2]! } : { name: entry.trim(), sequence: null }
}
