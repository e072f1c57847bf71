import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sampleIds, sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { type Api, apiAs, waitForLiveUpdates } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'
import { seriousViolations } from './axe-support'

/** Sample data of the demo server (../shared/abs-api-samples/README.md). */
const BOOKS = sampleIds.bookLibrary
const BOOK_ONE = sampleItemIdsByTitle['Book One']
const BOOK_TWO = sampleItemIdsByTitle['Book Two']
const SERIES_X = sampleIds.seriesX
const POLL = { timeout: 15_000 }

const pages = appPagesForThisFile()

async function open(
  path: string,
  user: 'root' | 'user' = 'root',
  viewport?: { width: number; height: number },
) {
  const page = await pages.open(path, user, viewport ? (tab) => tab.setViewportSize(viewport) : undefined)
  await page.locator('header.sk-appbar').waitFor(POLL)
  return page
}

const toast = (page: Page, text: string | RegExp) => page.locator('.sk-toast').filter({ hasText: text })

interface ListedItem {
  id: string
  path: string
  media: { metadata: { title: string } }
}

async function itemByTitle(root: Api, title: string): Promise<ListedItem> {
  const { results } = await root<{ results: ListedItem[] }>('GET', `/api/libraries/${BOOKS}/items?limit=500`)
  return results.find((item) => item.media.metadata.title === title)!
}

/** Selects the cards of these titles on the bookshelf (their checkboxes show on hover). */
async function select(page: Page, titles: string[]) {
  for (const title of titles) {
    const card = page.locator('.sk-card', { has: page.getByRole('link', { name: title, exact: true }) })
    await card.locator('.sk-card__select').click({ force: true })
  }
  await expect
    .poll(() => page.locator('.sk-batchbar__count').textContent(), POLL)
    .toBe(`${titles.length} ${titles.length === 1 ? 'item' : 'items'} selected`)
}

async function batchMenu(page: Page, entry: string): Promise<Locator> {
  await page.getByRole('button', { name: 'More actions' }).click()
  await page.getByRole('menuitem', { name: entry }).click()
  return page.getByRole('dialog')
}

describe('tasks menu and task card (spec 01 §2, spec 02 §4)', () => {
  it('says "No tasks running"; an admin cancels a scan and a match-all ("Canceling..."); finished scans sum up; a failed task is red', async () => {
    const root = await apiAs(pages.app, 'root')
    const page = await open(`/library/${BOOKS}`)
    await waitForLiveUpdates(page)
    const tasksButton = page.locator('.sk-tasks__button')
    await tasksButton.click()
    const panel = page.getByRole('region', { name: 'Tasks' })
    await panel.getByText('No tasks running').waitFor(POLL)

    await root('POST', '/api/demo/faults', { scanItemDelayMs: 2000 })
    try {
      await root('POST', `/api/libraries/${BOOKS}/scan`)
      const card = panel.locator('.sk-task').filter({ hasText: 'Scanning "Books" library' })
      const cancel = card.getByRole('button', { name: 'Cancel' })
      await cancel.click()
      await card.getByText('Canceling...').waitFor(POLL)
      expect(await cancel.count()).toBe(0)
      expect(await seriousViolations(page, ['.sk-tasks__panel'])).toEqual([])
      await card.getByText('Task canceled by user').waitFor(POLL)
      expect(await card.getByText('Canceling...').count()).toBe(0)

      // Match all is cancelled the same way.
      await root('GET', `/api/libraries/${BOOKS}/matchall`)
      const matching = panel.locator('.sk-task').filter({ hasText: 'Matching books in "Books"' })
      await matching.getByRole('button', { name: 'Cancel' }).click()
      await matching.getByText('Canceling...').waitFor(POLL)
      await matching.getByText('Task canceled by user').waitFor(POLL)
    } finally {
      await root('DELETE', '/api/demo/faults')
    }

    // The next scan runs to its end: nothing changed, and how long it took.
    await root('POST', `/api/libraries/${BOOKS}/scan`)
    // (The cancelled scan's card may sum up the same way once its item is done.)
    await panel
      .getByText(/^No changes needed \(\d+ (ms|sec)\)$/)
      .first()
      .waitFor(POLL)

    // A library whose folder has become a file: its scan fails, in red, with the server's message.
    const { libraries } = await root<{ libraries: { id: string; folders: { fullPath: string }[] }[] }>(
      'GET',
      '/api/libraries',
    )
    const folder = libraries
      .find((library) => library.id === BOOKS)!
      .folders[0]!.fullPath.replace(/\/media\/books$/, `/media/vanishing-${Date.now()}`)
    mkdirSync(folder, { recursive: true })
    const doomed = await root<{ id: string }>('POST', '/api/libraries', {
      name: 'Vanishing',
      mediaType: 'book',
      folders: [{ fullPath: folder }],
    })
    rmSync(folder, { recursive: true, force: true })
    writeFileSync(folder, 'not a folder')
    await root('POST', `/api/libraries/${doomed.id}/scan`)
    const failed = panel.locator('.sk-task').filter({ hasText: 'Scanning "Vanishing" library' })
    await failed.locator('.sk-task__error').waitFor(POLL)
    expect(await failed.locator('.sk-task__error').textContent()).toBe('Failed')
    expect(await failed.getByRole('img', { name: 'Failed' }).count()).toBe(1)
    const [errorColour, iconColour] = await Promise.all([
      failed.locator('.sk-task__error').evaluate((element) => getComputedStyle(element).color),
      failed.locator('.sk-task__failed').evaluate((element) => getComputedStyle(element).color),
    ])
    // Red: the red channel well above green and blue.
    for (const colour of [errorColour, iconColour]) {
      const [red, green, blue] = colour.match(/\d+/g)!.map(Number)
      expect(red! - Math.max(green!, blue!)).toBeGreaterThan(80)
    }
    await root('DELETE', `/api/libraries/${doomed.id}`)
    rmSync(folder, { force: true })
  })
})

describe('batch actions end to end (spec 01 §2, §5, §8)', () => {
  it("quick embed and re-scan ask first, reach the server and clear the selection; a refusal shows the server's words", async () => {
    const root = await apiAs(pages.app, 'root')
    const audioTags = async () =>
      Promise.all(
        [BOOK_ONE, BOOK_TWO].map(async (id) => {
          const item = await root<{ media: { audioFiles: { metaTags: Record<string, string> }[] } }>(
            'GET',
            `/api/items/${id}?expanded=1`,
          )
          return JSON.stringify(item.media.audioFiles[0]!.metaTags)
        }),
      )
    // A publisher no audio file carries yet: the embed writes it (and the track number) into the files.
    for (const id of [BOOK_ONE, BOOK_TWO])
      await root('PATCH', `/api/items/${id}/media`, { metadata: { publisher: 'Embed Test Press' } })
    const before = await audioTags()
    const page = await open(`/library/${BOOKS}/bookshelf`)
    await waitForLiveUpdates(page)
    await select(page, ['Book One', 'Book Two'])
    let dialog = await batchMenu(page, 'Quick Embed Metadata')
    await expect
      .poll(() => dialog.textContent(), POLL)
      .toContain('Quick embed will not backup your audio files')
    // The warning and the question are two paragraphs of plain text.
    expect(await dialog.locator('.sk-confirm__message p').allTextContents()).toEqual([
      'Warning! Quick embed will not backup your audio files. Make sure that you have a backup of your audio files.',
      'Would you like to continue?',
    ])
    expect(await seriousViolations(page, ['.sk-batchbar', '.sk-modal'])).toEqual([])
    const embed = page.waitForRequest(
      (request) => request.url().endsWith('/api/tools/batch/embed-metadata') && request.method() === 'POST',
    )
    await dialog.getByRole('button', { name: 'Yes' }).click()
    expect(JSON.parse((await embed).postData()!)).toEqual({ libraryItemIds: [BOOK_ONE, BOOK_TWO] })
    await expect.poll(() => page.locator('.sk-batchbar').count(), POLL).toBe(0)
    // The server embeds the metadata into both books' audio files (read back by its next probe).
    await expect
      .poll(async () => (await audioTags()).map((tags, index) => tags !== before[index]), { timeout: 30_000 })
      .toEqual([true, true])

    await select(page, ['Book Two'])
    dialog = await batchMenu(page, 'Re-Scan')
    await expect.poll(() => dialog.textContent(), POLL).toContain('Are you sure you want to re-scan 1 item?')
    const scan = page.waitForRequest((request) => request.url().endsWith('/api/items/batch/scan'))
    await dialog.getByRole('button', { name: 'Yes' }).click()
    expect(JSON.parse((await scan).postData()!)).toEqual({ libraryItemIds: [BOOK_TWO] })
    await expect.poll(() => page.locator('.sk-batchbar').count(), POLL).toBe(0)

    await root('POST', '/api/demo/faults', {
      fail: [
        { method: 'POST', path: '^/api/items/batch/scan$', status: 500, count: 1, body: '' },
        { method: 'POST', path: '^/api/tools/batch/embed-metadata$', status: 500, count: 1, body: 'Busy' },
      ],
    })
    await select(page, ['Book Two'])
    await (await batchMenu(page, 'Re-Scan')).getByRole('button', { name: 'Yes' }).click()
    await toast(page, 'Failed to batch re-scan').waitFor(POLL)
    await (await batchMenu(page, 'Quick Embed Metadata')).getByRole('button', { name: 'Yes' }).click()
    await toast(page, 'Busy').waitFor(POLL)
    expect(await page.locator('.sk-batchbar__count').textContent()).toBe('1 item selected')
  })

  it('deletes with the "delete from file system" choice, remembered for the next delete, and says so', async () => {
    const root = await apiAs(pages.app, 'root')
    const soft = await itemByTitle(root, 'Voces del Sur')
    const hard = await itemByTitle(root, 'The Second Tide')
    const page = await open(`/library/${BOOKS}/bookshelf`)
    await waitForLiveUpdates(page)

    await root('POST', '/api/demo/faults', {
      fail: { method: 'POST', path: '^/api/items/batch/delete$', status: 500, count: 1, body: 'no' },
    })
    await select(page, ['Voces del Sur'])
    await page.getByRole('button', { name: 'Delete' }).click()
    let dialog = page.getByRole('dialog')
    const checkbox = dialog.getByRole('checkbox', { name: /Delete from file system/ })
    expect(await checkbox.isChecked()).toBe(true)
    await checkbox.uncheck()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'batch delete failed').waitFor(POLL)
    expect(await page.locator('.sk-batchbar__count').textContent()).toBe('1 item selected')

    // The unchecked box was remembered: the next prompt starts unchecked, and this time the delete goes through.
    await page.getByRole('button', { name: 'Delete' }).click()
    dialog = page.getByRole('dialog')
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(false)
    const softDelete = page.waitForRequest((request) => request.url().includes('/api/items/batch/delete'))
    await dialog.getByRole('button', { name: 'Delete' }).click()
    expect(new URL((await softDelete).url()).searchParams.get('hard')).toBe('0')
    await toast(page, 'batch delete success').waitFor(POLL)
    await expect
      .poll(() => page.getByRole('link', { name: 'Voces del Sur', exact: true }).count(), POLL)
      .toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('softDeleteDefault'))).toBe('1')
    expect(existsSync(soft.path)).toBe(true)

    await select(page, ['The Second Tide'])
    await page.getByRole('button', { name: 'Delete' }).click()
    dialog = page.getByRole('dialog')
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'batch delete success').last().waitFor(POLL)
    await expect.poll(() => existsSync(hard.path), POLL).toBe(false)
    expect(await page.evaluate(() => localStorage.getItem('softDeleteDefault'))).toBe('0')
  })
})

describe('RSS feeds of collections and series, deleting lists from their pages (spec 02 §2, §7, §8)', () => {
  it('an admin opens and closes a collection\'s feed; a user sees it read-only once open; deleting says "Collection removed"', async () => {
    const root = await apiAs(pages.app, 'root')
    const collection = await root<{ id: string }>('POST', '/api/collections', {
      libraryId: BOOKS,
      name: 'Road <i>trip</i>',
      books: [BOOK_ONE, BOOK_TWO],
    })
    const page = await open(`/collection/${collection.id}`)
    await page.getByRole('button', { name: 'RSS Feed' }).click()
    const dialog = page.getByRole('dialog', { name: 'Road <i>trip</i>' })
    const slug = dialog.getByLabel('RSS Feed Slug')
    expect(await slug.inputValue()).toBe(collection.id)
    await slug.fill('road-trip')
    expect(await dialog.textContent()).toContain('/feed/road-trip')
    expect(await seriousViolations(page, ['.sk-modal'])).toEqual([])
    await dialog.getByRole('button', { name: 'Open Feed' }).click()
    const address = dialog.getByRole('textbox', { name: 'Feed URL' })
    await address.waitFor(POLL)
    expect(await address.inputValue()).toMatch(/\/feed\/road-trip$/)
    await page.keyboard.press('Escape')
    await page.getByText('RSS feed open').waitFor(POLL)

    const user = await open(`/collection/${collection.id}`, 'user')
    await user.getByRole('button', { name: 'RSS Feed' }).click()
    const readOnly = user.getByRole('dialog', { name: 'Road <i>trip</i>' })
    await readOnly.getByRole('textbox', { name: 'Feed URL' }).waitFor(POLL)
    expect(await readOnly.getByRole('button', { name: 'Close Feed' }).count()).toBe(0)

    await page.getByRole('button', { name: 'RSS Feed' }).click()
    await dialog.getByRole('button', { name: 'Close Feed' }).click()
    await toast(page, 'RSS feed closed').waitFor(POLL)
    await expect.poll(() => page.getByText('RSS feed open').count(), POLL).toBe(0)
    // Without a feed a user is offered none.
    await user.reload()
    await user.getByRole('heading', { name: 'Road <i>trip</i>' }).waitFor(POLL)
    expect(await user.getByRole('button', { name: 'RSS Feed' }).count()).toBe(0)

    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'Collection removed').waitFor(POLL)
    await page.waitForURL((url) => url.pathname === `/library/${BOOKS}/bookshelf/collections`, POLL)
  })

  it('opens a series feed from the series page; deleting a playlist says "Playlist removed"; a page that cannot load says "Failed to load data"', async () => {
    const root = await apiAs(pages.app, 'root')
    const page = await open(`/library/${BOOKS}/series/${SERIES_X}`)
    await page.getByRole('button', { name: 'RSS Feed' }).click()
    const dialog = page.getByRole('dialog', { name: 'Series X' })
    await dialog.getByLabel('RSS Feed Slug').fill('series-x')
    await dialog.getByRole('button', { name: 'Open Feed' }).click()
    await dialog.getByRole('button', { name: 'Close Feed' }).waitFor(POLL)
    const { feeds } = await root<{ feeds: { slug: string; entityType: string; entityId: string }[] }>(
      'GET',
      '/api/feeds',
    )
    expect(feeds.find((feed) => feed.slug === 'series-x')).toMatchObject({
      entityType: 'series',
      entityId: SERIES_X,
    })
    await dialog.getByRole('button', { name: 'Close Feed' }).click()
    await toast(page, 'RSS feed closed').waitFor(POLL)

    const playlist = await root<{ id: string }>('POST', '/api/playlists', {
      libraryId: BOOKS,
      name: 'Evening',
      items: [{ libraryItemId: BOOK_ONE, episodeId: null }],
    })
    await page.goto(`${pages.app.url}/playlist/${playlist.id}`)
    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'Playlist removed').waitFor(POLL)
    await page.waitForURL((url) => url.pathname === `/library/${BOOKS}/bookshelf/playlists`, POLL)

    const collection = await root<{ id: string }>('POST', '/api/collections', {
      libraryId: BOOKS,
      name: 'Unreachable',
      books: [BOOK_ONE],
    })
    await root('POST', '/api/demo/faults', {
      fail: { method: 'GET', path: `^/api/collections/${collection.id}$`, status: 500, count: 1, body: '' },
    })
    await page.goto(`${pages.app.url}/collection/${collection.id}`)
    await page.getByText('Failed to load data').waitFor(POLL)
  })
})

describe('bookshelf views (spec 02 §9 "Covers and views")', () => {
  const rowStep = (page: Page) =>
    page.evaluate(() => {
      const tops = [...document.querySelectorAll<HTMLElement>('.sk-grid__cell')].map((cell) => cell.offsetTop)
      const distinct = [...new Set(tops)].sort((a, b) => a - b)
      return distinct[1]! - distinct[0]!
    })

  it("chosen in the toolbar: standard shows covers alone, detail the sort's value, author the year; kept per user", async () => {
    const page = await open(`/library/${BOOKS}/bookshelf?sort=addedAt&desc=1`)
    const views = page.getByRole('group', { name: 'Bookshelf view' })
    // The server's setting (detail) until the user chooses.
    expect(await views.getByRole('radio', { name: 'Detail' }).isChecked()).toBe(true)
    const bookOne = page.locator('.sk-card', {
      has: page.getByRole('link', { name: 'Book One', exact: true }),
    })
    await expect.poll(() => bookOne.locator('.sk-card__detail').textContent(), POLL).toMatch(/^Added \S+/)
    const detailStep = await rowStep(page)

    await views.getByText('Standard').click()
    await expect.poll(() => bookOne.locator('.sk-card__subtitle').isVisible(), POLL).toBe(false)
    // The title stays the card's name and link.
    expect(await page.getByRole('link', { name: 'Book One', exact: true }).count()).toBe(1)
    await expect.poll(() => rowStep(page), POLL).toBeLessThan(detailStep)

    await views.getByText('Author').click()
    await expect.poll(() => bookOne.locator('.sk-card__subtitle').textContent(), POLL).toMatch(/^\d{4}$|^$/)
    expect(await bookOne.locator('.sk-card__detail').count()).toBe(0)
    expect(await seriousViolations(page, ['.sk-shelf-toolbar'])).toEqual([])

    await page.reload()
    await page.getByRole('group', { name: 'Bookshelf view' }).waitFor(POLL)
    expect(await page.getByRole('radio', { name: 'Author' }).isChecked()).toBe(true)
    // Another user of the same browser keeps the server's view.
    await page.evaluate(() => {
      const choices = JSON.parse(localStorage.getItem('shelfkit:bookshelfView') ?? '{}')
      if (Object.keys(choices).length !== 1) throw new Error('one user chose')
    })
    const user = await open(`/library/${BOOKS}/bookshelf`, 'user')
    expect(await user.getByRole('radio', { name: 'Detail' }).isChecked()).toBe(true)
  })
})

describe('layout rules (spec 01 §2)', () => {
  it('the upload and account pages hide the library toolbar (on phones, the button to the library pages)', async () => {
    const phone = { width: 360, height: 740 }
    const page = await open(`/library/${BOOKS}`, 'root', phone)
    const toolbar = page.getByRole('button', { name: 'Library pages' })
    await toolbar.waitFor(POLL)
    for (const path of ['/upload', '/account']) {
      await page.goto(`${pages.app.url}${path}`)
      await page.locator('main h1').first().waitFor(POLL)
      expect(await toolbar.count()).toBe(0)
    }
    await page.goto(`${pages.app.url}/library/${BOOKS}/bookshelf`)
    await toolbar.waitFor(POLL)
  })
})
