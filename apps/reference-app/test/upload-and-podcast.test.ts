import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { apiAs } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'

/** Sample data of the demo server (../shared/abs-api-samples/README.md). */
const BOOKS = '55b0484f-0774-4eed-b98c-a5bc27f99e87'
const PODCASTS = '125536b2-dabe-414a-81fa-1181d0a501d3'
const BOOK_TWO = '395a8cdd-8b1c-4f09-a0d4-ca788c875b44'
const POLL = { timeout: 15_000 }

const pages = appPagesForThisFile()

async function open(path: string, user: 'root' | 'user' = 'root') {
  const page = await pages.open(path, user)
  await page.locator('header.sk-appbar').waitFor(POLL)
  return page
}

describe('/upload (spec 01 §2)', () => {
  it('guesses an item from a chosen audio file, uploads it, and the book shows up on the bookshelf', async () => {
    const root = await apiAs(pages.app, 'root')
    const sample = await root<{ media: { audioFiles: { metadata: { path: string } }[] } }>(
      'GET',
      `/api/items/${BOOK_TWO}?expanded=1`,
    )
    const audio = readFileSync(sample.media.audioFiles[0]!.metadata.path)

    const page = await open(`/library/${BOOKS}`)
    await page.getByRole('link', { name: 'Upload' }).first().click()
    await page.waitForURL(`${pages.app.url}/upload`, POLL)
    expect(await page.getByRole('combobox', { name: 'Library' }).inputValue()).toBe(BOOKS)
    await page
      .locator('input[type=file]:not([webkitdirectory])')
      .setInputFiles({ name: 'Tiny <b>Book.mp3', mimeType: 'audio/mpeg', buffer: audio })
    const item = page.locator('fieldset.sk-upload-item')
    await expect.poll(() => item.getByLabel('Title').inputValue(), POLL).toBe('Tiny <b>Book')
    expect(await page.locator('main b').count()).toBe(0)
    await item.getByLabel('Title').fill('Tiny Upload')
    await item.getByLabel('Author').fill('Upload Author')
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect.poll(() => item.getByRole('status').textContent(), POLL).toBe('Uploaded')

    await page.goto(`${pages.app.url}/library/${BOOKS}/bookshelf`)
    const card = page.locator('.sk-card').filter({ hasText: 'Tiny Upload' })
    await expect.poll(() => card.count(), { timeout: 30_000 }).toBe(1)
    await card.locator('.sk-card__title').click()
    await page.waitForURL(/\/item\//, POLL)
    await expect.poll(() => page.locator('main').textContent(), POLL).toContain('Upload Author')
  })

  it('is not open to users without upload permission', async () => {
    const page = await open('/upload', 'user')
    await expect.poll(() => new URL(page.url()).pathname, POLL).not.toBe('/upload')
  })
})

describe('/library/{id}/podcast/search (spec 01 §2)', () => {
  it('searches the podcast directory, picks a result, adds it and opens the new podcast', async () => {
    const page = await open(`/library/${PODCASTS}/podcast/search`)
    const searchForm = page.getByRole('form', { name: 'Search podcasts' })
    await searchForm.getByLabel('Search term').fill('<i>birds</i>')
    await searchForm.getByRole('button', { name: 'Search' }).click()
    const results = page.getByRole('list', { name: 'Podcast search results' })
    await results.getByRole('button', { name: 'Add Field Notes on Birds' }).click()
    const form = page.getByRole('region', { name: 'New podcast' })
    await form.getByRole('button', { name: 'Add podcast' }).click()
    await page.waitForURL(/\/item\//, POLL)
    await expect
      .poll(() => page.locator('main h1').first().textContent(), POLL)
      .toContain('Field Notes on Birds')
    expect(await page.locator('i').filter({ hasText: 'birds' }).count()).toBe(0)
  })

  it('shows the server’s answer for a feed it cannot read', async () => {
    const page = await open(`/library/${PODCASTS}/podcast/search`)
    const rssForm = page.getByRole('form', { name: 'Add by RSS feed URL' })
    await rssForm.getByLabel('RSS feed URL').fill(`${pages.app.demo.url}/feed/missing`)
    await rssForm.getByRole('button', { name: 'Open feed' }).click()
    const panel = page.getByRole('region', { name: 'New podcast' })
    await expect
      .poll(() => panel.getByRole('alert').textContent(), POLL)
      .toBe('Failed to get podcast feed: Podcast RSS feed request failed or invalid response data')
  })

  it('is for admins only, and only in podcast libraries', async () => {
    const user = await open(`/library/${BOOKS}/podcast/search`, 'user')
    await expect.poll(() => new URL(user.url()).pathname, POLL).not.toContain('/podcast/search')
    const admin = await open(`/library/${BOOKS}/podcast/search`)
    await expect.poll(() => new URL(admin.url()).pathname, POLL).toBe(`/library/${BOOKS}`)
  })
})
