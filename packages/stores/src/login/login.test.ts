import { ApiError, type User } from '@shelfkit/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closedAddress } from '../../../../test-support/closed-address'
import { demoServerUrl } from '../../test/demo-server'
import { $sessionStatus, configureServer, signOut } from '../session'
import {
  $loginState,
  checkServer,
  checkServerOnShow,
  chooseServerAddress,
  createRootUser,
  isAppPath,
  loginMessages,
  pathAfterSignIn,
  shouldAutoLaunchOpenId,
  signInErrorMessage,
  startServerCheck,
  submitSignIn,
} from './login'

afterEach(async () => {
  vi.restoreAllMocks()
  if ($sessionStatus.get() === 'signed-in') await signOut()
})

const http = (status: number, serverText: string | null) =>
  new ApiError({ kind: 'http', method: 'POST', url: '/login', status, serverText })
const user = (type: User['type']) => ({ type }) as User

describe('sign-in messages', () => {
  it("turns the server's bare 401 into 'Invalid username or password'", () => {
    expect(signInErrorMessage(http(401, 'Unauthorized'))).toBe('Invalid username or password')
    expect(signInErrorMessage(http(401, null))).toBe('Invalid username or password')
  })

  it("shows the server's own text otherwise", () => {
    expect(signInErrorMessage(http(429, 'Too many authentication requests'))).toBe(
      'Too many authentication requests',
    )
  })

  it("says 'Server could not be reached' when nothing answers", () => {
    const error = new ApiError({ kind: 'network', method: 'POST', url: '/login' })
    expect(signInErrorMessage(error)).toBe('Server could not be reached')
  })
})

describe('where sign-in leads', () => {
  it('honours the redirect parameter', () => {
    expect(pathAfterSignIn('/item/x?y=1', user('user'), 'lib')).toBe('/item/x?y=1')
  })

  it('keeps non-admins out of config pages except their stats', () => {
    expect(pathAfterSignIn('/config/users', user('user'), 'lib')).toBe('/library/lib')
    expect(pathAfterSignIn('/config/stats', user('user'), 'lib')).toBe('/config/stats')
    expect(pathAfterSignIn('/config/users', user('admin'), 'lib')).toBe('/config/users')
  })

  it('ignores redirects that leave the app', () => {
    expect(isAppPath('//evil.example/x')).toBe(false)
    expect(pathAfterSignIn('https://evil.example/', user('root'), 'lib')).toBe('/library/lib')
  })

  it('sends root without libraries to the library settings, anyone else nowhere', () => {
    expect(pathAfterSignIn(null, user('root'), null)).toBe('/config/libraries')
    expect(pathAfterSignIn('/item/x', user('user'), null)).toBeNull()
  })
})

describe('OpenID auto-launch (spec 01 §2)', () => {
  const status = (autoLaunch: boolean) =>
    ({
      authMethods: ['local', 'openid'],
      authFormData: { authLoginCustomMessage: null, authOpenIDAutoLaunch: autoLaunch },
    }) as never
  it('starts by itself when the server asks, unless autoLaunch=0', () => {
    expect(shouldAutoLaunchOpenId(status(true), null)).toBe(true)
    expect(shouldAutoLaunchOpenId(status(true), '0')).toBe(false)
    expect(shouldAutoLaunchOpenId(status(false), null)).toBe(false)
  })
})

describe('sign-in page against servers', () => {
  it('finds the sign-in form on an initialised server', async () => {
    configureServer(demoServerUrl, 'header')
    expect(await checkServer()).toBe('sign-in')
    expect($loginState.get().status?.isInit).toBe(true)
  })

  it('a wrong password reads "Invalid username or password"', async () => {
    configureServer(demoServerUrl, 'header')
    const error = await submitSignIn('root', 'wrong').catch((caught: unknown) => caught)
    expect(signInErrorMessage(error)).toBe(loginMessages.get().invalidCredentials)
    expect($sessionStatus.get()).toBe('signed-out')
  })

  it('an address where nothing listens is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await chooseServerAddress(await closedAddress())).toBe('unreachable')
  })

  it('when the address changes during a check, the latest check decides', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    configureServer(demoServerUrl, 'header')
    const first = checkServer()
    configureServer(await closedAddress())
    expect(await checkServer()).toBe('unreachable')
    expect(await first).toBe('sign-in')
    expect($loginState.get().phase).toBe('unreachable')
  })

  it("a check started before the page shows is the page's first check: one status request", async () => {
    configureServer(demoServerUrl, 'header')
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    startServerCheck()
    expect(await checkServerOnShow()).toBe('sign-in')
    const statusCalls = () => fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/status')).length
    expect(statusCalls()).toBe(1)
    // Later checks (a retry, another address) ask again.
    expect(await checkServerOnShow()).toBe('sign-in')
    expect(statusCalls()).toBe(2)
  })

  it('rejects an address that is not http(s)', async () => {
    await expect(chooseServerAddress('ftp://example.com')).rejects.toThrow(loginMessages.get().badAddress)
  })

  it('first run: checks the confirmation, then creates root and signs in', async () => {
    const { startDemoServer } = await import('../../../../test-support/demo-server')
    const fresh = await startDemoServer({ args: ['--fresh'] })
    try {
      configureServer(fresh.url, 'header')
      expect(await checkServer()).toBe('setup')
      await expect(createRootUser('admin', 'one', 'two')).rejects.toThrow(
        loginMessages.get().passwordMismatch,
      )
      await expect(createRootUser(' ', 'x', 'x')).rejects.toThrow(loginMessages.get().rootNameRequired)
      const root = await createRootUser('admin', 'secret', 'secret')
      expect(root).toMatchObject({ username: 'admin', type: 'root' })
      expect($sessionStatus.get()).toBe('signed-in')
    } finally {
      await signOut()
      await fresh.stop()
    }
  }, 60_000)
})
