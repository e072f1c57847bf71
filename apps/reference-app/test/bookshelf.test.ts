import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../test-support/browser'
import { sampleIds } from '../../../test-support/sample-ids'
import {
  type Api,
  apiAs,
  signedInContext,
  signedInPage,
  waitForLiveUpdates,
} from '../../../test-support/signed-in'
import { type RunningApp, startApp } from './app-server'

/** The sample book library of the demo server (../shared/abs-api-samples/README.md), plus 5,000 synthetic books. */
const BOOKS = sampleIds.bookLibrary
const SYNTHETIC_BOOKS = 5000
/** Far fewer cards than the library holds: only the rows in view (plus a few) may be in the DOM. */
const MAX_CARDS_IN_DOM = 120
/** Pages load from a server shared by the whole run on two cores: give answers time. */
const POLL = { timeout: 15_000 }

interface ItemsPage {
  total: number
  results: { id: string; media: { metadata: { title: string } } }[]
}

let app: RunningApp
let browser: Browser
let api: Api

beforeAll(async () => {
  ;[app, browser] = await Promise.all([
    startApp({ demoOptions: { args: ['--items', String(SYNTHETIC_BOOKS), '--quiet'] } }),
    launchBrowser(),
  ])
  api = await apiAs(app, 'root')
  // The server builds its sort keys on the first list request: pay that here, not in the first test's timeouts.
  await api('GET', `/api/libraries/${BOOKS}/items?sort=media.metadata.title&limit=1&page=0`)
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

const bookshelfUrl = (query = '') => `${app.url}/library/${BOOKS}/bookshelf${query}`
const gridTitles = (page: Page) => page.locator('.sk-grid .sk-card__title')
const cardCount = (page: Page) => page.locator('.sk-grid .sk-card').count()

/** The titles the server lists first for a query, to compare with what the page shows. */
async function firstTitles(query: string, count: number): Promise<string[]> {
  const answer = await api<ItemsPage>('GET', `/api/libraries/${BOOKS}/items?${query}&limit=${count}&page=0`)
  return answer.results.map((item) => item.media.metadata.title)
}

async function scrollShelfTo(page: Page, fraction: number) {
  await page.evaluate((share) => {
    const scroller = document.querySelector('.sk-bookshelf__scroller') as HTMLElement
    scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * share
  }, fraction)
  // Every slot in view shows its card once the pages under it have arrived.
  await page.waitForFunction(() => !document.querySelector('.sk-grid .sk-card--skeleton'))
}

const base64 = (text: string) => Buffer.from(text).toString('base64')

describe('bookshelf of a 5,000-book library', () => {
  it('scrolls to the last book with a bounded number of cards and few page requests', async () => {
    const sorted = 'sort=media.metadata.title&desc=0'
    const { total } = await api<ItemsPage>('GET', `/api/libraries/${BOOKS}/items?${sorted}&limit=1&page=0`)
    expect(total).toBeGreaterThan(SYNTHETIC_BOOKS)
    const last = await api<ItemsPage>(
      'GET',
      `/api/libraries/${BOOKS}/items?${sorted}&limit=1&page=${total - 1}`,
    )
    const lastTitle = last.results[0]!.media.metadata.title

    const page = await signedInPage(browser, app, 'root', { width: 1280, height: 800 })
    const listRequests: string[] = []
    page.on('request', (request) => {
      if (/\/api\/libraries\/[^/]+\/items\?/.test(request.url())) listRequests.push(request.url())
    })
    await page.goto(bookshelfUrl(`?${sorted}`))
    await gridTitles(page).first().waitFor({ timeout: POLL.timeout })
    await expect
      .poll(() => page.locator('.sk-shelf-toolbar__count').textContent(), POLL)
      .toBe(`${total.toLocaleString('en-US')} Books`)
    expect(await gridTitles(page).first().textContent()).toBe((await firstTitles(sorted, 1))[0])

    // Arrow keys move between cards.
    await gridTitles(page).first().focus()
    await page.keyboard.press('ArrowRight')
    expect(
      await page.evaluate(() => document.activeElement?.closest('[data-index]')?.getAttribute('data-index')),
    ).toBe('1')

    let mostCards = await cardCount(page)
    for (const fraction of [0.3, 0.6, 0.9, 1]) {
      await scrollShelfTo(page, fraction)
      mostCards = Math.max(mostCards, await cardCount(page))
    }
    await expect.poll(async () => (await gridTitles(page).allInnerTexts()).at(-1), POLL).toBe(lastTitle)
    expect(mostCards).toBeGreaterThan(0)
    expect(mostCards).toBeLessThanOrEqual(MAX_CARDS_IN_DOM)
    // Only the pages under the visited windows: nowhere near total / page size.
    expect(listRequests.length).toBeLessThanOrEqual(12)
    await page.context().close()
  })

  it('comes back to the same scroll position after opening a book', async () => {
    const page = await signedInPage(browser, app, 'root')
    await page.goto(bookshelfUrl('?sort=addedAt&desc=1'))
    await gridTitles(page).first().waitFor()
    await scrollShelfTo(page, 0.5)
    // A card in view (rows rendered ahead of the scroll, out of view, may go once it stops).
    const index = await page.evaluate(() => {
      const top = document.querySelector('.sk-bookshelf__scroller')!.getBoundingClientRect().top
      const cards = [...document.querySelectorAll('.sk-grid [data-index]')]
      return cards.find((card) => card.getBoundingClientRect().top >= top)?.getAttribute('data-index')
    })
    expect(index).toBeTruthy()
    const card = page.locator(`.sk-grid [data-index="${index}"]`)
    const title = await card.locator('.sk-card__title').textContent()
    const before = await page.evaluate(() => document.querySelector('.sk-bookshelf__scroller')!.scrollTop)
    await card.locator('.sk-card__title').click()
    await page.waitForURL(/\/item\//)
    await page.goBack()
    await page.locator(`.sk-grid [data-index="${index}"] .sk-card__title`).waitFor()
    expect(await page.locator(`.sk-grid [data-index="${index}"] .sk-card__title`).textContent()).toBe(title)
    const after = await page.evaluate(() => document.querySelector('.sk-bookshelf__scroller')!.scrollTop)
    expect(Math.abs(after - before)).toBeLessThan(2)
    await page.context().close()
  })
})

describe('bookshelf view in the address bar', () => {
  it('filter, sort and direction go into the URL, survive a reload and open the same view elsewhere', async () => {
    const { genres } = await api<{ genres: string[] }>('GET', `/api/libraries/${BOOKS}/filterdata`)
    const genre = genres.includes('Fantasy') ? 'Fantasy' : genres[0]!
    const page = await signedInPage(browser, app, 'root')
    // A parameter the shelf does not own stays in the address through every change of the view.
    await page.goto(bookshelfUrl('?ref=mail'))
    await gridTitles(page).first().waitFor()

    await page.getByRole('button', { name: /^Filter: / }).click()
    await page.getByRole('menuitem', { name: 'Genre' }).click()
    await page.getByRole('menuitemradio', { name: genre, exact: true }).click()
    await page.getByLabel('Sort by').selectOption('media.metadata.publishedYear')
    await page.getByRole('button', { name: /^Ascending/ }).click()

    const filter = `genres.${base64(genre)}`
    await page.waitForURL((url) => {
      const params = url.searchParams
      return (
        params.get('filter') === filter &&
        params.get('sort') === 'media.metadata.publishedYear' &&
        params.get('desc') === '1' &&
        params.get('ref') === 'mail'
      )
    })
    const expected = await firstTitles(
      `filter=${encodeURIComponent(filter)}&sort=media.metadata.publishedYear&desc=1`,
      3,
    )
    const shown = async (target: Page) => (await gridTitles(target).allInnerTexts()).slice(0, 3)
    await expect.poll(() => shown(page), POLL).toEqual(expected)
    const sharedUrl = page.url()

    await page.reload()
    await gridTitles(page).first().waitFor()
    expect(page.url()).toBe(sharedUrl)
    await expect.poll(() => shown(page), POLL).toEqual(expected)
    expect(await page.getByRole('button', { name: /^Filter: / }).textContent()).toContain(`Genre: ${genre}`)
    expect(await page.getByLabel('Sort by').inputValue()).toBe('media.metadata.publishedYear')

    // Another browser (default settings) opening the link sees the same view.
    const other = await (await signedInContext(browser, app, 'root')).newPage()
    await other.goto(sharedUrl)
    await expect.poll(() => shown(other), POLL).toEqual(expected)
    expect(await other.getByRole('button', { name: /^Filter: / }).textContent()).toContain(`Genre: ${genre}`)
    await other.context().close()
    await page.context().close()
  })

  it('a narrator of the narrators page opens the bookshelf filtered to their books', async () => {
    const { narrators } = await api<{ narrators: { name: string; numBooks: number }[] }>(
      'GET',
      `/api/libraries/${BOOKS}/narrators`,
    )
    const narrator = narrators.find((entry) => entry.numBooks > 1) ?? narrators[0]!
    const page = await signedInPage(browser, app, 'root')
    await page.goto(`${app.url}/library/${BOOKS}/narrators`)
    const books = `${narrator.numBooks} ${narrator.numBooks === 1 ? 'Book' : 'Books'}`
    await page.getByRole('link', { name: `${narrator.name} ${books}`, exact: true }).click()
    await page.waitForURL(/\/bookshelf\?/)
    expect(new URL(page.url()).searchParams.get('filter')).toBe(`narrators.${base64(narrator.name)}`)
    await expect.poll(() => page.locator('.sk-shelf-toolbar__count').textContent(), POLL).toBe(books)
    expect(await page.getByRole('button', { name: /^Filter: / }).textContent()).toContain(
      `Narrator: ${narrator.name}`,
    )
    await page.context().close()
  })
})

describe('bookshelf cards', () => {
  it('shows a title full of HTML as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><b>Bold</b> & <script>window.__pwned=2</script>'
    const [item] = (await api<ItemsPage>('GET', `/api/libraries/${BOOKS}/items?sort=addedAt&limit=1&page=0`))
      .results
    await api('PATCH', `/api/items/${item!.id}/media`, {
      metadata: { title: hostile },
      tags: ['hostile-markup'],
    })
    const page = await signedInPage(browser, app, 'root')
    await page.goto(bookshelfUrl(`?filter=${encodeURIComponent(`tags.${base64('hostile-markup')}`)}`))
    await gridTitles(page).first().waitFor()
    expect(await gridTitles(page).first().textContent()).toBe(hostile)
    expect(await page.locator('.sk-grid img[src="x"], .sk-grid b, .sk-grid script').count()).toBe(0)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    await page.context().close()
  })

  it('a title changed elsewhere changes on the card without a reload', async () => {
    const query = 'sort=addedAt&desc=0'
    const page = await signedInPage(browser, app, 'root')
    await page.goto(bookshelfUrl(`?${query}`))
    await gridTitles(page).first().waitFor()
    await waitForLiveUpdates(page)
    const [item] = (await api<ItemsPage>('GET', `/api/libraries/${BOOKS}/items?${query}&limit=1&page=0`))
      .results
    const renamed = `${item!.media.metadata.title} (revised)`
    await api('PATCH', `/api/items/${item!.id}/media`, { metadata: { title: renamed } })
    await expect.poll(() => gridTitles(page).first().textContent(), POLL).toBe(renamed)
    await page.context().close()
  })

  it('batch mark-finished of a shift-clicked range stays after a reload', async () => {
    const query = 'sort=media.metadata.title&desc=1'
    const page = await signedInPage(browser, app, 'root')
    await page.goto(bookshelfUrl(`?${query}`))
    await gridTitles(page).first().waitFor()
    const cards = page.locator('.sk-grid .sk-card')
    await cards.nth(0).locator('.sk-card__select').click()
    await cards
      .nth(2)
      .locator('.sk-card__select')
      .click({ modifiers: ['Shift'] })
    const bar = page.getByRole('region', { name: 'Selected items' })
    await bar.waitFor()
    expect(await page.locator('.sk-grid .sk-card--selected').count()).toBe(3)

    await bar.getByRole('button', { name: 'Mark as Finished' }).click()
    const finishedBadges = page.locator(
      '.sk-grid [data-index="0"], .sk-grid [data-index="1"], .sk-grid [data-index="2"]',
    )
    await expect.poll(() => finishedBadges.getByRole('img', { name: 'Finished' }).count(), POLL).toBe(3)

    await page.reload()
    await gridTitles(page).first().waitFor()
    await expect.poll(() => finishedBadges.getByRole('img', { name: 'Finished' }).count(), POLL).toBe(3)
    expect(
      await page.locator('.sk-grid [data-index="3"]').getByRole('img', { name: 'Finished' }).count(),
    ).toBe(0)
    await page.context().close()
  })
})

describe('library home', () => {
  it('shows the personalized shelves, with a book in progress under Continue Listening', async () => {
    const [item] = (
      await api<ItemsPage>('GET', `/api/libraries/${BOOKS}/items?sort=size&desc=1&limit=1&page=0`)
    ).results
    await api('PATCH', `/api/me/progress/${item!.id}`, { currentTime: 2, progress: 0.4, duration: 5 })
    const page = await signedInPage(browser, app, 'root')
    await page.goto(`${app.url}/library/${BOOKS}`)
    const continueListening = page.getByRole('region', { name: 'Continue Listening' })
    await continueListening.waitFor()
    const card = continueListening.locator('.sk-card').filter({ hasText: item!.media.metadata.title }).first()
    await card.waitFor()
    expect(await card.locator('.sk-card__progress').count()).toBe(1)
    expect(
      await page.getByRole('region', { name: 'Recently Added' }).locator('.sk-card').count(),
    ).toBeGreaterThan(0)
    await page.context().close()
  })
})
