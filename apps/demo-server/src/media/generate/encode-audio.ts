import { rm, writeFile } from 'node:fs/promises'
import { runFfmpeg } from '../ffmpeg/run-ffmpeg'
import { chapterToneSources, concatSources, type ToneSpec } from './tones'

const SAMPLE_RATE = 22050

export interface ChapterSpec {
  title: string
  seconds: number
}

/** Tags written into the container; keys are ffmpeg's generic names (title, artist, album, track…). */
export type AudioTags = Record<string, string>

/** Encodes one mono tone track to MP3 (one beep per `chapter`, see tones.ts). */
export async function encodeToneMp3(path: string, tone: ToneSpec, tags: AudioTags): Promise<void> {
  await runFfmpeg([
    '-y',
    '-loglevel',
    'error',
    '-filter_complex',
    concatSources(chapterToneSources(tone, SAMPLE_RATE), 'audio'),
    '-map',
    '[audio]',
    ...tagArgs(tags),
    '-c:a',
    'libmp3lame',
    '-b:a',
    '32k',
    // Fastest LAME mode: the tones do not need its psychoacoustic care.
    '-compression_level',
    '9',
    '-ac',
    '1',
    path,
  ])
}

export interface M4bSpec {
  chapters: ChapterSpec[]
  tags: AudioTags
  /** JPEG embedded as cover art. */
  coverPath?: string
  pitch?: number
}

/** Encodes a chaptered AAC audiobook (.m4b): one tone segment per chapter, chapter markers, optional cover. */
export async function encodeChapteredM4b(path: string, spec: M4bSpec): Promise<void> {
  const metadataPath = `${path}.ffmetadata`
  await writeFile(metadataPath, ffmetadataText(spec.tags, spec.chapters))
  const sources = spec.chapters.flatMap((chapter, index) =>
    chapterToneSources({ chapter: index + 1, seconds: chapter.seconds, pitch: spec.pitch }, SAMPLE_RATE),
  )
  const coverInput = spec.coverPath ? ['-i', spec.coverPath] : []
  const coverOutput = spec.coverPath ? ['-map', '1:v', '-c:v', 'copy', '-disposition:v', 'attached_pic'] : []
  try {
    await runFfmpeg([
      '-y',
      '-loglevel',
      'error',
      '-i',
      metadataPath,
      ...coverInput,
      '-filter_complex',
      concatSources(sources, 'audio'),
      '-map',
      '[audio]',
      ...coverOutput,
      '-map_metadata',
      '0',
      '-map_chapters',
      '0',
      '-c:a',
      'aac',
      '-b:a',
      '48k',
      '-ac',
      '1',
      '-f',
      'ipod',
      path,
    ])
  } finally {
    await rm(metadataPath, { force: true })
  }
}

function tagArgs(tags: AudioTags): string[] {
  return Object.entries(tags).flatMap(([key, value]) => ['-metadata', `${key}=${value}`])
}

/** ffmetadata text: global tags, then one [CHAPTER] per chapter in milliseconds. */
export function ffmetadataText(tags: AudioTags, chapters: ChapterSpec[]): string {
  const lines = [';FFMETADATA1', ...Object.entries(tags).map(([key, value]) => `${key}=${escapeMeta(value)}`)]
  let startMs = 0
  for (const chapter of chapters) {
    const endMs = startMs + Math.round(chapter.seconds * 1000)
    lines.push(
      '',
      '[CHAPTER]',
      'TIMEBASE=1/1000',
      `START=${startMs}`,
      `END=${endMs}`,
      `title=${escapeMeta(chapter.title)}`,
    )
    startMs = endMs
  }
  return `${lines.join('\n')}\n`
}

function escapeMeta(value: string): string {
  return value.replace(/[=;#\\\n]/g, (char) => `\\${char}`)
}
