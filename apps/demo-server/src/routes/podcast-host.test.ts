import { existsSync, readdirSync } from 'node:fs'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoServer, signIn, startDemoServer } from '../../../../test-support/demo-server'
import { sampleIds } from '../sample/ids'

const PODCASTS = sampleIds.podcastLibrary
const FEED_FAILED = [404, 'Podcast RSS feed request failed or invalid response data']

let server: DemoServer
let token: string
let socket: Socket
const events: { name: string; payload: Record<string, unknown> }[] = []

beforeAll(async () => {
  // Feed reads give up after 1.5 s, so the feed that never answers is quick to try.
  server = await startDemoServer({ env: { PODCAST_DOWNLOAD_TIMEOUT: '1500' } })
  token = (await signIn(server.url, 'root', 'root')).accessToken
  socket = io(server.url, { transports: ['websocket'] })
  socket.onAny((name: string, payload: Record<string, unknown>) => events.push({ name, payload }))
  await new Promise<void>((resolve) => {
    socket.once('init', () => resolve())
    socket.emit('auth', token)
  })
}, 120_000)

afterAll(async () => {
  socket?.disconnect()
  await server?.stop()
})

const call = async <T = unknown>(method: string, path: string, body?: unknown) => {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  const json = response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as T) : null
  return { status: response.status, text, json: json as T }
}

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > end) throw new Error(`condition never met: ${JSON.stringify(value).slice(0, 500)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const feedUrl = (slug: string) => `${server.url}/audiobookshelf/demo/podcast-feeds/${slug}.xml`

interface RssEpisode {
  title: string
  publishedAt: number | null
  pubDate: string
  enclosure: { url: string }
}
interface PodcastJson {
  id: string
  path: string
  media: {
    coverPath: string | null
    episodes: { title: string; audioFile: { metadata: { path: string } } }[]
  }
}

async function addPodcast(slug: string): Promise<PodcastJson> {
  const { json: library } = await call<{ folders: { id: string; fullPath: string }[] }>(
    'GET',
    `/api/libraries/${PODCASTS}`,
  )
  const folder = library.folders[0]!
  const { json: feed } = await call<{ podcast: { metadata: { title: string; image: string } } }>(
    'POST',
    '/api/podcasts/feed',
    { rssFeed: feedUrl(slug) },
  )
  const created = await call<PodcastJson>('POST', '/api/podcasts', {
    path: `${folder.fullPath}/${feed.podcast.metadata.title}`,
    folderId: folder.id,
    libraryId: PODCASTS,
    media: {
      metadata: {
        title: feed.podcast.metadata.title,
        feedUrl: feedUrl(slug),
        imageUrl: feed.podcast.metadata.image,
      },
      autoDownloadEpisodes: false,
    },
  })
  expect(created.status).toBe(200)
  return created.json
}

describe('the demo server as a podcast host', () => {
  it('publishes RSS feeds with iTunes tags (one of 500 episodes, some without a date) and misbehaving ones', async () => {
    const { json: long } = await call<{ podcast: { episodes: RssEpisode[] } }>('POST', '/api/podcasts/feed', {
      rssFeed: feedUrl('harbour-news-daily'),
    })
    expect(long.podcast.episodes).toHaveLength(500)
    expect(long.podcast.episodes[0]!.title).toBe('Harbour News Daily: episode 500')
    const { json: undated } = await call<{ podcast: { episodes: RssEpisode[] } }>(
      'POST',
      '/api/podcasts/feed',
      {
        rssFeed: feedUrl('kitchen-table-stories'),
      },
    )
    expect(undated.podcast.episodes.filter((e) => e.publishedAt === null).map((e) => e.pubDate)).toEqual([
      '',
      '',
    ])

    const audio = await fetch(undated.podcast.episodes[0]!.enclosure.url)
    expect([audio.status, audio.headers.get('content-type')]).toEqual([200, 'audio/mpeg'])
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(10_000)

    for (const slug of ['not-a-feed', 'broken', 'slow']) {
      const started = Date.now()
      const answer = await call('POST', '/api/podcasts/feed', { rssFeed: feedUrl(slug) })
      expect([answer.status, answer.text]).toEqual(FEED_FAILED)
      expect(Date.now() - started).toBeLessThan(10_000)
    }
  })

  it('parses OPML and imports its feeds in the background, one failed task per feed it cannot add', async () => {
    const opmlText = `<?xml version="1.0"?><opml version="2.0"><body>
      <outline text="Lantern" type="rss" xmlUrl="${feedUrl('the-lantern-hour')}"/>
      <outline title="Broken" type="rss" xmlUrl="${feedUrl('broken')}"/>
      <outline text="Not a feed" type="link" url="https://example.com"/></body></opml>`
    const { json: parsed } = await call<{ feeds: { feedUrl: string }[] }>(
      'POST',
      '/api/podcasts/opml/parse',
      {
        opmlText,
      },
    )
    expect(parsed).toEqual({
      feeds: [
        { title: 'Lantern', feedUrl: feedUrl('the-lantern-hour') },
        { title: 'Broken', feedUrl: feedUrl('broken') },
      ],
    })
    expect((await call('POST', '/api/podcasts/opml/parse', { opmlText: 'just text' })).json).toEqual({
      feeds: [],
    })
    expect((await call('POST', '/api/podcasts/opml/parse', {})).status).toBe(400)

    const { json: library } = await call<{ folders: { id: string }[] }>('GET', `/api/libraries/${PODCASTS}`)
    const created = await call('POST', '/api/podcasts/opml/create', {
      feeds: parsed.feeds.map((f) => f.feedUrl),
      folderId: library.folders[0]!.id,
      libraryId: PODCASTS,
      autoDownloadEpisodes: false,
    })
    expect(created.status).toBe(200)
    const finished = await until(
      () => events.find((e) => e.name === 'task_finished' && e.payload.action === 'opml-import'),
      Boolean,
    )
    expect(finished!.payload.description).toBe('Added 1 podcasts')
    expect(events.find((e) => e.name === 'item_added')?.payload).toMatchObject({
      media: { metadata: { title: 'The Lantern Hour' } },
    })
    expect(
      events.find((e) => e.name === 'task_started' && e.payload.action === 'opml-import-feed')?.payload,
    ).toMatchObject({ isFailed: true, error: 'Failed to get podcast feed' })
  })

  it('downloads chosen episodes one at a time through HTTP; one that breaks off half way leaves nothing', async () => {
    const podcast = await addPodcast('static-on-the-line')
    expect(podcast.media.coverPath).toMatch(/cover\.jpg$/)
    const { json: feed } = await call<{ podcast: { episodes: RssEpisode[] } }>('POST', '/api/podcasts/feed', {
      rssFeed: feedUrl('static-on-the-line'),
    })
    const [four, three, two] = feed.podcast.episodes
    events.length = 0
    const queued = await call('POST', `/api/podcasts/${podcast.id}/download-episodes`, [three, two, four])
    expect(queued.status).toBe(200)
    const { json: queue } = await call<{
      currentDownload?: { episodeDisplayTitle: string }
      queue: unknown[]
    }>('GET', `/api/libraries/${PODCASTS}/episode-downloads`)
    expect(queue.currentDownload?.episodeDisplayTitle).toBe(three!.title)
    expect(queue.queue).toHaveLength(2)

    const finished = await until(
      () => events.filter((e) => e.name === 'episode_download_finished'),
      (list) => list.length === 3,
    )
    expect(finished.map((e) => [e.payload.episodeDisplayTitle, e.payload.failed])).toEqual([
      [three!.title, false],
      [two!.title, true],
      [four!.title, false],
    ])
    expect(
      events.filter((e) => e.name === 'episode_download_queued').map((e) => e.payload.episodeDisplayTitle),
    ).toEqual([two!.title, four!.title])
    expect(events.filter((e) => e.name === 'episode_added')).toHaveLength(2)
    const { json: item } = await call<PodcastJson>('GET', `/api/items/${podcast.id}?expanded=1`)
    expect(item.media.episodes.map((e) => e.title).sort()).toEqual([four!.title, three!.title].sort())
    expect(item.media.episodes.every((e) => existsSync(e.audioFile.metadata.path))).toBe(true)
    expect(readdirSync(item.path).filter((name) => name.endsWith('.mp3'))).toHaveLength(2)
  })

  it('checks for new episodes after a date, at most the limit, and clears a podcast’s queue', async () => {
    const podcast = await addPodcast('harbour-news-daily')
    const fresh = await call<{ episodes: RssEpisode[] }>('GET', `/api/podcasts/${podcast.id}/checknew`)
    expect(fresh.json.episodes).toEqual([])
    await call('PATCH', `/api/items/${podcast.id}/media`, { lastEpisodeCheck: Date.UTC(2025, 4, 20) })
    events.length = 0
    const found = await call<{ episodes: RssEpisode[] }>(
      'GET',
      `/api/podcasts/${podcast.id}/checknew?limit=5`,
    )
    expect(found.json.episodes.map((e) => e.title)).toEqual(
      [500, 499, 498, 497, 496].map((n) => `Harbour News Daily: episode ${n}`),
    )
    await until(
      () => events.filter((e) => e.name === 'episode_download_queued').length,
      (n) => n === 4,
    )
    expect((await call('GET', `/api/podcasts/${podcast.id}/clear-queue`)).status).toBe(200)
    expect(events.find((e) => e.name === 'episode_download_queue_cleared')?.payload).toBe(podcast.id)
    const { json: queue } = await call<{ queue: unknown[] }>(
      'GET',
      `/api/libraries/${PODCASTS}/episode-downloads`,
    )
    expect(queue.queue).toEqual([])

    const match = await call<{ episodes: { episode: RssEpisode }[] }>(
      'GET',
      `/api/podcasts/${podcast.id}/search-episode?title=${encodeURIComponent('Harbour News episode 250')}`,
    )
    expect(match.json.episodes[0]?.episode.title).toBe('Harbour News Daily: episode 250')
  })
})
