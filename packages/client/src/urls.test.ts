import { describe, expect, it } from 'vitest'
import { contentUrl, coverUrl, coverUrlFor, libraryDownloadUrl, sessionTrackUrl } from './urls'

const base = 'https://abs.example.com/audiobookshelf'

describe('media URLs (FACTS §5)', () => {
  it('builds covers with ts and raw as the official client does', () => {
    expect(coverUrl(base, 'item-1', { updatedAt: 1700000000000 })).toBe(
      `${base}/api/items/item-1/cover?ts=1700000000000`,
    )
    expect(coverUrl(base, 'item-1', { updatedAt: 5, raw: true })).toBe(
      `${base}/api/items/item-1/cover?ts=5&raw=1`,
    )
  })

  it('uses http(s) cover paths as is and gives null without a cover (spec 01 §5)', () => {
    const remote = { id: 'x', media: { coverPath: 'https://images.example.com/c.jpg' } }
    expect(coverUrlFor(base, remote)).toBe('https://images.example.com/c.jpg')
    expect(coverUrlFor(base, { id: 'x', media: { coverPath: null } })).toBeNull()
    expect(
      coverUrlFor(base, { id: 'x', updatedAt: 9, media: { coverPath: '/metadata/items/x/cover.jpg' } }),
    ).toBe(`${base}/api/items/x/cover?ts=9`)
  })

  it('puts direct-play audio on the public session route (no token in the URL)', () => {
    expect(sessionTrackUrl(base, 'sess', 1)).toBe(`${base}/public/session/sess/track/1`)
  })

  it('adds ?token= only to API content URLs, never to HLS', () => {
    expect(contentUrl(base, '/api/items/i/file/123', 'tok')).toBe(`${base}/api/items/i/file/123?token=tok`)
    expect(contentUrl(base, '/hls/sess/output.m3u8', 'tok')).toBe(`${base}/hls/sess/output.m3u8`)
  })

  it('builds the batch download URL with ids and token', () => {
    expect(libraryDownloadUrl(base, 'lib', ['a', 'b'], 't')).toBe(
      `${base}/api/libraries/lib/download?token=t&ids=a,b`,
    )
  })
})
