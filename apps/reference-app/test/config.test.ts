import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sampleIds, sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { type Api, apiAs, waitForLiveUpdates } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'
import { seriousViolations } from './axe-support'

/** Sample data of the demo server (../shared/abs-api-samples/README.md). */
const BOOKS = sampleIds.bookLibrary
const BOOK_ONE = sampleItemIdsByTitle['Book One']
const BOOK_TWO = sampleItemIdsByTitle['Book Two']
const POLL = { timeout: 15_000 }

const pages = appPagesForThisFile()

/** Plays `item` for a minute on a test device and answers the open session's id. */
async function listen(api: Api, item: string): Promise<string> {
  const session = await api<{ id: string }>('POST', `/api/items/${item}/play`, {
    deviceInfo: { clientName: 'Test Phone', deviceId: `sessions-test-${item}` },
    supportedMimeTypes: ['audio/mp4'],
    mediaPlayer: 'html5',
    forceTranscode: false,
    forceDirectPlay: false,
  })
  await api('POST', `/api/session/${session.id}/sync`, { currentTime: 60, timeListened: 60 })
  return session.id
}

const configNav = (page: Page) => page.getByRole('navigation', { name: 'Configuration' })
/** The key's name cell (its markup-like name stays text). */
const keyCell = (page: Page) =>
  page.locator('.sk-config-table td').getByText('Script <i>key</i>', { exact: true })
const sectionTitle = (page: Page) => page.locator('#sk-config-title')

describe('configuration area (spec 01 §2)', () => {
  it('sends a non-admin home', async () => {
    const page = await pages.open('/config/users', 'user')
    await page.waitForURL(/\/library\//, POLL)
    expect(await configNav(page).count()).toBe(0)
  })

  it('opens the server settings at /config, names every area in its navigation and hides the side rail', async () => {
    const page = await pages.open('/config', 'root')
    await expect.poll(() => sectionTitle(page).textContent(), POLL).toBe('Settings')
    const links = await configNav(page).getByRole('link').allTextContents()
    expect(links).toEqual([
      'Settings',
      'Account',
      'Users',
      'Libraries',
      'Listening Sessions',
      'Backups',
      'Logs',
      'Notifications',
      'Email Settings',
      'RSS Feeds',
      'Authentication',
      'API Keys',
      'Tools',
      'Stats',
    ])
    expect(await page.locator('.sk-siderail').count()).toBe(0)
    await configNav(page).getByRole('link', { name: 'Users' }).click()
    await page.waitForURL(`${pages.app.url}/config/users`, POLL)
    await expect.poll(() => sectionTitle(page).textContent(), POLL).toBe('Users')
  })

  it('creates a library that shows in the library dropdown, edits its name and cover shape, then deletes it after a confirmation', async () => {
    const root = await apiAs(pages.app, 'root')
    const { directories } = await root<{ directories: { path: string }[] }>('GET', '/api/filesystem')
    const folder = `${directories[0]!.path}/config-test-library`
    const name = 'New <b>shelf</b>'

    const page = await pages.open('/config/libraries', 'root')
    await page.getByRole('button', { name: 'New Library' }).click()
    const form = page.getByRole('form', { name: 'New library' })
    await form.getByLabel('Library Name').fill(name)
    await form.getByLabel('Media Type').selectOption('podcast')
    await form.getByLabel('Folders (one path a line)').fill(folder)
    await form.getByRole('button', { name: 'Create' }).click()
    const list = page.getByRole('list', { name: 'Libraries' })
    await list.getByText(name, { exact: true }).waitFor(POLL)

    await page.locator('.sk-library-dropdown__button').click()
    await page.getByRole('menuitem', { name }).waitFor(POLL)
    await page.keyboard.press('Escape')
    const created = (
      await root<{ libraries: { name: string; mediaType: string }[] }>('GET', '/api/libraries')
    ).libraries
    expect(created.find((library) => library.name === name)?.mediaType).toBe('podcast')

    await page.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('form', { name: 'Edit library' })
    await edit.getByLabel('Library Name').fill(`${name} 2`)
    await edit.getByLabel('Use square book covers').check()
    await edit.getByRole('button', { name: 'Save' }).click()
    await list.getByText(`${name} 2`, { exact: true }).waitFor(POLL)
    const edited = (
      await root<{ libraries: { name: string; settings: { coverAspectRatio: number } }[] }>(
        'GET',
        '/api/libraries',
      )
    ).libraries.find((library) => library.name === `${name} 2`)
    expect(edited?.settings.coverAspectRatio).toBe(1)

    await page.getByRole('button', { name: `Delete ${name} 2` }).click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.textContent(), POLL).toContain(`delete library "${name} 2"?`)
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => list.getByText(`${name} 2`, { exact: true }).count(), POLL).toBe(0)
    const left = (await root<{ libraries: { name: string }[] }>('GET', '/api/libraries')).libraries
    expect(left.map((library) => library.name)).not.toContain(`${name} 2`)
  })

  it('creates a user who can then sign in, edits their permissions and libraries, and deletes them', async () => {
    const page = await pages.open('/config/users', 'root')
    await page.getByRole('cell', { name: 'root', exact: true }).first().waitFor(POLL)
    await page.getByRole('button', { name: 'Add User' }).click()
    const form = page.getByRole('form', { name: 'New user' })
    await form.getByLabel('Username').fill('newreader')
    await form.getByLabel('Password').fill('pass-1234')
    await form.getByLabel('Account Type').selectOption('user')
    await form.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('cell', { name: 'newreader', exact: true }).waitFor(POLL)

    const context = await pages.browser.newContext()
    const tab = await context.newPage()
    await tab.goto(`${pages.app.url}/login`)
    await tab.getByLabel('Username').fill('newreader')
    await tab.getByLabel('Password').fill('pass-1234')
    await tab.getByRole('button', { name: 'Submit' }).click()
    await tab.waitForURL(/\/library\//, POLL)
    await context.close()

    await page.getByRole('button', { name: 'Edit newreader' }).click()
    const edit = page.getByRole('form', { name: 'Edit user' })
    await edit.getByLabel('Can Download').uncheck()
    await edit.getByLabel('Can Access All Libraries').uncheck()
    await edit.getByRole('button', { name: 'Save' }).click()
    await edit.getByText('Must select at least one library').waitFor(POLL)
    await edit.getByLabel('Books', { exact: true }).check()
    await edit.getByRole('button', { name: 'Save' }).click()
    await edit.waitFor({ state: 'detached', ...POLL })
    const root = await apiAs(pages.app, 'root')
    const { users } = await root<{
      users: { username: string; permissions: { download: boolean }; librariesAccessible: string[] }[]
    }>('GET', '/api/users')
    const saved = users.find((user) => user.username === 'newreader')
    expect(saved?.permissions.download).toBe(false)
    expect(saved?.librariesAccessible).toEqual([BOOKS])

    await page.getByRole('button', { name: 'Delete newreader' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => page.getByRole('cell', { name: 'newreader', exact: true }).count(), POLL).toBe(0)
  })

  it('creates an API key, shows its secret once, and deletes it', async () => {
    const page = await pages.open('/config/api-keys', 'root')
    await expect.poll(() => sectionTitle(page).textContent(), POLL).toBe('API Keys')
    const form = page.getByRole('form', { name: 'New API key' })
    await form.getByLabel('Name').fill('Script <i>key</i>')
    // The user picker is the spec's dropdown: each user with their type as subtext, a menu of at most 224 px.
    const picker = form.getByRole('button', { name: 'Acts as User root: root' })
    await picker.click()
    const list = page.getByRole('listbox', { name: 'Acts as User' })
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('224px')
    expect(await list.getByRole('option').allInnerTexts()).toEqual(
      expect.arrayContaining(['root: root', 'user: user', 'guest: guest']),
    )
    await list.getByRole('option', { name: 'user: user' }).click()
    await expect.poll(() => list.count(), POLL).toBe(0)
    await form.getByRole('button', { name: 'Acts as User user: user' }).waitFor(POLL)
    await form.getByRole('button', { name: 'Create API Key' }).click()
    const secret = await page.getByLabel('Created API key').inputValue()
    expect(secret.split('.')).toHaveLength(3)
    await keyCell(page).waitFor(POLL)
    // The key acts as the chosen user.
    const me = await fetch(`${pages.app.demo.url}/api/me`, { headers: { authorization: `Bearer ${secret}` } })
    expect(((await me.json()) as { username: string }).username).toBe('user')

    await page.getByRole('button', { name: 'Delete Script <i>key</i>' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => keyCell(page).count(), POLL).toBe(0)
  })

  it('lists open RSS feeds and closes one', async () => {
    const root = await apiAs(pages.app, 'root')
    const { results } = await root<{ results: { id: string }[] }>(
      'GET',
      `/api/libraries/${BOOKS}/items?limit=1`,
    )
    const feed = await root<{ feed: { id: string; meta: { title: string } } }>(
      'POST',
      `/api/feeds/item/${results[0]!.id}/open`,
      {
        serverAddress: pages.app.demo.url,
        slug: 'config-test-feed',
        metadataDetails: { preventIndexing: true, ownerName: '', ownerEmail: '' },
      },
    )
    const title = feed.feed.meta.title
    const page = await pages.open('/config/rss-feeds', 'root')
    await page.getByRole('button', { name: `Close feed ${title}` }).click()
    await expect.poll(() => page.getByRole('button', { name: `Close feed ${title}` }).count(), POLL).toBe(0)
    const { feeds } = await root<{ feeds: { id: string }[] }>('GET', '/api/feeds')
    expect(feeds.map((open) => open.id)).not.toContain(feed.feed.id)
  })

  it('saves server settings that survive a reload, with the CORS origins checked line by line', async () => {
    const page = await pages.open('/config', 'root')
    const chromecast = page.getByLabel('Enable Chromecast')
    await chromecast.check()
    const origins = page.getByRole('textbox', { name: 'Allowed CORS origins (one a line)' })
    await origins.fill('https://blog.example.com\nblog.example.org')
    await page.getByText('Invalid URL: blog.example.org').waitFor(POLL)
    expect(await origins.getAttribute('aria-invalid')).toBe('true')
    await page.getByRole('button', { name: 'Save origins' }).click()
    await page.getByRole('alert').filter({ hasText: 'One or more URLs are invalid' }).waitFor(POLL)
    await expect.poll(() => origins.inputValue(), POLL).toBe('https://blog.example.com')

    await page.reload()
    await expect.poll(() => page.getByLabel('Enable Chromecast').isChecked(), POLL).toBe(true)
    expect(await origins.inputValue()).toBe('https://blog.example.com')
    const root = await apiAs(pages.app, 'root')
    await root('PATCH', '/api/settings', { chromecastEnabled: false, allowedOrigins: [] })
  })

  it('creates a backup, refuses a file that is not one, and restores it: the page reloads by itself', async () => {
    const page = await pages.open('/config/backups', 'root')
    await page.getByText('No Backups').waitFor(POLL)
    await page.getByRole('button', { name: 'Create Backup' }).click()
    const restore = page.getByRole('button', { name: /^Restore backup / })
    await restore.waitFor(POLL)
    await page.getByLabel('Backup file to upload').setInputFiles({
      name: 'holiday.audiobookshelf',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('not a zip'),
    })
    await page
      .getByRole('alert')
      .filter({ hasText: 'Failed to read backup file - backup might not be a valid .zip file' })
      .waitFor(POLL)
    await page.getByLabel('Number of backups to keep').fill('0')
    await page.getByText('Invalid number of backups to keep').waitFor(POLL)

    // A library renamed after the backup gets its name back when the backup is restored.
    const root = await apiAs(pages.app, 'root')
    await root('PATCH', `/api/libraries/${BOOKS}`, { name: 'Renamed before restore' })
    await restore.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click()
    await page.getByText('Restoring: the server restarts and this page reloads by itself…').waitFor(POLL)
    await page.waitForEvent('load', { timeout: 30_000 })
    await page.getByRole('button', { name: /^Restore backup / }).waitFor(POLL)
    const again = await apiAs(pages.app, 'root')
    expect((await again<{ name: string }>('GET', `/api/libraries/${BOOKS}`)).name).toBe('Books')
  })

  it('sets up Apprise, refuses bad limits in the field, and creates a notification whose test reaches Apprise', async () => {
    const page = await pages.open('/config/notifications', 'root')
    const sink = `${pages.app.demo.url}/demo-apprise/notify`
    await page.getByLabel('Apprise API URL').fill(sink)
    const maxFailed = page.getByLabel('Max failed attempts')
    await maxFailed.fill('-1')
    await page.getByText('Max failed attempts must be >= 0').waitFor(POLL)
    await maxFailed.fill('3')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Notification settings saved').waitFor(POLL)

    await page.getByRole('button', { name: 'Create Notification' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Event').selectOption('onTest')
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Test Notification on Abs {{version}}')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('alert').filter({ hasText: 'Must enter an Apprise URL' }).waitFor(POLL)
    await dialog.getByLabel('Apprise URLs (one a line)').fill('json://localhost/hook')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached', ...POLL })

    await page.reload()
    await page.getByRole('button', { name: 'Send a test of onTest' }).click()
    await page.getByText('Test notification sent').waitFor(POLL)
    const { received } = (await (await fetch(sink)).json()) as { received: { title: string }[] }
    expect(received.at(-1)?.title).toBe('Test Notification on Abs v2.30.0')
    expect(await page.getByLabel('Max failed attempts').inputValue()).toBe('3')
  })

  it('lists every listening session: filter by user, sort, remove the chosen ones, close one playing now', async () => {
    const root = await apiAs(pages.app, 'root')
    const user = await apiAs(pages.app, 'user')
    for (const item of [BOOK_ONE, BOOK_TWO, BOOK_ONE]) {
      const id = await listen(user, item)
      await user('POST', `/api/session/${id}/close`)
    }
    const playing = await listen(root, BOOK_TWO)
    const userId = (
      await root<{ users: { id: string; username: string }[] }>('GET', '/api/users')
    ).users.find((entry) => entry.username === 'user')!.id
    const usersSessions = () =>
      root<{ total: number; sessions: { id: string }[] }>(
        'GET',
        `/api/sessions?user=${userId}&itemsPerPage=100`,
      )
    const before = (await usersSessions()).total
    // The real server answers a user's session list with 404, the rest with 403.
    await expect(user('GET', '/api/sessions')).rejects.toThrow(/404/)
    await expect(user('POST', '/api/sessions/batch/delete', { sessions: [playing] })).rejects.toThrow(/403/)
    await expect(user('GET', '/api/logger-data')).rejects.toThrow(/403/)
    await expect(user('GET', `/api/users/${userId}`)).rejects.toThrow(/403/)

    const page = await pages.open('/config/sessions', 'root')
    const table = page.getByRole('table', { name: 'Listening sessions', exact: true })
    await table.waitFor(POLL)
    await page.getByLabel('Filter by user').selectOption({ label: 'user' })
    await expect.poll(() => table.locator('tbody tr').count(), POLL).toBe(Math.min(before, 10))
    expect(new Set(await table.locator('tbody td:nth-child(3)').allTextContents())).toEqual(new Set(['user']))
    await table.getByRole('button', { name: 'Item' }).click()
    await expect.poll(() => table.locator('th[aria-sort]').textContent(), POLL).toBe('Item')
    const titles = await table.locator('tbody .sk-link-button').allTextContents()
    expect(titles).toEqual([...titles].sort().reverse())

    await table.locator('tbody input[type="checkbox"]').nth(0).check()
    await table.locator('tbody input[type="checkbox"]').nth(1).check()
    await table.getByText('2 selected').waitFor(POLL)
    await table.getByRole('button', { name: 'Remove' }).click()
    await page.getByRole('dialog').getByText('remove 2 listening sessions?').waitFor(POLL)
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click()
    await page.getByText('Removed 2 sessions').waitFor(POLL)
    expect((await usersSessions()).total).toBe(before - 2)
    await page.reload()
    await page.getByLabel('Filter by user').selectOption({ label: 'user' })
    await expect.poll(() => table.locator('tbody tr').count(), POLL).toBe(Math.min(before - 2, 10))

    const open = page.getByRole('table', { name: 'Open Listening Sessions' })
    await open.waitFor(POLL)
    expect(await seriousViolations(page)).toEqual([])
    await open.getByRole('button', { name: 'Open session Book Two' }).click()
    const dialog = page.getByRole('dialog', { name: `Session ${playing}` })
    await dialog.getByText(/^Test Phone/).waitFor(POLL)
    await dialog.getByRole('button', { name: 'Close Session' }).click()
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click()
    await page.getByText('Session closed').waitFor(POLL)
    const { sessions } = await root<{ sessions: { id: string }[] }>('GET', '/api/sessions/open')
    expect(sessions.map((session) => session.id)).not.toContain(playing)
  })

  it("shows a user's presence, stats, charts and progress, and pages their sessions", async () => {
    const user = await apiAs(pages.app, 'user')
    await user('POST', `/api/session/${await listen(user, BOOK_TWO)}/close`)
    const page = await pages.open('/config/users', 'root')
    await page.getByRole('link', { name: 'user', exact: true }).click()
    await page.waitForURL(/\/config\/users\/[^/]+$/, POLL)
    const name = page.locator('.sk-user-page__name')
    await name.getByRole('img', { name: 'Offline' }).waitFor(POLL)
    // The user, online in another browser, is refused the sessions page: the app sends them home.
    const online = await pages.open('/config/sessions', 'user')
    await online.waitForURL(/\/library\//, POLL)
    await name.getByRole('img', { name: 'Online' }).waitFor(POLL)
    await online.context().close()
    await name.getByRole('img', { name: 'Offline' }).waitFor(POLL)

    await page.getByRole('img', { name: /of the last 52 weeks with listening/ }).waitFor(POLL)
    expect(await page.getByRole('img', { name: /: \d+ minutes?/ }).count()).toBe(1)
    await page.locator('.sk-user-page table').getByRole('link', { name: 'Book Two' }).waitFor(POLL)
    const total = Number((await page.getByText(/^\d+ Listening Sessions?/).textContent())?.match(/\d+/)?.[0])
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'View All' }).click()
    await page.waitForURL(/\/sessions$/, POLL)
    await page.getByRole('heading', { name: 'Listening sessions of user' }).waitFor(POLL)
    const rows = page.locator('.sk-sessions-table tbody tr')
    await expect.poll(() => rows.count(), POLL).toBe(Math.min(total, 10))
    expect(await seriousViolations(page)).toEqual([])
    await rows.first().locator('.sk-link-button').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click()
    await page.getByText('Removed 1 session').waitFor(POLL)
    await page.reload()
    await page.getByRole('heading', { name: 'Listening sessions of user' }).waitFor(POLL)
    await page.getByRole('link', { name: 'Back to the user' }).click()
    await page.getByText(`${total - 1} Listening Session`).waitFor(POLL)
  })

  it('shows the live server log with a level filter and saves the server log level', async () => {
    const page = await pages.open('/config/log', 'root')
    const log = page.getByRole('log', { name: 'Server log' })
    await log.getByText(/^Listening on http:/).waitFor(POLL)
    await waitForLiveUpdates(page)
    await page.getByLabel('Server Log Level').selectOption({ label: 'Debug' })
    await log.getByText('Set Log Level to DEBUG').waitFor(POLL)
    await page.getByLabel('Show').selectOption({ label: 'Warn and above' })
    await expect.poll(() => log.getByText(/^Listening on http:/).count(), POLL).toBe(0)
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('log level')

    await page.reload()
    await log.getByText('Set Log Level to DEBUG').waitFor(POLL)
    expect(await page.getByLabel('Server Log Level').inputValue()).toBe('1')
    const root = await apiAs(pages.app, 'root')
    await root('PATCH', '/api/settings', { logLevel: 2 })
  })

  it('is refused to a user by the server too, and every config page passes axe', async () => {
    const user = await apiAs(pages.app, 'user')
    await expect(user('PATCH', '/api/settings', { chromecastEnabled: true })).rejects.toThrow(/403/)
    await expect(user('POST', '/api/backups')).rejects.toThrow(/403/)
    const page = await pages.open('/config', 'root')
    const problems: string[] = []
    for (const path of [
      '/config',
      '/config/users',
      '/config/libraries',
      '/config/backups',
      '/config/log',
      '/config/notifications',
      '/config/email',
      '/config/rss-feeds',
      '/config/authentication',
      '/config/api-keys',
      '/config/item-metadata-utils',
    ]) {
      await page.goto(`${pages.app.url}${path}`)
      await page.locator('.sk-config__body > :not(h1)').first().waitFor(POLL)
      await expect
        .poll(
          () => page.locator('.sk-config__body .sk-resource-loading, .sk-config__body .sk-spinner').count(),
          POLL,
        )
        .toBe(0)
      problems.push(...(await seriousViolations(page)).map((line) => `${path} ${line}`))
    }
    expect(problems).toEqual([])
  })
})
