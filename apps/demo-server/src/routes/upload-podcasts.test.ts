import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { signIn } from '../../../../test-support/demo-server'
import { sampleIds, sampleItemIdsByTitle } from '../sample/ids'
import { rootSignedInServer } from '../testing/root-signed-in'

const BOOKS = sampleIds.bookLibrary
const PODCASTS = sampleIds.podcastLibrary
const BOOK_TWO = sampleItemIdsByTitle['Book Two']
const PODCAST_P = sampleIds.podcastP

const root = rootSignedInServer()

const call = (method: string, path: string, body?: unknown, token = root.token) =>
  fetch(`${root.server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('condition never met')
}

const folderOf = async (libraryId: string) =>
  (
    (await (await call('GET', `/api/libraries/${libraryId}`)).json()) as {
      folders: { id: string; fullPath: string }[]
    }
  ).folders[0]!

interface Item {
  id: string
  path: string
  media: { metadata: { title: string; author?: string | null; authorName?: string; feedUrl?: string } }
}

describe('POST /api/upload', () => {
  const sampleTrack = async () => {
    const item = await (await call('GET', `/api/items/${BOOK_TWO}?expanded=1`)).json()
    return readFileSync(item.media.audioFiles[0].metadata.path)
  }

  it('puts the files in Author/Series/Title of the folder; the item appears after the scan it starts', async () => {
    const folder = await folderOf(BOOKS)
    const form = new FormData()
    form.set('title', 'Uploaded: A Tale')
    form.set('author', 'Upload Author')
    form.set('series', 'Upload Series')
    form.set('library', BOOKS)
    form.set('folder', folder.id)
    form.set('0', new File([await sampleTrack()], 'part 1.mp3', { type: 'audio/mpeg' }))
    const response = await fetch(`${root.server.url}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${root.token}` },
      body: form,
    })
    expect([response.status, await response.text()]).toEqual([200, 'OK'])
    const directory = join(folder.fullPath, 'Upload Author', 'Upload Series', 'Uploaded - A Tale')
    expect(existsSync(join(directory, 'part 1.mp3'))).toBe(true)
    const items = await waitFor(
      async () =>
        ((await (await call('GET', `/api/libraries/${BOOKS}/items?limit=500`)).json()) as { results: Item[] })
          .results,
      (results) => results.some((item) => item.path === directory),
    )
    const uploaded = items.find((item) => item.path === directory)!
    expect(uploaded.media.metadata).toMatchObject({ title: 'Uploaded - A Tale', authorName: 'Upload Author' })
  })

  it('answers 400 without files or title, 404 for an unknown library or folder, 403 without permission', async () => {
    const folder = await folderOf(BOOKS)
    const send = async (fields: Record<string, string>, withFile = true, token = root.token) => {
      const form = new FormData()
      for (const [name, value] of Object.entries(fields)) form.set(name, value)
      if (withFile) form.set('0', new File(['x'], 'a.mp3'))
      const response = await fetch(`${root.server.url}/api/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
      return [response.status, await response.text()]
    }
    const valid = { title: 'T', library: BOOKS, folder: folder.id }
    expect(await send(valid, false)).toEqual([400, 'Bad Request'])
    expect(await send({ library: BOOKS, folder: folder.id })).toEqual([400, 'Invalid request body'])
    expect(await send({ ...valid, library: 'nope' })).toEqual([404, 'Library not found'])
    expect(await send({ ...valid, folder: 'nope' })).toEqual([404, 'Folder not found'])
    const { accessToken } = await signIn(root.server.url, 'user', 'user')
    expect(await send(valid, true, accessToken)).toEqual([403, 'Forbidden'])
  })
})

describe("POST /api/filesystem/pathexists (the uploader's check)", () => {
  const exists = async (body: unknown, token = root.token) => {
    const response = await call('POST', '/api/filesystem/pathexists', body, token)
    return [
      response.status,
      response.headers.get('content-type')?.includes('json') ? await response.json() : null,
    ]
  }

  it('finds a folder that exists, an item one or two folders up, and nothing where there is nothing', async () => {
    const folder = await folderOf(BOOKS)
    const bookTwo = (await (await call('GET', `/api/items/${BOOK_TWO}`)).json()) as Item
    const itemDir = bookTwo.path.slice(folder.fullPath.length + 1)
    expect(await exists({ directory: itemDir, folderPath: folder.fullPath })).toEqual([200, { exists: true }])
    expect(await exists({ directory: `${itemDir}/Part 2`, folderPath: folder.fullPath })).toEqual([
      200,
      { exists: true, libraryItemTitle: bookTwo.media.metadata.title },
    ])
    expect(await exists({ directory: 'Nobody/Nothing Here', folderPath: folder.fullPath })).toEqual([
      200,
      { exists: false },
    ])
  })

  it('answers 400 for a bad body or a path leaving the folder, 404 for an unknown folder, 403 without upload', async () => {
    const folder = await folderOf(BOOKS)
    expect((await exists({ directory: '', folderPath: folder.fullPath }))[0]).toBe(400)
    expect((await exists({ directory: '../../etc', folderPath: folder.fullPath }))[0]).toBe(400)
    expect((await exists({ directory: 'A', folderPath: '/nowhere' }))[0]).toBe(404)
    const { accessToken } = await signIn(root.server.url, 'user', 'user')
    expect((await exists({ directory: 'A', folderPath: folder.fullPath }, accessToken))[0]).toBe(403)
  })

  it("leaves uploaded files for the next scan where the library's folder watcher is off", async () => {
    const folder = await folderOf(BOOKS)
    const library = (await (await call('GET', `/api/libraries/${BOOKS}`)).json()) as {
      settings: Record<string, unknown>
    }
    await call('PATCH', `/api/libraries/${BOOKS}`, {
      settings: { ...library.settings, disableWatcher: true },
    })
    try {
      const form = new FormData()
      form.set('title', 'Waits For A Scan')
      form.set('library', BOOKS)
      form.set('folder', folder.id)
      form.set('0', new File(['x'], 'a.mp3'))
      const response = await fetch(`${root.server.url}/api/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${root.token}` },
        body: form,
      })
      expect(response.status).toBe(200)
      expect(existsSync(join(folder.fullPath, 'Waits For A Scan', 'a.mp3'))).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const tasks = (await (await call('GET', '/api/tasks')).json()) as { tasks: { action: string }[] }
      expect(tasks.tasks.filter((task) => task.action === 'library-scan')).toEqual([])
      const { results } = (await (await call('GET', `/api/libraries/${BOOKS}/items?limit=500`)).json()) as {
        results: Item[]
      }
      expect(results.some((item) => item.media.metadata.title === 'Waits For A Scan')).toBe(false)
    } finally {
      await call('PATCH', `/api/libraries/${BOOKS}`, {
        settings: { ...library.settings, disableWatcher: false },
      })
    }
  })
})

describe('podcast directory, feeds and new podcasts', () => {
  it('searches the offline directory with the iTunes result shape', async () => {
    const response = await call('GET', '/api/search/podcast?term=news')
    const results = await response.json()
    expect(results.map((r: { title: string }) => r.title)).toEqual(['Harbour News Daily', 'Morning Markets'])
    expect(Object.keys(results[0]).sort()).toEqual(
      [
        'id',
        'artistId',
        'title',
        'artistName',
        'description',
        'descriptionPlain',
        'releaseDate',
        'genres',
        'cover',
        'trackCount',
        'feedUrl',
        'pageUrl',
        'explicit',
      ].sort(),
    )
    expect(await (await call('GET', '/api/search/podcast?term=zzzz')).json()).toEqual([])
    const missing = await call('GET', '/api/search/podcast')
    expect([missing.status, await missing.text()]).toEqual([
      400,
      'Invalid request query param "term" is required',
    ])
  })

  it('reads a feed the server serves (a directory feed or an open RSS feed), and refuses what it cannot', async () => {
    const [result] = await (await call('GET', '/api/search/podcast?term=quiet')).json()
    const { podcast } = await (await call('POST', '/api/podcasts/feed', { rssFeed: result.feedUrl })).json()
    expect(podcast.metadata).toMatchObject({
      title: 'Quiet Science',
      author: 'Ada Fielding',
      feedUrl: result.feedUrl,
      categories: ['Science'],
      language: 'en',
      type: 'episodic',
    })
    expect(podcast.episodes).toHaveLength(3)
    expect(podcast.episodes[0]).toMatchObject({
      title: 'Quiet Science: episode 3',
      episode: '3',
      durationSeconds: 16,
      publishedAt: Date.UTC(2025, 5, 2, 6),
      enclosure: { type: 'audio/mpeg' },
    })

    const opened = await (
      await call('POST', `/api/feeds/item/${PODCAST_P}/open`, {
        serverAddress: root.server.url,
        slug: 'pod-p',
        metadataDetails: { preventIndexing: true, ownerName: '', ownerEmail: '' },
      })
    ).json()
    const own = await (
      await call('POST', '/api/podcasts/feed', { rssFeed: `${root.server.url}${opened.feed.feedUrl}` })
    ).json()
    expect(own.podcast.episodes.length).toBeGreaterThan(0)

    const refused = async (rssFeed: string) => {
      const response = await call('POST', '/api/podcasts/feed', { rssFeed })
      return [response.status, await response.text()]
    }
    expect(await refused('not a url')).toEqual([400, 'Invalid request body. "rssFeed" must be a valid URL'])
    const failed = [404, 'Podcast RSS feed request failed or invalid response data']
    expect(await refused(`${root.server.url}/feed/missing`)).toEqual(failed)
    expect(await refused('https://example.com/feed.xml')).toEqual(failed)
  })

  it('creates a podcast in a podcast library folder, answers the expanded item and refuses a second', async () => {
    const folder = await folderOf(PODCASTS)
    const [result] = await (await call('GET', '/api/search/podcast?term=birds')).json()
    const path = `${folder.fullPath}/Field Notes on Birds`
    const body = {
      path,
      folderId: folder.id,
      libraryId: PODCASTS,
      media: {
        metadata: {
          title: result.title,
          author: result.artistName,
          description: result.description,
          releaseDate: result.releaseDate,
          genres: result.genres,
          feedUrl: result.feedUrl,
          imageUrl: null,
          itunesPageUrl: null,
          itunesId: result.id,
          itunesArtistId: result.artistId,
          language: 'en',
          explicit: false,
          type: 'episodic',
        },
        autoDownloadEpisodes: false,
      },
    }
    const response = await call('POST', '/api/podcasts', body)
    expect(response.status).toBe(200)
    const item = await response.json()
    expect(item).toMatchObject({
      libraryId: PODCASTS,
      folderId: folder.id,
      path,
      mediaType: 'podcast',
      media: {
        metadata: { title: 'Field Notes on Birds', author: 'Ada Fielding', feedUrl: result.feedUrl },
        episodes: [],
      },
    })
    expect(existsSync(path)).toBe(true)
    const fetched = await (await call('GET', `/api/items/${item.id}?expanded=1`)).json()
    expect(fetched.media.metadata.itunesId).toBe(String(result.id))
    expect(await (await call('GET', `/api/podcasts/${item.id}/checknew`)).json()).toEqual({ episodes: [] })

    const again = await call('POST', '/api/podcasts', body)
    expect([again.status, await again.text()]).toEqual([400, 'Podcast already exists'])
    const noMedia = await call('POST', '/api/podcasts', { ...body, media: undefined })
    expect(noMedia.status).toBe(400)
    const wrongFolder = await call('POST', '/api/podcasts', { ...body, folderId: 'nope' })
    expect([wrongFolder.status, await wrongFolder.text()]).toEqual([404, 'Folder not found'])
  })

  it('is for admins: search for anyone signed in, feed and create 403 for others', async () => {
    const { accessToken } = await signIn(root.server.url, 'user', 'user')
    expect((await call('GET', '/api/search/podcast?term=news', undefined, accessToken)).status).toBe(200)
    expect((await call('POST', '/api/podcasts/feed', { rssFeed: 'x' }, accessToken)).status).toBe(403)
    expect((await call('POST', '/api/podcasts', {}, accessToken)).status).toBe(403)
  })
})

describe('item tools', () => {
  it('runs an encode-m4b task to its end without touching the files, and cancels one', async () => {
    const before = await (await call('GET', `/api/items/${BOOK_TWO}?expanded=1`)).json()
    const start = await call(
      'POST',
      `/api/tools/item/${BOOK_TWO}/encode-m4b?bitrate=64k&codec=aac&channels=2`,
    )
    expect(start.status).toBe(200)
    const { tasks } = await (await call('GET', '/api/tasks')).json()
    expect(tasks).toContainEqual(
      expect.objectContaining({
        action: 'encode-m4b',
        title: 'Encoding M4b',
        titleKey: 'MessageTaskEncodingM4b',
        description: `Encoding audiobook "${before.media.metadata.title}" into a single m4b file.`,
        data: expect.objectContaining({
          libraryItemId: BOOK_TWO,
          encodeOptions: { bitrate: '64k', codec: 'aac', channels: '2' },
        }),
      }),
    )
    const busy = await call('POST', `/api/tools/item/${BOOK_TWO}/encode-m4b`)
    expect([busy.status, await busy.text()]).toEqual([400, 'Audiobook is already processing'])
    await waitFor(
      async () => (await (await call('GET', '/api/tasks')).json()).tasks as { action: string }[],
      (list) => !list.some((task) => task.action === 'encode-m4b'),
    )
    const after = await (await call('GET', `/api/items/${BOOK_TWO}?expanded=1`)).json()
    expect(after.libraryFiles).toEqual(before.libraryFiles)

    expect((await call('DELETE', `/api/tools/item/${BOOK_TWO}/encode-m4b`)).status).toBe(404)
    await call('POST', `/api/tools/item/${BOOK_TWO}/encode-m4b`)
    expect((await call('DELETE', `/api/tools/item/${BOOK_TWO}/encode-m4b`)).status).toBe(200)
    expect((await (await call('GET', '/api/tasks')).json()).tasks).toEqual([])
  })

  it('refuses encode-m4b for a podcast (400), an unknown item (404) and a non-admin (403)', async () => {
    const podcast = await call('POST', `/api/tools/item/${PODCAST_P}/encode-m4b`)
    expect([podcast.status, await podcast.text()]).toEqual([400, 'Invalid library item: not a book'])
    expect((await call('POST', '/api/tools/item/nope/encode-m4b')).status).toBe(404)
    const { accessToken } = await signIn(root.server.url, 'user', 'user')
    expect(
      (await call('POST', `/api/tools/item/${BOOK_TWO}/encode-m4b`, undefined, accessToken)).status,
    ).toBe(403)
  })

  it('re-scans an unchanged item as UPTODATE', async () => {
    expect(await (await call('POST', `/api/items/${BOOK_TWO}/scan`)).json()).toEqual({ result: 'UPTODATE' })
  })
})
