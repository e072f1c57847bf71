import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoServer, signIn, startDemoServer } from '../../../../test-support/demo-server'
import { sampleIds, sampleItemIdsByTitle } from '../sample/ids'

const bookLibrary = sampleIds.bookLibrary
const inProgress = `progress.${encodeURIComponent(Buffer.from('in-progress').toString('base64'))}`
const listPath = `/api/libraries/${bookLibrary}/items?filter=${inProgress}&limit=10&page=0&minified=1`

let as230: DemoServer
let as236: DemoServer

beforeAll(async () => {
  ;[as230, as236] = await Promise.all([startDemoServer(), startDemoServer({ args: ['--as', '2.36'] })])
}, 120_000)

afterAll(async () => {
  await Promise.all([as230?.stop(), as236?.stop()])
})

async function inProgressTitles(server: DemoServer, token: string, path = listPath): Promise<string[]> {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } })
  const body = (await response.json()) as { results: { media: { metadata: { title: string } } }[] }
  return body.results.map((r) => r.media.metadata.title)
}

async function startListening(server: DemoServer, token: string, itemId: string) {
  await fetch(`${server.url}/api/me/progress/${itemId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ currentTime: 12, duration: 31.5, progress: 0.38 }),
  })
}

describe('library list cache', () => {
  it('2.30: any write, progress included, refreshes cached library lists', async () => {
    const { accessToken } = await signIn(as230.url, 'root', 'root')
    expect(await inProgressTitles(as230, accessToken)).toEqual([])
    await startListening(as230, accessToken, sampleItemIdsByTitle['Book Two'])
    expect(await inProgressTitles(as230, accessToken)).toEqual(['Book Two'])
  })

  it('2.36: a progress change leaves the same list URL stale until the URL changes', async () => {
    const { accessToken } = await signIn(as236.url, 'root', 'root')
    expect(await inProgressTitles(as236, accessToken)).toEqual([])
    await startListening(as236, accessToken, sampleItemIdsByTitle['Book Two'])
    expect(await inProgressTitles(as236, accessToken)).toEqual([])
    expect(await inProgressTitles(as236, accessToken, `${listPath}&ts=1`)).toEqual(['Book Two'])
    const shelves = await fetch(`${as236.url}/api/libraries/${bookLibrary}/personalized`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
    const ids = ((await shelves.json()) as { id: string }[]).map((s) => s.id)
    expect(ids).toContain('continue-listening')
  })
})
