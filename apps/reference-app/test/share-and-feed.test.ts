import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { apiAs, waitForLiveUpdates } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'
import { seriousViolations } from './axe-support'

/** Sample data of the demo server (ids of ../shared/abs-api-samples/README.md). */
const BOOK_ONE = sampleItemIdsByTitle['Book One']
const BOOK_TWO = sampleItemIdsByTitle['Book Two']
const POLL = { timeout: 15_000 }

const pages = appPagesForThisFile()

interface ItemWithRelations {
  media: { id: string; metadata: { title: string } }
  mediaItemShare?: { id: string; slug: string; expiresAt: string | null } | null
  rssFeed?: { id: string } | null
}

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`
const actions = (page: Page) => page.locator('.sk-item-actions')
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })

async function openItem(user: 'root' | 'user', itemId = BOOK_ONE): Promise<Page> {
  const page = await pages.open(`/item/${itemId}`, user)
  await page.locator('.sk-item-actions').waitFor(POLL)
  return page
}

describe('share dialog (spec 02 "Share dialog", §4 Share, §5, §8)', () => {
  it('shares Book One for 1 day with a custom slug, plays the link with no sign-in, then deletes the share', async () => {
    const root = await apiAs(pages.app, 'root')
    const page = await openItem('root')
    await actions(page).getByRole('button', { name: 'Share', exact: true }).click()
    const dialog = dialogNamed(page, 'Share')
    await dialog.waitFor(POLL)
    expect((await dialog.getByLabel('Slug').inputValue()).length).toBe(10)
    expect(await seriousViolations(page, ['.sk-share-dialog'])).toEqual([])

    const slug = unique('ui-share')
    await dialog.getByLabel('Slug').fill(slug)
    await dialog.getByRole('button', { name: 'Longer' }).click()
    expect(await dialog.getByLabel('Duration', { exact: true }).inputValue()).toBe('1')
    await dialog.getByLabel('Duration unit').selectOption('days')
    expect(await dialog.textContent()).toContain(`Share URL will be ${pages.app.url}/share/${slug}`)
    const before = Date.now()
    await dialog.getByRole('button', { name: 'Share', exact: true }).click()

    const url = dialog.getByRole('textbox', { name: 'Share URL' })
    await url.waitFor(POLL)
    expect(await url.inputValue()).toBe(`${pages.app.url}/share/${slug}`)
    expect(await dialog.locator('.sk-share-dialog__remaining').textContent()).toMatch(
      /^Time remaining: (1d|23h 59m)$/,
    )
    expect(await seriousViolations(page, ['.sk-share-dialog'])).toEqual([])
    await actions(page).getByText('Shared').waitFor(POLL)

    const shared = await root<ItemWithRelations>('GET', `/api/items/${BOOK_ONE}?expanded=1&include=share`)
    expect(shared.mediaItemShare?.slug).toBe(slug)
    const expires = Date.parse(shared.mediaItemShare?.expiresAt ?? '')
    expect(expires).toBeGreaterThanOrEqual(before + 86_400_000 - 5_000)
    expect(expires).toBeLessThanOrEqual(Date.now() + 86_400_000 + 5_000)

    // The copied link plays for a visitor with no session.
    const visitor = await pages.browser.newContext()
    try {
      const tab = await visitor.newPage()
      await tab.goto(await url.inputValue())
      const player = tab.locator('shelf-share-player')
      await expect.poll(() => player.locator('[part~="title"]').textContent(), POLL).toBe('Book One')
    } finally {
      await visitor.close()
    }

    await dialog.getByRole('button', { name: 'Delete share' }).click()
    await dialog.getByLabel('Slug').waitFor(POLL)
    await actions(page)
      .getByText('Shared')
      .waitFor({ state: 'detached', ...POLL })
    const after = await root<ItemWithRelations>('GET', `/api/items/${BOOK_ONE}?expanded=1&include=share`)
    expect(after.mediaItemShare).toBeNull()
  })

  it("replaces an unclean slug with a warning, and shows the server's text when it refuses", async () => {
    const root = await apiAs(pages.app, 'root')
    const bookTwo = await root<ItemWithRelations>('GET', `/api/items/${BOOK_TWO}`)
    const taken = unique('taken')
    const other = await root<{ id: string }>('POST', '/api/share/mediaitem', {
      slug: taken,
      expiresAt: 0,
      mediaItemType: 'book',
      mediaItemId: bookTwo.media.id,
      isDownloadable: false,
    })
    try {
      const page = await openItem('root')
      await actions(page).getByRole('button', { name: 'Share', exact: true }).click()
      const dialog = dialogNamed(page, 'Share')
      await dialog.getByLabel('Slug').fill('My Slug')
      await dialog.getByRole('button', { name: 'Share', exact: true }).click()
      await expect.poll(() => dialog.getByLabel('Slug').inputValue(), POLL).toBe('my-slug')
      await page.getByText('Slug contains invalid characters').waitFor(POLL)

      await dialog.getByLabel('Slug').fill(taken)
      await dialog.getByRole('button', { name: 'Share', exact: true }).click()
      await page.getByRole('alert').filter({ hasText: 'Slug is already in use' }).waitFor(POLL)
      expect(await dialog.getByRole('textbox', { name: 'Share URL' }).count()).toBe(0)
      const item = await root<ItemWithRelations>('GET', `/api/items/${BOOK_ONE}?expanded=1&include=share`)
      expect(item.mediaItemShare).toBeNull()
    } finally {
      await root('DELETE', `/api/share/mediaitem/${other.id}`)
    }
  })
})

describe('RSS feed dialog (spec 02 "RSS feed dialog", §4 RSS feed, §5 Feed, §8)', () => {
  it('opens a feed with a slug, shows its address and closes it', async () => {
    const root = await apiAs(pages.app, 'root')
    const page = await openItem('root')
    await actions(page).getByRole('button', { name: 'RSS Feed' }).click()
    const dialog = dialogNamed(page, 'Book One')
    await dialog.waitFor(POLL)
    expect(await dialog.getByLabel('RSS Feed Slug').inputValue()).toBe(BOOK_ONE)
    expect(await dialog.getByLabel('Prevent Indexing').isChecked()).toBe(true)
    // The metadata tabs answer the arrow keys as tabs do, and only the selected one is in the Tab order.
    const general = dialog.getByRole('tab', { name: 'General' })
    await general.focus()
    await page.keyboard.press('ArrowRight')
    const advanced = dialog.getByRole('tab', { name: 'Advanced' })
    expect(await advanced.getAttribute('aria-selected')).toBe('true')
    expect(await advanced.evaluate((tab) => tab === document.activeElement)).toBe(true)
    expect(await general.getAttribute('tabindex')).toBe('-1')
    await dialog.getByLabel('Custom owner Name').fill('Shelf Owner')
    expect(await seriousViolations(page, ['.sk-feed-dialog'])).toEqual([])

    const slug = unique('ui-feed')
    await dialog.getByLabel('RSS Feed Slug').fill(slug)
    await dialog.getByRole('button', { name: 'Open Feed' }).click()
    const url = dialog.getByRole('textbox', { name: 'Feed URL' })
    await url.waitFor(POLL)
    expect(await url.inputValue()).toBe(`${pages.app.url}/feed/${slug}`)
    expect(await dialog.textContent()).toContain('Shelf Owner')
    expect(await seriousViolations(page, ['.sk-feed-dialog'])).toEqual([])
    await actions(page).getByText('RSS feed open').waitFor(POLL)

    const feeds = await root<{ feeds: { id: string; slug: string; entityId: string }[] }>('GET', '/api/feeds')
    expect(feeds.feeds.find((feed) => feed.slug === slug)?.entityId).toBe(BOOK_ONE)
    // The copied address answers through the app's forwarding of the server's paths.
    const xml = await fetch(await url.inputValue())
    expect(xml.status).toBe(200)
    expect(await xml.text()).toContain('<rss')

    await dialog.getByRole('button', { name: 'Close Feed' }).click()
    await page.getByRole('status').filter({ hasText: 'RSS feed closed' }).waitFor(POLL)
    await dialog.waitFor({ state: 'detached', ...POLL })
    await actions(page)
      .getByText('RSS feed open')
      .waitFor({ state: 'detached', ...POLL })
    const after = await root<{ feeds: { slug: string }[] }>('GET', '/api/feeds')
    expect(after.feeds.map((feed) => feed.slug)).not.toContain(slug)
  })

  it("shows the server's text when it refuses to open a feed", async () => {
    const root = await apiAs(pages.app, 'root')
    const taken = unique('taken-feed')
    const { feed } = await root<{ feed: { id: string } }>('POST', `/api/feeds/item/${BOOK_TWO}/open`, {
      serverAddress: pages.app.url,
      slug: taken,
      metadataDetails: { preventIndexing: true, ownerName: '', ownerEmail: '' },
    })
    try {
      const page = await openItem('root')
      await actions(page).getByRole('button', { name: 'RSS Feed' }).click()
      const dialog = dialogNamed(page, 'Book One')
      await dialog.getByLabel('RSS Feed Slug').fill(taken)
      await dialog.getByRole('button', { name: 'Open Feed' }).click()
      await page.getByRole('alert').filter({ hasText: 'Slug already in use' }).waitFor(POLL)
      expect(await dialog.getByRole('textbox', { name: 'Feed URL' }).count()).toBe(0)
    } finally {
      await root('POST', `/api/feeds/${feed.id}/close`)
    }
  })
})

describe('who sees the actions (spec 02 §6; official item page)', () => {
  it('a user without admin rights sees neither Share nor RSS Feed', async () => {
    const page = await openItem('user')
    await actions(page)
      .getByRole('button', { name: /Mark as/ })
      .waitFor(POLL)
    expect(await actions(page).getByRole('button', { name: 'Share', exact: true }).count()).toBe(0)
    expect(await actions(page).getByRole('button', { name: 'RSS Feed' }).count()).toBe(0)
  })

  it('a feed opened elsewhere shows on the open page, and users may read (not close) it', async () => {
    const root = await apiAs(pages.app, 'root')
    const page = await openItem('user')
    await waitForLiveUpdates(page)
    const slug = unique('live-feed')
    const { feed } = await root<{ feed: { id: string } }>('POST', `/api/feeds/item/${BOOK_ONE}/open`, {
      serverAddress: pages.app.url,
      slug,
      metadataDetails: { preventIndexing: false, ownerName: '', ownerEmail: '' },
    })
    try {
      await actions(page).getByText('RSS feed open').waitFor(POLL)
      await actions(page).getByRole('button', { name: 'RSS Feed' }).click()
      const dialog = dialogNamed(page, 'Book One')
      expect(await dialog.getByRole('textbox', { name: 'Feed URL' }).inputValue()).toBe(
        `${pages.app.url}/feed/${slug}`,
      )
      expect(await dialog.getByRole('button', { name: 'Close Feed' }).count()).toBe(0)
      await page.keyboard.press('Escape')
    } finally {
      await root('POST', `/api/feeds/${feed.id}/close`)
    }
    await actions(page)
      .getByText('RSS feed open')
      .waitFor({ state: 'detached', ...POLL })
    expect(await actions(page).getByRole('button', { name: 'RSS Feed' }).count()).toBe(0)
  })

  it('titles stay text in the dialogs (hostile markup is inert)', async () => {
    const root = await apiAs(pages.app, 'root')
    const original = (await root<ItemWithRelations>('GET', `/api/items/${BOOK_TWO}`)).media.metadata.title
    const hostile = '<img src=x onerror="window.__pwned=1">Two'
    await root('PATCH', `/api/items/${BOOK_TWO}/media`, { metadata: { title: hostile } })
    try {
      const page = await openItem('root', BOOK_TWO)
      await actions(page).getByRole('button', { name: 'RSS Feed' }).click()
      const feedDialog = dialogNamed(page, hostile)
      await feedDialog.waitFor(POLL)
      expect(await feedDialog.locator('img').count()).toBe(0)
      await page.keyboard.press('Escape')
      await actions(page).getByRole('button', { name: 'Share', exact: true }).click()
      const shareDialog = dialogNamed(page, 'Share')
      expect(await shareDialog.locator('.sk-dialog-subject').textContent()).toBe(hostile)
      expect(await shareDialog.locator('img').count()).toBe(0)
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    } finally {
      await root('PATCH', `/api/items/${BOOK_TWO}/media`, { metadata: { title: original } })
    }
  })
})
