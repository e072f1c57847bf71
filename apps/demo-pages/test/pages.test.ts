import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../test-support/browser'
import { type DemoServer, startDemoServer } from '../../../test-support/demo-server'
import { type RunningDemoPages, startDemoPages } from '../src/start'

let demo: DemoServer
let pages: RunningDemoPages
let browser: Browser

beforeAll(async () => {
  demo = await startDemoServer()
  // The pages live on their own origin, as an outside site would: every call to the server is cross-origin.
  pages = await startDemoPages({ serverUrl: demo.url, appUrl: 'http://127.0.0.1:9/app', port: 0 })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await pages?.close()
  await demo?.stop()
})

/**
 * What the pages wait for crosses the network and loads code (sign-in, a share, the player's chunk): seconds on a
 * loaded machine, not vitest's default second.
 */
const SLOW = { timeout: 15_000 }

/** A new visitor (own storage and cookies) on one of the demo pages; what its policy refuses is recorded. */
async function visit(path: string, origin = pages.url): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(() => {
    const refused: string[] = []
    Object.assign(window, { __refused: refused })
    document.addEventListener('securitypolicyviolation', (event) =>
      refused.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  const page = await context.newPage()
  await page.goto(`${origin}${path}`)
  return page
}

/** The page sets its own Content Security Policy (the elements' needs) and the elements kept within it. */
async function expectWithinPolicy(page: Page) {
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(policy).toContain("script-src 'self'")
  expect(await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused)).toEqual([])
}

describe('demo pages against the demo server', () => {
  it('every page has the same header: its site name and links to the other pages', async () => {
    const nav = async (path: string) => {
      const html = await (await fetch(`${pages.url}${path}`)).text()
      const header = html.match(/<header class="site">\s*<strong>([^<]+)<\/strong>\s*<nav>(.*?)<\/nav>/s)
      return [header?.[1], [...(header?.[2] ?? '').matchAll(/href="([^"]+)"/g)].map((link) => link[1])]
    }
    expect(await nav('/')).toEqual([
      'Shelfkit demo pages',
      ['/dashboard.html', '/blog.html', '/book-club.html', '/integrator.html'],
    ])
    expect(await nav('/blog.html')).toEqual([
      'Reading corner',
      ['/', '/dashboard.html', '/book-club.html', '/integrator.html'],
    ])
    expect(await nav('/book-club.html')).toEqual([
      'Harbour Street book club',
      ['/', '/dashboard.html', '/blog.html', '/integrator.html'],
    ])
  })

  it('dashboard: signs in with <shelf-login>, plays a recently added book, keeps it and plays it offline', async () => {
    const page = await visit('/dashboard.html')
    const login = page.locator('shelf-login')
    await login.locator('input[name="username"]').fill('user')
    await login.locator('input[name="password"]').fill('user')
    await login.locator('button[type="submit"]').click()
    await expect
      .poll(() => login.evaluate((element) => element.shadowRoot?.textContent), SLOW)
      .toContain('Signed in as user')

    const recent = page.locator('shelf-bookshelf[shelf="recently-added"]')
    const firstPlay = recent.locator('.sk-card__play').first()
    const title = (await firstPlay.getAttribute('aria-label'))!.replace(/^Play /, '')
    await firstPlay.click()
    const mini = page.locator('shelf-mini-player')
    await expect
      .poll(() => mini.evaluate((element) => (element as HTMLElement & { status: string }).status), SLOW)
      .toBe('playing')
    await expect.poll(() => mini.locator('[part~="title"]').textContent(), SLOW).toBe(title)
    await expect.poll(() => page.locator('shelf-player .sk-player__title').textContent(), SLOW).toBe(title)
    await expectWithinPolicy(page)

    // <shelf-player> keeps the book on this device; with the network cut, the card plays the kept copy.
    const bar = page.locator('shelf-player')
    await bar.getByRole('button', { name: 'Keep on this device' }).click()
    await bar.getByRole('img', { name: 'Kept on this device' }).waitFor(SLOW)
    await bar.getByRole('button', { name: 'Close player' }).click()
    await page.context().setOffline(true)
    await firstPlay.click()
    await bar.getByText('From this device').waitFor(SLOW)
    await expect
      .poll(() => mini.evaluate((element) => (element as HTMLElement & { status: string }).status), SLOW)
      .toBe('playing')
    await page.context().close()
  })

  it('blog: the share plays with no sign-in on a page of the same site as the server', async () => {
    const page = await visit('/blog.html')
    const player = page.locator('shelf-share-player')
    await expect
      .poll(() => player.evaluate((element) => (element as HTMLElement & { phase: string }).phase), SLOW)
      .toBe('ready')
    await player.locator('[part~="play-button"]').click()
    await expect.poll(() => player.locator('.sk-root').getAttribute('data-playing'), SLOW).toBe('true')
    // The audio really runs: the position moves past the start.
    await expect
      .poll(() => player.locator('.time').textContent(), { timeout: 20_000 })
      .not.toMatch(/^0:00 \//)
    await expectWithinPolicy(page)
    await page.context().close()
  })

  it('blog: on another site than the server the share player says why it cannot play and what fixes it', async () => {
    const page = await visit('/blog.html', pages.url.replace('127.0.0.1', 'localhost'))
    const message = page.locator('shelf-share-player [part~="message"]')
    await expect(message.textContent()).resolves.toContain('different sites')
    await expect(message.locator('a').getAttribute('href')).resolves.toBe(
      `${demo.url}/share/${pages.shareSlug}`,
    )
    await page.context().close()
  })

  it('book club: the reader sits in the page, jumps to the chapter, reports progress and goes full screen', async () => {
    const page = await visit('/book-club.html')
    const login = page.locator('shelf-login')
    await login.locator('input[name="username"]').fill('user')
    await login.locator('input[name="password"]').fill('user')
    await login.locator('button[type="submit"]').click()
    const reader = page.locator('shelf-reader')
    const box = reader.locator('.sk-reader')
    await box.getByRole('heading', { name: 'Book Three' }).waitFor(SLOW)
    expect(await box.evaluate((element) => getComputedStyle(element).position)).toBe('relative')
    await box.locator('.sk-reader__epub-page[data-location]').waitFor({ timeout: 20_000 })
    await box.getByRole('button', { name: 'Table of contents', exact: true }).click()
    await box.getByRole('button', { name: 'Chapter 2: The Bridge' }).click()
    await box
      .locator('.sk-reader__position')
      .getByText(/^Chapter 2: The Bridge · \d+%$/)
      .waitFor(SLOW)
    await expect
      .poll(() => page.locator('#progress').textContent(), SLOW)
      .toMatch(/^You have read \d+% of the book\.$/)

    await page.getByRole('button', { name: 'Read full screen' }).click()
    await expect.poll(() => box.evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
    await page.keyboard.press('Escape')
    await expect.poll(() => reader.getAttribute('inline')).toBe('')
    expect(await reader.isVisible()).toBe(true)
    await expectWithinPolicy(page)
    await page.context().close()
  })

  it('integrator: plain JavaScript on the stores signs in, lists books and plays one', async () => {
    const page = await visit('/integrator.html')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => page.locator('#username').textContent(), SLOW).toBe('user')
    await page.locator('#books button').first().click()
    await expect
      .poll(() => page.locator('#now-playing').textContent(), { timeout: 20_000 })
      .toMatch(/^playing: /)
    await expectWithinPolicy(page)
    await page.context().close()
  })
})
