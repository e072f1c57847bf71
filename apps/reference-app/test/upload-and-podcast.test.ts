import { existsSync, readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sampleIds, sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { apiAs, waitForLiveUpdates } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'
import { seriousViolations } from './axe-support'

/** Sample data of the demo server (../shared/abs-api-samples/README.md). */
const BOOKS = sampleIds.bookLibrary
const PODCASTS = sampleIds.podcastLibrary
const BOOK_TWO = sampleItemIdsByTitle['Book Two']
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

const FEEDS = () => `${pages.app.demo.url}/audiobookshelf/demo/podcast-feeds`
const toast = (page: Page, text: string) => page.locator('.sk-toast', { hasText: text }).first()

interface PodcastJson {
  id: string
  media: {
    autoDownloadEpisodes: boolean
    autoDownloadSchedule: string
    maxNewEpisodesToDownload: number
    episodes: { id: string; title: string; audioFile: { metadata: { path: string } } }[]
  }
}

describe('podcasts: find, add, follow, download (spec 01 §2, spec 02 §2)', () => {
  it('adds a podcast from its feed address, downloads three episodes and watches the queue and the podcast page', async () => {
    // The library's search region is the default (the demo library's `us` is also the fallback: use another).
    const root = await apiAs(pages.app, 'root')
    await root('PATCH', `/api/libraries/${PODCASTS}`, { settings: { podcastSearchRegion: 'gb' } })
    const page = await open(`/library/${PODCASTS}/podcast/search`)
    const feedForm = page.getByRole('form', { name: 'Add by RSS feed URL' })
    expect(await page.getByLabel('Region').locator('option').count()).toBe(28)
    await expect.poll(() => page.getByLabel('Region').inputValue(), POLL).toBe('gb')
    await root('PATCH', `/api/libraries/${PODCASTS}`, { settings: { podcastSearchRegion: 'us' } })
    expect(await seriousViolations(page)).toEqual([])
    await feedForm.getByLabel('RSS feed URL').fill('ftp://example.com/feed.xml')
    await feedForm.getByRole('button', { name: 'Open feed' }).click()
    await expect.poll(() => feedForm.locator('.sk-field__error').textContent(), POLL).toBe('Invalid URL')

    await feedForm.getByLabel('RSS feed URL').fill(`${FEEDS()}/not-a-feed.xml`)
    await feedForm.getByRole('button', { name: 'Open feed' }).click()
    await expect
      .poll(() => feedForm.locator('.sk-field__error').textContent(), POLL)
      .toBe('Failed to get podcast feed: Podcast RSS feed request failed or invalid response data')

    await feedForm.getByLabel('RSS feed URL').fill(`${FEEDS()}/static-on-the-line.xml`)
    await feedForm.getByRole('button', { name: 'Open feed' }).click()
    const dialog = page.getByRole('dialog', { name: 'Static on the Line' })
    await dialog.waitFor(POLL)
    expect(await dialog.getByLabel('Author').inputValue()).toBe('Workshop Collective')
    expect(await dialog.getByLabel('Podcast Type').inputValue()).toBe('episodic')
    expect(await dialog.getByLabel('Podcast Path').inputValue()).toMatch(/\/Static on the Line$/)
    await dialog.getByRole('img', { name: 'Cover of Static on the Line' }).waitFor(POLL)
    expect(await dialog.textContent()).toContain('Episodes in the feed: 4')
    expect(await seriousViolations(page, ['.sk-podcast-add'])).toEqual([])
    await dialog.getByRole('button', { name: 'Add podcast' }).click()
    await page.waitForURL(/\/item\//, POLL)
    const itemPath = new URL(page.url()).pathname

    // The same feed again: the server refuses the path, in its words.
    await page.goto(`${pages.app.url}/library/${PODCASTS}/podcast/search`)
    await feedForm.getByLabel('RSS feed URL').fill(`${FEEDS()}/static-on-the-line.xml`)
    await feedForm.getByRole('button', { name: 'Open feed' }).click()
    await dialog.getByRole('button', { name: 'Add podcast' }).click()
    await toast(page, 'Podcast already exists').waitFor(POLL)

    const queuePage = await open(`/library/${PODCASTS}/podcast/download-queue`)
    await waitForLiveUpdates(queuePage)
    await page.goto(`${pages.app.url}${itemPath}`)
    await waitForLiveUpdates(page)
    await page.getByRole('button', { name: 'Find Episodes' }).click()
    const feed = page.getByRole('dialog', { name: 'Episodes in the feed' })
    const list = feed.getByRole('list', { name: 'Feed episodes' })
    await list.getByRole('checkbox').first().waitFor(POLL)
    for (const n of [4, 3, 2]) await list.getByLabel(`Static on the Line: episode ${n}`).check()
    expect(await seriousViolations(page, ['.sk-feed-episodes'])).toEqual([])
    // Slow episode files leave time to see a download running and others waiting.
    const slowEpisodes = (count: number, delayMs: number) =>
      root('POST', '/api/demo/faults', {
        slow: { method: 'GET', path: 'static-on-the-line/episode-\\d+\\.mp3', delayMs, count },
      })
    await slowEpisodes(3, 1500)
    await feed.getByRole('button', { name: 'Download 3 episodes' }).click()
    await toast(page, 'Episodes queued for download').waitFor(POLL)

    // The queue page was opened before: only the socket tells it about these downloads.
    const running = queuePage.getByRole('region', { name: 'Current Downloads' })
    const queued = queuePage.getByRole('region', { name: 'Queued' })
    await running.locator('tbody tr', { hasText: 'Downloading' }).waitFor(POLL)
    await queued.locator('tbody tr', { hasText: 'Static on the Line' }).first().waitFor(POLL)
    const finished = queuePage.getByRole('region', { name: 'Finished' })
    await expect.poll(() => finished.locator('tbody tr').count(), { timeout: 60_000 }).toBe(3)
    expect(await finished.locator('tbody tr', { hasText: 'episode 2' }).textContent()).toContain('Failed')
    expect(await finished.locator('tbody tr', { hasText: 'Downloaded' }).count()).toBe(2)
    expect(await seriousViolations(queuePage)).toEqual([])

    const table = page.locator('.sk-episodes')
    await table.getByLabel('Show').selectOption('all')
    await expect
      .poll(() => table.locator('.sk-episode__title').allTextContents(), POLL)
      .toEqual(['Static on the Line: episode 4', 'Static on the Line: episode 3'])

    // "Check for new episodes" from a past date lists the feed's episodes the podcast does not have.
    await page.getByLabel('Look for new episodes after this date').fill('2000-01-01T00:00')
    await page.getByRole('button', { name: 'Check for new episodes' }).click()
    const fresh = page.getByRole('dialog', { name: 'New episodes' })
    await fresh.getByLabel('Static on the Line: episode 1').waitFor(POLL)
    expect(await fresh.getByLabel('Static on the Line: episode 4').count()).toBe(0)
    await page.keyboard.press('Escape')

    // Two more: one runs, the other waits until an admin clears the podcast's queue.
    const { podcast } = await root<{ podcast: { episodes: { title: string }[] } }>(
      'POST',
      '/api/podcasts/feed',
      {
        rssFeed: `${FEEDS()}/static-on-the-line.xml`,
      },
    )
    await slowEpisodes(1, 4000)
    await root(
      'POST',
      `/api/podcasts/${itemPath.split('/').pop()}/download-episodes`,
      podcast.episodes.filter((e) => /episode [12]$/.test(e.title)),
    )
    await queued.getByRole('button', { name: 'Clear the queue of Static on the Line' }).click()
    await toast(queuePage, 'Episode download queue cleared').waitFor(POLL)
    await expect.poll(() => queued.locator('tbody tr').count(), POLL).toBe(0)
    expect(await queued.textContent()).toContain('No downloads queued')
  })

  it('imports the feeds of a pasted OPML file, with a result per feed', async () => {
    const page = await open(`/library/${PODCASTS}/podcast/search`)
    const form = page.getByRole('form', { name: 'Import OPML' })
    await form.getByLabel('Or paste OPML').fill('<html><body>not an outline list</body></html>')
    await form.getByRole('button', { name: 'Read OPML' }).click()
    await expect
      .poll(() => form.locator('.sk-field__error').textContent(), POLL)
      .toContain('<opml> tag not found')

    await form.getByLabel('Or paste OPML').fill(
      `<?xml version="1.0"?><opml version="2.0"><body>
        <outline text="Lantern" type="rss" xmlUrl="${FEEDS()}/the-lantern-hour.xml"/>
        <outline text="Broken" type="rss" xmlUrl="${FEEDS()}/broken.xml"/></body></opml>`,
    )
    await form.getByRole('button', { name: 'Read OPML' }).click()
    const dialog = page.getByRole('dialog', { name: 'OPML Feeds' })
    await dialog.getByLabel('Lantern').waitFor(POLL)
    expect(await seriousViolations(page, ['.sk-opml-import'])).toEqual([])
    await dialog.getByRole('button', { name: 'Add Podcasts' }).click()
    const feeds = dialog.getByRole('list', { name: 'Podcasts to Add' })
    await expect
      .poll(() => feeds.getByRole('status').allTextContents(), { timeout: 30_000 })
      .toEqual(['Added · Open', 'Failed to get podcast feed'])
    await dialog.getByRole('link', { name: 'Open' }).click()
    await expect.poll(() => page.locator('main h1').first().textContent(), POLL).toContain('The Lantern Hour')
  })

  it('edits and removes an episode, and sets the auto-download schedule', async () => {
    const root = await apiAs(pages.app, 'root')
    const library = await root<{ folders: { id: string; fullPath: string }[] }>(
      'GET',
      `/api/libraries/${PODCASTS}`,
    )
    const feedUrl = `${FEEDS()}/quiet-science.xml`
    const created = await root<PodcastJson>('POST', '/api/podcasts', {
      path: `${library.folders[0]!.fullPath}/Quiet Science`,
      folderId: library.folders[0]!.id,
      libraryId: PODCASTS,
      media: { metadata: { title: 'Quiet Science', feedUrl }, autoDownloadEpisodes: false },
    })
    const { podcast } = await root<{ podcast: { episodes: unknown[] } }>('POST', '/api/podcasts/feed', {
      rssFeed: feedUrl,
    })
    await root('POST', `/api/podcasts/${created.id}/download-episodes`, podcast.episodes.slice(0, 2))
    const item = async () => root<PodcastJson>('GET', `/api/items/${created.id}?expanded=1`)
    await expect.poll(async () => (await item()).media.episodes.length, { timeout: 30_000 }).toBe(2)

    const page = await open(`/item/${created.id}`)
    const table = page.locator('.sk-episodes')
    await table.getByLabel('Show').selectOption('all')
    await table.getByRole('button', { name: 'More for Quiet Science: episode 3' }).click()
    await page.getByRole('menuitem', { name: 'Edit episode' }).click()
    const editor = page.getByRole('dialog', { name: 'Quiet Science: episode 3' })
    await editor.getByLabel('Title', { exact: true }).waitFor(POLL)
    expect(await seriousViolations(page, ['.sk-episode-edit'])).toEqual([])
    await editor.getByLabel('Title', { exact: true }).fill('A quieter episode')
    await editor
      .getByLabel('Description')
      .fill('<p>Calm <b>words</b></p><img src=x onerror="window.hacked=1">')
    await editor.getByLabel('Pub Date').fill('2025-01-02T10:30')
    const types = editor.getByLabel('Episode Type').locator('option')
    expect(await types.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
      'full',
      'trailer',
      'bonus',
    ])
    expect(await editor.locator('.sk-episode-edit__preview img').count()).toBe(0)
    expect(await editor.getByRole('button', { name: 'Next episode' }).isEnabled()).toBe(true)
    await editor.getByRole('button', { name: 'Save and Close' }).click()
    await toast(page, 'Item updated').waitFor(POLL)
    await table.getByText('A quieter episode').waitFor(POLL)
    const edited = (await item()).media.episodes.find((e) => e.title === 'A quieter episode')!
    expect(edited).toMatchObject({ description: expect.not.stringContaining('onerror') })
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()

    await table.getByRole('button', { name: 'More for A quieter episode' }).click()
    await page.getByRole('menuitem', { name: 'View details' }).click()
    const view = page.getByRole('dialog', { name: 'Episode' })
    expect(await view.locator('.sk-rich-text b').textContent()).toBe('words')
    expect(await seriousViolations(page, ['.sk-episode-view'])).toEqual([])
    await view.getByRole('button', { name: 'Close' }).click()
    // Removing the episode that is playing closes the player and says why.
    await table.getByRole('button', { name: 'Play A quieter episode' }).click()
    const player = page.getByRole('region', { name: 'Player' })
    await player.getByRole('button', { name: 'Pause', exact: true }).waitFor(POLL)
    await table.getByRole('button', { name: 'More for A quieter episode' }).click()
    await page.getByRole('menuitem', { name: 'Remove episode' }).click()
    const prompt = page.getByRole('dialog', { name: 'Remove Episode' })
    await prompt.getByLabel('Hard delete file').check()
    await prompt.getByRole('button', { name: 'Remove' }).click()
    await expect
      .poll(() => table.locator('.sk-episode__title').allTextContents(), POLL)
      .toEqual(['Quiet Science: episode 2'])
    await toast(
      page,
      '“A quieter episode” was playing: playback stopped because the episode was removed',
    ).waitFor(POLL)
    await player.waitFor({ state: 'detached', ...POLL })
    expect(existsSync(edited.audioFile.metadata.path)).toBe(false)

    // The Match tab takes another feed episode's details.
    await table.getByRole('button', { name: 'More for Quiet Science: episode 2' }).click()
    await page.getByRole('menuitem', { name: 'Edit episode' }).click()
    const matcher = page.getByRole('dialog', { name: 'Quiet Science: episode 2' })
    await matcher.getByRole('tab', { name: 'Match' }).click()
    await matcher.getByLabel('Episode Title', { exact: true }).fill('episode 1')
    await matcher.getByRole('button', { name: 'Search', exact: true }).click()
    await matcher.getByRole('button', { name: 'Use Quiet Science: episode 1' }).click()
    await toast(page, 'Episode updated').waitFor(POLL)
    await expect
      .poll(() => table.locator('.sk-episode__title').allTextContents(), POLL)
      .toEqual(['Quiet Science: episode 1'])
    await page.keyboard.press('Escape')

    await page.locator('.sk-item-actions').getByRole('button', { name: 'Edit' }).click()
    const modal = page.getByRole('dialog', { name: 'Quiet Science' })
    await modal.getByRole('tab', { name: 'Episodes' }).click()
    await modal.getByRole('table', { name: 'Episodes' }).waitFor(POLL)
    expect(await seriousViolations(page, ['.sk-item-edit'])).toEqual([])
    // Checking the feed from a past date finds the removed episode again and downloads it.
    const check = modal.getByRole('form', { name: 'Check & Download New Episodes' })
    await check.getByLabel('Look for new episodes after this date').fill('2000-01-01T00:00')
    await check.getByLabel('Limit').fill('1')
    await check.getByRole('button', { name: 'Check & Download New Episodes' }).click()
    await toast(page, '1 new episode found').waitFor(POLL)
    await expect
      .poll(() => modal.getByRole('table', { name: 'Episodes' }).locator('tbody tr').count(), {
        timeout: 30_000,
      })
      .toBe(2)
    await modal.getByRole('tab', { name: 'Schedule' }).click()
    await modal.getByLabel('Enable').check()
    await modal.getByLabel('Interval').selectOption({ label: 'Every 6 hours' })
    await modal.getByRole('tab', { name: 'Advanced', exact: true }).click()
    const cron = modal.getByLabel('Cron expression')
    expect(await cron.inputValue()).toBe('0 */6 * * *')
    await cron.fill('0 */6 * *')
    await cron.press('Tab')
    await expect
      .poll(() => modal.locator('.sk-field__error').allTextContents(), POLL)
      .toContain('Invalid cron expression: it takes 5 fields (minute hour day month weekday)')
    await cron.fill('30 */6 * * *')
    await cron.press('Tab')
    await modal.getByText('Valid cron expression').waitFor(POLL)
    await modal.getByLabel('Max # of new episodes to download per check').fill('-1')
    await modal.getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(() => modal.locator('.sk-field__error').allTextContents(), POLL)
      .toContain('Invalid max episodes to download')
    await modal.getByLabel('Max # of new episodes to download per check').fill('2')
    expect(await seriousViolations(page, ['.sk-item-edit'])).toEqual([])
    await modal.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Item details updated').waitFor(POLL)
    expect((await item()).media).toMatchObject({
      autoDownloadEpisodes: true,
      autoDownloadSchedule: '30 */6 * * *',
      maxNewEpisodesToDownload: 2,
    })

    // Both episodes chosen in the table go into a new playlist together.
    await page.keyboard.press('Escape')
    await table.getByLabel('Select Quiet Science: episode 1').check()
    await table.getByLabel('Select Quiet Science: episode 3').check()
    await table
      .getByRole('toolbar', { name: '2 episodes selected' })
      .getByRole('button', { name: 'Add to playlist' })
      .click()
    const picker = page.getByRole('dialog', { name: 'Add 2 Items to Playlist' })
    await picker.getByLabel('New playlist name').fill('Quiet picks')
    await picker.getByRole('button', { name: 'Create' }).click()
    await picker.getByText('Quiet picks').waitFor(POLL)
    const { playlists } = await root<{ playlists: { name: string; items: { episodeId: string }[] }[] }>(
      'GET',
      '/api/playlists',
    )
    expect(playlists.find((p) => p.name === 'Quiet picks')?.items).toHaveLength(2)
  })
})
