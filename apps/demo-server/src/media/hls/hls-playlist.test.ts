import { describe, expect, it } from 'vitest'
import { hlsPlaylist, segmentCount } from './hls-playlist'

describe('hlsPlaylist', () => {
  it('matches the playlist the real server wrote for an 87.577 s book', () => {
    const playlist = hlsPlaylist(87.577, 6)
    expect(
      playlist.startsWith('#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-ALLOW-CACHE:NO\n#EXT-X-TARGETDURATION:6\n'),
    ).toBe(true)
    expect(playlist).toContain('#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:6,\noutput-0.ts\n')
    expect(playlist.match(/#EXTINF:6,/g)).toHaveLength(14)
    expect(playlist.endsWith('#EXTINF:3.576999999999998,\noutput-14.ts\n#EXT-X-ENDLIST')).toBe(true)
    expect(playlist).toHaveLength(500) // Content-Length of the recorded response
  })

  it('matches the recorded multi-file playlist (three mp3 tracks summed)', () => {
    const duration = [10.527347, 10.501224, 10.44898].reduce((total, seconds) => total + seconds, 0)
    const playlist = hlsPlaylist(duration, 6)
    expect(playlist.endsWith('#EXTINF:1.4775509999999983,\noutput-5.ts\n#EXT-X-ENDLIST')).toBe(true)
    expect(playlist).toHaveLength(289)
  })

  it('counts a trailing partial segment but no empty one', () => {
    expect(segmentCount(87.577, 6)).toBe(15)
    expect(segmentCount(36, 6)).toBe(6)
    expect(hlsPlaylist(36, 6)).not.toContain('output-6.ts')
  })
})
