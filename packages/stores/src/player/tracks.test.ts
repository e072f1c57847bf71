import type { AudioTrack } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { playableTracks, totalDuration, trackIndexAt } from './tracks'

const track = (index: number, startOffset: number, duration: number, contentUrl: string): AudioTrack =>
  ({
    index,
    startOffset,
    duration,
    title: `Part ${index}`,
    contentUrl,
    mimeType: 'audio/mpeg',
    codec: 'mp3',
    metadata: null,
  }) as AudioTrack

const direct = {
  id: 'sess-1',
  playMethod: 0 as const,
  audioTracks: [track(1, 0, 30, '/api/items/i/file/1'), track(2, 30, 40, '/api/items/i/file/2')],
}
const hls = {
  id: 'sess-2',
  playMethod: 2 as const,
  audioTracks: [track(1, 0, 70, '/hls/sess-2/output.m3u8')],
}

describe('track URLs (spec 01 §7 "Other calls")', () => {
  it('direct play uses the public session track route, not the authenticated file URL', () => {
    expect(playableTracks(direct, 'local', '/audiobookshelf', '').map((t) => t.url)).toEqual([
      '/audiobookshelf/public/session/sess-1/track/1',
      '/audiobookshelf/public/session/sess-1/track/2',
    ])
  })

  it('a transcode plays the HLS playlist path', () => {
    expect(playableTracks(hls, 'local', 'http://abs:13378', '')[0]?.url).toBe(
      'http://abs:13378/hls/sess-2/output.m3u8',
    )
  })

  it('cast receivers get absolute URLs', () => {
    expect(playableTracks(direct, 'cast', '', 'https://books.example')[1]?.url).toBe(
      'https://books.example/public/session/sess-1/track/2',
    )
  })
})

describe('consecutive tracks (spec 01 §3 "Audio track")', () => {
  const tracks = playableTracks(direct, 'local', '', '')

  it('total duration is the last start offset plus its duration', () => {
    expect(totalDuration(tracks)).toBe(70)
    expect(totalDuration([])).toBe(0)
  })

  it('finds the track playing at a time', () => {
    expect(trackIndexAt(tracks, 0)).toBe(0)
    expect(trackIndexAt(tracks, 29.9)).toBe(0)
    expect(trackIndexAt(tracks, 30)).toBe(1)
    expect(trackIndexAt(tracks, 99)).toBe(1)
  })
})
