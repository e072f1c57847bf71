import { rmSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../test-support/browser'
import { sampleIds, sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import {
  type Api,
  apiAs,
  type DemoUser,
  signedInPage,
  waitForLiveUpdates,
} from '../../../test-support/signed-in'
import { type RunningApp, startApp } from './app-server'
import { seriousViolations } from './axe-support'

/** Sample data of the demo server (../shared/abs-api-samples/README.md). */
const BOOKS = sampleIds.bookLibrary
const PODCASTS = sampleIds.podcastLibrary
const SERIES_X = sampleIds.seriesX
const BOOK_ONE = sampleItemIdsByTitle['Book One']
const POLL = { timeout: 15_000 }
/** The public releases list the update check reads (spec 02 §7). */
const RELEASES_URL = 'https://api.github.com/repos/advplyr/audiobookshelf/releases'

let app: RunningApp
let browser: Browser
let root: Api
/** A second book library, made for the library-switch rules. */
let otherBooks = ''
const pages: Page[] = []

interface LibraryList {
  libraries: { id: string; name: string; folders: { fullPath: string }[] }[]
}

/** A library over a new, empty folder inside the demo server's data folder. */
async function createLibrary(name: string): Promise<string> {
  const { libraries } = await root<LibraryList>('GET', '/api/libraries')
  const booksFolder = libraries.find((library) => library.id === BOOKS)!.folders[0]!.fullPath
  const folder = booksFolder.replace(/\/media\/books$/, `/media/shell-test-${Date.now()}`)
  const created = await root<{ id: string }>('POST', '/api/libraries', {
    name,
    mediaType: 'book',
    folders: [{ fullPath: folder }],
  })
  return created.id
}

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startApp({ demoOptions: { args: ['--quiet'] } }), launchBrowser()])
  root = await apiAs(app, 'root')
  otherBooks = await createLibrary('Second shelf')
})

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()))
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

async function open(path: string, user: DemoUser = 'root', viewport?: { width: number; height: number }) {
  const page = await signedInPage(browser, app, user, viewport)
  pages.push(page)
  await page.goto(`${app.url}${path}`)
  await page.locator('header.sk-appbar').waitFor(POLL)
  return page
}

const libraryButton = (page: Page) => page.locator('.sk-library-dropdown__button')

async function switchLibrary(page: Page, name: string) {
  await libraryButton(page).click()
  await page.getByRole('menuitem', { name }).click()
}

const railLabels = (page: Page) => page.locator('.sk-siderail__label').allTextContents()

describe('library dropdown (spec 01 §2)', () => {
  it('swaps the library id on library pages, keeps the search, and opens the series shelf from a series', async () => {
    const page = await open(`/library/${BOOKS}/bookshelf/authors`)
    await expect.poll(() => libraryButton(page).textContent(), POLL).toContain('Books')
    await switchLibrary(page, 'Second shelf')
    await page.waitForURL((url) => url.pathname === `/library/${otherBooks}/bookshelf/authors`, POLL)

    await page.goto(`${app.url}/library/${BOOKS}/search?q=Book`)
    await expect.poll(() => libraryButton(page).textContent(), POLL).toContain('Books')
    await switchLibrary(page, 'Second shelf')
    await page.waitForURL(`${app.url}/library/${otherBooks}/search?q=Book`, POLL)

    await page.goto(`${app.url}/library/${BOOKS}/series/${SERIES_X}`)
    await expect.poll(() => libraryButton(page).textContent(), POLL).toContain('Books')
    await switchLibrary(page, 'Second shelf')
    await page.waitForURL((url) => url.pathname === `/library/${otherBooks}/bookshelf/series`, POLL)
  })

  it('stays on config pages, opens the library home elsewhere, and is disabled while loading', async () => {
    const page = await open('/config')
    await switchLibrary(page, 'Podcasts')
    await expect.poll(() => libraryButton(page).textContent(), POLL).toContain('Podcasts')
    expect(new URL(page.url()).pathname).toBe('/config')

    await page.goto(`${app.url}/item/${BOOK_ONE}`)
    await libraryButton(page).waitFor(POLL)
    await root('POST', '/api/demo/faults', { latencyMs: 1500 })
    try {
      await switchLibrary(page, 'Podcasts')
      await expect.poll(() => libraryButton(page).isDisabled(), POLL).toBe(true)
    } finally {
      await root('DELETE', '/api/demo/faults')
    }
    await page.waitForURL(`${app.url}/library/${PODCASTS}`, POLL)
    expect(await libraryButton(page).isDisabled()).toBe(false)
  })

  it('lists only the libraries the user may open', async () => {
    const page = await open(`/library/${BOOKS}`, 'user')
    await libraryButton(page).click()
    const names = await page.getByRole('menuitem').allTextContents()
    expect(names).toEqual(['Books'])
  })
})

describe('global search (spec 01 §2)', () => {
  it('shows the matching results in their sections, and Enter opens the search page', async () => {
    const page = await open(`/library/${BOOKS}`)
    const input = page.getByRole('searchbox', { name: 'Search this library' })
    await input.fill('Author A')
    const headings = page.locator('.sk-search__heading')
    await expect.poll(() => headings.allTextContents(), POLL).toContain('Authors')
    const authorLink = page.locator('.sk-search__result', { hasText: 'Author A' }).first()
    expect(await authorLink.getAttribute('href')).toMatch(/^\/author\//)

    // Every status the dropdown shows on the way, recorded as it changes.
    await page.evaluate(() => {
      const seen: string[] = []
      ;(globalThis as { __searchStatuses?: string[] }).__searchStatuses = seen
      new MutationObserver(() => {
        const text = document.querySelector('.sk-search__status')?.textContent
        if (text && seen.at(-1) !== text) seen.push(text)
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    await input.fill('zzzz-nothing-matches')
    await expect.poll(() => page.locator('.sk-search__status').textContent(), POLL).toBe('No results')
    const statuses = await page.evaluate(
      () => (globalThis as { __searchStatuses?: string[] }).__searchStatuses,
    )
    expect(statuses).toEqual(['Thinking', 'Fetching', 'No results'])

    await input.fill('Book')
    await expect.poll(() => headings.allTextContents(), POLL).toContain('Books')
    expect(await page.locator('.sk-search__section').first().locator('.sk-search__result').count()).toBe(3)
    // Spec 01 §9: the Books library has square covers, so result covers are 60 px wide and as tall.
    const thumb = await page
      .locator('.sk-search__section')
      .first()
      .locator('.sk-search__thumb')
      .first()
      .boundingBox()
    expect([thumb?.width, thumb?.height]).toEqual([60, 60])
    await input.press('Enter')
    await page.waitForURL(`${app.url}/library/${BOOKS}/search?q=Book`, POLL)
    await expect.poll(() => page.locator('.sk-search__panel').count()).toBe(0)
  })
})

describe('side rail (spec 01 §2)', () => {
  it('shows the book library pages, stats for admins only, marks the current page; the version opens the changelog, an Update link when a newer release exists', async () => {
    const page = await open(`/library/${BOOKS}/bookshelf/series`)
    await expect
      .poll(() => railLabels(page), POLL)
      .toEqual(
        expect.arrayContaining(['Home', 'Library', 'Series', 'Collections', 'Authors', 'Narrators', 'Stats']),
      )
    expect(await railLabels(page)).not.toContain('Latest')
    expect(await page.locator('.sk-siderail__link[aria-current="page"]').textContent()).toBe('Series')
    expect(await page.locator('.sk-siderail__version').textContent()).toBe('v2.30.0 changelog')

    // The footer's version opens the changelog; no releases list answers here, so it has none to show.
    await page.locator('.sk-siderail__version').click()
    const changelog = page.getByRole('dialog', { name: 'Changelog' })
    await changelog.getByText('No Changelog Available').waitFor(POLL)
    await page.keyboard.press('Escape')
    await changelog.waitFor({ state: 'detached', ...POLL })
    expect(await page.locator('.sk-siderail__update').count()).toBe(0)
    // No update known: the footer names the server's install source instead.
    await expect.poll(() => page.locator('.sk-siderail__source').textContent(), POLL).toBe('shelfkit-demo')
    // With a newer release listed: an Update link to its page, and the notes of the current version line.
    await page.route(RELEASES_URL, (route) =>
      route.fulfill({
        headers: { 'access-control-allow-origin': '*' },
        json: [
          { tag_name: 'v2.31.0', name: 'v2.31.0', published_at: '2026-03-01T00:00:00Z', body: 'Newer' },
          {
            tag_name: 'v2.30.0',
            name: 'v2.30.0',
            published_at: '2025-10-01T00:00:00Z',
            body: '- **Fixed** playback <img src=x onerror="window.hacked=1">',
          },
        ],
      }),
    )
    await page.reload()
    const update = page.locator('.sk-siderail__update')
    await update.waitFor(POLL)
    expect(await update.getAttribute('href')).toBe(
      'https://github.com/advplyr/audiobookshelf/releases/tag/v2.31.0',
    )
    expect(await page.locator('.sk-siderail__source').count()).toBe(0)
    await page.locator('.sk-siderail__version').click()
    await changelog.locator('.sk-changelog__name').first().waitFor(POLL)
    expect(await changelog.locator('.sk-changelog__name').allTextContents()).toEqual(['v2.30.0'])
    expect(await changelog.locator('.sk-changelog__notes strong').textContent()).toBe('Fixed')
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()

    const user = await open(`/library/${BOOKS}`, 'user')
    await expect.poll(() => railLabels(user), POLL).not.toContain('Stats')
  })

  it('shows the podcast pages in a podcast library, and is hidden on config pages', async () => {
    const page = await open(`/library/${PODCASTS}`)
    await expect
      .poll(() => railLabels(page), POLL)
      .toEqual(expect.arrayContaining(['Home', 'Latest', 'Library', 'Add', 'Queue']))
    expect(await railLabels(page)).not.toContain('Series')
    await page.goto(`${app.url}/config`)
    await libraryButton(page).waitFor(POLL)
    expect(await page.locator('.sk-siderail').count()).toBe(0)
  })
})

describe('live updates in the shell', () => {
  it('a library added through the API appears in the dropdown, its hostile name shown as text, and its empty home scans it', async () => {
    const page = await open(`/library/${BOOKS}`)
    await expect.poll(() => libraryButton(page).textContent(), POLL).toContain('Books')
    // The new library reaches the page as a socket event.
    await waitForLiveUpdates(page)
    const hostile = '<img src=x onerror="window.hacked=1"><b>Evil</b>'
    const id = await createLibrary(hostile)
    await libraryButton(page).click()
    const entry = page.getByRole('menuitem', { name: hostile })
    await entry.waitFor(POLL)
    expect(await page.locator('.sk-menu__list img, .sk-menu__list b').count()).toBe(0)
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()

    await entry.click()
    await page.waitForURL(`${app.url}/library/${id}`, POLL)
    await page.getByRole('heading', { name: 'This library is empty' }).waitFor(POLL)
    await page.getByRole('button', { name: 'Scan library' }).click()
    await page.locator('.sk-toast', { hasText: 'Library scan started' }).waitFor(POLL)
    await page.getByRole('button', { name: /^(Tasks running|Activities)/ }).click()
    await expect
      .poll(() => page.locator('.sk-tasks__panel').textContent(), POLL)
      .toContain(`Scanning "${hostile}" library`)
  })
})

describe('layout rules (spec 01 §2, §4, §8)', () => {
  it('keeps the side rail its room while the library loads, so the first cards do not move', async () => {
    const page = await signedInPage(browser, app, 'root')
    pages.push(page)
    // The library list and the library itself answer late; the bookshelf's items do not wait for them.
    await page.route(/\/api\/libraries(\/[^/]+)?(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.goto(`${app.url}/library/${BOOKS}/bookshelf`)
    const firstCard = page.locator('.sk-grid__cell').first()
    await firstCard.waitFor(POLL)
    expect(await page.locator('.sk-siderail__link').count()).toBe(0)
    const before = await firstCard.boundingBox()

    await expect.poll(() => railLabels(page), POLL).toContain('Library')
    expect(await firstCard.boundingBox()).toEqual(before)
  })

  it('shows an error parameter as a toast and removes it from the address, keeping the others', async () => {
    const page = await open(
      `/library/${BOOKS}/bookshelf/series?ref=mail&error=${encodeURIComponent('Something <b>broke</b>')}`,
    )
    await expect
      .poll(() => page.locator('.sk-toast--error .sk-toast__message').textContent(), POLL)
      .toBe('Something <b>broke</b>')
    await expect.poll(() => new URL(page.url()).searchParams.has('error')).toBe(false)
    // The shelf wrote its sort next to the parameter it does not own.
    const params = new URL(page.url()).searchParams
    expect(params.get('sort')).toBe('name')
    expect(params.get('ref')).toBe('mail')
  })

  it('shows the error page for an unknown address', async () => {
    const page = await open('/no/such/page')
    await expect.poll(() => page.locator('.sk-error-page__status').textContent(), POLL).toBe('404')
    expect(await page.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/')
  })

  it('leaves an item page for its library when the item is deleted elsewhere', async () => {
    const { results } = await root<{ results: { id: string; media: { metadata: { title: string } } }[] }>(
      'GET',
      `/api/libraries/${BOOKS}/items?limit=50`,
    )
    const doomed = results.find((item) => item.media.metadata.title === 'Comic Five')!
    const page = await open(`/item/${doomed.id}`)
    await page.waitForLoadState('networkidle')
    // The removal reaches the page over the socket, which connects after the shell's first paint.
    await waitForLiveUpdates(page)
    await root('DELETE', `/api/items/${doomed.id}?hard=1`)
    await page.waitForURL(`${app.url}/library/${BOOKS}`, POLL)
  })
})

describe('batch selection bar (spec 01 §2, §4, §5)', () => {
  it('counts the selection, selects ranges with shift, asks before deleting, and Escape clears it', async () => {
    const page = await open(`/library/${BOOKS}/bookshelf`)
    const selectButtons = page.locator('.sk-card__select')
    await expect.poll(() => selectButtons.count(), POLL).toBeGreaterThan(3)
    await selectButtons.nth(0).click({ force: true })
    await selectButtons.nth(3).click({ force: true, modifiers: ['Shift'] })
    const count = page.locator('.sk-batchbar__count')
    await expect.poll(() => count.textContent(), POLL).toBe('4 items selected')
    expect(await page.getByRole('button', { name: /^Mark as (Not )?Finished$/ }).count()).toBe(1)

    await page.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.textContent(), POLL).toContain('This will delete 4 library items')
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(true)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(await count.textContent()).toBe('4 items selected')

    await page.keyboard.press('Escape')
    await expect.poll(() => count.count(), POLL).toBe(0)
    await page.locator('.sk-appbar__bar').waitFor()
  })

  it('offers no delete or edit without those permissions, and a route change clears the selection', async () => {
    const page = await open(`/library/${BOOKS}/bookshelf`, 'user')
    const selectButtons = page.locator('.sk-card__select')
    await expect.poll(() => selectButtons.count(), POLL).toBeGreaterThan(0)
    await selectButtons.nth(0).click({ force: true })
    await page.locator('.sk-batchbar').waitFor(POLL)
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'More actions' }).count()).toBe(0)
    await page.getByRole('link', { name: 'Series' }).click()
    // The series shelf may add its sort to the address at once.
    await page.waitForURL((url) => url.pathname === `/library/${BOOKS}/bookshelf/series`, POLL)
    await page.locator('.sk-appbar__bar').waitFor(POLL)
    expect(await page.locator('.sk-batchbar').count()).toBe(0)
  })
})

describe('accessibility and small screens', () => {
  it('the app bar, its menus and the side rail have no serious accessibility problems', async () => {
    const page = await open(`/library/${BOOKS}`)
    await expect.poll(() => railLabels(page), POLL).toContain('Home')
    const problems = () => seriousViolations(page, ['.sk-appbar', '.sk-siderail'])
    expect(await problems()).toEqual([])
    await libraryButton(page).click()
    expect(await problems()).toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Account: root' }).click()
    expect(await problems()).toEqual([])
  })

  it('works on a 360 px wide phone: nothing overflows and the menu button opens the library pages', async () => {
    const page = await open(`/library/${BOOKS}`, 'root', { width: 360, height: 740 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const rail = page.locator('.sk-siderail')
    expect(await rail.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Library pages' }).click()
    await expect.poll(() => rail.isVisible(), POLL).toBe(true)
    await page.getByRole('link', { name: 'Authors' }).click()
    await page.waitForURL((url) => url.pathname === `/library/${BOOKS}/bookshelf/authors`, POLL)
    await expect.poll(() => rail.isVisible(), POLL).toBe(false)
    const searchBox = await page.getByRole('searchbox').boundingBox()
    expect(searchBox?.width ?? 0).toBeGreaterThan(100)
  })
})

describe('issues badge (spec 01 §2 side rail)', () => {
  it('counts items with issues and links to the issues filter', async () => {
    const { results } = await root<{
      results: { id: string; path: string; media: { metadata: { title: string } } }[]
    }>('GET', `/api/libraries/${BOOKS}/items?limit=50`)
    const gone = results.find((item) => item.media.metadata.title === 'Voces del Sur')!
    rmSync(gone.path, { recursive: true, force: true })
    await root('POST', `/api/libraries/${BOOKS}/scan`)
    await expect
      .poll(
        async () =>
          (await root<{ issues: number }>('GET', `/api/libraries/${BOOKS}?include=filterdata`)).issues,
        POLL,
      )
      .toBe(1)

    const page = await open(`/library/${BOOKS}`)
    const issues = page.getByRole('link', { name: /^Issues/ })
    await issues.waitFor(POLL)
    expect(await issues.locator('.sk-siderail__badge').textContent()).toBe('1')
    await issues.click()
    await page.waitForURL(
      (url) => url.pathname === `/library/${BOOKS}/bookshelf` && url.searchParams.get('filter') === 'issues',
      POLL,
    )
    expect(await issues.getAttribute('aria-current')).toBe('page')
  })
})
