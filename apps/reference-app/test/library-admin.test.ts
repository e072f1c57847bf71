import { describe, expect, it } from 'vitest'
import { apiAs } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'

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
