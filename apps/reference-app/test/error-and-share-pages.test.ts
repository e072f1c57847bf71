import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type RunningApp, startApp } from '../../../test-support/app'
import { launchBrowser } from '../../../test-support/browser'
import { apiAs, signedInPage } from '../../../test-support/signed-in'

const BOOK_ONE = 'a0d2a731-50d7-4c27-8082-47d935156cef'
const POLL = { timeout: 15_000 }

let app: RunningApp
let browser: Browser
const pages: Page[] = []

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startApp({ demoOptions: { args: ['--quiet'] } }), launchBrowser()])
})

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()))
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

describe('error page (spec 01 §8)', () => {
  it("shows a 500 page with a way to reload when a page's code cannot be downloaded, and the rest of the app still works", async () => {
    const page = await signedInPage(browser, app, 'root')
    pages.push(page)
    // The item page's code fails to arrive, as after a redeploy removed the old files.
    await page.route(/\/assets\/Item-[\w-]+\.js$/, (route) => route.abort())
    await page.goto(`${app.url}/item/${BOOK_ONE}`)
    await expect.poll(() => page.locator('.sk-error-page__status').textContent(), POLL).toBe('500')
    expect(await page.locator('.sk-error-page__message').textContent()).toContain('could not be loaded')
    expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true)
    // The shell is still there: the side rail leads to a page that loads.
    await page.locator('header.sk-appbar').waitFor(POLL)
    await page.getByRole('link', { name: 'Library', exact: true }).first().click()
    await expect.poll(() => page.locator('.sk-error-page').count(), POLL).toBe(0)
  })
})

describe('covers of another shape (spec 01 §9)', () => {
  it('shows a cover far from the library shape whole over a background, and crops one close to it', async () => {
    const page = await signedInPage(browser, app, 'root')
    pages.push(page)
    // Book One's cover arrives three times wider than tall; the Books library's covers are square.
    await page.route(new RegExp(`/api/items/${BOOK_ONE}/cover`), (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="teal"/></svg>',
      }),
    )
    await page.goto(`${app.url}/item/${BOOK_ONE}`)
    const cover = page.getByRole('main').locator('.sk-cover').first()
    await expect.poll(() => cover.getAttribute('class'), POLL).toContain('sk-cover--letterbox')
    expect(
      await cover.locator('.sk-cover__image').evaluate((image) => getComputedStyle(image).objectFit),
    ).toBe('contain')

    await page.unroute(new RegExp(`/api/items/${BOOK_ONE}/cover`))
    await page.goto(`${app.url}/item/${BOOK_ONE}`)
    const image = page.getByRole('main').locator('.sk-cover__image').first()
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), POLL)
      .toBeGreaterThan(0)
    expect(await page.getByRole('main').locator('.sk-cover--letterbox').count()).toBe(0)
    expect(await image.evaluate((element) => getComputedStyle(element).objectFit)).toBe('cover')
  })
})

describe('share page (/share/{slug})', () => {
  it('plays a public share with no sign-in', async () => {
    const root = await apiAs(app, 'root')
    const item = await root<{ media: { id: string } }>('GET', `/api/items/${BOOK_ONE}`)
    const slug = `app-share-${Math.random().toString(36).slice(2, 8)}`
    await root('POST', '/api/share/mediaitem', {
      slug,
      expiresAt: 0,
      mediaItemType: 'book',
      mediaItemId: item.media.id,
      isDownloadable: false,
    })
    const context = await browser.newContext()
    const page = await context.newPage()
    pages.push(page)
    await page.goto(`${app.url}/share/${slug}`)
    const player = page.locator('shelf-share-player')
    await expect.poll(() => player.locator('[part~="title"]').textContent(), POLL).toBe('Book One')
    expect(new URL(page.url()).pathname).toBe(`/share/${slug}`)
    await player.locator('[part~="play-button"]').click()
    await expect
      .poll(() => player.evaluate((element) => (element as unknown as { time: number }).time), POLL)
      .toBeGreaterThan(0.5)
  })
})
