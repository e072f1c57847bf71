import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type DemoServer, startDemoServer } from '../../../test-support/demo-server'
import { type AbsClient, createAbsClient } from '../src/client'
import { type ApiError, isApiError } from '../src/errors'
import type { SignedOutReason } from '../src/http'
import { createAbsSocket } from '../src/socket'
import { memoryTokenStore } from '../src/tokens'

let server: DemoServer
/** Root through its legacy token: the fault switches and counters stay reachable when access tokens are expired. */
let admin: AbsClient

beforeAll(async () => {
  server = await startDemoServer()
  const login = await headerClient().auth.login('root', 'root')
  admin = createAbsClient({
    serverUrl: server.url,
    authMode: 'static',
    tokens: memoryTokenStore({ accessToken: login.user.token }),
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

function headerClient(signedOut: SignedOutReason[] = []) {
  return createAbsClient({
    serverUrl: server.url,
    authMode: 'header',
    onSignedOut: (reason) => signedOut.push(reason),
  })
}

/** A listener signed in through the normal flow (the account under test; root stays the admin above). */
async function listener(signedOut: SignedOutReason[] = []) {
  const client = headerClient(signedOut)
  await client.auth.login('user', 'user')
  return client
}

async function setFaults(body: Record<string, unknown>) {
  await admin.http.post('/api/demo/faults', body, { response: 'text' })
}

async function requestCount(key: string): Promise<number> {
  const { counts } = await admin.http.get<{ counts: Record<string, number> }>('/api/demo/requests')
  return counts[key] ?? 0
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (isApiError(error)) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

beforeEach(async () => {
  await admin.http.delete('/api/demo/faults', { response: 'text' })
})

describe('sign-in and bearer (FACTS §1, §3)', () => {
  it('signs in and every API call carries the access token', async () => {
    const client = headerClient()
    const login = await client.auth.login('root', 'root')
    expect(login.user.username).toBe('root')
    expect(client.http.tokens.get().accessToken).toBeTruthy()
    expect(client.http.tokens.get().refreshToken).toBeTruthy()
    const me = await client.me.get()
    expect(me.id).toBe(login.user.id)
  })

  it('reports a wrong password as a 401 without trying a refresh', async () => {
    const before = await requestCount('POST /auth/refresh')
    const client = headerClient()
    const error = await failure(client.auth.login('root', 'wrong'))
    expect(error.kind).toBe('http')
    expect(error.status).toBe(401)
    expect(await requestCount('POST /auth/refresh')).toBe(before)
  })
})

describe('401 handling (spec 01 §7)', () => {
  it('refreshes once for five concurrent 401s and replays every call with the new token', async () => {
    const client = await listener()
    await setFaults({ expireAccessTokens: true })
    const before = await requestCount('POST /auth/refresh')

    const users = await Promise.all(Array.from({ length: 5 }, () => client.me.get()))

    expect(users.map((user) => user.username)).toEqual(['user', 'user', 'user', 'user', 'user'])
    expect(await requestCount('POST /auth/refresh')).toBe(before + 1)
  })

  it('signs out when the refresh token is refused, and says so once', async () => {
    const reasons: SignedOutReason[] = []
    const client = await listener(reasons)
    client.http.tokens.set({ accessToken: client.http.tokens.get().accessToken, refreshToken: 'not-a-token' })
    await setFaults({ expireAccessTokens: true })

    const errors = await Promise.all([failure(client.me.get()), failure(client.libraries.list())])

    expect(errors.map((error) => error.kind)).toEqual(['signed-out', 'signed-out'])
    expect(reasons).toEqual(['refresh-failed'])
    expect(client.http.tokens.get()).toEqual({ accessToken: null, refreshToken: null })
  })

  it('cookie mode: a refresh refused because another tab just renewed the cookie is tried once more', async () => {
    // The browser's cookie jar, shared by two tabs of the same origin.
    let cookie = ''
    const jarFetch =
      (carry: () => string): typeof fetch =>
      async (input, init) => {
        const headers = new Headers(init?.headers)
        const carried = carry()
        if (carried) headers.set('cookie', carried)
        const answer = await fetch(input, { ...init, headers })
        const renewed = answer.headers.getSetCookie().find((value) => value.startsWith('refresh_token='))
        if (renewed) cookie = renewed.split(';')[0]!
        return answer
      }
    const tab = (carry: () => string, reasons: SignedOutReason[] = []) =>
      createAbsClient({
        serverUrl: server.url,
        authMode: 'cookie',
        fetch: jarFetch(carry),
        onSignedOut: (reason) => reasons.push(reason),
      })
    // Tokens carry the second they were made in: sign in at the start of a new second, or this login's refresh token
    // could equal that of a login made by an earlier test in the same second.
    await new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)))
    await tab(() => cookie).auth.login('user', 'user')
    // The second tab's refresh left with the cookie of that moment; the first tab renews it meanwhile (a second
    // later, so the server's new token differs), which makes the server refuse the one in flight.
    const inFlight = cookie
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await tab(() => cookie).http.refresh()).toBeTruthy()
    let sent = 0
    const reasons: SignedOutReason[] = []
    const second = tab(() => (sent++ === 0 ? inFlight : cookie), reasons)
    expect(await second.http.refresh()).toBeTruthy()
    expect(reasons).toEqual([])
    // The second tab's requests: the refused refresh with the old cookie, then the one with the renewed cookie.
    expect(sent).toBe(2)
  })

  it('signs out at once with an API key, which cannot be refreshed', async () => {
    const me = await admin.me.get()
    const { apiKey } = await admin.server.createApiKey({
      name: `key-${Date.now()}`,
      userId: me.id,
      isActive: true,
    })
    const reasons: SignedOutReason[] = []
    const client = createAbsClient({
      serverUrl: server.url,
      authMode: 'static',
      tokens: memoryTokenStore({ accessToken: apiKey.apiKey }),
      onSignedOut: (reason) => reasons.push(reason),
    })
    expect((await client.me.get()).username).toBe('root')

    const before = await requestCount('POST /auth/refresh')
    await admin.server.removeApiKey(apiKey.id)
    const error = await failure(client.me.get())
    expect(error.kind).toBe('signed-out')
    expect(reasons).toEqual(['unauthorized'])
    expect(await requestCount('POST /auth/refresh')).toBe(before)
  })

  it('signs out with no refresh token in header mode', async () => {
    const reasons: SignedOutReason[] = []
    const client = createAbsClient({
      serverUrl: server.url,
      authMode: 'header',
      tokens: memoryTokenStore({ accessToken: 'expired-or-bogus' }),
      onSignedOut: (reason) => reasons.push(reason),
    })
    expect((await failure(client.me.get())).kind).toBe('signed-out')
    expect(reasons).toEqual(['no-refresh-token'])
  })
})

describe('typed errors', () => {
  it('carries the status and the server text of a 500', async () => {
    const client = await listener()
    await setFaults({
      fail: { method: 'GET', path: '^/api/libraries$', status: 500, count: 1, body: 'Database is on fire' },
    })
    const error = await failure(client.libraries.list())
    expect(error).toMatchObject({ kind: 'http', status: 500, serverText: 'Database is on fire' })
    expect((await client.libraries.list()).libraries.length).toBeGreaterThan(0)
  })

  it('reports malformed JSON as a parse error instead of crashing', async () => {
    const client = await listener()
    await setFaults({
      fail: { method: 'GET', path: '^/api/libraries$', status: 200, count: 1, malformedJson: true },
    })
    expect((await failure(client.libraries.list())).kind).toBe('parse')
  })

  it("says 'Server could not be reached' when nothing listens", async () => {
    const client = createAbsClient({ serverUrl: 'http://127.0.0.1:9', authMode: 'header' })
    const error = await failure(client.auth.status())
    expect(error.kind).toBe('network')
    expect(error.message).toBe('Server could not be reached')
  })

  it('times out a slow call with its own timeout', async () => {
    const client = await listener()
    await setFaults({ latencyMs: 2000 })
    const error = await failure(client.http.get('/api/me', { timeoutMs: 300 }))
    expect(error.kind).toBe('timeout')
  })
})

describe('socket (spec 01 §4 Socket connection, §7 Real-time socket)', () => {
  function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
    return new Promise((resolve, reject) => {
      const started = Date.now()
      const timer = setInterval(() => {
        if (check()) {
          clearInterval(timer)
          resolve()
        } else if (Date.now() - started > timeoutMs) {
          clearInterval(timer)
          reject(new Error('condition not met in time'))
        }
      }, 20)
    })
  }

  it('authenticates with the access token over websocket and receives init', async () => {
    const client = await listener()
    const socket = client.socket(createAbsSocket)
    const inits: unknown[] = []
    socket.on('init', (payload) => inits.push(payload))
    socket.connect()
    try {
      await waitFor(() => socket.state().authenticated)
      expect(inits).toHaveLength(1)
    } finally {
      socket.disconnect()
    }
  })

  it('re-sends auth after a token refresh when the first auth failed', async () => {
    const client = await listener()
    await setFaults({ expireAccessTokens: true })
    const socket = client.socket(createAbsSocket)
    const failures: unknown[] = []
    socket.on('auth_failed', (payload) => failures.push(payload))
    socket.connect()
    try {
      await waitFor(() => failures.length === 1)
      expect(socket.state()).toEqual({ connected: true, authenticated: false })
      await client.me.get()
      await waitFor(() => socket.state().authenticated)
    } finally {
      socket.disconnect()
    }
  })

  it('ends authenticated when the token is refreshed before the old token is refused', async () => {
    const client = await listener()
    // The server answers the old token's auth late, after the refreshed token could have been accepted.
    await setFaults({ expireAccessTokens: true, socketAuthFailureDelayMs: 1500 })
    const socket = client.socket(createAbsSocket)
    const failures: unknown[] = []
    socket.on('auth_failed', (payload) => failures.push(payload))
    socket.connect()
    try {
      await waitFor(() => socket.state().connected)
      await client.me.get()
      expect(failures).toEqual([])
      await waitFor(() => failures.length === 1)
      await waitFor(() => socket.state().authenticated)
      expect(failures).toHaveLength(1)
    } finally {
      socket.disconnect()
    }
  })
})

describe('server 2.36 token rules (FACTS-2.36 §1)', () => {
  let newer: DemoServer

  beforeAll(async () => {
    newer = await startDemoServer({ args: ['--as', '2.36'] })
  }, 120_000)

  afterAll(async () => {
    await newer?.stop()
  })

  it('keeps the rotated refresh token of every refresh, so refreshing twice works', async () => {
    const client = createAbsClient({ serverUrl: newer.url, authMode: 'header' })
    await client.auth.login('root', 'root')
    const first = client.http.tokens.get().refreshToken
    expect(await client.http.refresh()).toBeTruthy()
    const second = client.http.tokens.get().refreshToken
    expect(second).not.toBe(first)
    expect(await client.http.refresh()).toBeTruthy()
    expect((await client.me.get()).username).toBe('root')
  })
})
