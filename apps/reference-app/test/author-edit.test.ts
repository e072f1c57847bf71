import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { sampleIds } from '../../../test-support/sample-ids'
import { type Api, apiAs } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'

/** Sample data of the demo server (ids of ../shared/abs-api-samples/README.md). */
const BOOKS = sampleIds.bookLibrary
const AUTHOR_A = sampleIds.authorA
/** The demo server's offline catalogue has Author A under this ASIN. */
const AUTHOR_A_ASIN = 'B000SAMPLA'
const POLL = { timeout: 15_000 }

interface AuthorJson {
  name: string
  asin: string | null
  description: string | null
  imagePath: string | null
}

const pages = appPagesForThisFile()
let root: Api

beforeAll(async () => {
  root = await apiAs(pages.app, 'root')
})

const authorOnServer = () => root<AuthorJson>('GET', `/api/authors/${AUTHOR_A}`)
const toast = (page: Page, text: string) => page.locator('.sk-toast', { hasText: text }).first()

async function openEditor(page: Page) {
  await page.getByRole('button', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Author' })
  await dialog.waitFor(POLL)
  return dialog
}

describe('edit-author modal (spec 02 "Edit-author modal", §5 Authors)', () => {
  it('is not offered without update permission', async () => {
    const page = await pages.open(`/author/${AUTHOR_A}`, 'user')
    await page.getByRole('heading', { name: 'Author A', level: 1 }).waitFor(POLL)
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0)
  })

  it('saves only what changed, shows a hostile name as text, matches by ASIN and deletes the image', async () => {
    const page = await pages.open(`/author/${AUTHOR_A}`, 'root')
    await page.getByRole('heading', { name: 'Author A', level: 1 }).waitFor(POLL)
    let dialog = await openEditor(page)

    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'No updates necessary').waitFor(POLL)

    const hostile = 'Author <img src=x onerror="window.hacked=1">'
    await dialog.getByLabel('Name').fill(hostile)
    await dialog.getByLabel('Description').fill('Writes the <b>Series X</b> novels.')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Author updated').waitFor(POLL)
    await page.getByRole('heading', { name: hostile, level: 1 }).waitFor(POLL)
    expect(await page.locator('.sk-page-header img[src="x"]').count()).toBe(0)
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()
    await expect.poll(authorOnServer, POLL).toMatchObject({
      name: hostile,
      description: 'Writes the <b>Series X</b> novels.',
    })

    await dialog.getByLabel('Image address').fill('ftp://example.com/portrait.jpg')
    await dialog.getByRole('button', { name: 'Set image' }).click()
    await toast(page, 'Invalid image URL').waitFor(POLL)

    await dialog.getByLabel('ASIN').fill(AUTHOR_A_ASIN)
    await dialog.getByRole('button', { name: 'Quick Match' }).click()
    await toast(page, 'Author updated').nth(0).waitFor(POLL)
    await expect.poll(async () => (await authorOnServer()).imagePath, POLL).not.toBeNull()
    // The catalogue's description replaced the one typed above, in the form and on the page.
    await expect.poll(() => dialog.getByLabel('Description').inputValue(), POLL).toContain('short fiction')
    await page.locator('.sk-page-header .sk-author-avatar img').waitFor(POLL)

    await dialog.getByRole('button', { name: 'Delete image' }).click()
    await toast(page, 'Author image removed').waitFor(POLL)
    await expect.poll(async () => (await authorOnServer()).imagePath, POLL).toBeNull()
    expect(await page.locator('.sk-page-header .sk-author-avatar img').count()).toBe(0)

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached', ...POLL })
    dialog = await openEditor(page)
    await dialog.getByLabel('Name').fill('   ')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Name is required').waitFor(POLL)
    expect((await authorOnServer()).name).toBe(hostile)
  })

  it('removes the author after the confirmation and leaves for the authors shelf', async () => {
    const page = await pages.open(`/author/${AUTHOR_A}`, 'root')
    await page.getByRole('heading', { level: 1 }).waitFor(POLL)
    const dialog = await openEditor(page)
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).last().click()
    await page.waitForURL((url) => url.pathname === `/library/${BOOKS}/bookshelf/authors`, POLL)
    await toast(page, 'Author removed').waitFor(POLL)
    await expect(authorOnServer()).rejects.toThrow(/404/)
  })
})
