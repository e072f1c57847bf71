import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BOOK_LIBRARY_ID as BOOK_LIBRARY, demoServerUrl } from './demo-server'
import { reloadPage } from './reload'

const url = demoServerUrl

/** A fresh page with the stores pointed at the demo server (header mode: Node has no cookie jar). */
async function page() {
  reloadPage()
  const stores = await import('../src/index')
  stores.configureServer(url, 'header')
  // The client copy of this page: errors are instances of its ApiError class.
  const { isApiError } = await import('@shelfkit/client')
  return { ...stores, isApiError }
}

let legacyTokenOfUser = ''

beforeAll(async () => {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'user', password: 'user' }),
  })
  legacyTokenOfUser = ((await response.json()) as { user: { token: string } }).user.token
})

afterEach(async () => {
  const { signOut, $sessionStatus } = await import('../src/index')
  if ($sessionStatus.get() === 'signed-in') await signOut()
})

describe('session store against the demo server', () => {
  it('signs in: user, server settings and default library are set, and no token is kept in state', async () => {
    const { signIn, $user, $sessionStatus, $serverSettings, $userDefaultLibraryId, $signOutReason } =
      await page()
    const user = await signIn('root', 'root')
    expect(user.username).toBe('root')
    expect($sessionStatus.get()).toBe('signed-in')
    expect($signOutReason.get()).toBeNull()
    expect($serverSettings.get()?.language).toBe('en-us')
    expect($userDefaultLibraryId.get()).toBe(BOOK_LIBRARY)
    const state = $user.get() as Record<string, unknown>
    expect(state.accessToken).toBeUndefined()
    expect(state.refreshToken).toBeUndefined()
    expect(state.token).toBeUndefined()
  })

  it('a wrong password fails with the server 401 and leaves everyone signed out', async () => {
    const { signIn, $user, $sessionStatus, isApiError } = await page()
    const failure = await signIn('root', 'wrong').catch((error: unknown) => error)
    expect(isApiError(failure) && failure.status).toBe(401)
    expect($user.get()).toBeNull()
    expect($sessionStatus.get()).not.toBe('signed-in')
  })

  it('a reload signs in again with the stored token (bootstrap)', async () => {
    const first = await page()
    await first.signIn('user', 'user')
    reloadPage()
    const second = await import('../src/index')
    expect(second.$sessionStatus.get()).toBe('unknown')
    const user = await second.bootstrap()
    expect(user?.username).toBe('user')
    expect(second.$sessionStatus.get()).toBe('signed-in')
    expect(second.$serverUrl.get()).toBe(url)
  })

  it('bootstrap without a stored token ends signed out, without asking the server', async () => {
    const { bootstrap, $sessionStatus } = await page()
    expect(await bootstrap()).toBeNull()
    expect($sessionStatus.get()).toBe('signed-out')
  })

  it('concurrent bootstraps (two elements mounting) share one result', async () => {
    const first = await page()
    await first.signIn('guest', 'guest')
    reloadPage()
    const { bootstrap } = await import('../src/index')
    const [a, b] = await Promise.all([bootstrap(), bootstrap()])
    expect(a?.username).toBe('guest')
    expect(b).toBe(a)
  })

  it('signs in with a legacy token as a static session that survives a reload', async () => {
    const first = await page()
    const user = await first.signInWithToken(legacyTokenOfUser)
    expect(user.username).toBe('user')
    expect(first.$authMode.get()).toBe('static')
    reloadPage()
    const second = await import('../src/index')
    expect((await second.bootstrap())?.username).toBe('user')
    expect(second.$authMode.get()).toBe('static')
  })

  it('keeps tokens where the auth mode needs them: the tab (cookie mode) or the origin (header mode)', async () => {
    const stores = await page()
    const { STORAGE_KEYS: keys, readString } = stores
    const stored = () => ({
      tab: readString(keys.accessToken, 'tab'),
      origin: [readString(keys.accessToken), readString(keys.refreshToken)],
    })
    await stores.signIn('user', 'user')
    expect(stored().tab).toBeNull()
    expect(stored().origin.every(Boolean)).toBe(true)
    await stores.signOut()
    // Cookie mode (same origin; the OpenID callback's way in): the refresh token is the server's cookie only.
    const login = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-return-tokens': 'true' },
      body: JSON.stringify({ username: 'user', password: 'user' }),
    })
    const { accessToken } = ((await login.json()) as { user: { accessToken: string } }).user
    await stores.signInWithToken(accessToken, 'cookie')
    expect(stored()).toEqual({ tab: accessToken, origin: [null, null] })
    expect(stores.currentAccessToken()).toBe(accessToken)
    reloadPage()
    const reloaded = await import('../src/index')
    expect((await reloaded.bootstrap())?.username).toBe('user')
  })

  it('a rejected token leaves the session signed out and forgets the token', async () => {
    const stores = await page()
    const failure = await stores.signInWithToken('not-a-token').catch((error: unknown) => error)
    expect(stores.isApiError(failure)).toBe(true)
    expect(stores.$sessionStatus.get()).toBe('signed-out')
    expect(stores.readString(stores.STORAGE_KEYS.accessToken)).toBeNull()
  })

  it('signing out ends the session here and on the server', async () => {
    const stores = await page()
    await stores.signIn('root', 'root')
    const refreshToken = stores.readString(stores.STORAGE_KEYS.refreshToken)
    expect(refreshToken).toBeTruthy()
    await stores.signOut()
    expect(stores.$user.get()).toBeNull()
    expect(stores.$sessionStatus.get()).toBe('signed-out')
    expect(stores.$signOutReason.get()).toBe('sign-out')
    expect(stores.readString(stores.STORAGE_KEYS.accessToken)).toBeNull()
    const refresh = await fetch(`${url}/auth/refresh`, {
      method: 'POST',
      headers: { 'x-refresh-token': refreshToken as string },
    })
    expect(refresh.status).toBe(401)
  })

  it('pointing at another server ends the current session', async () => {
    const stores = await page()
    await stores.signIn('root', 'root')
    stores.configureServer('http://127.0.0.1:9', 'header')
    expect(stores.$user.get()).toBeNull()
    expect(stores.$sessionStatus.get()).toBe('signed-out')
    expect(stores.readString(stores.STORAGE_KEYS.accessToken)).toBeNull()
    expect(stores.getClient().http.address.baseUrl).toBe('http://127.0.0.1:9')
  })

  it('a password sign-in after an API-key session gets refreshable tokens again', async () => {
    const stores = await page()
    await stores.signInWithToken(legacyTokenOfUser)
    await stores.signOut()
    await stores.signIn('user', 'user')
    expect(stores.$authMode.get()).toBe('header')
    expect(stores.readString(stores.STORAGE_KEYS.refreshToken)).toBeTruthy()
  })
})
