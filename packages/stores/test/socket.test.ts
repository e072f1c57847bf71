import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { demoServerForThisFile } from '../../../test-support/demo-server-for-file'
import * as stores from '../src/index'
import { until } from './until'

const {
  $sessionStatus,
  $signOutReason,
  $socketState,
  $toasts,
  $user,
  connectSocket,
  disconnectSocket,
  getClient,
  readString,
  socketMessages,
  STORAGE_KEYS,
  signIn,
  signOut,
} = stores

// These tests restart the server and revoke tokens, so they get a server of their own.
const server = demoServerForThisFile()

const socketToasts = () => $toasts.get().filter((toast) => toast.key === stores.SOCKET_TOAST_KEY)

/** Every socket toast shown, in order, as [type, message, timeoutMs]. */
function recordSocketToasts() {
  const shown: [string, string, number | null][] = []
  const stop = $toasts.listen(() => {
    const toast = socketToasts()[0]
    const last = shown.at(-1)
    if (toast && (!last || last[1] !== toast.message))
      shown.push([toast.type, toast.message, toast.timeoutMs])
  })
  return { shown, stop }
}

async function adminClient() {
  const { createAbsClient } = await import('@shelfkit/client')
  const client = createAbsClient({ serverUrl: server.url, authMode: 'header' })
  await client.auth.login('root', 'root')
  return client
}

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  stores.configureServer(server.url, 'header')
  await signIn('root', 'root')
})

afterEach(async () => {
  vi.restoreAllMocks()
  disconnectSocket()
  if ($sessionStatus.get() === 'signed-in') await signOut()
  await (await adminClient()).http.delete('/api/demo/faults', { response: 'text' })
})

describe('socket connection (spec 01 §4 "Socket connection", §8, §9)', () => {
  it('§4 the first successful connection shows no toast and authenticates with the token', async () => {
    const { shown, stop } = recordSocketToasts()
    connectSocket()
    await until(() => $socketState.get().authenticated, 'socket authenticated')
    stop()
    expect($socketState.get()).toEqual({ connected: true, authenticated: true })
    expect(shown).toEqual([])
  })

  it('§4 server gone and back: a persistent "Socket disconnected", then "Socket connected" for 5 s', async () => {
    connectSocket()
    await until(() => $socketState.get().authenticated, 'socket authenticated')
    const { shown, stop } = recordSocketToasts()
    await server.restart()
    await until(() => $socketState.get().authenticated, 'socket authenticated again', 30_000)
    stop()
    expect(shown[0]).toEqual(['error', socketMessages.get().disconnected, null])
    expect(shown.at(-1)).toEqual(['success', socketMessages.get().connected, stores.RECONNECT_TOAST_MS])
    // Replaced, never stacked.
    expect(socketToasts()).toHaveLength(1)
    expect(stores.RECONNECT_TOAST_MS).toBe(5000)
  }, 60_000)

  it('§8 a server that cannot be reached: a persistent "Socket failed to connect"', async () => {
    await signOut()
    stores.configureServer('http://127.0.0.1:9', 'header')
    connectSocket()
    await until(() => socketToasts().length > 0, 'connection failure toast')
    expect(socketToasts().map((toast) => [toast.type, toast.message, toast.timeoutMs])).toEqual([
      ['error', socketMessages.get().failed, null],
    ])
    disconnectSocket()
    expect(socketToasts()).toEqual([])
    stores.configureServer(server.url, 'header')
  })

  it('signing out closes the socket without telling the user it disconnected', async () => {
    connectSocket()
    await until(() => $socketState.get().authenticated, 'socket authenticated')
    await signOut()
    expect($socketState.get()).toEqual({ connected: false, authenticated: false })
    expect(socketToasts()).toEqual([])
  })

  it('§4 after a token refresh the socket sends its auth again; the refreshed user reaches the store', async () => {
    connectSocket()
    await until(() => $socketState.get().authenticated, 'socket authenticated')
    let refused = false
    const stopListening = stores.onServerEvent('auth_failed', () => {
      refused = true
    })
    const admin = await adminClient()
    // Revoke every access token and drop the sockets: the socket reconnects with a token the server refuses.
    await admin.http.post('/api/demo/faults', { expireAccessTokens: true, dropSockets: true })
    await until(() => refused, 'auth refused after the reconnection', 30_000)
    stopListening()
    expect($socketState.get()).toEqual({ connected: true, authenticated: false })
    const fresh = await adminClient()
    const email = `root-${Date.now()}@example.com`
    await fresh.server.updateUser($user.get()!.id, { email })
    // Any API call now meets a 401 and refreshes the token.
    await stores.loadLibraries({ force: true })
    await until(() => $socketState.get().authenticated, 'socket re-authenticated')
    expect($user.get()?.email).toBe(email)
    expect($sessionStatus.get()).toBe('signed-in')
  }, 60_000)

  it('§4 Other state rules, §8: a failed token refresh clears the user and the token', async () => {
    connectSocket()
    await until(() => $socketState.get().authenticated, 'socket authenticated')
    const admin = await adminClient()
    await admin.http.post('/api/demo/faults', {
      expireAccessTokens: true,
      fail: { method: 'POST', path: '^/auth/refresh$', status: 401, count: 1 },
    })
    await stores.loadLibraries({ force: true })
    expect($user.get()).toBeNull()
    expect($sessionStatus.get()).toBe('signed-out')
    expect($signOutReason.get()).toBe('refresh-failed')
    expect(readString(STORAGE_KEYS.accessToken)).toBeNull()
    expect(readString(STORAGE_KEYS.refreshToken)).toBeNull()
    expect($socketState.get().connected).toBe(false)
    expect(socketToasts()).toEqual([])
    expect(getClient().http.tokens.get().accessToken).toBeNull()
  })
})
