import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeToneMp3 } from '../generate/encode-audio'
import { probeAudio } from '../probe/probe-audio'
import type { TimelineTrack } from './concat-list'
import { type HlsProgress, type HlsReset, type HlsStream, startHlsTranscode } from './hls-transcode'

let workDir: string
let tracks: TimelineTrack[]
const streams: HlsStream[] = []

/** Presentation time (seconds) of the first PES packet of an MPEG-TS segment. */
function firstPts(segment: Buffer): number {
  for (let offset = 0; offset + 188 <= segment.length; offset += 188) {
    const payloadStart = (segment[offset + 1] & 0x40) !== 0
    const hasAdaptation = (segment[offset + 3] & 0x20) !== 0
    let payload = offset + 4 + (hasAdaptation ? segment[offset + 4] + 1 : 0)
    if (!payloadStart || segment.readUIntBE(payload, 3) !== 1) continue
    payload += 9 // PES start code, stream id, length, flags, header length
    const pts =
      (segment[payload] & 0x0e) * 2 ** 29 +
      segment[payload + 1] * 2 ** 22 +
      (segment[payload + 2] & 0xfe) * 2 ** 14 +
      segment[payload + 3] * 2 ** 7 +
      (segment[payload + 4] >> 1)
    return pts / 90000
  }
  throw new Error('no PES packet in segment')
}

function open(name: string, streamTracks: TimelineTrack[], startTime: number): HlsStream {
  const stream = startHlsTranscode({
    sessionId: name,
    outDir: join(workDir, 'streams'),
    tracks: streamTracks,
    startTime,
  })
  streams.push(stream)
  return stream
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'shelfkit-hls-test-'))
  const paths = [1, 2].map((part) => join(workDir, `part-${part}.mp3`))
  await Promise.all(paths.map((path, index) => encodeToneMp3(path, { chapter: index + 1, seconds: 20 }, {})))
  let startOffset = 0
  tracks = []
  for (const path of paths) {
    const { duration } = await probeAudio(path)
    tracks.push({ path, startOffset, duration })
    startOffset += duration
  }
}, 30_000)

afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()))
  await rm(workDir, { recursive: true, force: true })
})

describe('startHlsTranscode', () => {
  it('writes the whole VOD playlist at once and transcodes two tracks into TS segments', async () => {
    const stream = open('two-tracks', tracks, 0)
    const total = tracks[0].duration + tracks[1].duration
    const playlist = await readFile(stream.playlistPath, 'utf8')
    expect(playlist).toContain('#EXT-X-TARGETDURATION:6')
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD')
    expect(playlist.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true)
    const segments = Math.ceil(total / 6)
    expect(playlist.match(/^output-\d+\.ts$/gm)).toHaveLength(segments)
    expect(stream.segmentStartNumber).toBe(0)

    const progress: HlsProgress[] = []
    stream.on('progress', (data) => progress.push(data as HlsProgress))
    const last = await stream.ensureSegment(segments - 1)
    expect(last).toBe(join(stream.dir, `output-${segments - 1}.ts`))
    const first = await readFile(join(stream.dir, 'output-0.ts'))
    expect(first[0]).toBe(0x47)
    expect(first.length % 188).toBe(0)
    // The second track's audio lands where the timeline puts it.
    const crossing = Math.floor(tracks[1].startOffset / 6) + 1
    const crossingSegment = await readFile((await stream.ensureSegment(crossing)) ?? '')
    expect(firstPts(crossingSegment) - firstPts(first)).toBeCloseTo(crossing * 6, 0)
    await expect.poll(() => progress.at(-1)?.percent).toBe('100.00%')
    expect(progress.at(-1)).toMatchObject({
      stream: 'two-tracks',
      chunks: [`0-${segments - 1}`],
      numSegments: segments,
    })
    expect(await stream.ensureSegment(segments)).toBeNull()
    expect(await stream.ensureSegment(-1)).toBeNull()
  })

  it('starts 30 s before the start time and restarts at an earlier segment on request', async () => {
    const stream = open('late-start', tracks, 37)
    const ready: unknown[] = []
    const resets: HlsReset[] = []
    stream.on('ready', (data) => ready.push(data))
    stream.on('reset', (data) => resets.push(data as HlsReset))
    expect(stream.segmentStartNumber).toBe(1)
    const startSegment = await stream.ensureSegment(1)
    expect(startSegment).not.toBeNull()
    expect(ready).toEqual([{ stream: 'late-start', segmentStartNumber: 1, startTime: 6 }])
    expect(existsSync(join(stream.dir, 'output-0.ts'))).toBe(false)

    const zero = await stream.ensureSegment(0)
    expect(resets).toEqual([{ streamId: 'late-start', startTime: 0, segment: 0 }])
    expect(zero).toBe(join(stream.dir, 'output-0.ts'))
    const pts = [firstPts(await readFile(zero ?? '')), firstPts(await readFile(startSegment ?? ''))]
    expect(pts[1] - pts[0]).toBeCloseTo(6, 0)
  })

  it('restarts at a requested segment far beyond the transcoded range', async () => {
    // 15 passes over the two tracks: 10 minutes, far more than is transcoded in the first moments.
    const long = Array.from({ length: 30 }, (_, index) => ({
      ...tracks[index % 2],
      startOffset:
        Math.floor(index / 2) * (tracks[0].duration + tracks[1].duration) + (index % 2) * tracks[0].duration,
    }))
    const stream = open('far-seek', long, 0)
    const resets: HlsReset[] = []
    stream.on('reset', (data) => resets.push(data as HlsReset))
    const far = stream.ensureSegment(90)
    expect(resets).toEqual([{ streamId: 'far-seek', startTime: 540, segment: 90 }])
    expect(stream.segmentStartNumber).toBe(90)
    const farPath = await far
    expect(farPath).toBe(join(stream.dir, 'output-90.ts'))
    const farPts = firstPts(await readFile(farPath ?? ''))
    const zeroPts = firstPts(await readFile((await stream.ensureSegment(0)) ?? ''))
    expect(farPts - zeroPts).toBeCloseTo(540, 0)
  })

  it('deletes the stream folder on close and answers nothing afterwards', async () => {
    const stream = open('closing', tracks, 0)
    expect(await stream.ensureSegment(0)).not.toBeNull()
    await stream.close()
    expect(existsSync(stream.dir)).toBe(false)
    expect(await stream.ensureSegment(1)).toBeNull()
  })
})
