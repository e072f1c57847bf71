import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../test-support/browser'
import { type RunningApp, startApp } from './app-server'

const POLL = { timeout: 15_000 }

let app: RunningApp
let browser: Browser

beforeAll(async () => {
  ;[app, browser] = await Promise.all([
    startApp({ demoOptions: { args: ['--fresh', '--quiet'] } }),
    launchBrowser(),
  ])
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

describe('first run (server not initialised)', () => {
  it('creates the root user, signs in with it and, with no library yet, opens the library settings where it creates the first library', async () => {
    const page = await browser.newPage()
    await page.goto(`${app.url}/`)
    await page.waitForURL(`${app.url}/login`, POLL)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), POLL)
      .toBe('Initial Server Setup')
    expect(await page.getByLabel('Username').inputValue()).toBe('root')

    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Password', { exact: true }).fill('secret')
    await page.getByLabel('Confirm Password').fill('other')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect.poll(() => page.getByRole('alert').textContent(), POLL).toBe('Passwords do not match')

    await page.getByLabel('Confirm Password').fill('secret')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL(`${app.url}/config/libraries`, POLL)
    await expect.poll(() => page.locator('.sk-account__username').textContent(), POLL).toBe('admin')

    const status = (await (await fetch(`${app.demo.url}/status`)).json()) as { isInit: boolean }
    expect(status.isInit).toBe(true)

    // The first library is made here and is then the one the library dropdown shows.
    await page.getByRole('button', { name: 'New Library' }).click()
    const form = page.getByRole('form', { name: 'New Library' })
    await form.getByLabel('Library Name').fill('First books')
    await form.getByLabel('New folder path').fill(`${app.demo.dataDir}/first-books`)
    await form.getByLabel('New folder path').press('Enter')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect
      .poll(() => page.locator('.sk-library-dropdown__button').textContent(), POLL)
      .toContain('First books')
    await page.close()
  })
})
