import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sampleIds } from '../../../test-support/sample-ids'
import { apiAs } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'
import { seriousViolations } from './axe-support'

/** Sample data of the demo server (../shared/abs-api-samples/README.md). */
const BOOKS = sampleIds.bookLibrary
const POLL = { timeout: 15_000 }

const pages = appPagesForThisFile()

const toast = (page: Page, text: string | RegExp) => page.locator('.sk-toast').getByText(text)
const settled = async (page: Page) => {
  await page.locator('.sk-config__body > :not(h1)').first().waitFor(POLL)
  await expect
    .poll(
      () => page.locator('.sk-config__body .sk-resource-loading, .sk-config__body .sk-spinner').count(),
      POLL,
    )
    .toBe(0)
}
const refused = (call: Promise<unknown>, status = 403) => expect(call).rejects.toThrow(`: ${status} `)

describe('item metadata utils (tags, genres, custom metadata providers)', () => {
  it('merges a tag into another, deletes a genre and adds a custom provider, each kept after a reload; others are refused', async () => {
    const root = await apiAs(pages.app, 'root')
    const { results } = await root<{ results: { id: string; media: { metadata: { genres: string[] } } }[] }>(
      'GET',
      `/api/libraries/${BOOKS}/items?limit=1`,
    )
    const item = results[0]!
    const hostile = 'Tag <b>One</b>'
    await root('PATCH', `/api/items/${item.id}/media`, {
      tags: [hostile, 'Two'],
      metadata: { genres: ['Doomed'] },
    })

    const page = await pages.open('/config/item-metadata-utils/tags', 'root')
    const table = page.locator('.sk-config-table')
    await table.getByText(hostile, { exact: true }).waitFor(POLL)
    await page.getByRole('button', { name: `Rename ${hostile}` }).click()
    await page.getByRole('textbox', { name: `New name for ${hostile}` }).fill('Two')
    await page.getByRole('button', { name: 'Save' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('“Two” already exists: the two will be merged.').waitFor(POLL)
    await dialog.getByRole('button', { name: 'Rename' }).click()
    await toast(page, 'Merged into “Two” in 1 item').waitFor(POLL)
    expect(await seriousViolations(page)).toEqual([])
    await page.reload()
    await table.getByText('Two', { exact: true }).waitFor(POLL)
    expect(await table.getByText(hostile).count()).toBe(0)
    const edited = await root<{ media: { tags: string[] } }>('GET', `/api/items/${item.id}`)
    expect(edited.media.tags).toEqual(['Two'])

    await page.getByRole('link', { name: 'Genres' }).click()
    await page.getByRole('button', { name: 'Delete Doomed' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'Removed “Doomed” from 1 item').waitFor(POLL)
    await page.reload()
    await settled(page)
    await page
      .getByRole('button', { name: 'Delete Fiction' })
      .or(page.locator('.sk-empty'))
      .first()
      .waitFor(POLL)
    expect(await page.getByRole('button', { name: 'Delete Doomed' }).count()).toBe(0)

    await page.getByRole('link', { name: 'Custom Metadata Providers' }).click()
    await page.getByRole('button', { name: 'Add' }).click()
    const form = page.getByRole('form', { name: 'Add custom metadata provider' })
    await form.getByRole('button', { name: 'Add' }).click()
    await form.locator('.sk-field__error').getByText('Name and Url required').waitFor(POLL)
    await form.getByLabel('Name').fill('My <i>books</i>')
    await form.getByLabel('URL', { exact: true }).fill('http://provider.invalid/api')
    await form.getByLabel('Authorization header value').fill('Bearer secret')
    await form.getByRole('button', { name: 'Add' }).click()
    await toast(page, 'Custom metadata provider added').waitFor(POLL)
    expect(await seriousViolations(page)).toEqual([])
    await page.reload()
    await page.locator('.sk-config-table').getByText('My <i>books</i>', { exact: true }).waitFor(POLL)
    expect(await page.getByText('Bearer secret').count()).toBe(0)
    // The match and cover pickers offer it as custom-<id>.
    const library = await root<{ customMetadataProviders: { slug: string; name: string }[] }>(
      'GET',
      `/api/libraries/${BOOKS}?include=filterdata`,
    )
    const slug = library.customMetadataProviders.find((entry) => entry.name === 'My <i>books</i>')?.slug
    expect(slug).toMatch(/^custom-/)
    expect(await root('GET', `/api/search/books?provider=${slug}&title=x`)).toEqual([])

    const user = await apiAs(pages.app, 'user')
    await refused(user('GET', '/api/tags'))
    await refused(user('POST', '/api/genres/rename', { genre: 'Fiction', newGenre: 'X' }))
    await refused(user('DELETE', `/api/tags/${btoa('Two')}`))
    await refused(
      user('POST', '/api/custom-metadata-providers', { name: 'x', url: 'http://x', mediaType: 'book' }),
    )
    const userPage = await pages.open('/config/item-metadata-utils/tags', 'user')
    await userPage.waitForURL(/\/library\//, POLL)
  })
})

describe('email settings and e-reader devices', () => {
  it('saves SMTP settings, sends a test, keeps a device after a reload, and a user sends an e-book to it', async () => {
    const page = await pages.open('/config/email', 'root')
    const smtp = page.getByRole('form', { name: 'SMTP settings' })
    await smtp.getByRole('button', { name: 'Send test email' }).click()
    await toast(page, 'Failed to verify SMTP connection configuration').waitFor(POLL)
    await smtp.getByLabel('Host').fill('smtp.example.test')
    await smtp.getByLabel('From address').fill('shelf@example.test')
    await smtp.getByLabel('Test address').fill('me@example.test')
    await smtp.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Email settings updated').waitFor(POLL)
    await smtp.getByRole('button', { name: 'Send test email' }).click()
    await toast(page, 'Test email sent').waitFor(POLL)

    await page.getByRole('button', { name: 'Add device' }).click()
    const form = page.getByRole('form', { name: 'Add device' })
    await form.getByRole('button', { name: 'Save' }).click()
    await form.locator('.sk-field__error').getByText('Name and email are required').waitFor(POLL)
    await form.getByLabel('Name').fill('Kindle <b>')
    await form.getByLabel('Email').fill('kindle@example.test')
    await form.getByLabel('Available to').selectOption('userOrUp')
    await form.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'E-reader devices updated').waitFor(POLL)
    await page.getByRole('button', { name: 'Add device' }).click()
    await form.getByLabel('Name').fill('Kindle <b>')
    await form.getByLabel('Email').fill('other@example.test')
    await form.getByRole('button', { name: 'Save' }).click()
    await form
      .locator('.sk-field__error')
      .getByText('Ereader device with that name already exists')
      .waitFor(POLL)
    await page.keyboard.press('Escape')
    expect(await seriousViolations(page)).toEqual([])
    await page.reload()
    await expect.poll(() => page.getByLabel('Host').inputValue(), POLL).toBe('smtp.example.test')
    await page.locator('.sk-config-table').getByText('Users and admins').waitFor(POLL)

    const user = await apiAs(pages.app, 'user')
    const { results } = await user<{ results: { id: string; media: { ebookFormat?: string | null } }[] }>(
      'GET',
      `/api/libraries/${BOOKS}/items?limit=100`,
    )
    const book = results.find((entry) => entry.media.ebookFormat)!
    const userPage = await pages.open(`/item/${book.id}`, 'user')
    await userPage.getByRole('button', { name: 'Send to e-reader' }).click()
    await userPage.getByRole('menuitem', { name: 'Kindle <b>' }).click()
    await userPage.getByRole('dialog').getByRole('button', { name: 'Send' }).click()
    await toast(userPage, 'E-book sent to Kindle <b>').waitFor(POLL)
    const outbox = await fetch(`${pages.app.demo.url}/demo-mail/outbox`).then(
      (response) => response.json() as Promise<{ messages: { to: string; attachment?: string }[] }>,
    )
    expect(outbox.messages.map((message) => message.to)).toEqual(['me@example.test', 'kindle@example.test'])
    expect(outbox.messages[1]!.attachment).toBeTruthy()

    const guest = await apiAs(pages.app, 'guest')
    await refused(
      guest('POST', '/api/emails/send-ebook-to-device', { libraryItemId: book.id, deviceName: 'Kindle <b>' }),
    )
    // EmailController answers other users 404 for its admin routes.
    await refused(user('GET', '/api/emails/settings'), 404)
    await refused(user('POST', '/api/emails/ereader-devices', { ereaderDevices: [] }), 404)
  })
})

describe('authentication settings', () => {
  it('fills OpenID from the issuer, says when an issuer does not answer, keeps the settings after a reload and shows the sign-in message sanitized', async () => {
    const page = await pages.open('/config/authentication', 'root')
    const form = page.getByRole('form', { name: 'Authentication settings' })
    await form.getByLabel('OpenID Connect authentication').check()
    await form.getByRole('button', { name: 'Save' }).click()
    await form.locator('.sk-field__error').getByText('Issuer URL is required').waitFor(POLL)
    await form.getByLabel('Issuer URL').fill('http://127.0.0.1:9/nobody')
    await form.getByRole('button', { name: 'Auto-populate' }).click()
    await toast(
      page,
      'The issuer http://127.0.0.1:9/nobody did not answer with its OpenID configuration: Failed to get openid configuration',
    ).waitFor(POLL)
    const issuer = `${pages.app.demo.url}/demo-oidc`
    await form.getByLabel('Issuer URL').fill(issuer)
    await form.getByRole('button', { name: 'Auto-populate' }).click()
    // The issuer names itself with the server's base path.
    await expect
      .poll(() => form.getByLabel('Authorize URL').inputValue(), POLL)
      .toMatch(/\/demo-oidc\/authorize$/)
    expect(await form.getByLabel('JWKS URL').inputValue()).toMatch(/\/demo-oidc\/jwks$/)
    await form.getByLabel('Client ID').fill('shelf-client')
    await form.getByLabel('Client Secret').fill('s3cret')
    await form.getByLabel('Group claim').fill('groups')
    await form
      .getByLabel('Custom message on the sign-in page')
      .fill('<b>Welcome</b> home<script>window.pwned=1</script><img src=x onerror="window.pwned=1">')
    await form.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Authentication settings updated').waitFor(POLL)
    expect(await seriousViolations(page)).toEqual([])
    await page.reload()
    await expect.poll(() => form.getByLabel('Client ID').inputValue(), POLL).toBe('shelf-client')
    expect(await form.getByLabel('OpenID Connect authentication').isChecked()).toBe(true)
    expect(await form.getByLabel('Group claim').inputValue()).toBe('groups')

    const visitor = await pages.signedOut()
    await visitor.goto(`${pages.app.url}/login`)
    await visitor.locator('.sk-login__custom b').getByText('Welcome').waitFor(POLL)
    expect(await visitor.locator('.sk-login__custom script, .sk-login__custom img').count()).toBe(0)
    expect(await visitor.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()

    const user = await apiAs(pages.app, 'user')
    await refused(user('GET', '/api/auth-settings'))
    await refused(user('PATCH', '/api/auth-settings', { authActiveAuthMethods: ['local'] }))
    await refused(user('GET', `/auth/openid/config?issuer=${encodeURIComponent(issuer)}`))
    const userPage = await pages.open('/config/authentication', 'user')
    await userPage.waitForURL(/\/library\//, POLL)
  })
})

describe('library order', () => {
  it('moves a library up with the keyboard, keeps the order after a reload and refuses others', async () => {
    const root = await apiAs(pages.app, 'root')
    const names = async () =>
      (await root<{ libraries: { name: string }[] }>('GET', '/api/libraries')).libraries.map((l) => l.name)
    const before = await names()
    expect(before.length).toBeGreaterThan(1)
    const page = await pages.open('/config/libraries', 'root')
    const shown = () =>
      page.getByRole('list', { name: 'Libraries' }).locator('.sk-config-list__name').allTextContents()
    await expect.poll(shown, POLL).toEqual(before)
    await page.getByRole('button', { name: `Move ${before[1]}` }).focus()
    // dnd-kit measures the rows between key presses (a frame or two each).
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key)
      await page.waitForTimeout(250)
    }
    const moved = [before[1], before[0], ...before.slice(2)]
    await expect.poll(names, POLL).toEqual(moved)
    expect(await seriousViolations(page)).toEqual([])
    await page.reload()
    await expect.poll(shown, POLL).toEqual(moved)

    const user = await apiAs(pages.app, 'user')
    await refused(user('POST', '/api/libraries/order', [{ id: 'x', newOrder: 1 }]))
  })
})
