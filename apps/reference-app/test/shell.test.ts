import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../test-support/browser'
import { type RunningApp, startApp } from './app-server'

let app: RunningApp
let browser: Browser

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startApp(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

describe('route guard (spec 01 §2)', () => {
  it('sends a visitor with no session to /login with the wanted path in redirect', async () => {
    const page = await browser.newPage()
    await page.goto(`${app.url}/library/abc/bookshelf?filter=issues`)
    await page.waitForURL(/\/login/)
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/library/abc/bookshelf?filter=issues')
    await page.close()
  })

  it('sends the index route to plain /login', async () => {
    const page = await browser.newPage()
    await page.goto(`${app.url}/`)
    await page.waitForURL(/\/login/)
    expect(new URL(page.url()).search).toBe('')
    await page.close()
  })
})
