import { beforeAll, describe, expect, it } from 'vitest'
import { sampleIds, sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { type Api, apiAs, type DemoUser } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'
import { seriousViolations } from './axe-support'

/** Sample data of the demo server (../shared/abs-api-samples/README.md). */
const BOOKS = sampleIds.bookLibrary
const PODCASTS = sampleIds.podcastLibrary
const BOOK_ONE = sampleItemIdsByTitle['Book One']
const POLL = { timeout: 15_000 }

const pages = appPagesForThisFile()
let root: Api

beforeAll(async () => {
  root = await apiAs(pages.app, 'root')
})

async function open(path: string, user: DemoUser = 'root') {
  const page = await pages.open(path, user)
  await page.locator('header.sk-appbar').waitFor(POLL)
  return page
}

interface ItemList {
  results: { id: string; media: { metadata: { title: string; genres: string[] } } }[]
}

describe('/batch (spec 01 §2)', () => {
  it('edits the genres of two selected items in one save; the item pages show it after a reload', async () => {
    const page = await open(`/library/${BOOKS}/bookshelf`)
    const cards = page.locator('.sk-card__select')
    await expect.poll(() => cards.count(), POLL).toBeGreaterThan(1)
    await cards.nth(0).click({ force: true })
    await cards.nth(1).click({ force: true })
    await page.getByRole('button', { name: 'Edit' }).click()
    await page.waitForURL(`${pages.app.url}/batch`, POLL)
    const forms = page.locator('fieldset.sk-batch-item')
    await expect.poll(() => forms.count(), POLL).toBe(2)

    const bar = page.getByRole('form', { name: 'Map details' })
    await bar.getByLabel('Genres', { exact: true }).fill('<b>Batch Genre</b>')
    await bar.getByRole('button', { name: 'Apply to all items' }).click()
    for (const form of await forms.all())
      expect(await form.getByLabel('Genres', { exact: true }).inputValue()).toContain('<b>Batch Genre</b>')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('batch update success').waitFor(POLL)
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe(`/library/${BOOKS}/bookshelf`)

    const { results } = await root<ItemList>('GET', `/api/libraries/${BOOKS}/items?limit=100`)
    const withGenre = results.filter((r) => r.media.metadata.genres.includes('<b>Batch Genre</b>'))
    expect(withGenre).toHaveLength(2)
    const item = await open(`/item/${withGenre[0]!.id}`)
    await item.reload()
    await expect.poll(() => item.locator('main').textContent(), POLL).toContain('<b>Batch Genre</b>')
    expect(await item.locator('main b').filter({ hasText: 'Batch Genre' }).count()).toBe(0)
  })

  it('goes back with nothing selected, and is not offered without update permission', async () => {
    const page = await open(`/library/${BOOKS}/bookshelf`)
    await page.goto(`${pages.app.url}/batch`)
    await expect.poll(() => new URL(page.url()).pathname, POLL).not.toBe('/batch')
    const user = await open('/batch', 'user')
    await expect.poll(() => new URL(user.url()).pathname, POLL).not.toBe('/batch')
  })
})

describe('/audiobook/{id}/manage (spec 01 §2)', () => {
  it('embeds metadata into a demo book and encodes it to M4B: each task appears and finishes', async () => {
    const page = await open(`/audiobook/${BOOK_ONE}/manage?tool=embed`)
    const panel = page.getByRole('region', { name: 'Embed Metadata' })
    await panel.waitFor(POLL)
    await expect.poll(() => page.locator('.sk-table tr').count(), POLL).toBeGreaterThan(1)
    await panel.getByRole('button', { name: 'Start Metadata Embed' }).click()
    const status = panel.getByRole('status')
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 60_000 }).toBe('done')
    expect(await panel.getByRole('alert').count()).toBe(0)

    await page.getByRole('link', { name: 'M4B Encoder' }).click()
    const encoder = page.getByRole('region', { name: 'M4B Encoder' })
    await encoder.getByText('Encoding can take up to 30 minutes.').waitFor(POLL)
    await encoder.getByLabel('Bitrate').selectOption('64k')
    await encoder.getByRole('button', { name: 'Start M4B Encode' }).click()
    await expect.poll(() => encoder.getByRole('status').getAttribute('data-state'), POLL).toBe('done')
    expect(await encoder.getByRole('alert').count()).toBe(0)
  })

  it('is for admins only', async () => {
    const page = await open(`/audiobook/${BOOK_ONE}/manage?tool=embed`, 'user')
    await expect.poll(() => new URL(page.url()).pathname, POLL).not.toContain('/manage')
  })
})

describe('accessibility of the four pages', () => {
  it('batch edit, item tools, upload and podcast search have no serious or critical axe-core violation', async () => {
    const page = await open(`/library/${BOOKS}/bookshelf`)
    const cards = page.locator('.sk-card__select')
    await expect.poll(() => cards.count(), POLL).toBeGreaterThan(1)
    await cards.nth(0).click({ force: true })
    await page.getByRole('button', { name: 'Edit' }).click()
    await page.locator('fieldset.sk-batch-item').first().waitFor(POLL)
    const problems = (await seriousViolations(page)).map((line) => `/batch ${line}`)

    const visit = async (path: string, ready: string) => {
      await page.goto(`${pages.app.url}${path}`)
      await page.locator(ready).first().waitFor(POLL)
      problems.push(...(await seriousViolations(page)).map((line) => `${path} ${line}`))
    }
    await visit(`/audiobook/${BOOK_ONE}/manage?tool=m4b`, '.sk-tool-panel')
    await visit(`/library/${PODCASTS}/podcast/search`, '.sk-podcast-search-page')
    await visit('/upload', '.sk-upload-drop')
    await page
      .locator('input[type=file]:not([webkitdirectory])')
      .setInputFiles({ name: 'One.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(16) })
    await page.locator('fieldset.sk-upload-item').waitFor(POLL)
    problems.push(...(await seriousViolations(page)).map((line) => `/upload with an item ${line}`))
    expect(problems).toEqual([])
  })
})
