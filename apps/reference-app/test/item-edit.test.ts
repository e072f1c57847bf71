import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'
import { seriousViolations } from './axe-support'

/** Sample data of the demo server (ids of ../shared/abs-api-samples/README.md). */
const BOOKS = '55b0484f-0774-4eed-b98c-a5bc27f99e87'
const BOOK_ONE = 'a0d2a731-50d7-4c27-8082-47d935156cef'
const BOOK_TWO = '395a8cdd-8b1c-4f09-a0d4-ca788c875b44'
const BOOK_FOUR = '4175e206-e038-432d-a847-8dc59c441aec'
const PODCAST_P = '97c66426-8a5f-4bb2-aebe-e6f82ce9d0bb'
const POLL = { timeout: 15_000 }

interface ItemJson {
  media: { metadata: { title: string; genres: string[]; authors: { id: string; name: string }[] } }
}

const pages = appPagesForThisFile()
let root: Api

beforeAll(async () => {
  root = await apiAs(pages.app, 'root')
})

const itemOnServer = (id: string) => root<ItemJson>('GET', `/api/items/${id}?expanded=1`)
const toast = (page: Page, text: string) => page.locator('.sk-toast', { hasText: text }).first()
const heading = (page: Page) => page.locator('main h1.sk-item__title')

/** The item page as `user`, once its heading shows. */
async function itemPage(id: string, user: 'root' | 'user' | 'guest' = 'root') {
  const page = await pages.open(`/item/${id}`, user)
  await heading(page).waitFor(POLL)
  return page
}

async function openEditor(page: Page) {
  await page.locator('.sk-item-actions').getByRole('button', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('tab', { name: 'Details', selected: true }).waitFor(POLL)
  return dialog
}

describe('item edit modal, Details tab (spec 02 "Item edit modal", §5, §7)', () => {
  it('saves a new title and an added genre: the page shows the title, the server has both', async () => {
    const page = await itemPage(BOOK_TWO)
    const before = await itemOnServer(BOOK_TWO)
    const dialog = await openEditor(page)
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe(before.media.metadata.title)

    await dialog.getByLabel('Title', { exact: true }).fill('Book Two, Revised')
    const genres = dialog.getByLabel('Genres')
    await genres.fill(`${await genres.inputValue()}, Mystery`)
    await dialog.getByRole('button', { name: 'Save' }).click()

    await toast(page, 'Item details updated').waitFor(POLL)
    await expect.poll(() => heading(page).innerText(), POLL).toBe('Book Two, Revised')
    const after = await itemOnServer(BOOK_TWO)
    expect(after.media.metadata.title).toBe('Book Two, Revised')
    expect(after.media.metadata.genres).toEqual([...before.media.metadata.genres, 'Mystery'])
    expect(after.media.metadata.authors).toEqual(before.media.metadata.authors)

    // Saving again with nothing changed sends nothing new.
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'No updates were necessary').waitFor(POLL)
  })

  it("refuses an empty title with 'Must have a title' and sends nothing", async () => {
    const page = await itemPage(BOOK_ONE)
    const title = await heading(page).innerText()
    const patches: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url())
    })
    const dialog = await openEditor(page)
    await dialog.getByLabel('Title', { exact: true }).fill('   ')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Must have a title').waitFor(POLL)
    expect(patches).toEqual([])
    expect((await itemOnServer(BOOK_ONE)).media.metadata.title).toBe(title)
    await expect.poll(() => dialog.isVisible()).toBe(true)
  })

  it('shows a hostile title as text after saving', async () => {
    const page = await itemPage(BOOK_FOUR)
    const dialog = await openEditor(page)
    const hostile = 'Four <img src=x onerror="window.hacked=1"><b>bold</b>'
    await dialog.getByLabel('Title', { exact: true }).fill(hostile)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Item details updated').waitFor(POLL)
    await expect.poll(() => heading(page).innerText(), POLL).toBe(hostile)
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).innerText(), POLL).toBe(hostile)
    expect(await page.locator('img[src="x"], main h1 b').count()).toBe(0)
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()
  })

  it("edits a podcast's own fields and has no serious accessibility problem", async () => {
    const page = await itemPage(PODCAST_P)
    const dialog = await openEditor(page)
    expect(await seriousViolations(page)).toEqual([])
    expect(await dialog.getByLabel('Narrators').count()).toBe(0)
    const feed = await root<{ media: { metadata: { feedUrl: string | null; type: string | null } } }>(
      'GET',
      `/api/items/${PODCAST_P}?expanded=1`,
    )
    expect(await dialog.getByLabel('RSS Feed URL').inputValue()).toBe(feed.media.metadata.feedUrl ?? '')
    const type = feed.media.metadata.type === 'serial' ? 'episodic' : 'serial'
    await dialog.getByLabel('Podcast Type').selectOption(type)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Item details updated').waitFor(POLL)
    const saved = await root<typeof feed>('GET', `/api/items/${PODCAST_P}?expanded=1`)
    expect(saved.media.metadata).toMatchObject({ type, feedUrl: feed.media.metadata.feedUrl })
  })

  it('closes on Escape and on a route change', async () => {
    const page = await itemPage(BOOK_ONE)
    let dialog = await openEditor(page)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached', ...POLL })

    // Go to the author and back in the app, then forward again with the modal open.
    const authorLink = page.locator('main .sk-item__header a[href^="/author/"]').first()
    const authorPath = await authorLink.getAttribute('href')
    await authorLink.click()
    await page.waitForURL((url) => url.pathname === authorPath, POLL)
    await page.goBack()
    await heading(page).waitFor(POLL)
    dialog = await openEditor(page)
    await page.goForward()
    await page.waitForURL((url) => url.pathname === authorPath, POLL)
    await dialog.waitFor({ state: 'detached', ...POLL })
  })

  it("opens from a bookshelf card's menu and steps through the shelf's items", async () => {
    const page = await pages.open(`/library/${BOOKS}/bookshelf`, 'root')
    const titles = page.locator('.sk-card .sk-card__title')
    await titles.nth(1).waitFor(POLL)
    const [first, second] = (await titles.allInnerTexts()).map((title) => title.trim())
    await page.getByRole('button', { name: `More actions for ${first}` }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog')
    const shown = () => dialog.getByLabel('Title', { exact: true }).inputValue()
    await expect.poll(shown, POLL).toBe(first)
    expect(await dialog.getByRole('button', { name: 'Previous item' }).isDisabled()).toBe(true)

    await dialog.getByRole('button', { name: 'Next item' }).click()
    await expect.poll(shown, POLL).toBe(second)
    await dialog.getByRole('button', { name: 'Next item' }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(shown, POLL).toBe(first)
  })

  it('is not offered to a user without update permission', async () => {
    const users = await root<{ users: { id: string; username: string }[] }>('GET', '/api/users')
    const guest = users.users.find((u) => u.username === 'guest')!
    await root('PATCH', `/api/users/${guest.id}`, { permissions: { download: false, update: false } })
    for (const user of ['guest', 'user'] as const) {
      const page = await itemPage(BOOK_ONE, user)
      // The row is there (Mark as Finished, Read...) but without Edit.
      await page.locator('.sk-item-actions').waitFor(POLL)
      expect(await page.locator('.sk-item-actions').getByRole('button', { name: 'Edit' }).count()).toBe(0)
    }
  })
})
