import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoServer, signIn, startDemoServer } from '../../../../test-support/demo-server'
import { sampleIds, sampleItemIdsByTitle } from '../sample/ids'
import { diffHeaders } from './header-diff'
import { type Exchange, loadExchanges, samplesAvailable, samplesDir } from './samples'
import { diffShapes } from './shape-diff'

const dir = join(samplesDir, 'v2.36')
const available = samplesAvailable(dir)
const recordings = new Map(available ? loadExchanges(dir).map((e) => [e.file, e] as const) : [])

const ids = {
  bookLibrary: sampleIds.bookLibrary,
  bookOne: sampleItemIdsByTitle['Book One'],
}
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'

let server: DemoServer

beforeAll(async () => {
  if (!available) return
  server = await startDemoServer({ args: ['--as', '2.36'] })
  // The recorded server's root had a progress entry and a bookmark (v2.36/README.md).
  const { accessToken } = await signIn(server.url, 'root', 'root')
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }
  await fetch(`${server.url}/api/me/progress/${ids.bookOne}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ currentTime: 30, duration: 87.5, progress: 0.34 }),
  })
  await fetch(`${server.url}/api/me/item/${ids.bookOne}/bookmark`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ time: 25, title: 'Interesting bit' }),
  })
}, 180_000)

afterAll(async () => {
  await server?.stop()
})

interface Call {
  method?: string
  path: string
  token?: string
  headers?: Record<string, string>
  body?: unknown
}

async function call({ method = 'GET', path, token, headers = {}, body }: Call) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'user-agent': browser,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // plain-text answers (Unauthorized, OK) stay strings
  }
  return { response, body: parsed }
}

const refreshCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith('refresh_token='))
    ?.split(';')[0]

function expectLikeRecording(file: string, live: Awaited<ReturnType<typeof call>>) {
  const recorded = recordings.get(file) as Exchange
  const shapes =
    typeof recorded.response.body === 'string'
      ? { missing: [], typeMismatches: [] }
      : diffShapes(recorded.response.body, live.body)
  expect({
    status: live.response.status,
    missing: shapes.missing,
    typeMismatches: shapes.typeMismatches,
    headers: diffHeaders(recorded.response.headers, live.response.headers),
  }).toEqual({ status: recorded.response.status, missing: [], typeMismatches: [], headers: [] })
}

/** Scenarios reproducing each 2.36 recording (its state set up explicitly), compared like the 2.30 replay. */
describe.skipIf(!available)('contract with the recorded 2.36 server (--as 2.36)', () => {
  const state: { cookie?: string; access?: string; refresh?: string; legacy?: string; rotated?: string } = {}

  it('POST_login.json', async () => {
    const live = await call({ method: 'POST', path: '/login', body: { username: 'root', password: 'root' } })
    state.cookie = refreshCookie(live.response)
    expectLikeRecording('POST_login.json', live)
  })

  it('POST_login__x-return-tokens.json', async () => {
    const live = await call({
      method: 'POST',
      path: '/login',
      headers: { 'x-return-tokens': 'true' },
      body: { username: 'root', password: 'root' },
    })
    const user = (live.body as { user: { accessToken: string; refreshToken: string; token: string } }).user
    Object.assign(state, { access: user.accessToken, refresh: user.refreshToken, legacy: user.token })
    expectLikeRecording('POST_login__x-return-tokens.json', live)
  })

  it('POST_auth_refresh__cookie.json', async () => {
    const live = await call({ method: 'POST', path: '/auth/refresh', headers: { cookie: state.cookie! } })
    state.cookie = refreshCookie(live.response)
    expectLikeRecording('POST_auth_refresh__cookie.json', live)
  })

  it('POST_auth_refresh__x-refresh-token.json', async () => {
    const live = await call({
      method: 'POST',
      path: '/auth/refresh',
      headers: { 'x-refresh-token': state.refresh! },
    })
    state.rotated = (live.body as { user: { refreshToken: string } }).user.refreshToken
    expectLikeRecording('POST_auth_refresh__x-refresh-token.json', live)
  })

  it('POST_auth_refresh__grace_period_old_token.json', async () => {
    const live = await call({
      method: 'POST',
      path: '/auth/refresh',
      headers: { 'x-refresh-token': state.refresh! },
    })
    expect((live.body as { user: { refreshToken: string } }).user.refreshToken).toBe(state.rotated)
    expectLikeRecording('POST_auth_refresh__grace_period_old_token.json', live)
  })

  it('POST_auth_refresh__two_rotations_old.json', async () => {
    await call({ method: 'POST', path: '/auth/refresh', headers: { 'x-refresh-token': state.rotated! } })
    const live = await call({
      method: 'POST',
      path: '/auth/refresh',
      headers: { 'x-refresh-token': state.refresh! },
    })
    expectLikeRecording('POST_auth_refresh__two_rotations_old.json', live)
  })

  it('GET_api_me__refresh_token_as_bearer.json', async () => {
    const { refreshToken } = await signIn(server.url, 'root', 'root')
    expectLikeRecording(
      'GET_api_me__refresh_token_as_bearer.json',
      await call({ path: '/api/me', token: refreshToken }),
    )
  })

  it('POST_api_authorize.json', async () => {
    expectLikeRecording(
      'POST_api_authorize.json',
      await call({ method: 'POST', path: '/api/authorize', token: state.access }),
    )
  })

  it('POST_api_authorize__legacy_token.json', async () => {
    const live = await call({ method: 'POST', path: '/api/authorize', token: state.legacy })
    expect((live.body as { user: { isOldToken?: boolean } }).user.isOldToken).toBe(true)
    expectLikeRecording('POST_api_authorize__legacy_token.json', live)
  })

  it('GET_api_items_id__expanded_m4b.json', async () => {
    const live = await call({
      path: `/api/items/${ids.bookOne}?expanded=1&include=progress,rssfeed,share`,
      token: state.access,
    })
    expectLikeRecording('GET_api_items_id__expanded_m4b.json', live)
  })

  it('GET_api_libraries.json', async () => {
    expectLikeRecording('GET_api_libraries.json', await call({ path: '/api/libraries', token: state.access }))
  })

  it('GET_api_libraries_id__include_filterdata.json', async () => {
    const live = await call({
      path: `/api/libraries/${ids.bookLibrary}?include=filterdata`,
      token: state.access,
    })
    expect(live.body).not.toHaveProperty('customMetadataProviders')
    expectLikeRecording('GET_api_libraries_id__include_filterdata.json', live)
  })

  it('GET_api_me_progress.json', async () => {
    await call({
      method: 'PATCH',
      path: `/api/me/progress/${ids.bookOne}`,
      token: state.access,
      body: { currentTime: 20, duration: 87.5, progress: 0.23 },
    })
    expectLikeRecording(
      'GET_api_me_progress.json',
      await call({ path: '/api/me/progress', token: state.access }),
    )
  })

  it('GET_api_me_sessions__cookie.json', async () => {
    const live = await call({
      path: '/api/me/sessions',
      token: state.access,
      headers: { cookie: state.cookie! },
    })
    const sessions = (live.body as { sessions: { current: boolean }[] }).sessions
    expect(sessions.filter((s) => s.current)).toHaveLength(1)
    expectLikeRecording('GET_api_me_sessions__cookie.json', live)
  })

  it('GET_api_search_providers.json', async () => {
    expectLikeRecording(
      'GET_api_search_providers.json',
      await call({ path: '/api/search/providers', token: state.access }),
    )
  })

  let openSession = ''

  it('POST_api_items_id_play__direct.json', async () => {
    const live = await call({
      method: 'POST',
      path: `/api/items/${ids.bookOne}/play`,
      token: state.access,
      body: {
        deviceInfo: { clientName: 'Abs Web', deviceId: 'contract-236-device' },
        supportedMimeTypes: ['audio/flac', 'audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/aac', 'audio/webm'],
        mediaPlayer: 'html5',
        forceTranscode: false,
        forceDirectPlay: false,
      },
    })
    openSession = (live.body as { id: string }).id
    expectLikeRecording('POST_api_items_id_play__direct.json', live)
  })

  it('POST_api_session_id_sync__wrong_user.json', async () => {
    const user = await signIn(server.url, 'user', 'user')
    const live = await call({
      method: 'POST',
      path: `/api/session/${openSession}/sync`,
      token: user.accessToken,
      body: { currentTime: 10, timeListened: 5 },
    })
    expectLikeRecording('POST_api_session_id_sync__wrong_user.json', live)
  })

  it('POST_api_items_id_play__transcode.json', async () => {
    const live = await call({
      method: 'POST',
      path: `/api/items/${ids.bookOne}/play`,
      token: state.access,
      body: {
        deviceInfo: { clientName: 'Abs Web', deviceId: 'contract-236-device' },
        supportedMimeTypes: [],
        forceTranscode: true,
      },
    })
    const device = (live.body as { deviceInfo: Record<string, unknown> }).deviceInfo
    expect([device.manufacturer, device.model, device.sdkVersion]).toEqual(['', '', ''])
    expectLikeRecording('POST_api_items_id_play__transcode.json', live)
    await call({
      method: 'POST',
      path: `/api/session/${(live.body as { id: string }).id}/close`,
      token: state.access,
    })
  })

  it('PATCH_api_me_password__x-refresh-token.json', async () => {
    const user = await signIn(server.url, 'user', 'user')
    const live = await call({
      method: 'PATCH',
      path: '/api/me/password',
      token: user.accessToken,
      headers: { 'x-refresh-token': user.refreshToken },
      body: { password: 'user', newPassword: 'user2' },
    })
    expectLikeRecording('PATCH_api_me_password__x-refresh-token.json', live)
    const tokens = (live.body as { user: { accessToken: string } }).user
    await call({
      method: 'PATCH',
      path: '/api/me/password',
      token: tokens.accessToken,
      body: { password: 'user2', newPassword: 'user' },
    })
  })

  it('POST_logout__allDevices.json', async () => {
    const first = await signIn(server.url, 'user', 'user')
    const second = await signIn(server.url, 'user', 'user')
    const live = await call({
      method: 'POST',
      path: '/logout?allDevices=1',
      headers: { 'x-refresh-token': first.refreshToken },
    })
    expectLikeRecording('POST_logout__allDevices.json', live)
    const other = await call({
      method: 'POST',
      path: '/auth/refresh',
      headers: { 'x-refresh-token': second.refreshToken },
    })
    expect(other.response.status).toBe(401)
  })
})
