import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sampleIds, sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { type Api, apiAs } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'

/** Sample data of the demo server (../shared/abs-api-samples/README.md). */
const BOOKS = sampleIds.bookLibrary
const BOOK_ONE = sampleItemIdsByTitle['Book One']
const POLL = { timeout: 15_000 }

const pages = appPagesForThisFile()

/** The card of a title (on the page or in a part of it), and its "more" button. */
function card(root: Page | Locator, title: string): { card: Locator; more: Locator } {
  // The inner locator of `has` is matched inside each card: it must start from the page, not from `root`.
  const page = 'page' in root ? root.page() : root
  const found = root.locator('.sk-card', { has: page.getByRole('link', { name: title, exact: true }) })
  return { card: found, more: found.getByRole('button', { name: `More actions for ${title}` }) }
}

async function menuEntries(page: Page): Promise<string[]> {
  return (await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).map((text) => text.trim())
}

async function itemId(api: Api, title: string): Promise<string> {
  const { results } = await api<{ results: { id: string; media: { metadata: { title: string } } }[] }>(
    'GET',
    `/api/libraries/${BOOKS}/items?limit=100`,
  )
  return results.find((item) => item.media.metadata.title === title)!.id
}

describe('item card "more" menu', () => {
  it('marks a book finished from its card, and it stays finished after a reload', async () => {
    const page = await pages.open(`/library/${BOOKS}/bookshelf`, 'user')
    const { card: bookCard, more } = card(page, 'Book Three')
    await more.click()
    await page.getByRole('menuitem', { name: 'Mark as Finished' }).click()
    await page.getByText('Item marked as Finished').waitFor(POLL)
    await bookCard.getByLabel('Finished').waitFor(POLL)

    await page.reload()
    await bookCard.getByLabel('Finished').waitFor(POLL)
    await more.click()
    expect(await menuEntries(page)).toContain('Mark as Not Finished')
    const user = await apiAs(pages.app, 'user')
    const progress = await user<{ isFinished: boolean }>(
      'GET',
      `/api/me/progress/${await itemId(user, 'Book Three')}`,
    )
    expect(progress.isFinished).toBe(true)
  })

  it('offers Delete and Re-Scan only to users allowed to (the sample user may not delete)', async () => {
    const page = await pages.open(`/library/${BOOKS}/bookshelf`, 'user')
    await card(page, 'Book Two').more.click()
    const entries = await menuEntries(page)
    expect(entries).toContain('Mark as Finished')
    expect(entries).toContain('Download')
    expect(entries).not.toContain('Delete')
    expect(entries).not.toContain('Re-Scan')
    expect(entries).not.toContain('Add to Collection')

    const admin = await pages.open(`/library/${BOOKS}/bookshelf`, 'root')
    await card(admin, 'Book Two').more.click()
    expect(await menuEntries(admin)).toEqual(
      expect.arrayContaining(['Add to Collection', 'Re-Scan', 'Delete']),
    )
  })

  it('deletes after the confirmation, with the file-system checkbox of the batch delete', async () => {
    const page = await pages.open(`/library/${BOOKS}/bookshelf`, 'root')
    const { card: doomed, more } = card(page, 'The Second Tide')
    await more.click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog')
    await expect
      .poll(() => dialog.textContent(), POLL)
      .toContain('This will delete the library item from the database and your file system. Are you sure?')
    const checkbox = dialog.getByRole('checkbox', { name: /Delete from file system/ })
    expect(await checkbox.isChecked()).toBe(true)
    await checkbox.uncheck()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Deleted item').waitFor(POLL)
    await expect.poll(() => doomed.count(), POLL).toBe(0)
  })

  it('adds a book to a new playlist and to a new collection from its card', async () => {
    const page = await pages.open(`/library/${BOOKS}/bookshelf`, 'root')
    const { more } = card(page, 'Book Two')
    await more.click()
    await page.getByRole('menuitem', { name: 'Add to Playlist' }).click()
    let dialog = page.getByRole('dialog', { name: 'Add to Playlist' })
    await dialog.getByText('You have no playlists').waitFor(POLL)
    await dialog.getByLabel('New playlist name').fill('Road trip')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await dialog.getByRole('button', { name: 'Remove from Road trip' }).waitFor(POLL)
    await dialog.getByRole('button', { name: 'Close' }).click()

    await more.click()
    await page.getByRole('menuitem', { name: 'Add to Collection' }).click()
    dialog = page.getByRole('dialog', { name: 'Add to Collection' })
    await dialog.getByLabel('New collection name').fill('Favourites')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await page.getByText('Collection created').waitFor(POLL)
    await expect.poll(() => dialog.count(), POLL).toBe(0)

    const root = await apiAs(pages.app, 'root')
    const bookTwo = await itemId(root, 'Book Two')
    const { playlists } = await root<{ playlists: { name: string; items: { libraryItemId: string }[] }[] }>(
      'GET',
      '/api/playlists',
    )
    expect(playlists.find((playlist) => playlist.name === 'Road trip')?.items).toEqual([
      expect.objectContaining({ libraryItemId: bookTwo }),
    ])
    const { results } = await root<{ results: { name: string; books: { id: string }[] }[] }>(
      'GET',
      `/api/libraries/${BOOKS}/collections`,
    )
    expect(
      results.find((collection) => collection.name === 'Favourites')?.books.map((book) => book.id),
    ).toEqual([bookTwo])
  })

  it('works from the keyboard: arrows move, Escape closes and gives focus back to the button', async () => {
    const page = await pages.open(`/library/${BOOKS}/bookshelf`, 'user')
    const { more } = card(page, 'Book One')
    await more.focus()
    await page.keyboard.press('Enter')
    const focused = () =>
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim())
    await expect.poll(focused, POLL).toBe('Mark as Finished')
    const entries = await menuEntries(page)
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe(entries[1])
    await page.keyboard.press('End')
    expect(await focused()).toBe(entries.at(-1))
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe(entries[0])
    await page.keyboard.press('ArrowUp')
    expect(await focused()).toBe(entries.at(-1))

    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('menu').count(), POLL).toBe(0)
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await more.getAttribute('aria-expanded')).toBe('false')
  })

  it('takes a book off the home "Continue Listening" shelf, and it stays off after a reload', async () => {
    const user = await apiAs(pages.app, 'user')
    await user('PATCH', `/api/me/progress/${BOOK_ONE}`, { currentTime: 30, progress: 0.3, duration: 87.6 })
    const page = await pages.open(`/library/${BOOKS}`, 'user')
    const shelf = page.getByRole('region', { name: 'Continue Listening' })
    const { card: bookCard, more } = card(shelf, 'Book One')
    await more.click()
    await page.getByRole('menuitem', { name: 'Remove from Continue Listening' }).click()
    await expect.poll(() => bookCard.count(), POLL).toBe(0)

    await page.reload()
    await page.getByRole('region', { name: 'Recently Added' }).waitFor(POLL)
    expect(await page.getByRole('region', { name: 'Continue Listening' }).count()).toBe(0)
    const progress = await user<{ hideFromContinueListening: boolean; currentTime: number }>(
      'GET',
      `/api/me/progress/${BOOK_ONE}`,
    )
    expect(progress).toMatchObject({ hideFromContinueListening: true, currentTime: 30 })
  })
})
