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
  rootApi,
  type ServerProgress,
  shownSeconds,
  signedInPage,
} from './player-support'

let app: RunningApp
let browser: Browser

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startApp(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

const PODCASTS = '125536b2-dabe-414a-81fa-1181d0a501d3'

const keptParts = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('shelfkit-kept-media')).keys()).length)

describe('listening offline (the network cut in the browser)', () => {
  it('keeps a book, opens and plays it with no connection, and brings progress and bookmark to the server', async () => {
    const { page, context } = await signedInPage(browser, app)
    const api = await rootApi(app)
    await page.goto(`${app.url}/item/${BOOK_ONE}`)
    const main = page.getByRole('main')
    // The visit ends with the app stored by the service worker (a connection cut while it stores the app leaves
    // nothing to open offline).
    await page.evaluate(() => navigator.serviceWorker.ready)

    // A download cut by the lost connection waits, then goes on by itself.
    await api('POST', '/api/demo/faults', { latencyMs: 1500 })
    await main.getByRole('button', { name: 'Keep on this device' }).click()
    await main.getByText(/^Downloading/).waitFor()
    await context.setOffline(true)
    await main.getByText(/^Waiting for the connection/).waitFor()
    await api('DELETE', '/api/demo/faults')
    await context.setOffline(false)
    await main.getByText('Kept on this device').waitFor({ timeout: 30_000 })
    expect(await keptParts(page)).toBeGreaterThan(0)

    // No connection at all: the app opens from the service worker, signed in from what the device kept.
    await context.setOffline(true)
    await page.goto(`${app.url}/on-this-device`)
    await page.getByText(/^Offline: books and episodes kept on this device play/).waitFor()
    const row = main.getByRole('listitem', { name: 'Book One' })
    await row.getByRole('button', { name: 'Play' }).click()
    const bar = playerBar(page)
    await bar.getByText('From this device').waitFor()
    await bar.getByRole('button', { name: 'Pause', exact: true }).waitFor()
    await eventually(
      () => shownSeconds(page),
      (seconds) => seconds >= 4,
      'offline playback to advance',
    )
    await bar.getByRole('button', { name: 'Pause', exact: true }).click()
    // Read the position once the pause has taken effect and the clock has shown it (it lags on a busy machine).
    await bar.getByRole('button', { name: 'Play', exact: true }).waitFor()
    await page.waitForTimeout(500)
    const playedTo = await shownSeconds(page)

    await bar.getByRole('button', { name: 'Bookmarks' }).click()
    const dialog = page.getByRole('dialog', { name: 'Your Bookmarks' })
    await dialog.getByRole('button', { name: /Create bookmark at/ }).click()
    await dialog.getByPlaceholder('Note').fill('Heard on the train')
    await dialog.getByRole('button', { name: 'Create', exact: true }).click()
    await page.getByText('Bookmark kept on this device').waitFor()
    const serverProgress = () => api<ServerProgress>('GET', `/api/me/progress/${BOOK_ONE}`).catch(() => null)
    expect((await serverProgress())?.currentTime ?? 0).toBeLessThan(playedTo)

    // Signing out now would drop what the server has not received: the app asks first, and Cancel keeps it all.
    const signOut = async () => {
      await page.getByRole('button', { name: /^Account:/ }).click()
      await page.getByRole('menuitem', { name: 'Sign out' }).click()
      return page.getByRole('dialog', { name: 'Unsynced listening' })
    }
    const question = await signOut()
    await question
      .getByText(
        'Listening on this device has not reached the server yet (1 listening session and 1 bookmark). Signing out drops it. Sign out anyway?',
      )
      .waitFor()
    await question.getByRole('button', { name: 'Cancel' }).click()
    await question.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe('/on-this-device')
    await page.getByRole('button', { name: /^Account:/ }).waitFor()

    // Back online: the session is confirmed, the listening and the bookmark reach the server.
    await context.setOffline(false)
    const progress = await eventually(
      serverProgress,
      (found) => (found?.currentTime ?? 0) >= playedTo - 1,
      'the offline listening on the server',
    )
    expect(progress?.currentTime).toBeLessThanOrEqual(playedTo + 1)
    const bookmarks = await eventually(
      async () =>
        (await api<User>('GET', '/api/me')).bookmarks.filter(
          (b: AudioBookmark) => b.libraryItemId === BOOK_ONE,
        ),
      (list) => list.length === 1,
      'the offline bookmark on the server',
    )
    expect(bookmarks[0]?.title).toBe('Heard on the train')
    await page.getByText(/^Offline:/).waitFor({ state: 'detached' })

    // The access tokens expire while offline: listening goes on, and once online the app renews its token and the
    // position reaches the server.
    const listenOffline = async (from: number) => {
      await context.setOffline(true)
      await bar.getByRole('button', { name: 'Play', exact: true }).click()
      await eventually(
        () => shownSeconds(page),
        (seconds) => seconds >= from + 2,
        'more offline playback',
      )
      await bar.getByRole('button', { name: 'Pause', exact: true }).click()
      await bar.getByRole('button', { name: 'Play', exact: true }).waitFor()
      await page.waitForTimeout(500)
      return shownSeconds(page)
    }
    await api('POST', '/api/demo/faults', { expireAccessTokens: true })
    const renewedApi = await rootApi(app)
    const playedLater = await listenOffline(playedTo)
    await context.setOffline(false)
    await eventually(
      () => renewedApi<ServerProgress>('GET', `/api/me/progress/${BOOK_ONE}`).catch(() => null),
      (found) => (found?.currentTime ?? 0) >= playedLater - 1,
      'the listening after the token expired on the server',
    )

    // Listening offline again, then signing out with the answer that drops it: signed out.
    await listenOffline(playedLater)
    const again = await signOut()
    await again.getByText(/\(1 listening session\)/).waitFor()
    await again.getByRole('button', { name: 'Sign out and drop it' }).click()
    await page.waitForURL(`${app.url}/login`)
    // Still offline, the sign-in page says the server cannot be reached (not that this page has none); the form
    // comes by itself once the network is back.
    await page.getByRole('heading', { name: 'Server could not be reached' }).waitFor()
    await context.setOffline(false)
    await page.getByLabel('Username').waitFor()
    await context.close()
  })

  it('keeps listening offline when the sign-in expired there, asks to sign in again and loses nothing; two tabs share a kept copy', async () => {
    const { page, context } = await signedInPage(browser, app)
    let api = await rootApi(app)
    const serverPosition = async () =>
      (await api<ServerProgress>('GET', `/api/me/progress/${BOOK_ONE}`).catch(() => null))?.currentTime ?? 0
    const main = page.getByRole('main')
    await page.goto(`${app.url}/item/${BOOK_ONE}`)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await main.getByRole('button', { name: 'Keep on this device' }).click()
    await main.getByText('Kept on this device').waitFor()

    const listen = async (tab: Page, seconds: number) => {
      const bar = playerBar(tab)
      const from = await shownSeconds(tab)
      await bar.getByRole('button', { name: 'Play', exact: true }).click()
      await eventually(
        () => shownSeconds(tab),
        (shown) => shown >= from + seconds,
        'listening',
      )
      await bar.getByRole('button', { name: 'Pause', exact: true }).click()
      await bar.getByRole('button', { name: 'Play', exact: true }).waitFor()
      await tab.waitForTimeout(500)
      return shownSeconds(tab)
    }

    // Offline, both the access token and the sign-in behind it (the refresh token) end on the server: the kept
    // copy still plays, and the listening waits on the device.
    await context.setOffline(true)
    await api('POST', '/api/demo/faults', { expireAccessTokens: true, expireLoginSessions: true })
    api = await rootApi(app)
    await main.getByRole('button', { name: 'Play', exact: true }).click()
    await playerBar(page).getByText('From this device').waitFor()
    await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).click()
    const playedOffline = await listen(page, 3)
    const before = await serverPosition()
    expect(before).toBeLessThan(playedOffline - 1)

    // Back online the app cannot renew its sign-in: it asks to sign in again, and the listening still waits.
    await context.setOffline(false)
    await page.getByText('Your session has ended. Sign in again.').waitFor()
    expect(await serverPosition()).toBe(before)
    await page.getByLabel('Username').fill('root')
    await page.getByLabel('Password').fill('root')
    await page.getByRole('button', { name: 'Submit' }).click()
    await eventually(serverPosition, (at) => at >= playedOffline - 1, 'the offline listening on the server')

    // Two tabs of one browser with the kept copy, offline: the second starts where the first stopped, the first
    // follows the second while paused, and the newest listening is the one the server keeps.
    const second = await context.newPage()
    for (const tab of [page, second]) {
      await tab.goto(`${app.url}/item/${BOOK_ONE}`)
      await tab.getByRole('main').getByText('Kept on this device').waitFor()
    }
    await context.setOffline(true)
    await main.getByRole('button', { name: 'Play', exact: true }).click()
    await playerBar(page).getByText('From this device').waitFor()
    await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).click()
    const firstTab = await listen(page, 2)
    await second.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click()
    await playerBar(second).getByText('From this device').waitFor()
    await playerBar(second).getByRole('button', { name: 'Pause', exact: true }).click()
    expect(await shownSeconds(second)).toBeGreaterThanOrEqual(firstTab - 1)
    const secondTab = await listen(second, 2)
    await eventually(
      () => shownSeconds(page),
      (shown) => Math.abs(shown - secondTab) <= 1,
      'the paused tab at the other tab’s position',
    )
    const lastHeard = await listen(page, 2)
    await context.setOffline(false)
    const kept = await eventually(
      serverPosition,
      (at) => at >= lastHeard - 1,
      'the newest listening on the server',
    )
    expect(kept).toBeLessThanOrEqual(lastHeard + 1)

    // Online the same: the paused tab follows, and the server keeps the newest listening.
    const online = await listen(second, 2)
    await eventually(
      () => shownSeconds(page),
      (shown) => Math.abs(shown - online) <= 1,
      'the paused tab at the other tab’s position, online',
    )
    await eventually(
      serverPosition,
      (at) => Math.abs(at - online) <= 1,
      'the other tab’s listening on the server',
    )
    await context.close()
  })

  it('says when storage is full and keeps nothing; removes kept books, also those deleted on the server; keeps an episode', async () => {
    const { page, context } = await signedInPage(browser, app)
    const api = await rootApi(app)
    await page.goto(`${app.url}/item/${BOOK_ONE}`)
    const main = page.getByRole('main')
    // Room for the records, not for the audio (the book's one file, 554 kB, is far bigger than the room left; Book
    // Two's 43 kB files would each fit); measured once the service worker has stored the app.
    await page.evaluate(() => navigator.serviceWorker.ready)
    // Installable: the page links a manifest whose icons are all served as images.
    const manifestUrl = new URL((await page.locator('link[rel=manifest]').getAttribute('href'))!, page.url())
    const manifest = await (await context.request.get(manifestUrl.href)).json()
    expect(manifest.name).toBe('Shelfkit')
    expect(manifest.icons.length).toBeGreaterThan(0)
    for (const icon of manifest.icons as { src: string }[]) {
      const served = await context.request.get(new URL(icon.src, manifestUrl).href)
      expect(served.headers()['content-type']).toMatch(/^image\//)
    }
    const { usage = 0 } = await page.evaluate(() => navigator.storage.estimate())
    const cdp = await context.newCDPSession(page)
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: app.url, quotaSize: usage + 64 * 1024 })
    await main.getByRole('button', { name: 'Keep on this device' }).click()
    await page
      .getByText(/^Not enough storage on this device to keep “Book One”.*The partial download was removed\.$/)
      .waitFor()
    await main.getByRole('button', { name: 'Keep on this device' }).waitFor()
    expect(await keptParts(page)).toBe(0)

    // Book Two's three files arrive one after the other (the second and third held back by the server): the bar
    // a screen reader hears moves through a third and two thirds. Paused while the last one is on its way, it stays
    // there over a reload; resumed, it ends kept.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: app.url })
    await page.goto(`${app.url}/item/${BOOK_TWO}`)
    const { media } = await api<{ media: { audioFiles: { ino: string }[] } }>('GET', `/api/items/${BOOK_TWO}`)
    expect(media.audioFiles).toHaveLength(3)
    const download = (ino: string) => `/api/items/${BOOK_TWO}/file/${ino}/download`
    await api('POST', '/api/demo/faults', {
      slow: [
        { method: 'GET', path: download(media.audioFiles[1]!.ino), delayMs: 1500, count: 1 },
        { method: 'GET', path: download(media.audioFiles[2]!.ino), delayMs: 30_000, count: 1 },
      ],
    })
    await main.getByRole('button', { name: 'Keep on this device' }).click()
    const bar = main.getByRole('progressbar', { name: 'Keeping “Book Two” on this device' })
    const heard = new Set<string>()
    await eventually(
      async () => heard.add((await bar.getAttribute('aria-valuenow', { timeout: 1000 })) ?? ''),
      (values) => values.has('67'),
      'the keep bar at two thirds',
    )
    expect([...heard].filter((value) => value !== '0')).toEqual(['33', '67'])
    await main.getByRole('button', { name: 'Pause download' }).click()
    await main.getByText(/^Paused · \d+(\.\d)? kB of 127\.7 kB$/).waitFor()
    await page.reload()
    await main.getByText(/^Paused · /).waitFor()
    expect(await bar.getAttribute('aria-valuenow')).toBe('67')
    await api('DELETE', '/api/demo/faults')
    await main.getByRole('button', { name: 'Resume download' }).click()
    await main.getByText('Kept on this device').waitFor()
    await api('DELETE', `/api/items/${BOOK_TWO}?hard=0`)
    await page.goto(`${app.url}/on-this-device`)
    // The space used counts the kept book (127.7 kB of audio), next to what is left.
    const spaceUsed = await main.getByText(/ used · .+ left/).textContent()
    const [, amount = '0', unit = 'B'] =
      spaceUsed?.match(/^([\d.,]+) (B|kB|MB|GB) used · [\d.,]+ (kB|MB|GB) left/) ?? []
    const unitBytes: Record<string, number> = { B: 1, kB: 1e3, MB: 1e6, GB: 1e9 }
    expect(Number(amount.replace(/,/g, '')) * (unitBytes[unit] ?? 0)).toBeGreaterThanOrEqual(127_700)
    const row = main.getByRole('listitem', { name: 'Book Two' })
    await row.getByText('Deleted on the server: remove it from this device?').waitFor()
    await row.getByRole('button', { name: 'Remove' }).click()
    await row.waitFor({ state: 'detached' })
    await main.getByText(/^Nothing is kept on this device yet/).waitFor()
    expect(await keptParts(page)).toBe(0)

    // An episode kept from the latest episodes page: kept in the podcast's episode table too, and played from
    // the device.
    await page.goto(`${app.url}/library/${PODCASTS}/podcast/latest`)
    const latest = main.getByRole('listitem').first()
    const link = latest.locator('.sk-media-row__title')
    const [title, href] = await Promise.all([link.textContent(), link.getAttribute('href')])
    await latest.getByRole('button', { name: 'Keep on this device' }).click()
    await latest.getByRole('img', { name: 'Kept on this device' }).waitFor()
    await page.goto(`${app.url}${href}`)
    await main
      .getByRole('listitem', { name: title! })
      .getByRole('img', { name: 'Kept on this device' })
      .waitFor()
    await page.goto(`${app.url}/on-this-device`)
    await main.getByRole('listitem', { name: title! }).getByRole('button', { name: 'Play' }).click()
    await playerBar(page).getByText('From this device').waitFor()
    expect(await keptParts(page)).toBeGreaterThan(0)
    await context.close()
  })
})
