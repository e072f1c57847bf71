import { stat } from 'node:fs/promises'
import { FfmpegError, runFfmpeg } from '../ffmpeg/run-ffmpeg'
import { demuxerLongName } from './demuxer-names'
import { FramecrcSummary } from './framecrc-summary'
import { audioMimeTypeOf } from './mime-types'
import { type InputDump, parseInputDump } from './parse-input-dump'

export interface ProbedChapter {
  id: number
  start: number
  end: number
  title: string
}

export interface ProbedAudio {
  /** Demuxer short names as ffmpeg prints them, e.g. `mov,mp4,m4a,3gp,3g2,mj2`, `mp3`. */
  format: string
  /** Demuxer long name, e.g. `QuickTime / MOV` — the value audiobookshelf shows as an audio file's `format`. */
  formatLong?: string
  codec: string
  /** Seconds; exact (packet-accurate) for files up to 32 MB, centisecond precision above. */
  duration: number
  /** bit/s */
  bitRate: number
  channels: number
  channelLayout: string
  sampleRate: number
  /** Time base of the audio stream, e.g. `1/22050`. */
  timeBase?: string
  mimeType: string
  chapters: ProbedChapter[]
  /** Container tags exactly as ffmpeg names them (`title`, `album_artist`, `track`, `date`, `comment`…). */
  tags: Record<string, string>
  /** Codec of an embedded cover picture (`mjpeg`, `png`) or null. */
  embeddedCoverArt: string | null
  /** Language tag of the audio stream (`und`, `eng`) when the container has one. */
  language?: string | null
}

const EXACT_DURATION_MAX_BYTES = 32 * 1024 * 1024
const probes = new Map<string, Promise<ProbedAudio>>()

/**
 * Probes an audio file with `ffmpeg -i` (there is no ffprobe). Results are cached by device, inode, size and
 * mtime, so hard-linked copies of one file are probed once.
 */
export async function probeAudio(path: string): Promise<ProbedAudio> {
  const info = await stat(path)
  const key = `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`
  let probe = probes.get(key)
  if (!probe) {
    probe = runProbe(path, info.size)
    probes.set(key, probe)
    probe.catch(() => probes.delete(key))
  }
  return structuredClone(await probe)
}

async function runProbe(path: string, size: number): Promise<ProbedAudio> {
  const exact = size <= EXACT_DURATION_MAX_BYTES
  const packets = new FramecrcSummary()
  const limit = exact ? [] : ['-frames:a', '1']
  let stderr: string
  try {
    stderr = await runFfmpeg(['-i', path, '-map', '0:a:0', '-c', 'copy', ...limit, '-f', 'framecrc', '-'], {
      onStdout: (chunk) => packets.push(chunk),
    })
  } catch (error) {
    if (error instanceof FfmpegError && /matches no streams/.test(error.stderr)) {
      throw new Error(`No audio stream in ${path}`)
    }
    throw error
  }
  const dump = parseInputDump(stderr)
  if (!dump.audio || !dump.formatName) throw new Error(`Unreadable audio file ${path}`)
  const duration = roundMicro((exact ? packets.duration : null) ?? dump.duration ?? 0)
  return {
    format: dump.formatName,
    formatLong: await demuxerLongName(dump.formatName),
    codec: dump.audio.codec,
    duration,
    bitRate: bitRateOf(dump, size, duration),
    channels: channelCount(dump.audio.channelLayout),
    channelLayout: dump.audio.channelLayout,
    sampleRate: dump.audio.sampleRate,
    timeBase: packets.timeBaseText ?? undefined,
    mimeType: audioMimeTypeOf(path),
    chapters: dump.chapters
      .toSorted((a, b) => a.start - b.start)
      .map((chapter, id) => ({ id, start: chapter.start, end: chapter.end, title: chapter.title })),
    tags: dump.tags,
    embeddedCoverArt: dump.coverCodec,
    language: dump.audio.language,
  }
}

function bitRateOf(dump: InputDump, size: number, duration: number): number {
  return dump.audio?.bitRate ?? dump.bitRate ?? (duration > 0 ? Math.round((size * 8) / duration) : 0)
}

const LAYOUT_CHANNELS: Record<string, number> = {
  mono: 1,
  stereo: 2,
  '2.1': 3,
  '3.0': 3,
  quad: 4,
  '4.0': 4,
  '5.0': 5,
  '5.1': 6,
  '6.1': 7,
  '7.1': 8,
}

function channelCount(layout: string): number {
  return LAYOUT_CHANNELS[layout] ?? (Number(/^(\d+) channels/.exec(layout)?.[1]) || 2)
}

function roundMicro(seconds: number): number {
  return Math.round(seconds * 1e6) / 1e6
}
