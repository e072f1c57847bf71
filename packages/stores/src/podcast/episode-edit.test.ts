import type { PodcastEpisode } from '@shelfkit/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoServerUrl, PODCAST_LIBRARY_ID } from '../../test/demo-server'
import { until } from '../../test/until'
import { configureServer, getClient, signIn, signOut } from '../session'
import { $toasts } from '../toasts'
import { localInputTime, localInputValue, maxEpisodesProblem } from './check-new'
import {
  $episodeEdit,
  episodeDraftOf,
  episodeDraftProblem,
  episodePatchOf,
  feedDate,
  openEpisodeEdit,
  stepEpisodeEdit,
} from './episode-edit'
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

describe('episode edit modal against the demo server (spec 02 §2, §7)', () => {
  beforeAll(async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
  })
  afterAll(() => signOut())

  it('loads the episode, steps to the next one in the table, and closes with the server’s text when a fetch fails', async () => {
    const client = getClient()
    const { results } = await client.libraries.items(PODCAST_LIBRARY_ID, { limit: 20 })
    const podcasts = await Promise.all(results.map((item) => client.items.get(item.id)))
    const episodesOf = (item: (typeof podcasts)[number]) =>
      item.mediaType === 'podcast' ? item.media.episodes : []
    const podcast = podcasts.find((item) => episodesOf(item).length >= 2)!
    const [first, second] = episodesOf(podcast)
    const stepIds = [first!.id, second!.id]

    await openEpisodeEdit(podcast.id, first!.id, stepIds)
    expect($episodeEdit.get()?.episode).toMatchObject({ id: first!.id, title: first!.title })
    stepEpisodeEdit(1)
    await until(() => $episodeEdit.get()?.episode?.id === second!.id, 'the next episode')
    expect($episodeEdit.get()?.episode?.title).toBe(second!.title)
    // The last row has no next one: the modal stays on it.
    stepEpisodeEdit(1)
    expect($episodeEdit.get()?.episodeId).toBe(second!.id)

    await openEpisodeEdit(podcast.id, 'no-such-episode')
    expect($episodeEdit.get()).toBeNull()
    expect($toasts.get().at(-1)).toMatchObject({ type: 'error', message: 'Not Found' })
  })
})
