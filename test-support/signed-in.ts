import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { type DemoServer, signIn } from './demo-server'

export type DemoUser = 'root' | 'user' | 'guest'

/** What a page is opened on (the reference app, say): the sign-ins go to the demo server behind it. */
export interface BesideDemoServer {
  demo: Pick<DemoServer, 'url'>
}

/**
 * A browser context signed in as `username`: the tokens are put where the stores keep them (as after a sign-in),
 * unless the page already has some (so reloads keep the session they have). `options` are the context's others.
 */
export async function signedInContext(
  browser: Browser,
  app: BesideDemoServer,
  username: DemoUser,
  viewport = { width: 1280, height: 900 },
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { accessToken, refreshToken } = await signIn(app.demo.url, username, username)
  const context = await browser.newContext({ ...options, viewport })
  await context.addInitScript(
    ([access, refresh]) => {
      if (localStorage.getItem('shelfkit:accessToken')) return
      localStorage.setItem('shelfkit:accessToken', access)
      localStorage.setItem('shelfkit:refreshToken', refresh)
      localStorage.setItem('shelfkit:authMode', 'header')
    },
    [accessToken, refreshToken],
  )
  return context
}

export async function signedInPage(
  browser: Browser,
  app: BesideDemoServer,
  username: DemoUser,
  viewport?: { width: number; height: number },
): Promise<Page> {
  return (await signedInContext(browser, app, username, viewport)).newPage()
}

export type Api = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>

/** The demo server's API as `username`, straight from the test (another device than the page). */
export async function apiAs(app: BesideDemoServer, username: DemoUser): Promise<Api> {
  const { accessToken } = await signIn(app.demo.url, username, username)
  return async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${app.demo.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    const text = await response.text()
    return (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T
  }
}

/** Resolves once the page's socket is connected and authenticated (the server has answered `auth` with `init`). */
export async function waitForLiveUpdates(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const registry = (globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for('@shelfkit/stores@0')]
    const state = registry?.get('socket.state') as { get(): { authenticated: boolean } } | undefined
    return state?.get().authenticated === true
  })
}
