import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { ffmpegPath } from '../ffmpeg/ffmpeg-path'
import { stopOnExit } from '../ffmpeg/stop-on-exit'
import { concatListFrom, type TimelineTrack } from './concat-list'
import { hlsPlaylist, segmentCount, segmentFileName } from './hls-playlist'

export type HlsEvent = 'progress' | 'ready' | 'error' | 'reset'

export interface HlsStream {
  /** The playback session id. */
  id: string
  /** Directory holding output.m3u8 and the finished output-N.ts segments; deleted by close(). */
  dir: string
  playlistPath: string
  /** First segment of the current transcode; earlier segments exist only if an earlier run made them. */
  segmentStartNumber: number
  close(): Promise<void>
  /** Path of the finished segment, transcoding it first if needed; null when out of range or closed. */
  ensureSegment(index: number): Promise<string | null>
  on(event: HlsEvent, cb: (data: unknown) => void): void
}

export interface HlsTranscodeOptions {
  sessionId: string
  /** Streams directory; the stream uses `<outDir>/<sessionId>` (or outDir itself if it is named so). */
  outDir: string
  tracks: TimelineTrack[]
  startTime: number
  segmentSeconds?: number
}

/** Payload of 'progress': the real server's `stream_progress` event body. */
export interface HlsProgress {
  stream: string
  /** e.g. `"46.67%"` */
  percent: string
  /** Finished segments as single numbers and `"a-b"` ranges. */
  chunks: (number | string)[]
  numSegments: number
}

/** Payload of 'reset': transcoding restarted at `startTime` (the real server's `stream_reset` body + segment). */
export interface HlsReset {
  streamId: string
  startTime: number
  segment: number
}

/** Payload of 'ready': the first segment of the initial transcode is available. */
export interface HlsReady {
  stream: string
  segmentStartNumber: number
  startTime: number
}

/** Payload of 'error': ffmpeg failed (not when it is stopped on purpose). */
export interface HlsError {
  stream: string
  error: string
}

const DEFAULT_SEGMENT_SECONDS = 6
/** Transcoding starts this much before the requested time, as the real server does. */
const SEEK_BACK_SECONDS = 30
/** A request further than this beyond the newest finished segment restarts ffmpeg there. */
const LOOKAHEAD_SEGMENTS = 10
const SEGMENT_WAIT_MS = 60_000
const PROGRESS_INTERVAL_MS = 500
export const HLS_PLAYLIST_FILE_NAME = 'output.m3u8'

/**
 * Starts an HLS transcode like the real server's stream: output.m3u8 is written at once for the whole
 * duration, then ffmpeg encodes AAC in MPEG-TS segments from shortly before `startTime`.
 */
export function startHlsTranscode(options: HlsTranscodeOptions): HlsStream {
  return new HlsTranscode(options)
}

interface Run {
  child: ChildProcess
  dir: string
  startSegment: number
  furthest: number
  opened: number | null
  stopping: boolean
  exited: Promise<void>
  stderrTail: string[]
}

interface Waiter {
  index: number
  resolve: (path: string | null) => void
  timer: NodeJS.Timeout
  restarted: boolean
}

class HlsTranscode implements HlsStream {
  readonly id: string
  readonly dir: string
  readonly playlistPath: string
  segmentStartNumber: number
  private readonly tracks: TimelineTrack[]
  private readonly segmentSeconds: number
  private readonly numSegments: number
  private readonly finished = new Set<number>()
  private readonly listeners = new Map<HlsEvent, ((data: unknown) => void)[]>()
  private waiters: Waiter[] = []
  private run: Run | null = null
  private runCount = 0
  private readySent = false
  private progressTimer: NodeJS.Timeout | null = null
  private lastProgress = ''
  private closing: Promise<void> | null = null

  constructor(options: HlsTranscodeOptions) {
    this.id = options.sessionId
    this.dir =
      basename(options.outDir) === options.sessionId
        ? options.outDir
        : join(options.outDir, options.sessionId)
    this.playlistPath = join(this.dir, HLS_PLAYLIST_FILE_NAME)
    this.tracks = options.tracks
    this.segmentSeconds = options.segmentSeconds ?? DEFAULT_SEGMENT_SECONDS
    const duration = options.tracks.reduce((total, track) => total + track.duration, 0)
    this.numSegments = segmentCount(duration, this.segmentSeconds)
    const seekBackTime = Math.max(options.startTime - SEEK_BACK_SECONDS, 0)
    this.segmentStartNumber = Math.min(
      Math.floor(seekBackTime / this.segmentSeconds),
      Math.max(this.numSegments - 1, 0),
    )
    mkdirSync(this.dir, { recursive: true })
    writeFileSync(this.playlistPath, hlsPlaylist(duration, this.segmentSeconds))
    if (this.numSegments > 0) this.startRun(this.segmentStartNumber)
  }

  on(event: HlsEvent, cb: (data: unknown) => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), cb])
  }

  async ensureSegment(index: number): Promise<string | null> {
    if (this.closing || !Number.isInteger(index) || index < 0 || index >= this.numSegments) return null
    if (this.finished.has(index)) return this.segmentPath(index)
    const restart = this.needsRestart(index)
    if (restart) this.restartAt(index)
    return new Promise((resolve) => {
      const waiter: Waiter = {
        index,
        resolve,
        restarted: restart,
        timer: setTimeout(() => this.settle(waiter, null), SEGMENT_WAIT_MS),
      }
      this.waiters.push(waiter)
    })
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      for (const waiter of [...this.waiters]) this.settle(waiter, null)
      if (this.progressTimer) clearTimeout(this.progressTimer)
      await this.stopRun()
      await rm(this.dir, { recursive: true, force: true })
    })()
    return this.closing
  }

  private segmentPath(index: number): string {
    return join(this.dir, segmentFileName(index))
  }

  private needsRestart(index: number): boolean {
    const run = this.run
    if (!run) return true
    return index < run.startSegment || index > run.furthest + LOOKAHEAD_SEGMENTS
  }

  private restartAt(index: number): void {
    void this.stopRun()
    this.segmentStartNumber = index
    this.startRun(index)
    this.emit('reset', {
      streamId: this.id,
      startTime: index * this.segmentSeconds,
      segment: index,
    } satisfies HlsReset)
  }

  private startRun(startSegment: number): void {
    const runDir = join(this.dir, `.run-${++this.runCount}`)
    mkdirSync(runDir)
    const startTime = startSegment * this.segmentSeconds
    const { text, seekInFirst } = concatListFrom(this.tracks, startTime)
    writeFileSync(join(runDir, 'files.txt'), text)
    const seek = seekInFirst > 0 ? ['-ss', seekInFirst.toFixed(3)] : []
    const args = [
      ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'info'],
      ...['-f', 'concat', '-safe', '0', ...seek, '-i', join(runDir, 'files.txt')],
      ...['-map', '0:a:0', '-c:a', 'aac', '-b:a', '64k', '-max_muxing_queue_size', '2048'],
      // Segment timestamps follow the item's timeline, whichever run produced them.
      ...['-output_ts_offset', startTime.toFixed(3)],
      ...['-f', 'hls', '-hls_time', String(this.segmentSeconds), '-hls_segment_type', 'mpegts'],
      ...['-hls_playlist_type', 'vod', '-hls_list_size', '0', '-start_number', String(startSegment)],
      ...['-hls_segment_filename', join(runDir, 'output-%d.ts'), join(runDir, 'ffmpeg.m3u8')],
    ]
    const child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
    stopOnExit(child)
    const run: Run = {
      child,
      dir: runDir,
      startSegment,
      furthest: startSegment - 1,
      opened: null,
      stopping: false,
      stderrTail: [],
      exited: new Promise((resolve) => child.once('close', (code) => resolve(this.onRunExit(run, code)))),
    }
    child.once('error', (error) => run.stderrTail.push(error.message))
    let pending = ''
    child.stderr?.setEncoding('utf8')
    child.stderr?.on('data', (text: string) => {
      const lines = (pending + text).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) this.onRunOutput(run, line)
    })
    this.run = run
  }

  private onRunOutput(run: Run, line: string): void {
    const opened = /Opening '.*output-(\d+)\.ts' for writing/.exec(line)
    if (!opened) {
      run.stderrTail = [...run.stderrTail.slice(-9), line]
      return
    }
    // ffmpeg opens segment N only after closing N-1, so N-1 is complete.
    const index = Number(opened[1])
    if (run.opened !== null) this.promote(run, run.opened)
    run.opened = index
  }

  private onRunExit(run: Run, code: number | null): void {
    if (code === 0 && run.opened !== null) this.promote(run, run.opened)
    void rm(run.dir, { recursive: true, force: true })
    if (this.run === run) this.run = null
    if (run.stopping || this.closing) return
    this.flushProgress()
    if (code !== 0) {
      const error = run.stderrTail.filter(Boolean).slice(-3).join(' | ') || `ffmpeg exited with code ${code}`
      this.emit('error', { stream: this.id, error } satisfies HlsError)
      for (const waiter of [...this.waiters]) this.settle(waiter, null)
      return
    }
    // The run ended without making some requested segments (they lie before its start): try once more there.
    const missing = this.waiters.filter((waiter) => !waiter.restarted)
    for (const waiter of this.waiters.filter((waiter) => waiter.restarted)) this.settle(waiter, null)
    if (missing.length === 0) return
    for (const waiter of missing) waiter.restarted = true
    this.restartAt(Math.min(...missing.map((waiter) => waiter.index)))
  }

  /** Moves a finished segment from the run folder into the stream folder (atomic, so readers never see a partial file). */
  private promote(run: Run, index: number): void {
    if (this.closing) return
    try {
      renameSync(join(run.dir, segmentFileName(index)), this.segmentPath(index))
    } catch {
      return
    }
    this.finished.add(index)
    run.furthest = Math.max(run.furthest, index)
    for (const waiter of this.waiters.filter((waiter) => waiter.index === index)) {
      this.settle(waiter, this.segmentPath(index))
    }
    if (!this.readySent) {
      this.readySent = true
      this.emit('ready', {
        stream: this.id,
        segmentStartNumber: this.segmentStartNumber,
        startTime: this.segmentStartNumber * this.segmentSeconds,
      } satisfies HlsReady)
    }
    this.progressTimer ??= setTimeout(() => this.flushProgress(), PROGRESS_INTERVAL_MS)
  }

  private flushProgress(): void {
    if (this.progressTimer) clearTimeout(this.progressTimer)
    this.progressTimer = null
    const percent = `${((this.finished.size * 100) / this.numSegments).toFixed(2)}%`
    const chunks = chunksOf(this.finished)
    const summary = JSON.stringify(chunks)
    if (summary === this.lastProgress) return
    this.lastProgress = summary
    this.emit('progress', {
      stream: this.id,
      percent,
      chunks,
      numSegments: this.numSegments,
    } satisfies HlsProgress)
  }

  private async stopRun(): Promise<void> {
    const run = this.run
    if (!run) return
    this.run = null
    run.stopping = true
    run.child.kill('SIGKILL')
    await run.exited
  }

  private settle(waiter: Waiter, path: string | null): void {
    clearTimeout(waiter.timer)
    this.waiters = this.waiters.filter((other) => other !== waiter)
    waiter.resolve(path)
  }

  private emit(event: HlsEvent, data: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(data)
  }
}

/** `[0, 1, 2, 5, 7, 8]` → `['0-2', 5, '7-8']`, the real server's chunk notation. */
function chunksOf(segments: Set<number>): (number | string)[] {
  const sorted = [...segments].sort((a, b) => a - b)
  const chunks: (number | string)[] = []
  let first = sorted[0]
  for (let index = 0; index < sorted.length; index++) {
    const current = sorted[index]
    if (sorted[index + 1] === current + 1) continue
    chunks.push(first === current ? current : `${first}-${current}`)
    first = sorted[index + 1]
  }
  return chunks
}
