import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { sampleIds, sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { type Api, apiAs, waitForLiveUpdates } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'
import { seriousViolations } from './axe-support'

/** Sample data of the demo server (ids of ../shared/abs-api-samples/README.md). */
const BOOKS = sampleIds.bookLibrary
const BOOK_ONE = sampleItemIdsByTitle['Book One']
const BOOK_TWO = sampleItemIdsByTitle['Book Two']
const BOOK_FOUR = sampleItemIdsByTitle['Book Four']
const PODCAST_P = sampleIds.podcastP
const POLL = { timeout: 15_000 }

interface ItemJson {
  id: string
  updatedAt: number
  media: {
    coverPath: string | null
    metadata: {
      title: string
      subtitle: string | null
      description: string | null
      asin: string | null
      genres: string[]
      authors: { id: string; name: string }[]
    }
    chapters: { start: number; title: string }[]
    tracks: { ino: string; metadata: { filename: string } }[]
    audioFiles: { ino: string; exclude: boolean; metadata: { filename: string } }[]
  }
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

async function openEditor(page: Page, firstTab = 'Details') {
  await page.locator('.sk-item-actions').getByRole('button', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog').first()
  await dialog.getByRole('tab', { name: firstTab, selected: true }).waitFor(POLL)
  return dialog
}

/** Shows a tab of the open modal and checks it for serious accessibility problems. */
async function showTab(page: Page, name: string) {
  const dialog = page.locator('.sk-item-edit')
  await dialog.getByRole('tab', { name }).click()
  await dialog.getByRole('tab', { name, selected: true }).waitFor(POLL)
  await dialog.locator('.sk-item-edit__panel > *').first().waitFor(POLL)
  await page.waitForLoadState('networkidle')
  expect(await seriousViolations(page, ['.sk-item-edit'])).toEqual([])
  return dialog
}

const bookIdTitled = async (title: string) => {
  const { results } = await root<{ results: { id: string; media: { metadata: { title: string } } }[] }>(
    'GET',
    `/api/libraries/${BOOKS}/items?limit=0`,
  )
  return results.find((item) => item.media.metadata.title === title)!.id
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

  it('is not offered to a user without update or download permission', async () => {
    const users = await root<{ users: { id: string; username: string }[] }>('GET', '/api/users')
    const guest = users.users.find((u) => u.username === 'guest')!
    await root('PATCH', `/api/users/${guest.id}`, { permissions: { download: false, update: false } })
    const page = await itemPage(BOOK_ONE, 'guest')
    // The row is there (Mark as Finished, Read...) but without Edit.
    await page.locator('.sk-item-actions').waitFor(POLL)
    expect(await page.locator('.sk-item-actions').getByRole('button', { name: 'Edit' }).count()).toBe(0)
  })
})

describe('item edit modal, the other book tabs (spec 02 §2, §5)', () => {
  it('walks Cover, Chapters, Files, Match and Tools on a book as root', async () => {
    const page = await itemPage(BOOK_ONE)
    const before = await itemOnServer(BOOK_ONE)
    const chapterPosts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/chapters')) chapterPosts.push(request.url())
    })
    await openEditor(page)

    // Cover: the current cover with its size, shown raw; an address that is not http(s); the providers' covers.
    let dialog = await showTab(page, 'Cover')
    await expect
      .poll(() => dialog.locator('.sk-cover-tab__current figcaption').innerText(), POLL)
      .toMatch(/^\d+ × \d+ px$/)
    await dialog.getByRole('button', { name: 'Show the cover full size' }).click()
    const preview = page.locator('.sk-raw-cover')
    expect(await preview.locator('img').getAttribute('src')).toContain('raw=1')
    await preview.getByRole('button', { name: 'Close the cover' }).click()
    await preview.waitFor({ state: 'detached', ...POLL })
    await dialog.getByLabel('Image URL from the web').fill('ftp://example.org/cover.jpg')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await dialog.locator('.sk-field__error', { hasText: 'Invalid URL' }).waitFor(POLL)
    await dialog.getByLabel('Upload Cover').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from('plain text, not an image'),
    })
    await dialog.getByText('“cover.png” is not an image. Choose a PNG, JPEG or WebP file.').waitFor(POLL)
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true)
    await dialog.getByLabel('Provider').selectOption('best')
    await dialog.getByRole('button', { name: 'Search' }).click()
    const results = dialog.locator('.sk-cover-search__results .sk-cover-grid__choose')
    await expect.poll(() => results.count(), POLL).toBe(3)
    await results.first().click()
    await expect
      .poll(async () => (await itemOnServer(BOOK_ONE)).updatedAt, POLL)
      .toBeGreaterThan(before.updatedAt)

    // Chapters: a broken rule stops the save and takes the focus to its row; a lookup's chapters are saved.
    dialog = await showTab(page, 'Chapters')
    const start2 = dialog.getByLabel('Start of chapter 2')
    await start2.fill('0')
    await start2.press('Enter')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(
      page,
      'Invalid start time must be greater than or equal to previous chapter start time',
    ).waitFor(POLL)
    await expect.poll(() => start2.evaluate((input) => input === document.activeElement), POLL).toBe(true)
    expect(chapterPosts).toEqual([])
    await dialog.getByRole('button', { name: 'Lookup' }).click()
    const lookup = page.getByRole('dialog', { name: 'Find Chapters' })
    await lookup.getByLabel('ASIN').fill('B0SAMPLE01')
    await lookup.getByLabel('Remove Audible intro and outro from chapters').check()
    await lookup.getByRole('button', { name: 'Search' }).click()
    await lookup.getByText('4 chapters found').waitFor(POLL)
    await lookup.getByRole('button', { name: 'Apply Chapters' }).click()
    expect(await dialog.getByLabel('Title of chapter 2').inputValue()).toBe('Chapter Two')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Chapters updated').waitFor(POLL)
    const saved = await itemOnServer(BOOK_ONE)
    expect(saved.media.chapters.map((c) => [c.start, c.title])).toEqual([
      [0, 'Chapter One'],
      [21.831, 'Chapter Two'],
      [43.71, 'Chapter Three'],
      [65.565, 'Chapter Four'],
    ])
    await dialog.getByLabel('Add chapters').fill('Part 1')
    await dialog.getByRole('button', { name: 'Add chapter(s)' }).click()
    const bulk = page.getByRole('dialog', { name: 'Add Multiple Chapters' })
    await bulk.getByLabel('Number of chapters:').fill('151')
    await bulk.getByRole('button', { name: 'Add Chapters' }).click()
    await bulk.locator('.sk-field__error', { hasText: 'Enter a number between 1 and 150' }).waitFor(POLL)
    await bulk.getByLabel('Number of chapters:').fill('2')
    await bulk.getByRole('button', { name: 'Add Chapters' }).click()
    expect(await dialog.getByLabel('Title of chapter 6').inputValue()).toBe('Part 2')

    // Files: the audio file's tags, read-only.
    dialog = await showTab(page, 'Files')
    await dialog.getByRole('button', { name: 'Details of Book One.m4b' }).click()
    const details = page.getByRole('dialog', { name: 'Book One.m4b' })
    await details.getByText('Meta Tags').waitFor(POLL)
    expect(await details.locator('dt', { hasText: /^Album$/ }).count()).toBe(1)
    await details.getByRole('button', { name: 'Close' }).click()

    // Match: only the checked field is saved, then Details shows it.
    dialog = await showTab(page, 'Match')
    await dialog.locator('.sk-match-result').first().click()
    await dialog.getByLabel('Select all').uncheck()
    await dialog.getByLabel('Use the new Subtitle').check()
    expect(await seriousViolations(page, ['.sk-item-edit'])).toEqual([])
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await toast(page, 'Item details updated').waitFor(POLL)
    await dialog.getByRole('tab', { name: 'Details', selected: true }).waitFor(POLL)
    const matched = await itemOnServer(BOOK_ONE)
    expect(matched.media.metadata.subtitle).toBe('A Lighthouse Story')
    expect(matched.media.metadata.description).toBe(before.media.metadata.description)

    // Tools: quick embed after the warning, its task to the end.
    dialog = await showTab(page, 'Tools')
    await dialog.getByRole('button', { name: 'Quick Embed' }).click()
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click()
    await expect
      .poll(() => dialog.locator('.sk-tool-panel__status').first().getAttribute('data-state'), {
        timeout: 30_000,
      })
      .toBe('done')
  })

  it('orders and excludes the tracks of a book of several files and makes chapters from them', async () => {
    const page = await itemPage(BOOK_TWO)
    const before = await itemOnServer(BOOK_TWO)
    const names = before.media.audioFiles.map((f) => f.metadata.filename)
    await openEditor(page)
    const dialog = await showTab(page, 'Files')
    await dialog.getByRole('button', { name: `Move ${names[2]} up` }).click()
    await dialog.getByLabel(`Include ${names[0]} in the tracklist`).uncheck()
    await dialog.getByRole('button', { name: 'Save Tracklist' }).click()
    await toast(page, 'Tracks Updated').waitFor(POLL)
    const after = await itemOnServer(BOOK_TWO)
    expect(after.media.tracks.map((t) => t.metadata.filename)).toEqual([names[2], names[1]])

    await showTab(page, 'Chapters')
    await dialog.getByRole('button', { name: 'Set chapters from tracks' }).click()
    expect(await dialog.getByLabel('Title of chapter 1').inputValue()).toBe(names[2]!.replace(/\.mp3$/, ''))
    expect(await dialog.getByLabel('Title of chapter 3').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Listen to beginning of chapter 1' }).click()
    const stop = dialog.getByRole('button', { name: 'Stop chapter 1' })
    await stop.waitFor(POLL)
    await stop.click()
    await dialog.getByRole('button', { name: 'Listen to beginning of chapter 1' }).waitFor(POLL)
  })

  it('gives a user with update but not delete the editing tabs without deleting, and keeps it usable when another user removes the item', async () => {
    const users = await root<{ users: { id: string; username: string }[] }>('GET', '/api/users')
    const user = users.users.find((u) => u.username === 'user')!
    await root('PATCH', `/api/users/${user.id}`, {
      permissions: { download: true, update: true, delete: false, upload: false },
    })
    const comic = await bookIdTitled('Comic Five')
    const page = await pages.open(`/library/${BOOKS}/bookshelf`, 'user')
    await waitForLiveUpdates(page)
    await page.getByRole('button', { name: 'More actions for Comic Five' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const dialog = page.locator('.sk-item-edit')
    await dialog.getByRole('tab', { name: 'Details', selected: true }).waitFor(POLL)
    expect(await dialog.getByRole('tab').allInnerTexts()).toEqual(['Details', 'Cover', 'Files', 'Match'])
    await showTab(page, 'Cover')
    expect(await dialog.getByRole('button', { name: 'Remove cover' }).count()).toBe(0)
    expect(await dialog.getByLabel('Upload Cover').count()).toBe(0)
    await showTab(page, 'Files')
    await dialog.getByRole('button', { name: 'Set as supplementary' }).waitFor(POLL)
    expect(await dialog.getByRole('button', { name: /^Delete / }).count()).toBe(0)

    await showTab(page, 'Details')
    await root('DELETE', `/api/items/${comic}`)
    await dialog.getByRole('alert').getByText('This item was removed by another user').waitFor(POLL)
    await toast(page, '“Comic Five” was removed by another user').waitFor(POLL)
    expect(await dialog.getByLabel('Title', { exact: true }).isDisabled()).toBe(true)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached', ...POLL })
  })

  it('shows a user without update permission only the Files tab, without deleting', async () => {
    const users = await root<{ users: { id: string; username: string }[] }>('GET', '/api/users')
    const user = users.users.find((u) => u.username === 'user')!
    await root('PATCH', `/api/users/${user.id}`, {
      permissions: { download: true, update: false, delete: false, upload: false },
    })
    const page = await itemPage(BOOK_ONE, 'user')
    const dialog = await openEditor(page, 'Files')
    expect(await dialog.getByRole('tab').allInnerTexts()).toEqual(['Files'])
    await dialog.getByRole('button', { name: 'Details of Book One.m4b' }).waitFor(POLL)
    expect(await dialog.getByRole('button', { name: /^Delete / }).count()).toBe(0)
    expect(await dialog.getByRole('button', { name: /^Move / }).count()).toBe(0)
  })
})

describe('batch quick match dialog (spec 02 §2, §4, §8)', () => {
  it("starts with the library's provider, matches the selection and toasts the outcome; keeps the choice", async () => {
    const tide = await bookIdTitled('The Second Tide')
    const page = await pages.open(`/library/${BOOKS}/bookshelf`, 'root')
    await waitForLiveUpdates(page)
    for (const title of ['The Second Tide', 'Prelude']) {
      await page.getByRole('checkbox', { name: `Select ${title}` }).check({ force: true })
    }
    await page.getByRole('button', { name: 'More actions' }).click()
    await page.getByRole('menuitem', { name: 'Quick Match' }).click()
    const dialog = page.getByRole('dialog', { name: '2 items selected' })
    expect(await dialog.getByLabel('Provider').inputValue()).toBe('google')
    expect(await seriousViolations(page, ['.sk-modal'])).toEqual([])
    await dialog.getByLabel('Provider').selectOption('audible')
    await dialog.getByLabel('Update Cover').uncheck()
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await toast(page, 'Batch Quick Match of 2 books started!').waitFor(POLL)
    await dialog.waitFor({ state: 'detached', ...POLL })
    await toast(page, 'Batch quick match complete!').waitFor({ timeout: 30_000 })
    expect(await toast(page, 'Batch quick match complete!').innerText()).toMatch(
      /1 Updated[\s\S]*1 with no matches/,
    )
    expect((await itemOnServer(tide)).media.metadata.asin).toBe('B0SAMPLE05')

    await page.getByRole('button', { name: 'More actions' }).click()
    await page.getByRole('menuitem', { name: 'Quick Match' }).click()
    const again = page.getByRole('dialog', { name: '2 items selected' })
    expect(await again.getByLabel('Provider').inputValue()).toBe('audible')
    expect(await again.getByLabel('Update Cover').isChecked()).toBe(false)
  })
})
