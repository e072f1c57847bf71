import { describe, expect, it } from 'vitest'
import { sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { apiAs } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'

const BOOK_ONE = sampleItemIdsByTitle['Book One']
const POLL = { timeout: 15_000 }

const pages = appPagesForThisFile()

describe('error page (spec 01 §8)', () => {
  it("shows a 500 page with a way to reload when a page's code cannot be downloaded, and the rest of the app still works", async () => {
    // The item page's code fails to arrive, as after a redeploy removed the old files.
    const page = await pages.open(`/item/${BOOK_ONE}`, 'root', (tab) =>
      tab.route(/\/assets\/Item-[\w-]+\.js$/, (route) => route.abort()),
    )
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
    // Book One's cover arrives three times wider than tall; the Books library's covers are square.
    const page = await pages.open(`/item/${BOOK_ONE}`, 'root', (tab) =>
      tab.route(new RegExp(`/api/items/${BOOK_ONE}/cover`), (route) =>
        route.fulfill({
          contentType: 'image/svg+xml',
          body: '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="teal"/></svg>',
        }),
      ),
    )
    const cover = page.getByRole('main').locator('.sk-cover').first()
    await expect.poll(() => cover.getAttribute('class'), POLL).toContain('sk-cover--letterbox')
    expect(
      await cover.locator('.sk-cover__image').evaluate((image) => getComputedStyle(image).objectFit),
    ).toBe('contain')

    await page.unroute(new RegExp(`/api/items/${BOOK_ONE}/cover`))
    await page.goto(`${pages.app.url}/item/${BOOK_ONE}`)
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
    const { app, browser } = pages
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
    // A visitor with no session.
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(`${app.url}/share/${slug}`)
      const player = page.locator('shelf-share-player')
      await expect.poll(() => player.locator('[part~="title"]').textContent(), POLL).toBe('Book One')
      expect(new URL(page.url()).pathname).toBe(`/share/${slug}`)
      await player.locator('[part~="play-button"]').click()
      await expect
        .poll(() => player.evaluate((element) => (element as unknown as { time: number }).time), POLL)
        .toBeGreaterThan(0.5)
    } finally {
      await context.close()
    }
  })
})
