import { describe, expect, it } from 'vitest'
import { sampleIds, sampleItemIdsByTitle } from '../sample/ids'
import { rootSignedInServer } from '../testing/root-signed-in'

const bookLibrary = sampleIds.bookLibrary

const root = rootSignedInServer()

const send = (method: string, path: string, body?: string) =>
  fetch(`${root.server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${root.token}`, 'content-type': 'application/json' },
    body,
  })

const count = async (path: string, key: string) =>
  ((await (await send('GET', path)).json()) as Record<string, unknown[]>)[key]!.length

describe('bad input', () => {
  it('answers malformed JSON with 400 Bad Request and keeps serving', async () => {
    const response = await send('POST', '/api/collections', '{"name": "broken", ')
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('<pre>Bad Request</pre>')
    expect((await send('GET', '/api/me')).status).toBe(200)
  })

  it('answers unknown ids with 404', async () => {
    for (const path of [
      '/api/items/00000000-0000-0000-0000-000000000000',
      '/api/collections/nope',
      '/api/authors/nope',
    ]) {
      expect((await send('GET', path)).status).toBe(404)
    }
    const progress = await send(
      'PATCH',
      '/api/me/progress/00000000-0000-0000-0000-000000000000',
      '{"currentTime": 5}',
    )
    expect([progress.status, await progress.text()]).toEqual([404, 'Library item not found'])
  })

  it('refuses library folders outside the data folder without creating anything', async () => {
    const before = await count('/api/libraries', 'libraries')
    const response = await send(
      'POST',
      '/api/libraries',
      JSON.stringify({ name: 'Escape', folders: [{ fullPath: '/etc' }] }),
    )
    expect([response.status, await response.text()]).toEqual([
      400,
      'Invalid request. Invalid folder directory "/etc"',
    ])
    expect(await count('/api/libraries', 'libraries')).toBe(before)
  })

  it('checks every book of a new collection before writing any of it', async () => {
    const before = await count('/api/collections', 'collections')
    const body = JSON.stringify({
      libraryId: bookLibrary,
      name: 'Half',
      books: [sampleItemIdsByTitle['Book One'], 'missing'],
    })
    const response = await send('POST', '/api/collections', body)
    expect([response.status, await response.text()]).toEqual([400, 'Invalid collection data. Invalid books'])
    expect(await count('/api/collections', 'collections')).toBe(before)
  })

  it('reports missing required fields the way the real server words them', async () => {
    const user = await send('POST', '/api/users', JSON.stringify({ username: 'nopassword' }))
    expect([user.status, await user.text()]).toEqual([400, 'Username and password are required'])
    const share = await send('POST', '/api/share/mediaitem', JSON.stringify({ slug: ' ' }))
    expect([share.status, await share.text()]).toEqual([400, 'Missing or invalid required fields'])
  })
})
