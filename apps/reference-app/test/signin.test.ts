import type { Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { closedAddress } from '../../../test-support/closed-address'
import { sampleIds } from '../../../test-support/sample-ids'
import { type Api, apiAs } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'
import { seriousViolations } from './axe-support'

/** The sample book library of the demo server (../shared/abs-api-samples/README.md). */
const BOOKS = sampleIds.bookLibrary
const POLL = { timeout: 15_000 }

const pages = appPagesForThisFile()
let root: Api

beforeAll(async () => {
  root = await apiAs(pages.app, 'root')
})

async function signInWithForm(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Submit' }).click()
}

const appBar = (page: Page) => page.locator('header.sk-appbar')

describe('sign-in page', () => {
  it("says 'Invalid username or password' for a wrong password and stays on the page", async () => {
    const page = await pages.signedOut()
    await page.goto(`${pages.app.url}/login`)
    await signInWithForm(page, 'root', 'not-the-password')
    await expect
      .poll(() => page.getByRole('alert').textContent(), POLL)
      .toContain('Invalid username or password')
    expect(new URL(page.url()).pathname).toBe('/login')
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe('root')
  })

  it('goes back to the page that was wanted; the session survives a reload and new tabs, its token in the tab only', async () => {
    const page = await pages.signedOut()
    await page.goto(`${pages.app.url}/library/${BOOKS}/bookshelf/authors`)
    await page.waitForURL(/\/login\?redirect=/, POLL)
    await signInWithForm(page, 'user', 'user')
    await page.waitForURL((url) => url.pathname === `/library/${BOOKS}/bookshelf/authors`, POLL)
    await appBar(page).waitFor(POLL)
    await page.reload()
    await appBar(page).waitFor(POLL)
    expect(new URL(page.url()).pathname).toBe(`/library/${BOOKS}/bookshelf/authors`)
    await expect.poll(() => page.locator('.sk-account__username').textContent(), POLL).toBe('user')
    // Same origin (cookie mode): the refresh token stays in the server's httpOnly cookie, the access token in
    // this tab's storage, nothing in the origin's.
    const stored = await page.evaluate(() => ({
      tab: sessionStorage.getItem('shelfkit:accessToken') !== null,
      origin: [localStorage.getItem('shelfkit:accessToken'), localStorage.getItem('shelfkit:refreshToken')],
      cookies: document.cookie,
    }))
    expect(stored).toEqual({ tab: true, origin: [null, null], cookies: '' })
    // Three tabs opened at once each get their own token from the cookie (the server renews it every time).
    const tabs = await Promise.all([1, 2, 3].map(() => page.context().newPage()))
    await Promise.all(tabs.map((tab) => tab.goto(`${pages.app.url}/library/${BOOKS}/bookshelf`)))
    for (const tab of tabs)
      await expect.poll(() => tab.locator('.sk-account__username').textContent(), POLL).toBe('user')
  })

  it('does not send a non-admin into the settings pages', async () => {
    const page = await pages.signedOut()
    await page.goto(`${pages.app.url}/login?redirect=${encodeURIComponent('/config/users')}`)
    await signInWithForm(page, 'user', 'user')
    await page.waitForURL(`${pages.app.url}/library/${BOOKS}`, POLL)
  })

  it('signs out from the account menu to a plain sign-in page, and a reload stays signed out', async () => {
    const page = await pages.signedOut()
    await page.goto(`${pages.app.url}/login`)
    await signInWithForm(page, 'guest', 'guest')
    await appBar(page).waitFor(POLL)
    await page.getByRole('button', { name: 'Account: guest' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL(`${pages.app.url}/login`, POLL)
    await page.getByLabel('Username').waitFor(POLL)
    await page.reload()
    await page.getByLabel('Username').waitFor(POLL)
    expect(new URL(page.url()).pathname).toBe('/login')
    await expect(appBar(page).count()).resolves.toBe(0)
  })

  it('can be filled in and submitted before the app’s script has run, losing nothing typed', async () => {
    const page = await pages.signedOut()
    let releaseScripts = () => {}
    const scriptsHeld = new Promise<void>((done) => {
      releaseScripts = done
    })
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
    })
    await page.goto(
      `${pages.app.url}/login?redirect=${encodeURIComponent(`/library/${BOOKS}/bookshelf/series`)}`,
      {
        waitUntil: 'commit',
      },
    )
    await page.getByLabel('Username').fill('user')
    await page.getByLabel('Password').fill('user')
    await page.getByLabel('Password').press('Enter')
    // Nothing went anywhere yet: no app to sign in with, and the plain form did not send the password away.
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(page.url()).not.toContain('password')
    releaseScripts()
    await page.waitForURL((url) => url.pathname === `/library/${BOOKS}/bookshelf/series`, POLL)
    await appBar(page).waitFor(POLL)
    expect(warnings.filter((text) => text.includes('rendered anew'))).toEqual([])
  })

  it('has no serious accessibility problems, and exactly one main landmark', async () => {
    const page = await pages.signedOut()
    await page.goto(`${pages.app.url}/login`)
    await page.getByLabel('Username').waitFor(POLL)
    expect(await seriousViolations(page)).toEqual([])
    expect(await page.getByRole('main').count()).toBe(1)
    expect(await page.getByRole('main').getByLabel('Username').count()).toBe(1)
  })
})

describe('OpenID on the sign-in page', () => {
  const openIdStatus = JSON.stringify({
    app: 'audiobookshelf',
    serverVersion: '2.30.0',
    isInit: true,
    language: 'en-us',
    authMethods: ['local', 'openid'],
    authFormData: {
      authLoginCustomMessage: '<p>Welcome <b>home</b><img src=x onerror="window.hacked=1"></p>',
      authOpenIDButtonText: 'Sign in with Example ID',
      authOpenIDAutoLaunch: true,
    },
  })
  const offerOpenId = () =>
    root('POST', '/api/demo/faults', {
      fail: { method: 'GET', path: '^/status$', status: 200, body: openIdStatus, count: 1 },
    })

  it('starts the provider sign-in by itself when the server asks for it', async () => {
    const page = await pages.signedOut()
    await offerOpenId()
    const leaving = page.waitForRequest((request) => request.url().includes('/auth/openid?'), POLL)
    await page.goto(`${pages.app.url}/login`)
    const request = await leaving
    expect(new URL(request.url()).searchParams.get('callback')).toBe(`${pages.app.url}/login`)
  })

  it('autoLaunch=0 keeps the form, with the button and the sanitised custom message', async () => {
    const page = await pages.signedOut()
    await offerOpenId()
    await page.goto(`${pages.app.url}/login?autoLaunch=0`)
    const button = page.getByRole('link', { name: 'Sign in with Example ID' })
    await button.waitFor(POLL)
    expect(await button.getAttribute('href')).toContain('/auth/openid?callback=')
    await expect.poll(() => page.locator('.sk-login__custom').textContent()).toBe('Welcome home')
    expect(await page.locator('.sk-login__custom img').count()).toBe(0)
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()
    await page.getByLabel('Username').waitFor()
  })
})

describe('cross-origin mode', () => {
  afterEach(async () => {
    await root('PATCH', '/api/settings', { allowedOrigins: [] })
  })

  it('explains the allowed-origins setting with this page’s origin, then signs in once it is allowed', async () => {
    const page = await pages.signedOut()
    await page.goto(`${pages.app.url}/login?server=${encodeURIComponent(pages.app.demo.url)}`)
    const problem = page.locator('.sk-login__problem')
    await expect.poll(() => problem.textContent(), POLL).toContain('Allowed CORS Origins')
    expect(await page.locator('.sk-login__origin').textContent()).toBe(pages.app.url)
    expect(new URL(page.url()).search).toBe('')

    await root('PATCH', '/api/settings', { allowedOrigins: [pages.app.url] })
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByLabel('Username').waitFor(POLL)
    expect(await page.locator('.sk-login__server code').textContent()).toBe(pages.app.demo.url)
    await signInWithForm(page, 'root', 'root')
    await appBar(page).waitFor(POLL)
    const stored = await page.evaluate(() => ({
      mode: localStorage.getItem('shelfkit:authMode'),
      server: localStorage.getItem('shelfkit:serverUrl'),
      refresh: localStorage.getItem('shelfkit:refreshToken'),
    }))
    expect(stored).toMatchObject({ mode: 'header', server: pages.app.demo.url })
    expect(stored.refresh).toBeTruthy()
  })

  it('says the server could not be reached when nothing answers at the address', async () => {
    const page = await pages.signedOut()
    await page.goto(`${pages.app.url}/login?server=${encodeURIComponent(await closedAddress())}`)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), POLL)
      .toBe('Server could not be reached')
    await page.getByLabel('Server address').waitFor()
  })
})
