import type { AudioBookmark, User } from '@shelfkit/client'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../test-support/browser'
import { type RunningApp, startApp } from './app-server'
import {
  BOOK_ONE,
  BOOK_TWO,
  eventually,
  playerBar,
  playFromItemPage,
  rootApi,
  type ServerProgress,
  shownSeconds,
  signedInPage,
} from './player-support'

let app: RunningApp
let browser: Browser
let page: Page
let api: Awaited<ReturnType<typeof rootApi>>

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startApp(), launchBrowser()])
  api = await rootApi(app)
  ;({ page } = await signedInPage(browser, app))
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

const bar = () => playerBar(page)
const bookmarksOnServer = async () =>
  (await api<User>('GET', '/api/me')).bookmarks.filter((b: AudioBookmark) => b.libraryItemId === BOOK_ONE)

// One listening session through the features, in order: each step starts where the previous one left the player.
describe('the player in the reference app (spec 01 §2, §4, §5)', () => {
  it('plays the m4b from the item page and its time advances', async () => {
    await playFromItemPage(page, app, BOOK_ONE)
    await bar().getByRole('link', { name: 'Book One' }).waitFor()
    const first = await shownSeconds(page)
    await eventually(
      () => shownSeconds(page),
      (seconds) => seconds >= first + 2,
      'the shown time to advance',
    )
    expect(await bar().getByTestId('player-chapter').textContent()).toBe('Chapter one')
    // The times are drawn on canvases: something is painted on each, the percent and remaining time on the right.
    expect(await bar().getByTestId('player-remaining-time').getAttribute('data-text')).toMatch(
      /^\d+% -(\d+:)?\d+:\d{2}$/,
    )
    for (const clock of ['player-current-time', 'player-remaining-time']) {
      const painted = await bar()
        .getByTestId(clock)
        .evaluate((canvas: HTMLCanvasElement) => {
          // Copied out: a canvas handed to the drawing worker has no context of its own on the page.
          const copy = new OffscreenCanvas(canvas.width, canvas.height).getContext('2d')!
          copy.drawImage(canvas, 0, 0)
          const { data } = copy.getImageData(0, 0, canvas.width, canvas.height)
          return data.filter((_, index) => index % 4 === 3 && data[index]! > 0).length
        })
      expect(painted, clock).toBeGreaterThan(20)
    }
  })

  it('after 25 s of listening the server has the progress (first sync after 20 s)', async () => {
    const progress = await eventually(
      () =>
        api<ServerProgress>('GET', `/api/me/progress/${BOOK_ONE}`).catch(() => ({
          currentTime: 0,
          isFinished: false,
        })),
      (value) => value.currentTime >= 15,
      'a synced position',
      30_000,
    )
    // The bar shows whole seconds, once a second.
    expect(progress.currentTime).toBeLessThanOrEqual((await shownSeconds(page)) + 1)
  })

  it('next chapter jumps to the start of the following chapter', async () => {
    const before = (await bar().getByTestId('player-chapter').textContent()) ?? ''
    const expected = before === 'Chapter one' ? 'Chapter two' : 'Chapter three'
    await bar().getByRole('button', { name: 'Next chapter' }).click()
    await eventually(
      async () => bar().getByTestId('player-chapter').textContent(),
      (title) => title === expected,
      `chapter "${expected}"`,
    )
    expect(await shownSeconds(page)).toBeGreaterThanOrEqual(expected === 'Chapter two' ? 21 : 43)
  })

  it('creates a bookmark, blocks a duplicate within 1 s, renames and deletes it', async () => {
    await bar().getByRole('button', { name: 'Pause', exact: true }).click()
    await bar().getByRole('button', { name: 'Play', exact: true }).waitFor()
    const dialog = page.getByRole('dialog', { name: 'Your Bookmarks' })

    await bar().getByRole('button', { name: 'Bookmarks' }).click()
    await dialog.getByText('No bookmarks').waitFor()
    await dialog.getByRole('button', { name: /Create bookmark at/ }).click()
    await dialog.getByPlaceholder('Note').fill('Plot twist')
    await dialog.getByRole('button', { name: 'Create', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('Bookmark added').waitFor()
    const [created] = await eventually(
      bookmarksOnServer,
      (list) => list.length === 1,
      'the bookmark on the server',
    )
    expect(created?.title).toBe('Plot twist')
    expect(Number.isInteger(created?.time)).toBe(true)

    await bar().getByRole('button', { name: 'Bookmarks (1)' }).click()
    await dialog
      .getByRole('button', { name: /Plot twist/ })
      .first()
      .waitFor()
    expect(await dialog.getByRole('button', { name: /Create bookmark at/ }).isDisabled()).toBe(true)
    await dialog.getByText('A bookmark already exists at this time').waitFor()

    await dialog.getByRole('button', { name: 'Rename Plot twist' }).click()
    await dialog.getByPlaceholder('Note').fill('Big reveal')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog
      .getByRole('button', { name: /Big reveal/ })
      .first()
      .waitFor()
    await eventually(bookmarksOnServer, (list) => list[0]?.title === 'Big reveal', 'the renamed bookmark')

    await dialog.getByRole('button', { name: 'Delete Big reveal' }).click()
    await dialog.waitFor({ state: 'detached' })
    await eventually(bookmarksOnServer, (list) => list.length === 0, 'the bookmark deleted on the server')
    await bar().getByRole('button', { name: 'Bookmarks', exact: true }).click()
    await dialog.getByText('No bookmarks').waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
  })

  it('Space plays and pauses, arrows jump, and keys typed into the search box stay there (spec 01 §5, §9)', async () => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Space')
    await bar().getByRole('button', { name: 'Pause', exact: true }).waitFor()
    await page.keyboard.press('Space')
    await bar().getByRole('button', { name: 'Play', exact: true }).waitFor()
    const before = await shownSeconds(page)
    await page.keyboard.press('ArrowRight')
    await eventually(
      () => shownSeconds(page),
      (seconds) => seconds >= before + 9,
      'a 10 s jump forward',
    )
    const search = page.getByPlaceholder(/search/i).first()
    await search.click()
    await page.keyboard.press('Space')
    expect(await search.inputValue()).toBe(' ')
    expect(await bar().getByRole('button', { name: 'Play', exact: true }).isVisible()).toBe(true)
    await search.fill('')
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  })

  it('a sleep timer pauses playback and says so', async () => {
    await bar().getByRole('button', { name: 'Play', exact: true }).click()
    await bar().getByRole('button', { name: 'Pause', exact: true }).waitFor()
    await bar().getByRole('button', { name: 'Sleep timer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sleep Timer' })
    await dialog.getByLabel('Custom time (minutes)').fill('0.1')
    await dialog.getByRole('button', { name: 'Set' }).click()
    await bar()
      .getByRole('button', { name: /Sleep timer: \d+s left/ })
      .waitFor()
    await bar().getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 12_000 })
    await page.getByText('Sleep timer done').waitFor()
    expect(await bar().getByRole('button', { name: 'Sleep timer', exact: true }).isVisible()).toBe(true)
  })

  it('another device playing the same item shows a warning naming it', async () => {
    await bar().getByRole('button', { name: 'Play', exact: true }).click()
    const other = await signedInPage(browser, app)
    try {
      await playFromItemPage(other.page, app, BOOK_ONE)
      await page.getByText(/Another session is playing this item on .+/).waitFor({ timeout: 35_000 })
    } finally {
      await other.context.close()
    }
  })

  it('plays a book of several files straight through from one file into the next', async () => {
    await bar().getByRole('button', { name: 'Close player' }).click()
    await bar().waitFor({ state: 'detached' })
    const tracksRequested = new Set<string>()
    page.on('request', (request) => {
      const match = /\/public\/session\/[^/]+\/track\/(\d+)$/.exec(new URL(request.url()).pathname)
      if (match) tracksRequested.add(match[1] as string)
    })
    await playFromItemPage(page, app, BOOK_TWO)
    const seekBar = bar().getByRole('slider', { name: 'Seek' })
    const box = await seekBar.boundingBox()
    if (!box) throw new Error('no seek bar')
    // Book Two: three files of 10.5 s; go to 8 s and let the first file run out.
    await seekBar.click({ position: { x: (box.width * 8) / 31.48, y: box.height / 2 } })
    await eventually(
      () => shownSeconds(page),
      (seconds) => seconds >= 12,
      'playing on into the second file',
    )
    expect(await bar().getByTestId('player-chapter').textContent()).toBe('Book Two - Part 2')
    expect(await bar().getByRole('button', { name: 'Pause', exact: true }).isVisible()).toBe(true)
    expect(tracksRequested).toContain('2')
    await bar().getByRole('button', { name: 'Next chapter' }).click()
    await eventually(
      async () => bar().getByTestId('player-chapter').textContent(),
      (title) => title === 'Book Two - Part 3',
      'the third file',
    )
    expect(tracksRequested).toContain('3')
  })

  it('an audio error on direct play restarts as an HLS transcode played by hls.js', async () => {
    await bar().getByRole('button', { name: 'Close player' }).click()
    await bar().waitFor({ state: 'detached' })
    const segments: string[] = []
    page.on('response', (response) => {
      if (/\/hls\/[^/]+\/output-\d+\.ts$/.test(new URL(response.url()).pathname) && response.ok())
        segments.push(response.url())
    })
    await api('POST', '/api/demo/faults', {
      fail: { method: 'GET', path: '^/public/session/[^/]+/track/', status: 500, count: 1 },
    })
    try {
      await playFromItemPage(page, app, BOOK_TWO)
      await eventually(
        async () => segments.length,
        (count) => count > 0,
        'an HLS segment',
        30_000,
      )
      const start = await shownSeconds(page)
      await eventually(
        () => shownSeconds(page),
        (seconds) => seconds >= start + 2,
        'the HLS time to advance',
        20_000,
      )
      const open = await api<{ sessions: { libraryItemId: string; playMethod: number }[] }>(
        'GET',
        '/api/sessions/open',
      )
      expect(open.sessions.find((session) => session.libraryItemId === BOOK_TWO)?.playMethod).toBe(2)
    } finally {
      await api('DELETE', '/api/demo/faults')
    }
  })
})
