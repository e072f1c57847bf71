import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../test-support/browser'
import { sampleIds, sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { apiAs, signedInPage } from '../../../test-support/signed-in'
import { type RunningApp, startApp } from './app-server'
import { seriousViolations } from './axe-support'

/** Sample data of the demo server (../shared/abs-api-samples/README.md). */
const BOOKS = sampleIds.bookLibrary
const PODCASTS = sampleIds.podcastLibrary
const BOOK_ONE = sampleItemIdsByTitle['Book One']
const PODCAST_P = sampleIds.podcastP
const AUTHOR_A = sampleIds.authorA
const SERIES_X = sampleIds.seriesX
const POLL = { timeout: 15_000 }

let app: RunningApp
let browser: Browser
let page: Page
let collectionId = ''
let playlistId = ''

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startApp({ demoOptions: { args: ['--quiet'] } }), launchBrowser()])
  page = await signedInPage(browser, app, 'root')
  const root = await apiAs(app, 'root')
  collectionId = (
    await root<{ id: string }>('POST', '/api/collections', {
      libraryId: BOOKS,
      name: 'Scanned',
      books: [BOOK_ONE],
    })
  ).id
  playlistId = (
    await root<{ id: string }>('POST', '/api/playlists', {
      libraryId: BOOKS,
      name: 'Scanned list',
      items: [{ libraryItemId: BOOK_ONE }],
    })
  ).id
})

afterAll(async () => {
  await page?.context().close()
  await browser?.close()
  await app?.stop()
})

async function scan(path: string, ready: string): Promise<string[]> {
  await page.goto(`${app.url}${path}`)
  try {
    await page.locator(ready).first().waitFor(POLL)
  } catch {
    return [`${path}: never showed ${ready}`]
  }
  // Covers and lazy rows settle.
  await page.waitForTimeout(500)
  return (await seriousViolations(page)).map((line) => `${path} ${line}`)
}

describe('axe-core scan of the main pages (issue 4: no serious or critical violation)', () => {
  it('library home, bookshelves, search, narrators and stats pages', async () => {
    const problems = [
      ...(await scan(`/library/${BOOKS}`, '.sk-card')),
      ...(await scan(`/library/${BOOKS}/bookshelf`, '.sk-grid .sk-card')),
      ...(await scan(`/library/${BOOKS}/bookshelf/series`, '.sk-grid .sk-card')),
      ...(await scan(`/library/${BOOKS}/bookshelf/collections`, '.sk-grid .sk-card')),
      ...(await scan(`/library/${BOOKS}/bookshelf/authors`, '.sk-grid .sk-card')),
      ...(await scan(`/library/${BOOKS}/narrators`, 'main a')),
      ...(await scan(`/library/${BOOKS}/search?q=Book`, 'main h1')),
      ...(await scan(`/library/${PODCASTS}/bookshelf`, '.sk-grid .sk-card')),
      ...(await scan(`/library/${PODCASTS}/podcast/latest`, 'main li, main tr')),
      ...(await scan('/config/stats', 'main figure svg')),
      ...(await scan('/account', 'main form, main h1')),
    ]
    expect(problems).toEqual([])
  })

  it('item, podcast, author, series, collection and playlist pages', async () => {
    const problems = [
      ...(await scan(`/item/${BOOK_ONE}`, 'main h1')),
      ...(await scan(`/item/${PODCAST_P}`, 'main h1')),
      ...(await scan(`/author/${AUTHOR_A}`, 'main h1')),
      ...(await scan(`/library/${BOOKS}/series/${SERIES_X}`, 'main .sk-card')),
      ...(await scan(`/collection/${collectionId}`, 'main h1')),
      ...(await scan(`/playlist/${playlistId}`, 'main h1')),
    ]
    expect(problems).toEqual([])
  })

  it('the player bar and each of its dialogs', async () => {
    await page.goto(`${app.url}/item/${BOOK_ONE}`)
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click()
    const player = page.getByRole('region', { name: 'Player' })
    await player.getByRole('button', { name: 'Pause' }).waitFor(POLL)
    const problems = (await seriousViolations(page)).map((line) => `player bar ${line}`)
    // The queue button shows only once something is queued.
    for (const name of ['Chapters', 'Player settings', 'Bookmarks', 'Sleep timer']) {
      const button = player.getByRole('button', { name, exact: true })
      await button.click()
      await page.getByRole('dialog').first().waitFor(POLL)
      problems.push(...(await seriousViolations(page)).map((line) => `${name} dialog ${line}`))
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0)
    }
    expect(problems).toEqual([])
  })
})
