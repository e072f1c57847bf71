import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../test-support/browser'
import { sampleIds, sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import {
  apiAs as apiAsUser,
  type DemoUser,
  signedInContext,
  waitForLiveUpdates,
} from '../../../test-support/signed-in'
import { type RunningApp, startApp } from './app-server'
import { seriousViolations } from './axe-support'

/** Sample data of the demo server (ids of ../shared/abs-api-samples/README.md). */
const BOOKS = sampleIds.bookLibrary
const BOOK_ONE = sampleItemIdsByTitle['Book One']
const BOOK_TWO = sampleItemIdsByTitle['Book Two']
const BOOK_FOUR = sampleItemIdsByTitle['Book Four']
const COMIC_FIVE = sampleItemIdsByTitle['Comic Five']
const PODCAST_P = sampleIds.podcastP
const AUTHOR_A = sampleIds.authorA

let app: RunningApp
let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startApp(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

/** A browser tab signed in as `username` (tokens put where the stores keep them, as after a sign-in). */
async function pageAs(username: DemoUser): Promise<Page> {
  const context = await signedInContext(browser, app, username)
  contexts.push(context)
  return context.newPage()
}

/** The demo server's API as `username` from the test (another user or another device than the page). */
const apiAs = (username: DemoUser) => apiAsUser(app, username)

describe('search results page', () => {
  it('shows every matching section in full', async () => {
    const page = await pageAs('root')
    await page.goto(`${app.url}/library/${BOOKS}/search?q=${encodeURIComponent('book')}`)
    const books = page.getByRole('region', { name: 'Books' })
    await books.waitFor()
    const titles = await books.locator('.sk-result__title').allInnerTexts()
    expect(titles).toEqual(expect.arrayContaining(['Book One', 'Book Two', 'Book Three']))
    expect(titles.length).toBeGreaterThan(3)
    expect(await books.getByRole('link', { name: /Book One/ }).getAttribute('href')).toBe(`/item/${BOOK_ONE}`)

    await page.goto(`${app.url}/library/${BOOKS}/search?q=${encodeURIComponent('Author A')}`)
    const authors = page.getByRole('region', { name: 'Authors' })
    await authors.waitFor()
    expect(await authors.locator('.sk-result__title').allInnerTexts()).toContain('Author A')
    expect(await authors.getByRole('link', { name: /Author A/ }).getAttribute('href')).toMatch(/^\/author\//)

    await page.goto(`${app.url}/library/${BOOKS}/search?q=${encodeURIComponent('fiction')}`)
    const genres = page.getByRole('region', { name: 'Genres' })
    await genres.waitFor()
    const genreLink = await genres.getByRole('link', { name: /Fiction/ }).getAttribute('href')
    expect(genreLink).toMatch(new RegExp(`^/library/${BOOKS}/bookshelf\\?filter=genres`))

    await page.goto(`${app.url}/library/${BOOKS}/search?q=${encodeURIComponent('zzzz-nothing')}`)
    await page.getByText('No search results for "zzzz-nothing"').waitFor()
    await page.close()
  })
})

describe('item page', () => {
  it('shows the details, chapters and tracks of the sample m4b', async () => {
    const page = await pageAs('root')
    await page.goto(`${app.url}/item/${BOOK_ONE}`)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Book One')
    await main.getByText('by Author A').waitFor()
    expect(await main.getByRole('link', { name: 'Author A' }).getAttribute('href')).toContain('/author/')
    expect(await main.getByRole('link', { name: 'Series X #1' }).getAttribute('href')).toContain(
      `/library/${BOOKS}/series/`,
    )
    const details = (await main.locator('.sk-item-details').textContent()) ?? ''
    expect(details).toMatch(/Narrator\s*Narrator N/)
    expect(details).toMatch(/Publish Year\s*2021/)
    expect(details).toMatch(/Genre\s*Fiction/)

    const chapters = main.getByRole('region').filter({ has: page.getByRole('heading', { name: /Chapters/ }) })
    const chapterRows = chapters.locator('tbody tr')
    expect(await chapterRows.count()).toBe(4)
    expect(await chapterRows.allInnerTexts()).toEqual([
      expect.stringMatching(/1\s+Chapter one\s+0:00\s+0:21/),
      expect.stringMatching(/2\s+Chapter two\s+0:21/),
      expect.stringMatching(/3\s+Chapter three\s+0:43/),
      expect.stringMatching(/4\s+Chapter four\s+1:05/),
    ])
    const tracks = main
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { name: /Audio Tracks/ }) })
    expect(await tracks.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(/1\s+Book One\.m4b\s+554\.49 kB\s+1:27/),
    ])
    // root may download: the track row and the action row offer it.
    await main.getByRole('link', { name: 'Download Book One.m4b' }).waitFor()
    await page.close()
  })

  it("lists a podcast's episodes, filters them by progress and searches them", async () => {
    const page = await pageAs('root')
    await page.goto(`${app.url}/item/${PODCAST_P}`)
    const episodes = page.locator('.sk-episode-list > li')
    await episodes.first().waitFor()
    const titles = await page.locator('.sk-episode__title').allInnerTexts()
    for (const title of [
      'Episode 1: Sample Topic 1',
      'Episode 2: Sample Topic 2',
      'Episode 3: Sample Topic 3',
    ])
      expect(titles).toContain(title)
    expect(titles.indexOf('Episode 3: Sample Topic 3')).toBeLessThan(
      titles.indexOf('Episode 1: Sample Topic 1'),
    )

    await page.getByRole('button', { name: 'Mark "Episode 2: Sample Topic 2" as Finished' }).click()
    await page.getByText('Item marked as Finished').waitFor()
    // The table shows unfinished episodes by default: the finished one leaves it.
    await page.getByText('Episode 2: Sample Topic 2').waitFor({ state: 'detached' })
    await page.getByLabel('Show', { exact: true }).selectOption('complete')
    expect(await page.locator('.sk-episode__title').allInnerTexts()).toEqual(['Episode 2: Sample Topic 2'])
    await page.getByLabel('Show', { exact: true }).selectOption('all')
    await page.getByLabel('Search episodes').fill('topic 3')
    expect(await page.locator('.sk-episode__title').allInnerTexts()).toEqual(['Episode 3: Sample Topic 3'])
    await page.close()
  })

  it('keeps "mark as finished" across a reload, and discards progress after a confirmation', async () => {
    const page = await pageAs('user')
    await page.goto(`${app.url}/item/${BOOK_TWO}`)
    await page.getByRole('button', { name: 'Mark as Finished' }).click()
    await page.getByText('Item marked as Finished').waitFor()
    await page.getByRole('button', { name: 'Mark as Not Finished' }).waitFor()
    await page.reload()
    await page.getByRole('button', { name: 'Mark as Not Finished' }).waitFor()
    await page
      .locator('.sk-item-progress')
      .getByText(/^Finished/)
      .waitFor()
    const progress = await (await apiAs('user'))<{ isFinished: boolean }>(
      'GET',
      `/api/me/progress/${BOOK_TWO}`,
    )
    expect(progress.isFinished).toBe(true)

    // Discarding the progress (after the confirmation) starts the book over.
    await page.getByRole('button', { name: 'Discard progress' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click()
    await page.getByRole('button', { name: 'Mark as Finished' }).waitFor()
    expect(await page.locator('.sk-item-progress').count()).toBe(0)
    await page.reload()
    await page.getByRole('button', { name: 'Mark as Finished' }).waitFor()
    await page.close()
  })

  it('shows progress saved by another device of the same user as it happens', async () => {
    const page = await pageAs('user')
    await page.goto(`${app.url}/item/${BOOK_ONE}`)
    await page.getByRole('heading', { level: 1, name: 'Book One' }).waitFor()
    await waitForLiveUpdates(page)
    expect(await page.locator('.sk-item-progress').count()).toBe(0)

    const otherDevice = await apiAs('user')
    const session = await otherDevice<{ id: string }>('POST', `/api/items/${BOOK_ONE}/play`, {
      deviceInfo: { clientName: 'Phone', deviceId: 'other-device' },
      supportedMimeTypes: ['audio/mp4'],
      mediaPlayer: 'html5',
      forceTranscode: false,
      forceDirectPlay: false,
    })
    await otherDevice('POST', `/api/session/${session.id}/sync`, { currentTime: 40, timeListened: 10 })
    // 40 s of 87.6 s: 46 % as a rounded percentage (spec 01 §4), without reloading the page.
    await page.locator('.sk-item-progress').getByText('Your Progress: 46%').waitFor()
    await otherDevice('POST', `/api/session/${session.id}/close`, { currentTime: 40, timeListened: 0 })
    await page.close()
  })

  it('goes to the library when the item is deleted elsewhere', async () => {
    const page = await pageAs('user')
    await page.goto(`${app.url}/item/${COMIC_FIVE}`)
    await page.getByRole('heading', { level: 1, name: 'Comic Five' }).waitFor()
    await waitForLiveUpdates(page)
    await (await apiAs('root'))('DELETE', `/api/items/${COMIC_FIVE}?hard=0`)
    await page.waitForURL(`${app.url}/library/${BOOKS}`)
    await page.close()
  })

  it('renders HTML in a title as text and sanitises the description', async () => {
    const root = await apiAs('root')
    const title = '<img src=x onerror="window.__pwned=1">Evil <b>Title</b>'
    await root('PATCH', `/api/items/${BOOK_FOUR}/media`, {
      metadata: {
        title,
        description:
          '<p>Safe <b>bold</b> text</p><script>window.__pwned=2</script>' +
          '<img src=x onerror="window.__pwned=3"><a href="javascript:window.__pwned=4">trap</a>' +
          '<a href="https://example.org/" onclick="window.__pwned=5">site</a>',
      },
    })
    const page = await pageAs('user')
    await page.goto(`${app.url}/item/${BOOK_FOUR}`)
    const heading = page.locator('main h1')
    await heading.waitFor()
    expect(await heading.textContent()).toContain(title)
    expect(await heading.locator('img, b').count()).toBe(0)

    const description = page.locator('.sk-item-description')
    await description.getByText('bold').waitFor()
    expect(await description.locator('b').textContent()).toBe('bold')
    expect(await description.locator('script, img, [onclick], [onerror]').count()).toBe(0)
    expect(
      await description.getByText('trap').evaluate((node) => node.closest('a')?.getAttribute('href') ?? null),
    ).toBeNull()
    expect(await description.getByRole('link', { name: 'site' }).getAttribute('href')).toBe(
      'https://example.org/',
    )
    await description.getByText('trap').click()
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    await page.close()
  })

  it('has no serious or critical accessibility violation (axe-core) on the item and author pages', async () => {
    const page = await pageAs('root')
    const pages = [
      [`/item/${BOOK_ONE}`, '.sk-item-details'],
      [`/item/${PODCAST_P}`, '.sk-episode-list'],
      [`/author/${AUTHOR_A}`, '.sk-book-grid'],
    ] as const
    for (const [path, ready] of pages) {
      await page.goto(`${app.url}${path}`)
      await page.locator(ready).first().waitFor()
      // The content area is what these pages draw; the shell around it has its own scans.
      const violations = await seriousViolations(page, ['main'])
      expect({ path, violations }).toEqual({ path, violations: [] })
    }
    await page.close()
  })
})

describe('collection page', () => {
  it("shows another user's rename live and leaves for the shelf when the collection is deleted", async () => {
    const root = await apiAs('root')
    const collection = await root<{ id: string }>('POST', '/api/collections', {
      libraryId: BOOKS,
      name: 'Road trip',
      books: [BOOK_ONE, BOOK_TWO],
    })
    const page = await pageAs('user')
    await page.goto(`${app.url}/collection/${collection.id}`)
    await page.getByRole('heading', { level: 1, name: 'Road trip' }).waitFor()
    expect(await page.locator('.sk-media-row__title').allInnerTexts()).toEqual(['Book One', 'Book Two'])
    // "user" has no delete permission: no remove buttons.
    expect(await page.getByRole('button', { name: /Remove .* from collection/ }).count()).toBe(0)
    await waitForLiveUpdates(page)

    await root('PATCH', `/api/collections/${collection.id}`, { name: 'Summer road trip' })
    await page.getByRole('heading', { level: 1, name: 'Summer road trip' }).waitFor()

    await root('DELETE', `/api/collections/${collection.id}`)
    await page.waitForURL((url) => url.pathname === `/library/${BOOKS}/bookshelf/collections`)
    await page.close()
  })
  it('edits the name in the edit modal, refuses an empty one, keeps a hostile name as text and removes a book', async () => {
    const root = await apiAs('root')
    const collection = await root<{ id: string }>('POST', '/api/collections', {
      libraryId: BOOKS,
      name: 'To edit',
      books: [BOOK_ONE, BOOK_TWO],
    })
    const guest = await pageAs('guest')
    await guest.goto(`${app.url}/collection/${collection.id}`)
    await guest.getByRole('heading', { level: 1, name: 'To edit' }).waitFor()
    expect(await guest.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0)
    await guest.close()

    const page = await pageAs('root')
    await page.goto(`${app.url}/collection/${collection.id}`)
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Collection' })
    await dialog.getByLabel('Name').fill('  ')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Name is required').waitFor()
    expect(await dialog.isVisible()).toBe(true)

    const hostile = '<img src=x onerror="window.__hacked=1">Trip'
    await dialog.getByLabel('Name').fill(hostile)
    await dialog.getByRole('button', { name: 'Remove Book Two from collection' }).click()
    await dialog.getByRole('link', { name: 'Book Two' }).waitFor({ state: 'detached' })
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('heading', { level: 1, name: hostile }).waitFor()
    expect(await page.locator('.sk-media-row__title').allInnerTexts()).toEqual(['Book One'])
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined()
    const saved = await root<{ name: string; books: { id: string }[] }>(
      'GET',
      `/api/collections/${collection.id}`,
    )
    expect(saved.name).toBe(hostile)
    expect(saved.books.map((book) => book.id)).toEqual([BOOK_ONE])
    await root('DELETE', `/api/collections/${collection.id}`)
    await page.close()
  })
})

describe('playlist page', () => {
  it("follows the owner's changes from another device and leaves for the shelf when it is deleted", async () => {
    const otherDevice = await apiAs('user')
    const playlist = await otherDevice<{ id: string }>('POST', '/api/playlists', {
      libraryId: BOOKS,
      name: 'Commute',
      items: [{ libraryItemId: BOOK_ONE }, { libraryItemId: BOOK_TWO }],
    })
    const page = await pageAs('user')
    await page.goto(`${app.url}/playlist/${playlist.id}`)
    await page.getByRole('heading', { level: 1, name: 'Commute' }).waitFor()
    expect(await page.locator('.sk-media-row__title').allInnerTexts()).toEqual(['Book One', 'Book Two'])
    await waitForLiveUpdates(page)

    await otherDevice('DELETE', `/api/playlists/${playlist.id}/item/${BOOK_ONE}`)
    await page.getByRole('link', { name: 'Book One' }).waitFor({ state: 'detached' })
    expect(await page.locator('.sk-media-row__title').allInnerTexts()).toEqual(['Book Two'])

    await otherDevice('DELETE', `/api/playlists/${playlist.id}`)
    await page.waitForURL((url) => url.pathname === `/library/${BOOKS}/bookshelf/playlists`)
    await page.close()
  })
  it('saves a new description from the edit modal', async () => {
    const owner = await apiAs('user')
    const playlist = await owner<{ id: string }>('POST', '/api/playlists', {
      libraryId: BOOKS,
      name: 'Evening',
      items: [{ libraryItemId: BOOK_ONE }],
    })
    const page = await pageAs('user')
    await page.goto(`${app.url}/playlist/${playlist.id}`)
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Playlist' })
    await dialog.getByLabel('Description').fill('For quiet evenings')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('Playlist updated').waitFor()
    await page.locator('.sk-page-description', { hasText: 'For quiet evenings' }).waitFor()
    expect((await owner<{ description: string }>('GET', `/api/playlists/${playlist.id}`)).description).toBe(
      'For quiet evenings',
    )
    await owner('DELETE', `/api/playlists/${playlist.id}`)
    await page.close()
  })
})

describe('account page', () => {
  it("checks a password change before sending it, shows the server's refusal, and keeps the language choice", async () => {
    const page = await pageAs('user')
    await page.goto(`${app.url}/account`)
    const form = page.getByRole('form', { name: 'Change Password' })
    const fill = async (current: string, next: string, confirm: string) => {
      await form.getByLabel('Password', { exact: true }).fill(current)
      await form.getByLabel('New Password').fill(next)
      await form.getByLabel('Confirm Password').fill(confirm)
      await form.getByRole('button', { name: 'Submit' }).click()
    }
    await fill('user', 'secret-1', 'secret-2')
    await page.getByRole('alert').getByText('Passwords do not match').waitFor()
    await fill('user', 'user', 'user')
    await page.getByRole('alert').getByText('New password cannot match old password').waitFor()
    await fill('wrong', 'secret-1', 'secret-1')
    await page.getByRole('alert').getByText('Invalid password').waitFor()

    await page.getByLabel('Language').selectOption('de')
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('de')
    await page.reload()
    expect(await page.getByLabel('Sprache').inputValue()).toBe('de')
    await page.close()
  })
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
})
