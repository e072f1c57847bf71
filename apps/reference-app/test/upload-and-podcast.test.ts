import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { apiAs, waitForLiveUpdates } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'
import { seriousViolations } from './axe-support'

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

describe('/upload (spec 01 §2, spec 02 §5, §8, §9)', () => {
  const sampleAudio = async () => {
    const root = await apiAs(pages.app, 'root')
    const sample = await root<{ media: { audioFiles: { metadata: { path: string } }[] } }>(
      'GET',
      `/api/items/${BOOK_TWO}?expanded=1`,
    )
    return readFileSync(sample.media.audioFiles[0]!.metadata.path)
  }

  it('sorts picked files by type, trims the details, uploads, refuses the same folder again, and the book shows', async () => {
    const audio = await sampleAudio()
    const page = await open(`/library/${BOOKS}`)
    await page.getByRole('link', { name: 'Upload' }).first().click()
    await page.waitForURL(`${pages.app.url}/upload`, POLL)
    expect(await page.getByRole('combobox', { name: 'Library' }).inputValue()).toBe(BOOKS)
    const pick = () =>
      page.locator('input[type=file]:not([webkitdirectory])').setInputFiles([
        { name: 'Tiny <b>Book.mp3', mimeType: 'audio/mpeg', buffer: audio },
        // Not an image at all: the server will serve it as the cover, and browsers cannot draw it.
        { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') },
        { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      ])
    await pick()
    const ignored = page.getByRole('alert', { name: 'Ignored files' })
    await expect
      .poll(() => ignored.getByRole('cell').allTextContents(), POLL)
      .toEqual(['setup.exe', 'Unsupported file type'])
    const item = page.locator('fieldset.sk-upload-item')
    await expect.poll(() => item.getByLabel('Title').inputValue(), POLL).toBe('Tiny <b>Book')
    expect(await item.locator('.sk-upload-files__name').allTextContents()).toEqual([
      'Tiny <b>Book.mp3',
      'cover.jpg',
    ])
    expect(await item.locator('.sk-upload-files__kind').allTextContents()).toEqual(['audio', 'image'])
    expect(await page.locator('main b').count()).toBe(0)
    // The official uploader's fields drop surrounding spaces when left.
    await item.getByLabel('Title').fill('  Tiny: Upload  ')
    await item.getByLabel('Author').fill(' Upload Author ')
    await item.getByLabel('Series').click()
    expect(await item.getByLabel('Title').inputValue()).toBe('Tiny: Upload')
    expect(await item.getByLabel('Author').inputValue()).toBe('Upload Author')
    expect(await item.getByLabel('Directory (auto)').inputValue()).toBe('Upload Author/Tiny - Upload')
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect.poll(() => item.getByRole('status').textContent(), POLL).toBe('Successfully Uploaded!')
    await page
      .getByText('Uploaded. The server’s folder watcher adds the items to the library in a few seconds')
      .waitFor(POLL)

    // The same item again: its folder exists now, so nothing is sent.
    await page.getByRole('button', { name: 'Reset' }).click()
    await pick()
    await item.getByLabel('Title').fill('Tiny: Upload')
    await item.getByLabel('Author').fill('Upload Author')
    const uploads: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/upload')) uploads.push(request.url())
    })
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    const root = await apiAs(pages.app, 'root')
    const library = await root<{ folders: { fullPath: string }[] }>('GET', `/api/libraries/${BOOKS}`)
    const exists = `Filepath ${library.folders[0]!.fullPath}/Upload Author/Tiny - Upload already exists on server`
    await expect.poll(() => item.getByRole('status').textContent(), POLL).toBe(exists)
    await page.locator('.sk-toast').filter({ hasText: exists }).waitFor(POLL)
    expect(uploads).toEqual([])

    await page.goto(`${pages.app.url}/library/${BOOKS}/bookshelf`)
    const card = page.locator('.sk-card').filter({ hasText: 'Tiny - Upload' })
    await expect.poll(() => card.count(), { timeout: 30_000 }).toBe(1)
    // Its cover file is no picture: the card says so (spec 01 §8, spec 02 §2).
    await card.getByText('Invalid Cover').waitFor(POLL)
    await card.locator('.sk-card__title').click()
    await page.waitForURL(/\/item\//, POLL)
    await expect.poll(() => page.locator('main').textContent(), POLL).toContain('Upload Author')
  })

  it('where the folder watcher is off an admin\'s upload scans the library and says when the items are in; a refused upload says "Failed to upload"', async () => {
    const audio = await sampleAudio()
    const root = await apiAs(pages.app, 'root')
    const library = await root<{ settings: Record<string, unknown> }>('GET', `/api/libraries/${BOOKS}`)
    await root('PATCH', `/api/libraries/${BOOKS}`, {
      settings: { ...library.settings, disableWatcher: true },
    })
    try {
      const page = await open('/upload')
      await waitForLiveUpdates(page)
      const pick = (name: string) =>
        page
          .locator('input[type=file]:not([webkitdirectory])')
          .setInputFiles({ name, mimeType: 'audio/mpeg', buffer: audio })
      await pick('Scanned Upload.mp3')
      const scan = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().includes(`/api/libraries/${BOOKS}/scan`),
      )
      await page.getByRole('button', { name: 'Upload', exact: true }).click()
      await scan
      await page.getByText(/^The uploaded items are in the library \(1 added/).waitFor({ timeout: 30_000 })
      const { results } = await root<{ results: { media: { metadata: { title: string } } }[] }>(
        'GET',
        `/api/libraries/${BOOKS}/items?limit=500`,
      )
      expect(results.some((entry) => entry.media.metadata.title === 'Scanned Upload')).toBe(true)

      await root('POST', '/api/demo/faults', {
        fail: { method: 'POST', path: '^/api/upload$', status: 500, count: 1, body: 'Disk full' },
      })
      await page.getByRole('button', { name: 'Reset' }).click()
      await pick('Never Stored.mp3')
      await page.getByRole('button', { name: 'Upload', exact: true }).click()
      const item = page.locator('fieldset.sk-upload-item')
      await expect.poll(() => item.getByRole('status').textContent(), POLL).toBe('Failed to upload')
      await page.locator('.sk-toast').filter({ hasText: 'Disk full' }).waitFor(POLL)
      expect(await seriousViolations(page, ['main'])).toEqual([])
    } finally {
      await root('PATCH', `/api/libraries/${BOOKS}`, {
        settings: { ...library.settings, disableWatcher: false },
      })
    }
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
