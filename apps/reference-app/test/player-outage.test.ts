import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../test-support/browser'
import { type RunningApp, startApp } from './app-server'
import {
  BOOK_ONE,
  eventually,
  playFromItemPage,
  rootApi,
  type ServerProgress,
  shownSeconds,
  signedInPage,
} from './player-support'

/** Spec 01 §9: once a sync has happened, syncs come every 10 s. */
const SYNC_INTERVAL_S = 10

let app: RunningApp
let browser: Browser
// A data folder of our own: stopping the server keeps it, so the restart finds the same users and progress.
const dataDir = mkdtempSync(join(tmpdir(), 'shelfkit-player-outage-'))

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startApp({ demoOptions: { dataDir } }), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('a server outage during playback (spec 01 §8 "Four consecutive progress-sync failures")', () => {
  it('keeps playing, warns after 4 failed syncs, and after the restart loses at most one sync interval', async () => {
    const { page } = await signedInPage(browser, app)
    await playFromItemPage(page, app, BOOK_ONE)
    // The whole file is in the browser, so the sound goes on while the server is away.
    await eventually(
      () => page.getByTestId('seek-ranges').getAttribute('data-buffered').then(Number),
      (fraction) => fraction >= 0.99,
      'the file to be buffered',
    )

    await app.demo.stop()
    await page.getByText('Progress is not being synced, restart playback').waitFor({ timeout: 70_000 })
    const atWarning = await shownSeconds(page)
    expect(atWarning).toBeGreaterThanOrEqual(45)

    await app.demo.restart()
    const api = await rootApi(app)
    const lag = await eventually(
      async () => {
        const progress = await api<ServerProgress>('GET', `/api/me/progress/${BOOK_ONE}`).catch(() => null)
        return (await shownSeconds(page)) - (progress?.currentTime ?? 0)
      },
      (behind) => behind <= SYNC_INTERVAL_S + 1,
      'the server position to catch up with the player',
      30_000,
    )
    expect(lag).toBeGreaterThanOrEqual(-1)

    // The listening time of the failed syncs went to the server too.
    const played = await shownSeconds(page)
    const history = await api<{ sessions: { libraryItemId: string; timeListening: number }[] }>(
      'GET',
      '/api/me/listening-sessions?itemsPerPage=50',
    )
    const listened = history.sessions
      .filter((session) => session.libraryItemId === BOOK_ONE)
      .reduce((total, session) => total + session.timeListening, 0)
    expect(listened).toBeGreaterThanOrEqual(played - SYNC_INTERVAL_S - 1)
  }, 150_000)
})
