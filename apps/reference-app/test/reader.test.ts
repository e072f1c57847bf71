import type { MediaProgress } from '@shelfkit/client'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiAs } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'
import { seriousViolations } from './axe-support'

/** Sample data of the demo server (apps/demo-server/src/sample/ids.ts). */
const BOOK_THREE = 'ed9e4d9a-d55d-4280-a9e5-ba067403a0a9'
const BOOK_FOUR = '4175e206-e038-432d-a847-8dc59c441aec'
const COMIC_FIVE = 'e55a456b-c55b-4215-a73e-35781d7956ff'

const pages = appPagesForThisFile()

const reader = (page: Page) => page.getByRole('dialog', { name: /reader$/ })

async function openReaderFrom(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor()
  await page.locator('.sk-item-actions').getByRole('button', { name: 'Read', exact: true }).click()
  await reader(page).waitFor()
}

/** The CFI the epub view shows once epub.js has laid out a page (and, with `not`, once it differs from that). */
async function shownLocation(page: Page, not?: string): Promise<string> {
  const handle = await page.waitForFunction(
    (previous) => {
      const value = document.querySelector('.sk-reader__epub-page')?.getAttribute('data-location')
      return value && value !== previous ? value : null
    },
    not ?? null,
    { timeout: 20_000 },
  )
  return (await handle.jsonValue()) as string
}

/** The text of the epub page frame (epub.js renders each section in an iframe). */
async function epubText(page: Page): Promise<string> {
  const frame = page.frameLocator('.sk-reader__epub-page iframe').first()
  return (await frame.locator('body').innerText({ timeout: 20_000 })).trim()
}

/** A one-finger horizontal touch across the reader's page area: `dx` pixels in `ms` milliseconds. */
async function swipe(page: Page, dx: number, ms: number): Promise<void> {
  await page.evaluate(
    async ([distance, duration]) => {
      const area = document.querySelector('.sk-reader__pages') as HTMLElement
      const touch = (x: number) => new Touch({ identifier: 1, target: area, clientX: x, clientY: 300 })
      const fire = (type: string, x: number) =>
        area.dispatchEvent(
          new TouchEvent(type, { bubbles: true, touches: [], changedTouches: [touch(x)], cancelable: true }),
        )
      fire('touchstart', 600)
      await new Promise((done) => setTimeout(done, duration))
      fire('touchend', 600 + distance)
    },
    [dx, ms] as const,
  )
}

describe('the e-reader (spec 02 "E-reader", §4)', () => {
  it('epub: opens from the item page, pages with ArrowRight, closes with Escape and reopens where it was', async () => {
    const page = await pages.open(`/item/${BOOK_THREE}`, 'root')
    await openReaderFrom(page, 'Book Three')
    const dialog = reader(page)
    expect(await dialog.getByRole('heading', { name: 'Book Three' }).isVisible()).toBe(true)
    await dialog.getByText('Author A', { exact: true }).waitFor()
    for (const name of ['Close reader', 'Table of contents', 'Reader settings']) {
      expect(await dialog.getByRole('button', { name }).isVisible()).toBe(true)
    }
    const first = await shownLocation(page)
    expect(await epubText(page)).toContain('Chapter 1')

    await page.keyboard.press('ArrowRight')
    const second = await shownLocation(page, first)
    expect(second).not.toBe(first)

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    const api = await apiAs(pages.app, 'root')
    const saved = await api<MediaProgress>('GET', `/api/me/progress/${BOOK_THREE}`)
    expect(saved.ebookLocation).toBe(second)
    expect(saved.ebookProgress).toBeGreaterThan(0)
    // The item page's progress box follows the saved reading progress.
    await page
      .locator('.sk-item-progress')
      .getByText(/Your Progress: \d+%/)
      .waitFor()

    await openReaderFrom(page, 'Book Three')
    expect(await shownLocation(page)).toBe(second)
    // The locations epub.js divided the book into are kept for the next opening (the official key).
    await page.waitForFunction(
      (key) => (localStorage.getItem(key) ?? '').includes('epubcfi('),
      `ebookLocations-${BOOK_THREE}`,
    )
  })

  it('epub: the table of contents lists the chapters and searches the book', async () => {
    const page = await pages.open(`/item/${BOOK_THREE}`, 'user')
    await openReaderFrom(page, 'Book Three')
    await shownLocation(page)
    const dialog = reader(page)
    await dialog.getByRole('button', { name: 'Table of contents' }).click()
    const toc = dialog.getByRole('complementary', { name: 'Table of contents' })
    await toc.getByRole('button', { name: 'Chapter 2: The Bridge' }).waitFor()
    const search = toc.getByRole('searchbox', { name: 'Search in the book' })
    await search.fill('lighthouse')
    await toc.getByRole('list', { name: 'Search results' }).getByRole('button').first().waitFor()
    expect(await seriousViolations(page, ['.sk-reader'])).toEqual([])
    await search.fill('zzqx-not-in-the-book')
    await toc.getByText('No results').waitFor()
    await search.fill('l')
    await toc.getByRole('button', { name: 'Chapter 2: The Bridge' }).waitFor()
    const before = await shownLocation(page)
    await toc.getByRole('button', { name: 'Chapter 2: The Bridge' }).click()
    await shownLocation(page, before)
    expect(await epubText(page)).toContain('Chapter 2')

    // Closing clears the search (spec 02 §4).
    await dialog.getByRole('button', { name: 'Table of contents' }).click()
    await search.fill('harbour')
    await page.locator('.sk-reader__title').click()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await openReaderFrom(page, 'Book Three')
    await shownLocation(page)
    await dialog.getByRole('button', { name: 'Table of contents' }).click()
    expect(await search.inputValue()).toBe('')
  })

  it('pdf: shows page 1 of N and pages with the arrows and the buttons', async () => {
    const page = await pages.open(`/item/${BOOK_FOUR}`, 'root')
    await openReaderFrom(page, 'Book Four')
    const dialog = reader(page)
    const number = dialog.locator('.sk-reader__page-number')
    await number.getByText(/^Page 1 of \d+$/).waitFor({ timeout: 20_000 })
    const total = Number(/of (\d+)/.exec((await number.textContent()) ?? '')?.[1])
    expect(total).toBeGreaterThan(1)
    await page.waitForSelector('.sk-reader__pages canvas[data-rendered-page="1"]', { timeout: 20_000 })
    expect(await dialog.getByRole('button', { name: 'Table of contents' }).count()).toBe(0)

    await page.keyboard.press('ArrowRight')
    await number.getByText(`Page 2 of ${total}`).waitFor()
    await page.waitForSelector('.sk-reader__pages canvas[data-rendered-page="2"]')
    await dialog.getByRole('button', { name: 'Previous page' }).click()
    await number.getByText(`Page 1 of ${total}`).waitFor()
    await dialog.getByRole('button', { name: 'Zoom in' }).click()
    await dialog.getByText('125%').waitFor()
    expect(await seriousViolations(page, ['.sk-reader'])).toEqual([])
  })

  it('comic: shows a page image and pages', async () => {
    const page = await pages.open(`/item/${COMIC_FIVE}`, 'root')
    await openReaderFrom(page, 'Comic Five')
    const dialog = reader(page)
    const image = dialog.getByRole('img', { name: /^Page 1 of \d+$/ })
    await image.waitFor({ timeout: 20_000 })
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.sk-reader__pages img')
      return !!img && img.complete && img.naturalWidth > 0
    })
    await page.keyboard.press('ArrowRight')
    await dialog.getByRole('img', { name: /^Page 2 of \d+$/ }).waitFor()
    // Spec 02 §4: a swipe left turns to the next page, a short or slow one does nothing.
    await swipe(page, -200, 300)
    await dialog.getByRole('img', { name: /^Page 3 of \d+$/ }).waitFor()
    await page.waitForTimeout(300)
    await swipe(page, 200, 1200)
    await page.waitForTimeout(300)
    await swipe(page, 40, 100)
    expect(await dialog.getByRole('img', { name: /^Page 3 of \d+$/ }).count()).toBe(1)
    await page.waitForTimeout(300)
    await swipe(page, 200, 300)
    await dialog.getByRole('img', { name: /^Page 2 of \d+$/ }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    const api = await apiAs(pages.app, 'root')
    const saved = await api<MediaProgress>('GET', `/api/me/progress/${COMIC_FIVE}`)
    expect(saved.ebookLocation).toBe('2')
  })

  it('a missing file (404) says so, and a 401 on the download refreshes the token and opens the book', async () => {
    const page = await pages.open(`/item/${BOOK_FOUR}`, 'root')
    await page.getByRole('heading', { level: 1, name: 'Book Four' }).waitFor()
    const api = await apiAs(pages.app, 'root')
    await api('POST', '/api/demo/faults', {
      fail: { method: 'GET', path: `^/api/items/${BOOK_FOUR}/ebook`, status: 404, count: 1 },
    })
    try {
      await openReaderFrom(page, 'Book Four')
      await reader(page).getByRole('alert').getByText('E-book file not found on the server').waitFor()
    } finally {
      await api('DELETE', '/api/demo/faults')
    }
    await reader(page).getByRole('button', { name: 'Close reader' }).click()
    await reader(page).waitFor({ state: 'detached' })

    // Every access token the page holds is revoked: the download answers 401, the client refreshes and retries.
    await api('POST', '/api/demo/faults', { expireAccessTokens: true })
    const downloads: number[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === `/api/items/${BOOK_FOUR}/ebook`)
        downloads.push(response.status())
    })
    await openReaderFrom(page, 'Book Four')
    await reader(page)
      .getByText(/^Page \d+ of \d+$/)
      .waitFor({ timeout: 20_000 })
    expect(downloads).toEqual([401, 200])
  })
})
