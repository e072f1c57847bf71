import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { apiAs, signedInContext } from '../../../test-support/signed-in'
import type { RunningApp } from './app-server'

/** Sample data of the demo server (ids of ../shared/abs-api-samples/README.md). */
export const BOOK_ONE = sampleItemIdsByTitle['Book One']
export const BOOK_TWO = sampleItemIdsByTitle['Book Two']

/** A new browser context (its own storage, so its own device id) signed in as root, with one tab. */
export async function signedInPage(
  browser: Browser,
  app: RunningApp,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await signedInContext(browser, app, 'root')
  return { page: await context.newPage(), context }
}

/** The demo server's API as root, from the test (reads what the server stored). */
export const rootApi = (app: RunningApp) => apiAs(app, 'root')

export const playerBar = (page: Page): Locator => page.getByRole('region', { name: 'Player' })

/** Opens the item page and presses its Play button. */
export async function playFromItemPage(page: Page, app: RunningApp, libraryItemId: string): Promise<void> {
  await page.goto(`${app.url}/item/${libraryItemId}`)
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click()
  await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).waitFor()
}

/** The position the bar shows, in seconds (`m:ss` or `h:mm:ss`): the text of the canvas the clock is drawn on. */
export async function shownSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('player-current-time').getAttribute('data-text')) ?? ''
  const clock = /(\d+:)?\d+:\d{2}/.exec(text)?.[0] ?? '0:00'
  return clock.split(':').reduce((total, part) => total * 60 + Number(part), 0)
}

/** Polls `read` until `accept` holds; fails with `what` after `timeoutMs`. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: T | undefined
  while (Date.now() < deadline) {
    last = await read()
    if (accept(last)) return last
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Timed out waiting for ${what} (last value: ${JSON.stringify(last)})`)
}

export interface ServerProgress {
  currentTime: number
  isFinished: boolean
}
