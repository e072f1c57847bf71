import type { PodcastEpisode } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { localInputTime, localInputValue, maxEpisodesProblem } from './check-new'
import { episodeDraftOf, episodeDraftProblem, episodePatchOf, feedDate } from './episode-edit'
import { cleanEpisodeUrl, feedEpisodeRows } from './feed-episodes'

const episode = {
  id: 'e1',
  title: 'One',
  subtitle: null,
  description: '<p>Hi</p>',
  season: '1',
  episode: '3',
  episodeType: 'full',
  pubDate: 'Mon, 02 Jun 2025 06:00:00 GMT',
  publishedAt: Date.UTC(2025, 5, 2, 6),
} as unknown as PodcastEpisode

describe('episode edit rules', () => {
  it('says "Date and time is invalid or incomplete" for a partly typed date', () => {
    const draft = episodeDraftOf(episode)
    expect(episodeDraftProblem(draft)).toBeNull()
    expect(episodeDraftProblem({ ...draft, pubDateInput: '2025-06-0' })).toBe(
      'Date and time is invalid or incomplete',
    )
    expect(episodeDraftProblem({ ...draft, pubDateInput: '' })).toBeNull()
  })

  it('sends only what changed, a new date as pubDate text and publishedAt', () => {
    const draft = episodeDraftOf(episode)
    expect(episodePatchOf(draft, episode)).toEqual({})
    const patch = episodePatchOf({ ...draft, title: ' Two ', pubDateInput: '2025-01-02T10:30' }, episode)
    expect(patch.title).toBe('Two')
    expect(patch.publishedAt).toBe(localInputTime('2025-01-02T10:30'))
    expect(new Date(patch.pubDate as string).valueOf()).toBe(patch.publishedAt)
    expect(feedDate(Date.UTC(2025, 0, 2))).toMatch(/^\w{3}, \d{1,2} Jan 2025 \d{2}:\d{2}:\d{2} [+-]\d{4}$/)
  })

  it('round-trips datetime-local values and checks the episode limit', () => {
    const at = new Date(2025, 5, 2, 8, 15).valueOf()
    expect(localInputTime(localInputValue(at))).toBe(at)
    expect(localInputValue(null)).toBe('')
    expect(maxEpisodesProblem('0')).toBeNull()
    expect(maxEpisodesProblem('-1')).toBe('Invalid max episodes to download')
    expect(maxEpisodesProblem('')).toBe('Invalid max episodes to download')
  })
})

describe('feed episode rows', () => {
  const feedEpisode = (n: number, publishedAt: number | null, guid: string | null = `g${n}`) => ({
    title: `Ep ${n}`,
    subtitle: '',
    publishedAt,
    guid,
    enclosure: { url: `https://host/ep${n}.mp3?ts=${n}` },
  })

  it('keeps only the id of an address query, marks downloaded and queued episodes, filters by date', () => {
    expect(cleanEpisodeUrl('https://h/a.mp3?ts=1&id=7')).toBe('https://h/a.mp3?id=7')
    expect(cleanEpisodeUrl('https://h/a.mp3?ts=1')).toBe('https://h/a.mp3?ts=1')
    const state = {
      episodes: [feedEpisode(1, 100), feedEpisode(2, 200, null), feedEpisode(3, 300), feedEpisode(4, null)],
      after: null,
    } as never
    const item = {
      media: { episodes: [{ guid: 'g1', enclosure: null }] },
      episodeDownloadsQueued: [{ guid: 'g3', url: 'x' }],
    } as never
    const rows = feedEpisodeRows(state, item)
    expect(rows.map((r) => [r.episode.title, r.state])).toEqual([
      ['Ep 3', 'downloading'],
      ['Ep 2', 'available'],
      ['Ep 1', 'downloaded'],
      ['Ep 4', 'available'],
    ])
    expect(
      feedEpisodeRows({ ...(state as object), after: 150 } as never, item).map((r) => r.episode.title),
    ).toEqual(['Ep 3', 'Ep 2'])
  })
})
