import type { MediaProgress } from '@shelfkit/client'
import type { Frame, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signIn } from '../../../test-support/demo-server'
import { type Api, apiAs } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'
import { seriousViolations } from './axe-support'

/** Sample data of the demo server (apps/demo-server/src/sample/ids.ts). */
const BOOK_THREE = 'ed9e4d9a-d55d-4280-a9e5-ba067403a0a9'
const BOOK_FOUR = '4175e206-e038-432d-a847-8dc59c441aec'
const COMIC_FIVE = 'e55a456b-c55b-4215-a73e-35781d7956ff'
const BOOK_SIX = '6b0c3f52-8d1e-4f7a-9c61-2a4e5d7f8b01'
const BOOK_SEVEN = '7c1d4a63-9e2f-4a8b-8d72-3b5f6e8a9c02'
const COMIC_EIGHT = '8d2e5b74-af30-4b9c-9e83-4c6a7f9bad03'

const pages = appPagesForThisFile()

const reader = (page: Page) => page.getByRole('dialog', { name: /reader$/ })

async function openReaderFrom(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor()
  await page.locator('.sk-item-actions').getByRole('button', { name: 'Read', exact: true }).click()
  await reader(page).waitFor()
}

/**
 * The CFI a flowing-text view shows once its page is laid out (and, with `not`, once it differs from that): epub.js
 * (`.sk-reader__epub-page`) or foliate-js (`.sk-reader__foliate`).
 */
async function shownLocation(page: Page, not?: string, view = '.sk-reader__epub-page'): Promise<string> {
  const handle = await page.waitForFunction(
    ([selector, previous]) => {
      const value = document.querySelector(selector)?.getAttribute('data-location')
      return value && value !== previous ? value : null
    },
    [view, not ?? null] as const,
    { timeout: 20_000 },
  )
  return (await handle.jsonValue()) as string
}

const POLL = { timeout: 20_000 }
const FOLIATE = '.sk-reader__foliate'

/** The text of the foliate-js page shown now ('' while its frame is being swapped). */
async function frameText(page: Page): Promise<string> {
  return (await foliateFrame(page))
    .locator('body')
    .innerText({ timeout: 5000 })
    .catch(() => '')
}

/** foliate-js draws each part in a frame inside its closed shadow root: the part's frame among the page's frames. */
async function foliateFrame(page: Page): Promise<Frame> {
  await page.waitForFunction(
    () => document.querySelector('.sk-reader__foliate')?.getAttribute('data-location'),
    null,
    {
      timeout: 20_000,
    },
  )
  // The location is set as the part starts loading; its frame may join the page's frames a moment later.
  const deadline = Date.now() + 20_000
  for (;;) {
    // foliate-js swaps a section's frame for the next one's: the newest that is still attached is the one shown.
    const frame = page
      .frames()
      .filter((candidate) => candidate.url().startsWith('blob:') && !candidate.isDetached())
      .at(-1)
    if (frame) return frame
    if (Date.now() > deadline) throw new Error('No foliate-js page frame')
    await page.waitForTimeout(100)
  }
}

/** The bytes of an item's e-book, as the server sends them (for damaged copies). */
async function ebookBytes(itemId: string): Promise<Buffer> {
  const { accessToken } = await signIn(pages.app.demo.url, 'root', 'root')
  const response = await fetch(`${pages.app.demo.url}/api/items/${itemId}/ebook`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
  return Buffer.from(await response.arrayBuffer())
}

/** The password of the demo server's protected samples (apps/demo-server/README.md, fault `sample`). */
const SAMPLE_PASSWORD = 'open sesame'

/** The next download of the item's e-book answers `bytes` instead of the file. */
async function serveOnce(
  api: Api,
  itemId: string,
  bytes: Buffer | 'protected-pdf' | 'protected-cbr',
): Promise<void> {
  await api('POST', '/api/demo/faults', {
    fail: {
      method: 'GET',
      path: `^/api/items/${itemId}/ebook$`,
      status: 200,
      count: 1,
      ...(typeof bytes === 'string' ? { sample: bytes } : { bodyBase64: bytes.toString('base64') }),
      contentType: 'application/octet-stream',
    },
  })
}

/** Shows the item page of `id` without reloading (the tab's app stays as it is). */
async function goToItem(page: Page, id: string): Promise<void> {
  await page.evaluate((path) => history.pushState(null, '', path), `/item/${id}`)
  await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')))
}

/** The text of the epub page frame (epub.js renders each section in an iframe). */
async function epubText(page: Page): Promise<string> {
  const frame = page.frameLocator('.sk-reader__epub-page iframe').first()
  return (await frame.locator('body').innerText({ timeout: 20_000 })).trim()
}

/** Spec 02 §9: a touch starting within 250 ms of the previous one is not a swipe. */
const SWIPE_DEBOUNCE_MS = 250

/**
 * A finger drawn `dx` pixels across the middle of `over` in `ms` milliseconds, as the browser gets it from a touch
 * screen (it lands on whatever is there: the reader's page, or the frame a mobi or azw3 page is drawn in). It waits
 * out the swipe debounce first, so each call is a gesture of its own.
 */
async function swipe(page: Page, dx: number, ms: number, over = '.sk-reader__pages'): Promise<void> {
  const box = await page.locator(over).boundingBox()
  if (!box) throw new Error(`Nothing to swipe on: ${over}`)
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const steps = 4
  const touchscreen = await page.context().newCDPSession(page)
  try {
    await page.waitForTimeout(SWIPE_DEBOUNCE_MS)
    await touchscreen.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    for (let step = 1; step <= steps; step++) {
      await page.waitForTimeout(ms / steps)
      const point = { x: x + (dx * step) / steps, y }
      await touchscreen.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] })
    }
    await touchscreen.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  } finally {
    await touchscreen.detach()
  }
}

/** Starts noting each place a flowing-text view shows from now on; the returned call reads them, in order. */
async function placesShownFromNow(page: Page, view = FOLIATE): Promise<() => Promise<string[]>> {
  await page.evaluate((selector) => {
    const places: string[] = []
    Object.assign(window, { placesShown: places })
    const element = document.querySelector(selector)
    if (!element) throw new Error(`No ${selector}`)
    new MutationObserver(() => {
      const place = element.getAttribute('data-location')
      if (place && place !== places.at(-1)) places.push(place)
    }).observe(element, { attributes: true, attributeFilter: ['data-location'] })
  }, view)
  return () => page.evaluate(() => (window as unknown as { placesShown: string[] }).placesShown)
}

describe('the e-reader (spec 02 "E-reader", §4)', () => {
  it('epub: opens from the item page, pages with ArrowRight and back with ArrowLeft, restyles with its settings, closes with Escape and reopens where it was with them after a reload', async () => {
    const page = await pages.open(`/item/${BOOK_THREE}`, 'root')
    await page.evaluate(() => localStorage.removeItem('ereaderSettings'))
    await openReaderFrom(page, 'Book Three')
    const dialog = reader(page)
    expect(await dialog.getByRole('heading', { name: 'Book Three' }).isVisible()).toBe(true)
    await dialog.getByText('Author A', { exact: true }).waitFor()
    for (const name of ['Close reader', 'Table of contents', 'Reader settings']) {
      expect(await dialog.getByRole('button', { name }).isVisible()).toBe(true)
    }
    const first = await shownLocation(page)
    expect(await epubText(page)).toContain('Chapter 1')
    await dialog.locator('.sk-reader__position').getByText(/\d+%$/).waitFor()

    await page.keyboard.press('ArrowRight')
    const second = await shownLocation(page, first)
    expect(second).not.toBe(first)
    await page.keyboard.press('ArrowLeft')
    expect(await shownLocation(page, second)).toBe(first)
    await page.keyboard.press('ArrowRight')
    expect(await shownLocation(page, first)).toBe(second)

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

    // Settings (spec 02 §3) restyle the page inside epub.js's frame at once and are kept over a reload.
    await dialog.getByRole('button', { name: 'Reader settings' }).click()
    await dialog.getByRole('button', { name: 'Sepia' }).click()
    await dialog.getByRole('slider', { name: 'Font scale' }).fill('150')
    const pageStyle = () =>
      page
        .frameLocator('.sk-reader__epub-page iframe')
        .first()
        .locator('body')
        .evaluate((body) => `${getComputedStyle(body).color} ${getComputedStyle(body).fontSize}`, null, {
          timeout: 5000,
        })
        .catch(() => '')
    await expect.poll(pageStyle, POLL).toBe('rgb(91, 70, 54) 24px')
    expect(await dialog.getAttribute('class')).toContain('sk-reader--sepia')
    // The slider keeps its own keys (Escape included): the close button closes.
    await dialog.getByRole('button', { name: 'Close reader', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.reload()
    await openReaderFrom(page, 'Book Three')
    await shownLocation(page)
    expect(await dialog.getAttribute('class')).toContain('sk-reader--sepia')
    await expect.poll(pageStyle, POLL).toBe('rgb(91, 70, 54) 24px')
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

  it('pdf: shows page 1 of N, pages with the arrows and the buttons, jumps from its outline and searches its text', async () => {
    const page = await pages.open(`/item/${BOOK_FOUR}`, 'root')
    await openReaderFrom(page, 'Book Four')
    const dialog = reader(page)
    const number = dialog.locator('.sk-reader__page-number')
    await number.getByText(/^Page 1 of \d+$/).waitFor({ timeout: 20_000 })
    const total = Number(/of (\d+)/.exec((await number.textContent()) ?? '')?.[1])
    expect(total).toBeGreaterThan(1)
    await page.waitForSelector('.sk-reader__pages canvas[data-rendered-page="1"]', { timeout: 20_000 })
    // Pages are pictures: no settings, and the theme stays dark.
    expect(await dialog.getByRole('button', { name: 'Reader settings' }).count()).toBe(0)

    await page.keyboard.press('ArrowRight')
    await number.getByText(`Page 2 of ${total}`).waitFor()
    await page.waitForSelector('.sk-reader__pages canvas[data-rendered-page="2"]')
    await dialog.getByRole('button', { name: 'Previous page' }).click()
    await number.getByText(`Page 1 of ${total}`).waitFor()
    await dialog.getByRole('button', { name: 'Zoom in' }).click()
    await dialog.getByText('125%').waitFor()

    await dialog.getByRole('button', { name: 'Table of contents' }).click()
    const toc = dialog.getByRole('complementary', { name: 'Table of contents' })
    await toc.getByRole('button', { name: 'Book Four - The Observatory' }).click()
    await number.getByText(`Page 3 of ${total}`).waitFor()
    await dialog.getByRole('button', { name: 'Table of contents' }).click()
    await toc.getByRole('searchbox', { name: 'Search in the book' }).fill('four - the bridge')
    const hit = toc.getByRole('list', { name: 'Search results' }).getByRole('button').first()
    expect(await hit.textContent()).toMatch(/^Page 2: /)
    await hit.click()
    await number.getByText(`Page 2 of ${total}`).waitFor()
    expect(await seriousViolations(page, ['.sk-reader'])).toEqual([])

    // Reopened, the pdf shows the page it was left at.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await openReaderFrom(page, 'Book Four')
    await number.getByText(`Page 2 of ${total}`).waitFor({ timeout: 20_000 })
    await page.waitForSelector('.sk-reader__pages canvas[data-rendered-page="2"]', { timeout: 20_000 })
    const api = await apiAs(pages.app, 'root')
    const saved = await api<MediaProgress>('GET', `/api/me/progress/${BOOK_FOUR}`)
    expect(saved.ebookLocation).toBe('2')
    await api('DELETE', `/api/me/progress/${saved.id}`)
  })

  it('comic: shows a page image, pages, and reopens at the saved page', async () => {
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
    await swipe(page, 200, 1200)
    await swipe(page, 40, 100)
    expect(await dialog.getByRole('img', { name: /^Page 3 of \d+$/ }).count()).toBe(1)
    await swipe(page, 200, 300)
    await dialog.getByRole('img', { name: /^Page 2 of \d+$/ }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    const api = await apiAs(pages.app, 'root')
    const saved = await api<MediaProgress>('GET', `/api/me/progress/${COMIC_FIVE}`)
    expect(saved.ebookLocation).toBe('2')
    // Reopened, it shows the saved page.
    await openReaderFrom(page, 'Comic Five')
    await dialog.getByRole('img', { name: /^Page 2 of \d+$/ }).waitFor({ timeout: 20_000 })
    expect(await dialog.getByRole('img', { name: /^Page 1 of \d+$/ }).count()).toBe(0)
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

  for (const [format, title, id, opening, next] of [
    // A mobi opens on its contents page; an azw3 on its first chapter.
    ['mobi', 'Book Six', BOOK_SIX, /Table of Contents/, 'Chapter 1: The Harbour'],
    ['azw3', 'Book Seven', BOOK_SEVEN, /Chapter 1: The Harbour/, 'Chapter 2: The Bridge'],
  ] as const) {
    it(`${format}: turns a page asked for while it opens, pages on and back with keys and with swipes inside its page, shows where it is, jumps and searches, keeps its settings over a reload and its place`, async () => {
      const page = await pages.open(`/item/${id}`, 'root')
      await page.evaluate(() => localStorage.removeItem('ereaderSettings'))
      await openReaderFrom(page, title)
      const dialog = reader(page)
      const position = dialog.locator('.sk-reader__position')
      // Pressed as soon as the page area is there, while foliate-js may still be laying out the first page: the
      // page turns once it is shown.
      await page.locator(FOLIATE).waitFor({ state: 'attached' })
      await page.keyboard.press('ArrowRight')
      await position.getByText(new RegExp(`^${next} · \\d+%$`)).waitFor(POLL)
      const second = await shownLocation(page, undefined, FOLIATE)
      await expect.poll(() => frameText(page), POLL).toContain(next)

      // Spec 02 §4 inside the frame foliate-js draws the page in: a swipe right goes back a page, a short one does
      // nothing, a swipe left goes on; each turns one page.
      const places = await placesShownFromNow(page)
      await swipe(page, 200, 300, FOLIATE)
      const first = await shownLocation(page, second, FOLIATE)
      await expect.poll(() => frameText(page), POLL).toMatch(opening)
      await swipe(page, -40, 100, FOLIATE)
      await swipe(page, -200, 300, FOLIATE)
      expect(await shownLocation(page, first, FOLIATE)).toBe(second)
      expect(await places()).toEqual([first, second])
      // ArrowLeft goes back a page, ArrowRight on again.
      await page.keyboard.press('ArrowLeft')
      expect(await shownLocation(page, second, FOLIATE)).toBe(first)
      await expect.poll(() => frameText(page), POLL).toMatch(opening)
      await page.keyboard.press('ArrowRight')
      expect(await shownLocation(page, first, FOLIATE)).toBe(second)
      await position.getByText(new RegExp(`^${next} · \\d+%$`)).waitFor(POLL)

      await dialog.getByRole('button', { name: 'Table of contents', exact: true }).click()
      const toc = dialog.getByRole('complementary', { name: 'Table of contents' })
      await toc.getByRole('button', { name: 'Chapter 3: The Observatory' }).click()
      await dialog
        .locator('.sk-reader__position')
        .getByText(/^Chapter 3: The Observatory · \d+%$/)
        .waitFor()
      const third = await shownLocation(page, second, '.sk-reader__foliate')
      await expect.poll(() => frameText(page), POLL).toContain('Chapter 3: The Observatory')
      await dialog.getByRole('button', { name: 'Table of contents', exact: true }).click()
      const search = toc.getByRole('searchbox', { name: 'Search in the book' })
      await search.fill('the bridge')
      await toc.getByRole('list', { name: 'Search results' }).getByRole('button').first().waitFor()
      await search.fill('zzqx-not-in-the-book')
      await toc.getByText('No results').waitFor()
      await search.fill('')
      await dialog.getByRole('button', { name: 'Table of contents', exact: true }).click()

      // Settings (spec 02 §3) apply to the page at once and are kept in the browser.
      await dialog.getByRole('button', { name: 'Reader settings' }).click()
      await dialog.getByRole('button', { name: 'Sepia' }).click()
      const pageColour = async () =>
        (await foliateFrame(page)).evaluate(() => getComputedStyle(document.body).color).catch(() => '')
      await expect.poll(pageColour).toBe('rgb(91, 70, 54)')
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      const api = await apiAs(pages.app, 'root')
      const saved = await api<MediaProgress>('GET', `/api/me/progress/${id}`)
      expect(saved.ebookLocation).toBe(third)
      expect(saved.ebookProgress).toBeGreaterThan(0.5)

      await page.reload()
      await openReaderFrom(page, title)
      await dialog
        .locator('.sk-reader__position')
        .getByText(/^Chapter 3: The Observatory · \d+%$/)
        .waitFor()
      await expect.poll(() => frameText(page), POLL).toContain('Chapter 3: The Observatory')
      expect(await dialog.getAttribute('class')).toContain('sk-reader--sepia')
      await expect.poll(pageColour).toBe('rgb(91, 70, 54)')
      await api('DELETE', `/api/me/progress/${saved.id}`)
    })
  }

  it('cbr: unpacks the pages in a worker, pages on and back, jumps from the page list and reopens at the saved page', async () => {
    const page = await pages.open(`/item/${COMIC_EIGHT}`, 'root')
    await openReaderFrom(page, 'Comic Eight')
    const dialog = reader(page)
    await dialog.getByRole('img', { name: 'Page 1 of 3' }).waitFor({ timeout: 20_000 })
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.sk-reader__pages img')
      return !!img && img.complete && img.naturalWidth === 600
    })
    await page.keyboard.press('ArrowRight')
    await dialog.getByRole('img', { name: 'Page 2 of 3' }).waitFor()
    await page.keyboard.press('ArrowLeft')
    await dialog.getByRole('img', { name: 'Page 1 of 3' }).waitFor()
    await page.keyboard.press('ArrowRight')
    await dialog.getByRole('img', { name: 'Page 2 of 3' }).waitFor()
    await dialog.getByRole('button', { name: 'Table of contents' }).click()
    const toc = dialog.getByRole('complementary', { name: 'Table of contents' })
    // Pictures have no text to search.
    expect(await toc.getByRole('searchbox').count()).toBe(0)
    await toc.getByRole('button', { name: 'Page 3' }).click()
    await dialog.getByRole('img', { name: 'Page 3 of 3' }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    const api = await apiAs(pages.app, 'root')
    const saved = await api<MediaProgress>('GET', `/api/me/progress/${COMIC_EIGHT}`)
    expect(saved).toMatchObject({ ebookLocation: '3', ebookProgress: 1 })
    await openReaderFrom(page, 'Comic Eight')
    await dialog.getByRole('img', { name: 'Page 3 of 3' }).waitFor({ timeout: 20_000 })
    await api('DELETE', `/api/me/progress/${saved.id}`)
  })

  it('a damaged file of each format, a DRM-locked book, a password-protected pdf and cbr, a script in a book and a failed save: a message or the password asked, nothing run, each saved place kept', async () => {
    const page = await pages.open(`/item/${BOOK_SIX}`, 'root')
    const api = await apiAs(pages.app, 'root')
    await page.getByRole('heading', { level: 1, name: 'Book Six' }).waitFor()
    const before = { ebookLocation: 'epubcfi(/6/4!/4/2/1:0)', ebookProgress: 0.25 }
    await api('PATCH', `/api/me/progress/${BOOK_SIX}`, before)

    const damaged: [string, string, Buffer, RegExp][] = []
    for (const [id, format] of [
      [BOOK_THREE, 'epub'],
      [BOOK_FOUR, 'pdf'],
      [COMIC_FIVE, 'cbz'],
      [BOOK_SIX, 'mobi'],
      [BOOK_SEVEN, 'azw3'],
      [COMIC_EIGHT, 'cbr'],
    ] as const) {
      const bytes = await ebookBytes(id)
      const what = format === 'pdf' ? 'PDF' : format.startsWith('cb') ? 'comic' : 'e-book'
      damaged.push([
        id,
        format,
        bytes.subarray(0, Math.floor(bytes.length / 3)),
        new RegExp(`^This ${what} could not be opened: the file is damaged or incomplete$`),
      ])
    }
    const locked = Buffer.from(await ebookBytes(BOOK_SIX))
    locked.writeUInt16BE(2, locked.readUInt32BE(78) + 12)
    damaged.push([BOOK_SIX, 'mobi', locked, /^This e-book is protected \(DRM or a password\)/])

    for (const [id, format, bytes, message] of damaged) {
      // Each book has a saved place the failed opening must leave as it is.
      const place = format === 'mobi' ? before : { ebookLocation: '2', ebookProgress: 0.5 }
      await api('PATCH', `/api/me/progress/${id}`, place)
      await goToItem(page, id)
      await serveOnce(api, id, bytes)
      await page.locator('.sk-item-actions').getByRole('button', { name: 'Read', exact: true }).click()
      const alert = reader(page).getByRole('alert')
      await alert.waitFor({ timeout: 20_000 })
      expect({ format, text: await alert.textContent() }).toMatchObject({
        format,
        text: expect.stringMatching(message),
      })
      await reader(page).getByRole('button', { name: 'Close reader' }).click()
      await reader(page).waitFor({ state: 'detached' })
      const kept = await api<MediaProgress>('GET', `/api/me/progress/${id}`)
      expect({ format, kept }).toMatchObject({ format, kept: place })
      if (id !== BOOK_SIX) await api('DELETE', `/api/me/progress/${kept.id}`)
    }
    // The page behind stayed as it was, and nothing overwrote the saved place.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await api<MediaProgress>('GET', `/api/me/progress/${BOOK_SIX}`)).toMatchObject(before)

    // A password-protected pdf (AES-256) asks for its password, like a pdf viewer; Cancel leaves a message.
    await goToItem(page, BOOK_FOUR)
    for (const answer of ['cancel', 'open'] as const) {
      await serveOnce(api, BOOK_FOUR, 'protected-pdf')
      await openReaderFrom(page, 'Book Four')
      const form = reader(page).getByRole('form', { name: 'PDF password' })
      const password = form.getByLabel('Password')
      await password.waitFor({ timeout: 20_000 })
      if (answer === 'cancel') {
        await form.getByRole('button', { name: 'Cancel' }).click()
        await reader(page)
          .getByRole('alert')
          .getByText(/^This PDF is protected \(DRM or a password\)/)
          .waitFor()
        await reader(page).getByRole('button', { name: 'Close reader' }).click()
        await reader(page).waitFor({ state: 'detached' })
        continue
      }
      await password.fill('not the password')
      await form.getByRole('button', { name: 'Open' }).click()
      await form.getByText('Incorrect password').waitFor()
      expect(await password.getAttribute('aria-invalid')).toBe('true')
      await password.fill(SAMPLE_PASSWORD)
      await form.getByRole('button', { name: 'Open' }).click()
      await reader(page).locator('.sk-reader__page-number').getByText('Page 1 of 2').waitFor()
      await page.waitForSelector('.sk-reader__pages canvas[data-rendered-page="1"]', { timeout: 20_000 })
      await page.keyboard.press('Escape')
      await reader(page).waitFor({ state: 'detached' })
    }
    const opened = await api<MediaProgress | null>('GET', `/api/me/progress/${BOOK_FOUR}`).catch(() => null)
    if (opened) await api('DELETE', `/api/me/progress/${opened.id}`)

    // A cbr whose pages are encrypted is refused before anything is unpacked, its saved page kept.
    const comicPlace = { ebookLocation: '2', ebookProgress: 0.66 }
    await api('PATCH', `/api/me/progress/${COMIC_EIGHT}`, comicPlace)
    await goToItem(page, COMIC_EIGHT)
    await serveOnce(api, COMIC_EIGHT, 'protected-cbr')
    await openReaderFrom(page, 'Comic Eight')
    await reader(page)
      .getByRole('alert')
      .getByText(/^This comic is protected \(DRM or a password\)/)
      .waitFor({ timeout: 20_000 })
    await reader(page).getByRole('button', { name: 'Close reader' }).click()
    await reader(page).waitFor({ state: 'detached' })
    const comicSaved = await api<MediaProgress>('GET', `/api/me/progress/${COMIC_EIGHT}`)
    expect(comicSaved).toMatchObject(comicPlace)
    await api('DELETE', `/api/me/progress/${comicSaved.id}`)

    // A script hidden in a book never runs: the handler is gone before the part reaches its frame.
    const hostile = Buffer.from(await ebookBytes(BOOK_SIX))
    const heading = hostile.indexOf('<h1>Chapter 1: The Harbour</h1>')
    hostile.write('<svg onload=top.p=1>    </svg>', heading, 'latin1')
    await goToItem(page, BOOK_SIX)
    await serveOnce(api, BOOK_SIX, hostile)
    await page.locator('.sk-item-actions').getByRole('button', { name: 'Read', exact: true }).click()
    // The saved place is in chapter 1, the part carrying the svg.
    const frame = await foliateFrame(page)
    await frame.locator('svg').waitFor({ state: 'attached' })
    expect(await frame.locator('svg').evaluate((svg) => svg.getAttributeNames())).not.toContain('onload')
    expect(await page.evaluate(() => (window as { p?: number }).p)).toBeUndefined()
    await page.keyboard.press('Escape')
    await reader(page).waitFor({ state: 'detached' })

    // Mid-book: the access token expires (the save refreshes it and goes through), then saving fails outright.
    await goToItem(page, COMIC_FIVE)
    await openReaderFrom(page, 'Comic Five')
    const dialog = reader(page)
    await dialog.getByRole('img', { name: /^Page \d of 3$/ }).waitFor({ timeout: 20_000 })
    await dialog.getByRole('button', { name: 'Table of contents' }).click()
    await dialog.getByRole('button', { name: 'Page 1' }).click()
    await dialog.getByRole('img', { name: 'Page 1 of 3' }).waitFor()
    await api('POST', '/api/demo/faults', { expireAccessTokens: true })
    // The test's own token expired too: it signs in again, like another device.
    const after = await apiAs(pages.app, 'root')
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(async () => (await after<MediaProgress>('GET', `/api/me/progress/${COMIC_FIVE}`)).ebookLocation, {
        timeout: 10_000,
      })
      .toBe('2')
    await after('POST', '/api/demo/faults', {
      fail: {
        method: 'PATCH',
        path: `^/api/me/progress/${COMIC_FIVE}$`,
        status: 500,
        count: 5,
        body: 'Database is locked',
      },
    })
    await page.keyboard.press('ArrowRight')
    await dialog
      .getByRole('alert')
      .getByText('Your reading position could not be saved: Database is locked')
      .waitFor({ timeout: 10_000 })
    await dialog.getByRole('img', { name: 'Page 3 of 3' }).waitFor()
    await after('DELETE', '/api/demo/faults')
  })

  it('the e-book files table reads without keeping progress, from the start', async () => {
    const page = await pages.open(`/item/${COMIC_EIGHT}`, 'user')
    const api = await apiAs(pages.app, 'user')
    await page.getByRole('heading', { level: 1, name: 'Comic Eight' }).waitFor()
    await api('PATCH', `/api/me/progress/${COMIC_EIGHT}`, { ebookLocation: '2', ebookProgress: 0.66 })
    await page.getByRole('button', { name: 'Read Comic Eight.cbr' }).click()
    const dialog = reader(page)
    await dialog.getByText('Reading without keeping progress').waitFor()
    await dialog.getByRole('img', { name: 'Page 1 of 3' }).waitFor({ timeout: 20_000 })
    await page.keyboard.press('ArrowRight')
    await dialog.getByRole('img', { name: 'Page 2 of 3' }).waitFor()
    await page.keyboard.press('ArrowRight')
    await dialog.getByRole('img', { name: 'Page 3 of 3' }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.waitForTimeout(1200)
    expect(await api<MediaProgress>('GET', `/api/me/progress/${COMIC_EIGHT}`)).toMatchObject({
      ebookLocation: '2',
    })
  })
})
