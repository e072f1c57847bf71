import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiAs } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'
import { seriousViolations } from './axe-support'

/** Sample data of the demo server (../shared/abs-api-samples/README.md). */
const BOOKS = '55b0484f-0774-4eed-b98c-a5bc27f99e87'
const POLL = { timeout: 15_000 }

const pages = appPagesForThisFile()

async function narratorNames(): Promise<string[]> {
  const root = await apiAs(pages.app, 'root')
  const { narrators } = await root<{ narrators: { name: string }[] }>(
    'GET',
    `/api/libraries/${BOOKS}/narrators`,
  )
  return narrators.map((narrator) => narrator.name)
}

describe('narrators page', () => {
  it('renames a narrator (the new name stays after a reload), then removes them after a confirmation', async () => {
    const [name] = await narratorNames()
    const page = await pages.open(`/library/${BOOKS}/narrators`, 'root')
    const list = page.locator('.sk-narrators__list')
    await page.getByRole('button', { name: `Rename ${name}` }).click()
    const field = page.getByLabel(`New name for ${name}`)
    await field.fill('Renamed <b>Narrator</b>')
    await field.press('Enter')
    await page.getByText(/^\d+ items updated$/).waitFor(POLL)
    await list.getByRole('link', { name: /^Renamed <b>Narrator<\/b>/ }).waitFor(POLL)

    await page.reload()
    await list.getByRole('link', { name: /^Renamed <b>Narrator<\/b>/ }).waitFor(POLL)
    expect(await list.getByRole('link', { name: new RegExp(`^${name} \\d`) }).count()).toBe(0)
    expect(await narratorNames()).toContain('Renamed <b>Narrator</b>')

    await page.getByRole('button', { name: 'Remove Renamed <b>Narrator</b>' }).click()
    const dialog = page.getByRole('dialog')
    await expect
      .poll(() => dialog.textContent(), POLL)
      .toContain('Are you sure you want to remove narrator "Renamed <b>Narrator</b>"?')
    await dialog.getByRole('button', { name: 'Yes' }).click()
    await expect.poll(() => list.getByRole('link', { name: /^Renamed/ }).count(), POLL).toBe(0)
    expect(await narratorNames()).not.toContain('Renamed <b>Narrator</b>')
  })

  it('offers no rename or remove without update permission', async () => {
    const [name] = await narratorNames()
    const page = await pages.open(`/library/${BOOKS}/narrators`, 'user')
    await page.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor(POLL)
    expect(await page.getByRole('button', { name: /^(Rename|Remove) / }).count()).toBe(0)
  })
})

describe('library stats page', () => {
  it('is for admins: a user is sent to the library home without the stats being asked for', async () => {
    const admin = await pages.open(`/library/${BOOKS}/stats`, 'root')
    await admin.getByRole('heading', { level: 1, name: 'Library Stats' }).waitFor(POLL)

    const statsRequests: string[] = []
    const page = await pages.open(`/library/${BOOKS}/stats`, 'user', (tab) =>
      tab.on('request', (request) => {
        if (/\/api\/libraries\/[^/]+\/stats/.test(request.url())) statsRequests.push(request.url())
      }),
    )
    await page.waitForURL(`${pages.app.url}/library/${BOOKS}`, POLL)
    await page.getByRole('region', { name: 'Recently Added' }).waitFor(POLL)
    expect(await page.getByRole('heading', { name: 'Library Stats' }).count()).toBe(0)
    expect(statsRequests).toEqual([])
  })
})

interface SavedLibrary {
  icon: string
  folders: { fullPath: string }[]
  settings: {
    hideSingleBookSeries: boolean
    metadataPrecedence: string[]
    autoScanCronExpression: string | null
  }
}

// Last in the file: it matches the books and adds a folder to the library.
describe('library edit modal', () => {
  it('walks the tabs as root: folder browser, icon, setting, scanner order by keyboard, schedule; saves, survives a 500, reopens persisted; tools answer', async () => {
    const shelf = join(pages.app.demo.dataDir, 'libedit-tree', 'Shelf <img src=x onerror=alert(1)>')
    mkdirSync(join(shelf, 'inner'), { recursive: true })
    const page = await pages.open('/config/libraries', 'root')
    const toast = (text: string) => page.locator('.sk-toast').getByText(text, { exact: true })
    await page.getByRole('button', { name: 'Edit Books' }).click()
    const form = page.getByRole('form', { name: 'Update Library' })

    // Details: browse the server's folders and add one; its name stays text.
    await form.getByRole('button', { name: 'Browse for Folder' }).click()
    const folders = form.getByRole('list', { name: 'Server folders' })
    await folders.getByRole('button', { name: 'libedit-tree' }).click()
    await folders.getByRole('button', { name: 'Shelf <img src=x onerror=alert(1)>' }).click()
    await folders.getByRole('button', { name: 'inner' }).waitFor(POLL)
    await form.getByRole('button', { name: 'Select Folder Path' }).click()
    await form.getByRole('list', { name: 'Folders' }).getByText(shelf, { exact: true }).waitFor(POLL)
    await form.getByRole('radio', { name: 'rocket' }).check()
    expect(await seriousViolations(page, ['.sk-library-edit'])).toEqual([])

    await form.getByRole('tab', { name: 'Settings' }).click()
    await form.getByLabel('Hide single book series').check()

    // Scanner: the OPF file moves above the Audiobookshelf metadata file from the keyboard.
    await form.getByRole('tab', { name: 'Scanner' }).click()
    const sources = form.getByRole('list', { name: 'Metadata sources' })
    const order = () => sources.locator('.sk-library-edit__source').allTextContents()
    expect((await order()).slice(0, 2)).toEqual(['Audiobookshelf metadata file', 'OPF file'])
    const handle = form.getByRole('button', { name: 'Move OPF file' })
    await handle.focus()
    // dnd-kit picks the row up, then measures the rows before a move counts (a frame or two on a busy machine).
    await page.keyboard.press('Space')
    await expect.poll(() => handle.getAttribute('aria-pressed'), POLL).toBe('true')
    // A screen reader hears the row by its name and place, not dnd-kit's English default with the row's id.
    const spoken = page.locator('[id^="DndLiveRegion"]').filter({ hasText: 'OPF file' })
    await expect.poll(() => spoken.textContent(), POLL).toMatch(/^Picked up OPF file, position 2 of \d+\.$/)
    await page.keyboard.press('ArrowUp')
    await expect.poll(() => spoken.textContent(), POLL).toMatch(/^OPF file moved to position 1 of \d+\.$/)
    await page.waitForTimeout(300)
    await page.keyboard.press('Space')
    await expect
      .poll(async () => (await order()).slice(0, 2), POLL)
      .toEqual(['OPF file', 'Audiobookshelf metadata file'])
    expect(await spoken.textContent()).toMatch(/^OPF file dropped at position 1 of \d+\.$/)
    expect(await seriousViolations(page, ['.sk-library-edit'])).toEqual([])

    await form.getByRole('tab', { name: 'Schedule' }).click()
    await form.getByLabel('Enable').check()
    await form.getByText(/Next scheduled run/).waitFor(POLL)

    // A server error keeps the modal and everything in it.
    await page.route('**/api/libraries/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Database <b>busy</b>' })
        : route.continue(),
    )
    await page.getByRole('button', { name: 'Save' }).click()
    await toast('Database <b>busy</b>').waitFor(POLL)
    expect(await form.getByLabel('Enable').isChecked()).toBe(true)
    await page.unroute('**/api/libraries/*')
    await page.getByRole('button', { name: 'Save' }).click()
    await form.waitFor({ state: 'detached', ...POLL })
    await toast('Library "Books" updated').waitFor(POLL)

    const root = await apiAs(pages.app, 'root')
    const saved = await root<SavedLibrary>('GET', `/api/libraries/${BOOKS}`)
    expect(saved.icon).toBe('rocket')
    expect(saved.folders.map((folder) => folder.fullPath)).toContain(shelf)
    expect(saved.settings).toMatchObject({ hideSingleBookSeries: true, autoScanCronExpression: '0 0 * * 1' })
    expect(saved.settings.metadataPrecedence.slice(-2)).toEqual(['absMetadata', 'opfFile'])

    // Reopened, the modal shows what was saved.
    await page.getByRole('button', { name: 'Edit Books' }).click()
    expect(await form.getByRole('radio', { name: 'rocket' }).isChecked()).toBe(true)
    await form.getByRole('list', { name: 'Folders' }).getByText(shelf, { exact: true }).waitFor(POLL)
    await form.getByRole('tab', { name: 'Settings' }).click()
    expect(await form.getByLabel('Hide single book series').isChecked()).toBe(true)
    await form.getByRole('tab', { name: 'Scanner' }).click()
    expect((await order())[0]).toBe('OPF file')

    // Tools: the server's answer to removing metadata.abs files, then match all with its task card.
    await form.getByRole('tab', { name: 'Tools' }).click()
    await form.getByRole('button', { name: 'Remove all metadata.abs files' }).click()
    const question = page.getByRole('dialog', { name: 'Are you sure?' })
    await question
      .getByText('Are you sure you want to remove all metadata.abs files in your library item folders?')
      .waitFor(POLL)
    await question.getByRole('button', { name: 'Yes' }).click()
    await toast('No metadata.abs files found in library').waitFor(POLL)
    await form.getByRole('button', { name: 'Match Books' }).click()
    const task = form.getByRole('region', { name: 'Latest task' })
    await task.getByText('Matching books in "Books"').waitFor(POLL)
    await task.getByRole('img', { name: 'Done' }).waitFor({ timeout: 60_000 })
  })
})
