import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sampleItemIdsByTitle } from '../sample/ids'
import { rootSignedInServer } from '../testing/root-signed-in'

const bookOne = sampleItemIdsByTitle['Book One']
const bookTwo = sampleItemIdsByTitle['Book Two']
const root = rootSignedInServer()

const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${root.server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${root.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, text, json: () => JSON.parse(text) }
}

/** What the mobile apps send: the partial session, the same id again with running totals. */
function localSession(libraryItemId: string, currentTime: number, updatedAt: number) {
  return {
    id: randomUUID(),
    userId: 'ignored',
    libraryItemId,
    episodeId: null,
    mediaType: 'book',
    displayTitle: 'Kept copy',
    displayAuthor: 'Someone',
    duration: 400,
    playMethod: 3,
    mediaPlayer: 'html5',
    startedAt: updatedAt - 60_000,
    updatedAt,
    timeListening: 42,
    currentTime,
  }
}

const progressOf = async (itemId: string) => (await call('GET', `/api/me/progress/${itemId}`)).json()

describe('local sessions (played from a kept copy)', () => {
  it('stores the session and takes its position unless the progress is newer', async () => {
    const played = localSession(bookOne, 61, Date.now())
    const first = await call('POST', '/api/session/local-all', {
      deviceInfo: { deviceId: 'kept-device', clientName: 'Shelfkit' },
      sessions: [played, localSession(randomUUID(), 5, Date.now())],
    })
    expect(first.json().results).toEqual([
      { id: played.id, success: true, progressSynced: true },
      { id: expect.any(String), success: false, error: 'Media item not found' },
    ])
    expect(await progressOf(bookOne)).toMatchObject({ currentTime: 61, lastUpdate: expect.any(Number) })

    // Another device saves later; an older offline session must not move it back.
    await call('PATCH', `/api/me/progress/${bookOne}`, { currentTime: 90 })
    const stale = localSession(bookOne, 10, Date.now() - 3_600_000)
    const second = await call('POST', '/api/session/local-all', { sessions: [stale] })
    expect(second.json().results).toEqual([{ id: stale.id, success: true, progressSynced: false }])
    expect((await progressOf(bookOne)).currentTime).toBe(90)

    // The same session sent again later, with more listening: updated, and now the newest.
    const resent = { ...stale, currentTime: 120, timeListening: 80, updatedAt: Date.now() + 1000 }
    expect(await call('POST', '/api/session/local', resent)).toMatchObject({ status: 200, text: 'OK' })
    const progress = await progressOf(bookOne)
    expect([progress.currentTime, progress.lastUpdate]).toEqual([120, resent.updatedAt])
    const history = (await call('GET', '/api/me/listening-sessions?itemsPerPage=50')).json()
    const stored = history.sessions.find((s: { id: string }) => s.id === stale.id)
    expect(stored).toMatchObject({
      playMethod: 3,
      timeListening: 80,
      currentTime: 120,
      libraryItemId: bookOne,
      mediaPlayer: 'html5',
      // No User-Agent and no client name: the real server's DeviceInfo calls it 'Unknown'.
      deviceInfo: { clientName: 'Unknown' },
    })
  })

  it('answers 500 with the reason for a missing item, and keeps a new progress at the server time', async () => {
    const missing = await call('POST', '/api/session/local', localSession('nope', 1, Date.now()))
    expect([missing.status, missing.text]).toEqual([500, 'Media item not found'])
    const played = localSession(bookTwo, 33, Date.now() - 86_400_000)
    expect((await call('POST', '/api/session/local', played)).status).toBe(200)
    const progress = await progressOf(bookTwo)
    expect(progress.currentTime).toBe(33)
    // A new progress record is created now (the real server sets lastUpdate only on updates).
    expect(progress.lastUpdate).toBeGreaterThan(played.updatedAt)
  })
})
