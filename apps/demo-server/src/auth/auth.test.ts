import { describe, expect, it } from 'vitest'
import { signIn } from '../../../../test-support/demo-server'
import { demoServerForThisFile } from '../../../../test-support/demo-server-for-file'
import { sampleIds } from '../sample/ids'

const server = demoServerForThisFile({ args: ['--token-ttl', '2'] })

const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}`, ...headers } : headers,
  })

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: body === null ? headers : { 'content-type': 'application/json', ...headers },
    body: body === null ? undefined : JSON.stringify(body),
  })

function refreshCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('refresh_token='))
  if (!cookie) throw new Error('no refresh_token cookie')
  return cookie.split(';')[0]!
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('login', () => {
  it('signs in a browser with an httpOnly refresh cookie and no refresh token in the body', async () => {
    const response = await post('/login', { username: 'root', password: 'root' })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.user.username).toBe('root')
    expect(body.user.refreshToken).toBeNull()
    expect(typeof body.user.accessToken).toBe('string')
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('refresh_token='))
    expect(cookie).toMatch(/Max-Age=604800; Path=\/; Expires=.*; HttpOnly; SameSite=Lax/)
  })

  it('returns both tokens and sets no cookie when asked with x-return-tokens', async () => {
    const response = await post(
      '/login',
      { username: 'user', password: 'user' },
      { 'x-return-tokens': 'true' },
    )
    const body = await response.json()
    expect(typeof body.user.refreshToken).toBe('string')
    expect(response.headers.getSetCookie().some((c) => c.startsWith('refresh_token='))).toBe(false)
    expect(body.user.type).toBe('user')
    expect(body.user.permissions.update).toBe(false)
  })

  it('answers 401 Unauthorized for a wrong password and an unknown user', async () => {
    for (const credentials of [
      { username: 'root', password: 'nope' },
      { username: 'nobody', password: 'x' },
    ]) {
      const response = await post('/login', credentials)
      expect(response.status).toBe(401)
      expect(await response.text()).toBe('Unauthorized')
    }
  })
})

describe('bearer tokens', () => {
  it('accepts the access token as Authorization header and as ?token=', async () => {
    const { accessToken } = await signIn(server.url, 'root', 'root')
    expect((await get('/api/me', accessToken)).status).toBe(200)
    expect((await get(`/api/me?token=${accessToken}`)).status).toBe(200)
  })

  it('answers a bare 401 Unauthorized without a token, with a bad one, or with only cookies', async () => {
    const login = await post('/login', { username: 'root', password: 'root' })
    for (const response of [
      await get('/api/me'),
      await get('/api/me', 'not-a-jwt'),
      await get('/api/me', undefined, { cookie: refreshCookie(login) }),
    ]) {
      expect(response.status).toBe(401)
      expect(await response.text()).toBe('Unauthorized')
      expect(response.headers.get('content-type')).toBeNull()
    }
  })

  it('expires access tokens after the configured lifetime, and refresh brings a working one', async () => {
    const { accessToken, refreshToken } = await signIn(server.url, 'root', 'root')
    await sleep(3100)
    expect((await get('/api/me', accessToken)).status).toBe(401)
    const refreshed = await post('/auth/refresh', null, { 'x-refresh-token': refreshToken })
    expect(refreshed.status).toBe(200)
    const body = await refreshed.json()
    expect(body.user.refreshToken).not.toBe(refreshToken)
    expect((await get('/api/me', body.user.accessToken)).status).toBe(200)
  })

  it('reports isOldToken when authorizing with the legacy token', async () => {
    const { user } = await signIn(server.url, 'root', 'root')
    const legacy = (user as { token: string }).token
    const response = await fetch(`${server.url}/api/authorize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${legacy}` },
    })
    const body = await response.json()
    expect(body.user.isOldToken).toBe(true)
    expect(body.user.accessToken).toBeUndefined()
  })
})

describe('refresh and logout', () => {
  it('rotates the refresh cookie and rejects the rotated-out token', async () => {
    // guest: nobody else signs in as guest here, so no other session holds a byte-identical 2.30 token
    const login = await post('/login', { username: 'guest', password: 'guest' })
    const first = refreshCookie(login)
    await sleep(1100)
    const refreshed = await post('/auth/refresh', null, { cookie: first })
    expect(refreshed.status).toBe(200)
    expect((await refreshed.json()).user.refreshToken).toBeNull()
    const second = refreshCookie(refreshed)
    expect(second).not.toBe(first)
    const reused = await post('/auth/refresh', null, { cookie: first })
    expect(reused.status).toBe(401)
    expect(await reused.json()).toEqual({ error: 'Invalid refresh token' })
  })

  it('explains a refresh without any token', async () => {
    const response = await post('/auth/refresh', null)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'No refresh token provided' })
  })

  it('logs out: the refresh token stops working, the access token keeps working until it expires', async () => {
    const { accessToken, refreshToken } = await signIn(server.url, 'root', 'root')
    const logout = await post('/logout', null, { 'x-refresh-token': refreshToken })
    expect(await logout.json()).toEqual({ redirect_url: null })
    expect((await post('/auth/refresh', null, { 'x-refresh-token': refreshToken })).status).toBe(401)
    expect((await get('/api/me', accessToken)).status).toBe(200)
  })
})

describe('permissions', () => {
  it('keeps a plain user out of admin routes and other libraries', async () => {
    const { accessToken } = await signIn(server.url, 'user', 'user')
    const libraries = await (await get('/api/libraries', accessToken)).json()
    expect(libraries.libraries.map((l: { name: string }) => l.name)).toEqual(['Books'])
    const podcasts = await get(`/api/libraries/${sampleIds.podcastLibrary}`, accessToken)
    expect(podcasts.status).toBe(403)
    const settings = await fetch(`${server.url}/api/settings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: '{"dateFormat":"yyyy-MM-dd"}',
    })
    expect(settings.status).toBe(403)
    expect((await post('/api/demo/faults', {}, { authorization: `Bearer ${accessToken}` })).status).toBe(403)
  })

  it('lets an API key act as its user', async () => {
    const { accessToken } = await signIn(server.url, 'root', 'root')
    const created = await post(
      '/api/api-keys',
      { name: 'tests', isActive: true, userId: sampleIds.userUser },
      { authorization: `Bearer ${accessToken}` },
    )
    const { apiKey } = await created.json()
    const me = await (await get('/api/me', apiKey.apiKey)).json()
    expect(me.username).toBe('user')
  })
})

describe('fault switches', () => {
  it('fails the next matching calls, counts requests, then behaves again', async () => {
    const { accessToken } = await signIn(server.url, 'root', 'root')
    const auth = { authorization: `Bearer ${accessToken}` }
    const faults = await post(
      '/api/demo/faults',
      { fail: { method: 'GET', path: '^/api/libraries$', status: 503, count: 2 } },
      auth,
    )
    expect(faults.status).toBe(200)
    expect((await get('/api/libraries', accessToken)).status).toBe(503)
    expect((await get('/audiobookshelf/api/libraries', accessToken)).status).toBe(503)
    expect((await get('/api/libraries', accessToken)).status).toBe(200)
    const { counts } = await (await get('/api/demo/requests', accessToken)).json()
    expect(counts['GET /api/libraries']).toBeGreaterThanOrEqual(3)
  })

  it('answers with the bytes a test gives (a damaged file)', async () => {
    const { accessToken } = await signIn(server.url, 'root', 'root')
    const bodyBase64 = Buffer.from([0x50, 0x4b, 0x03, 0x00, 0xff]).toString('base64')
    await post(
      '/api/demo/faults',
      {
        fail: {
          method: 'GET',
          path: '^/api/libraries$',
          status: 200,
          count: 1,
          bodyBase64,
          contentType: 'application/epub+zip',
        },
      },
      { authorization: `Bearer ${accessToken}` },
    )
    const answer = await get('/api/libraries', accessToken)
    expect(answer.headers.get('content-type')).toBe('application/epub+zip')
    expect([...new Uint8Array(await answer.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x00, 0xff])
  })

  it('expires every access token issued so far on request', async () => {
    const { accessToken, refreshToken } = await signIn(server.url, 'root', 'root')
    await post('/api/demo/faults', { expireAccessTokens: true }, { authorization: `Bearer ${accessToken}` })
    expect((await get('/api/me', accessToken)).status).toBe(401)
    const refreshed = await (await post('/auth/refresh', null, { 'x-refresh-token': refreshToken })).json()
    expect((await get('/api/me', refreshed.user.accessToken)).status).toBe(200)
  })

  it('ends every login session so far on request: its refresh token has expired, a new sign-in works', async () => {
    const { accessToken, refreshToken } = await signIn(server.url, 'root', 'root')
    await post(
      '/api/demo/faults',
      { expireAccessTokens: true, expireLoginSessions: true },
      { authorization: `Bearer ${accessToken}` },
    )
    const refused = await post('/auth/refresh', null, { 'x-refresh-token': refreshToken })
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'Refresh token expired' })
    // A token minted in the same second would be the expired one again, byte for byte (JWT iat in whole seconds).
    await sleep(1100)
    const again = await signIn(server.url, 'root', 'root')
    expect((await post('/auth/refresh', null, { 'x-refresh-token': again.refreshToken })).status).toBe(200)
  })
})

describe('CORS', () => {
  const origin = 'http://localhost:5173'

  it('adds no CORS headers by default; an /api preflight meets the auth check', async () => {
    const preflight = await fetch(`${server.url}/api/libraries`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(401)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('echoes an allowed origin once an admin sets allowedOrigins', async () => {
    const { accessToken } = await signIn(server.url, 'root', 'root')
    const patch = (origins: string[]) =>
      fetch(`${server.url}/api/settings`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ allowedOrigins: origins }),
      })
    await patch([origin])
    const preflight = await fetch(`${server.url}/api/libraries`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    await patch([])
  })
})
