import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { launchBrowser } from '../../../test-support/browser'
import { type DemoUser, signedInPage } from '../../../test-support/signed-in'
import { type RunningApp, startApp } from './app-server'

export interface AppPages {
  /** The built app with its own quiet demo server (started before the file's first test). */
  readonly app: RunningApp
  readonly browser: Browser
  /** A tab signed in as `user` at `path` (`prepare` runs before it goes there); closed after the test. */
  open(path: string, user: DemoUser, prepare?: (page: Page) => unknown): Promise<Page>
  /** A tab with no session, on no page yet; closed after the test. */
  signedOut(): Promise<Page>
}

/** Starts the app and a browser for the test file and closes the tabs each test opened. */
export function appPagesForThisFile(): AppPages {
  let app: RunningApp | undefined
  let browser: Browser | undefined
  const pages: Page[] = []
  beforeAll(async () => {
    ;[app, browser] = await Promise.all([startApp({ demoOptions: { args: ['--quiet'] } }), launchBrowser()])
  })
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()))
  })
  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })
  return {
    get app() {
      if (!app) throw new Error('The app starts before the first test')
      return app
    },
    get browser() {
      if (!browser) throw new Error('The browser starts before the first test')
      return browser
    },
    async open(path, user, prepare) {
      const page = await signedInPage(this.browser, this.app, user)
      pages.push(page)
      await prepare?.(page)
      await page.goto(`${this.app.url}${path}`)
      return page
    },
    async signedOut() {
      const context = await this.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      pages.push(page)
      return page
    },
  }
}
