import { describe, expect, it } from 'vitest'
import { signIn } from '../../../../test-support/demo-server'
import { demoServerForThisFile } from '../../../../test-support/demo-server-for-file'
import { sampleIds, sampleItemIdsByTitle } from '../sample/ids'

const bookOne = sampleItemIdsByTitle['Book One']
const bookTwo = sampleItemIdsByTitle['Book Two']
const bookLibrary = sampleIds.bookLibrary

const server = demoServerForThisFile()

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  const text = await response.text()
  return (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T
}

describe('a restart keeps what users did', () => {
  it('keeps progress, bookmarks, collections, playlists, shares, feeds, settings, users and API keys', async () => {
    const { accessToken: root, refreshToken } = await signIn(server.url, 'root', 'root')
    await api(root, 'PATCH', `/api/me/progress/${bookOne}`, {
      currentTime: 42,
      duration: 87.5,
      progress: 0.48,
    })
    await api(root, 'POST', `/api/me/item/${bookOne}/bookmark`, { time: 30, title: 'Before the restart' })
    const collection = await api<{ id: string }>(root, 'POST', '/api/collections', {
      libraryId: bookLibrary,
      name: 'Kept',
      books: [bookOne, bookTwo],
    })
    const playlist = await api<{ id: string }>(root, 'POST', '/api/playlists', {
      libraryId: bookLibrary,
      name: 'Kept queue',
      items: [{ libraryItemId: bookTwo }],
    })
    const book = await api<{ media: { id: string } }>(root, 'GET', `/api/items/${bookOne}`)
    await api(root, 'POST', '/api/share/mediaitem', {
      slug: 'kept-share',
      expiresAt: 0,
      mediaItemType: 'book',
      mediaItemId: book.media.id,
      isDownloadable: false,
    })
    await api(root, 'POST', `/api/feeds/item/${bookTwo}/open`, {
      serverAddress: server.url,
      slug: 'kept-feed',
    })
    await api(root, 'PATCH', '/api/settings', { dateFormat: 'yyyy-MM-dd' })
    await api(root, 'POST', '/api/users', {
      username: 'listener',
      password: 'secret',
      type: 'user',
      isActive: true,
    })
    const key = await api<{ apiKey: { apiKey: string } }>(root, 'POST', '/api/api-keys', {
      name: 'kept key',
      isActive: true,
      userId: sampleIds.rootUser,
    })

    await server.restart()

    const me = await api<{
      mediaProgress: { libraryItemId: string; currentTime: number }[]
      bookmarks: { time: number; title: string }[]
    }>(root, 'GET', '/api/me')
    expect(me.mediaProgress.find((p) => p.libraryItemId === bookOne)?.currentTime).toBe(42)
    expect(me.bookmarks).toContainEqual(expect.objectContaining({ time: 30, title: 'Before the restart' }))
    const kept = await api<{ name: string; books: { id: string }[] }>(
      root,
      'GET',
      `/api/collections/${collection.id}`,
    )
    expect([kept.name, kept.books.map((b) => b.id)]).toEqual(['Kept', [bookOne, bookTwo]])
    const queue = await api<{ items: { libraryItemId: string }[] }>(
      root,
      'GET',
      `/api/playlists/${playlist.id}`,
    )
    expect(queue.items.map((i) => i.libraryItemId)).toEqual([bookTwo])
    expect((await fetch(`${server.url}/public/share/kept-share`)).status).toBe(200)
    expect(await (await fetch(`${server.url}/feed/kept-feed`)).text()).toContain(
      '<title><![CDATA[Book Two]]></title>',
    )
    const settings = await api<{ serverSettings: { dateFormat: string } }>(root, 'PATCH', '/api/settings', {})
    expect(settings.serverSettings.dateFormat).toBe('yyyy-MM-dd')
    expect((await signIn(server.url, 'listener', 'secret')).accessToken).toBeTruthy()
    expect((await api<{ username: string }>(key.apiKey.apiKey, 'GET', '/api/me')).username).toBe('root')
    const refreshed = await fetch(`${server.url}/auth/refresh`, {
      method: 'POST',
      headers: { 'x-refresh-token': refreshToken },
    })
    expect(refreshed.status).toBe(200)
  })
})
