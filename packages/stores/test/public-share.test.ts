import { beforeAll, describe, expect, it } from 'vitest'
import { sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { demoServerUrl } from './demo-server'

const BOOK_ONE = sampleItemIdsByTitle['Book One']
const slug = `test-share-${Math.random().toString(36).slice(2, 8)}`

beforeAll(async () => {
  const login = await fetch(`${demoServerUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-return-tokens': 'true' },
    body: JSON.stringify({ username: 'root', password: 'root' }),
  })
  const token = ((await login.json()) as { user: { accessToken: string } }).user.accessToken
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  // Shares name the book's media id, not the library item.
  const item = (await (await fetch(`${demoServerUrl}/api/items/${BOOK_ONE}`, { headers })).json()) as {
    media: { id: string }
  }
  const created = await fetch(`${demoServerUrl}/api/share/mediaitem`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      slug,
      expiresAt: 0,
      mediaItemType: 'book',
      mediaItemId: item.media.id,
      isDownloadable: false,
    }),
  })
  expect(created.status).toBe(201)
  await import('../src/index')
}, 60_000)

describe('a public share played without signing in', () => {
  it('opens the share with its tracks, and says the audio is refused when the share cookie is not kept', async () => {
    const { createSharePlayback, shareMessages } = await import('../src/index')
    const playback = createSharePlayback(demoServerUrl, slug)
    expect(playback.pageUrl).toBe(`${demoServerUrl}/share/${slug}`)
    // Node keeps no cookies, exactly like a browser page on another site than the server.
    const state = await playback.open()
    expect(state.share?.playbackSession.displayTitle).toBe('Book One')
    expect(state.tracks[0]?.url).toBe(`${demoServerUrl}/public/share/${slug}/track/1`)
    expect(state.phase).toBe('blocked')
    expect(state.message).toBe(shareMessages.get().blocked)
  })

  it('says so when the share does not exist', async () => {
    const { createSharePlayback } = await import('../src/index')
    const state = await createSharePlayback(demoServerUrl, 'no-such-share').open()
    expect(state.phase).toBe('missing')
  })
})
