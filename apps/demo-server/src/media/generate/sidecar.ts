import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BookPublication } from '../../state/types'

/** Name of the metadata sidecar in every book and podcast folder (see README.md in this folder). */
export const SIDECAR_FILE_NAME = 'metadata.json'

/** audiobookshelf-style `metadata.json` of a book folder. */
export interface BookSidecar extends BookPublication {
  title: string
  subtitle: string | null
  authors: string[]
  narrators: string[]
  /** `"Name #sequence"` or just `"Name"`. */
  series: string[]
  genres: string[]
  tags: string[]
  chapters?: { id: number; start: number; end: number; title: string }[]
}

export interface EpisodeSidecar {
  title: string
  subtitle: string | null
  description: string | null
  /** RFC 1123, e.g. `Mon, 15 Jan 2024 00:00:00 GMT`. */
  pubDate: string
  /** Same instant as pubDate, epoch milliseconds. */
  publishedAt: number
  season: string | null
  episode: string | null
  episodeType: 'full' | 'trailer' | 'bonus' | null
  explicit: boolean
}

/** `metadata.json` of a podcast folder; `episodes` is keyed by the episode's audio file name. */
export interface PodcastSidecar {
  title: string
  author: string | null
  description: string | null
  feedUrl: string | null
  imageUrl: string | null
  itunesId: string | null
  language: string | null
  explicit: boolean
  type: 'episodic' | 'serial'
  genres: string[]
  tags: string[]
  episodes: Record<string, EpisodeSidecar>
}

export function sidecarText(sidecar: BookSidecar | PodcastSidecar): string {
  return `${JSON.stringify(sidecar, null, 2)}\n`
}

export async function writeSidecar(folder: string, sidecar: BookSidecar | PodcastSidecar): Promise<void> {
  await writeFile(join(folder, SIDECAR_FILE_NAME), sidecarText(sidecar))
}
