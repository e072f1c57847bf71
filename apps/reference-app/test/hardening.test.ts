import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { sampleIds, sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { type Api, apiAs, signedInContext } from '../../../test-support/signed-in'
import { inlineScripts } from '../csp-hashes'
import { SIGN_IN_PAGE } from '../server/sign-in-page'
import { appPagesForThisFile } from './app-pages'
import { APP_DIST } from './app-server'

/** Sample data of the demo server (ids of ../shared/abs-api-samples/README.md). */
const BOOKS = sampleIds.bookLibrary
const PODCASTS = sampleIds.podcastLibrary
const BOOK_ONE = sampleItemIdsByTitle['Book One']
const BOOK_THREE = sampleItemIdsByTitle['Book Three']
const BOOK_FOUR = sampleItemIdsByTitle['Book Four']
const COMIC_FIVE = sampleItemIdsByTitle['Comic Five']
const BOOK_SIX = sampleItemIdsByTitle['Book Six']
const BOOK_SEVEN = sampleItemIdsByTitle['Book Seven']
const COMIC_EIGHT = sampleItemIdsByTitle['Comic Eight']
const PODCAST_P = sampleIds.podcastP
const AUTHOR_A = sampleIds.authorA
const SERIES_X = sampleIds.seriesX
const POLL = { timeout: 15_000 }

const pages = appPagesForThisFile()
let root: Api
/** The root user's id, for the user page and its sessions. */
let rootId = ''
let collectionId = ''
let playlistId = ''
let shareSlug = ''

beforeAll(async () => {
  root = await apiAs(pages.app, 'root')
  ;({ id: rootId } = await root<{ id: string }>('GET', '/api/me'))
  ;({ id: collectionId } = await root<{ id: string }>('POST', '/api/collections', {
    libraryId: BOOKS,
    name: 'Policy shelf',
    books: [BOOK_ONE],
  }))
  ;({ id: playlistId } = await root<{ id: string }>('POST', '/api/playlists', {
    libraryId: BOOKS,
    name: 'Policy list',
    items: [{ libraryItemId: BOOK_ONE }],
  }))
  // A feed the demo server hosts, so the podcast page offers Find Episodes.
  await root('PATCH', `/api/items/${PODCAST_P}/media`, {
    metadata: { feedUrl: `${pages.app.demo.url}/audiobookshelf/demo/podcast-feeds/quiet-science.xml` },
  })
  const book = await root<{ media: { id: string } }>('GET', `/api/items/${BOOK_ONE}`)
  shareSlug = `policy-${Math.random().toString(36).slice(2, 8)}`
  await root('POST', '/api/share/mediaitem', {
    slug: shareSlug,
    expiresAt: 0,
    mediaItemType: 'book',
    mediaItemId: book.media.id,
    isDownloadable: false,
  })
})

/** Violations the page itself sees (`securitypolicyviolation`), kept for the test to read. */
function recordViolations() {
  const seen: string[] = []
  ;(window as unknown as { __violations: string[] }).__violations = seen
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
  )
}

const pageViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])

/** Goes to `path` inside the running app (its router follows history), as a link would. */
async function go(page: Page, path: string, ready: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await page
    .locator(ready)
    .first()
    .waitFor(POLL)
    .catch(async (error: Error) => {
      const shown = (
        await page
          .locator('main')
          .innerText()
          .catch(() => '')
      ).slice(0, 300)
      throw new Error(`${path}: ${error.message}\n${shown}`)
    })
}

/** Opens a dialog with `trigger`, waits for it, and closes it with Escape. */
async function openDialog(page: Page, trigger: Locator) {
  await trigger.click()
  await page.getByRole('dialog').first().waitFor(POLL)
  await page.keyboard.press('Escape')
  await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0)
}

/** Opens a menu, waits for it, and closes it with Escape. */
async function openMenu(page: Page, trigger: Locator) {
  await trigger.click()
  await page.getByRole('menu').first().waitFor(POLL)
  await page.keyboard.press('Escape')
}

const actions = (page: Page) => page.locator('.sk-item-actions')

/** The podcast page's episodes table shows every episode, finished ones too. */
const showAllEpisodes = (page: Page) => page.locator('.sk-episodes').getByLabel('Show').selectOption('all')

/** A 1×1 PNG: a cover file chosen for upload, previewed from a blob: address before it is sent. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** The text foliate-js shows in its part's frame (a blob: frame inside its closed shadow root), or ''. */
async function foliateText(page: Page): Promise<string> {
  const frame = page.frames().find((candidate) => candidate.url().startsWith('blob:'))
  return frame
    ? frame
        .locator('body')
        .innerText()
        .catch(() => '')
    : ''
}

describe('Content Security Policy', () => {
  it('every route and dialog works under the policy with nothing refused or reported', async () => {
    const { app, browser } = pages
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addInitScript(recordViolations)
    const page = await context.newPage()
    const visited: string[] = []
    try {
      // Signed out: the prerendered sign-in page (its inline script is hashed), then the form (cookie mode).
      await page.goto(`${app.url}/login`)
      await page.locator('input[name="username"]').fill('root')
      await page.locator('input[name="password"]').fill('root')
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/library\//, POLL)

      const routes: [string, string][] = [
        [`/library/${BOOKS}`, '.sk-card'],
        [`/library/${BOOKS}/bookshelf`, '.sk-card'],
        [`/library/${BOOKS}/bookshelf/series`, '.sk-card'],
        [`/library/${BOOKS}/bookshelf/collections`, '.sk-card'],
        [`/library/${BOOKS}/bookshelf/playlists`, '.sk-card'],
        [`/library/${BOOKS}/bookshelf/authors`, '.sk-card'],
        [`/library/${BOOKS}/narrators`, 'main table, main li'],
        [`/library/${BOOKS}/stats`, 'main h1, main h2'],
        [`/library/${BOOKS}/series/${SERIES_X}`, 'main .sk-card'],
        [`/library/${BOOKS}/search?q=book`, 'main h1, main h2'],
        [`/item/${BOOK_ONE}`, 'main h1'],
        [`/item/${PODCAST_P}`, '.sk-episode-list'],
        [`/author/${AUTHOR_A}`, 'main h1'],
        [`/collection/${collectionId}`, 'main h1'],
        [`/playlist/${playlistId}`, 'main h1'],
        [`/audiobook/${BOOK_ONE}/manage`, 'main h1'],
        [`/library/${PODCASTS}/podcast/latest`, 'main h1, main h2'],
        [`/library/${PODCASTS}/podcast/search`, 'main input'],
        [`/library/${PODCASTS}/podcast/download-queue`, 'main h1, main h2'],
        ['/config', 'main h1'],
        ['/config/stats', 'main h1'],
        ['/config/api-keys', 'main h1'],
        ...[
          'users',
          'libraries',
          'backups',
          'log',
          'notifications',
          'email',
          'rss-feeds',
          'authentication',
        ].map((section): [string, string] => [`/config/${section}`, 'main h1']),
        ['/config/item-metadata-utils', 'main h1'],
        ['/config/sessions', 'main h1'],
        [`/config/users/${rootId}`, 'main h1'],
        [`/config/users/${rootId}/sessions`, 'main h1'],
        ['/upload', 'main h1'],
        ['/account', 'main h1'],
        ['/no/such/page', 'main'],
      ]
      for (const [path, ready] of routes) {
        await go(page, path, ready)
        visited.push(path)
      }

      // The app bar's menus and search, the side rail's changelog.
      await go(page, `/library/${BOOKS}/bookshelf`, '.sk-card')
      await openMenu(page, page.locator('.sk-library-dropdown__button'))
      await openMenu(page, page.getByRole('button', { name: 'Account: root' }))
      await page.getByRole('searchbox', { name: 'Search this library' }).fill('Author A')
      await page.locator('.sk-search__result').first().waitFor(POLL)
      await page.keyboard.press('Escape')
      await openDialog(page, page.locator('.sk-siderail__version'))
      // A card's menu and its dialogs, the batch bar's quick match.
      const more = page.locator('.sk-card').getByRole('button', { name: 'More actions for Book Two' })
      await more.click()
      await page.getByRole('menuitem', { name: 'Add to Playlist' }).click()
      await page.getByRole('dialog', { name: 'Add to Playlist' }).waitFor(POLL)
      await page.keyboard.press('Escape')
      await more.click()
      await page.getByRole('menuitem', { name: 'Add to Collection' }).click()
      await page.getByRole('dialog', { name: 'Add to Collection' }).waitFor(POLL)
      await page.keyboard.press('Escape')
      await more.click()
      await openDialog(page, page.getByRole('menuitem', { name: 'Delete' }))
      await more.click()
      await openDialog(page, page.getByRole('menuitem', { name: 'Edit' }))
      const selectButtons = page.locator('.sk-card__select')
      await selectButtons.nth(0).click({ force: true })
      await selectButtons.nth(1).click({ force: true, modifiers: ['Shift'] })
      const batch = page.getByRole('region', { name: 'Selected items' })
      await openDialog(page, batch.getByRole('button', { name: 'Delete' }))
      await batch.getByRole('button', { name: 'More actions' }).click()
      await openDialog(page, page.getByRole('menuitem', { name: 'Quick Match' }))
      await page.keyboard.press('Escape')
      visited.push('card menu')

      // The item page's dialogs, then the player and each of its dialogs.
      await go(page, `/item/${BOOK_ONE}`, 'main h1')
      for (const name of ['Share', 'RSS Feed', 'Edit'])
        await openDialog(page, actions(page).getByRole('button', { name, exact: true }))
      await actions(page).getByRole('button', { name: 'Play', exact: true }).click()
      const player = page.getByRole('region', { name: 'Player' })
      await player.getByRole('button', { name: 'Pause' }).waitFor(POLL)
      for (const name of ['Chapters', 'Player settings', 'Bookmarks', 'Sleep timer'])
        await openDialog(page, player.getByRole('button', { name, exact: true }))
      await go(page, `/item/${BOOK_THREE}`, 'main h1')
      await actions(page)
        .getByRole('button', { name: /^Add to queue/ })
        .click()
      await openDialog(page, player.getByRole('button', { name: /^Queue/ }))
      await player.getByRole('button', { name: 'Expand player' }).click()
      await player.getByRole('button', { name: 'Collapse player' }).click()
      await player.getByRole('button', { name: 'Pause' }).click()
      visited.push('player')

      // Edit modals of the author, collection and playlist pages.
      for (const path of [`/author/${AUTHOR_A}`, `/collection/${collectionId}`, `/playlist/${playlistId}`]) {
        await go(page, path, 'main h1')
        await openDialog(page, page.getByRole('main').getByRole('button', { name: 'Edit', exact: true }))
      }

      // The reader in each format, with the epub's contents and settings.
      await go(page, `/item/${BOOK_THREE}`, 'main h1')
      await actions(page).getByRole('button', { name: 'Read', exact: true }).click()
      const reader = page.getByRole('dialog', { name: /reader$/ })
      await page.frameLocator('.sk-reader__epub-page iframe').first().locator('body').waitFor(POLL)
      // The library does not allow scripted e-books: the book's frames run nothing.
      expect(await page.locator('.sk-reader__epub-page iframe').first().getAttribute('sandbox')).toBe(
        'allow-same-origin',
      )
      for (const name of ['Table of contents', 'Reader settings']) {
        const toggle = reader.getByRole('button', { name, exact: true })
        await toggle.click()
        await expect.poll(() => toggle.getAttribute('aria-expanded'), POLL).toBe('true')
        await toggle.click()
      }
      await page.keyboard.press('Escape')
      // pdf (pdf.js and its worker), cbz, cbr (libarchive's worker and WebAssembly), mobi and azw3 (foliate-js's
      // blob: frames).
      for (const [id, ready] of [
        [BOOK_FOUR, 'canvas[data-rendered-page]'],
        [COMIC_FIVE, '.sk-reader img'],
        [COMIC_EIGHT, '.sk-reader__pages img'],
        [BOOK_SIX, '.sk-reader__foliate[data-location]'],
        [BOOK_SEVEN, '.sk-reader__foliate[data-location]'],
      ] as const) {
        await go(page, `/item/${id}`, 'main h1')
        await actions(page).getByRole('button', { name: 'Read', exact: true }).click()
        await page
          .locator(ready)
          .waitFor(POLL)
          .catch(async (error: Error) => {
            const refused = [
              ...(await pageViolations(page)),
              ...app.cspViolations.map((v) => JSON.stringify(v)),
            ]
            throw new Error(`${id}: ${error.message}\n${refused.join('\n')}`)
          })
        if (ready.includes('foliate')) await expect.poll(() => foliateText(page), POLL).toContain('Chapter')
        else if (ready.endsWith('img'))
          await page.waitForFunction(
            (selector) => (document.querySelector(selector) as HTMLImageElement | null)?.naturalWidth,
            ready,
          )
        await page.keyboard.press('Escape')
      }
      visited.push('reader')

      // The item edit modal's tabs on a book: the raw cover, a chosen file's preview, the providers' covers, the
      // chapter lookup, a file's tags, the match results, the tools.
      await go(page, `/item/${BOOK_ONE}`, 'main h1')
      await actions(page).getByRole('button', { name: 'Edit', exact: true }).click()
      const editor = page.locator('.sk-item-edit')
      const tab = async (name: string) => {
        await editor.getByRole('tab', { name }).click()
        await editor.getByRole('tab', { name, selected: true }).waitFor(POLL)
        await editor.locator('.sk-item-edit__panel > *').first().waitFor(POLL)
      }
      await tab('Cover')
      await editor.getByRole('button', { name: 'Show the cover full size' }).click()
      await page.waitForFunction(
        () => document.querySelector<HTMLImageElement>('.sk-raw-cover img')?.naturalWidth,
      )
      await page.locator('.sk-raw-cover').getByRole('button', { name: 'Close the cover' }).click()
      await editor
        .getByLabel('Upload Cover')
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG })
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.sk-item-edit img')].some(
          (img) => img.src.startsWith('blob:') && img.naturalWidth,
        ),
      )
      await editor.getByLabel('Provider').selectOption('best')
      await editor.getByRole('button', { name: 'Search' }).click()
      await editor.locator('.sk-cover-search__results img').first().waitFor(POLL)
      await tab('Chapters')
      await editor.getByRole('button', { name: 'Lookup' }).click()
      await page.getByRole('dialog', { name: 'Find Chapters' }).waitFor(POLL)
      await page.keyboard.press('Escape')
      await tab('Files')
      await editor.getByRole('button', { name: 'Details of Book One.m4b' }).click()
      const fileDetails = page.getByRole('dialog', { name: 'Book One.m4b' })
      await fileDetails.waitFor(POLL)
      await page.keyboard.press('Escape')
      await fileDetails.waitFor({ state: 'detached', ...POLL })
      await tab('Match')
      await editor.locator('.sk-match-result').first().waitFor(POLL)
      await tab('Tools')
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0)
      visited.push('item edit')

      // Podcasts: the directory's results and their covers, the add dialog from a feed, the OPML feeds dialog; the
      // podcast's episode dialogs, the feed's episodes and the edit modal's Episodes and Schedule tabs.
      await go(page, `/library/${PODCASTS}/podcast/search`, 'main input')
      const searchForm = page.getByRole('form', { name: 'Search podcasts' })
      await searchForm.getByLabel('Search term or RSS feed URL').fill('Lantern')
      await searchForm.getByRole('button', { name: 'Search' }).click()
      await page.waitForFunction(
        () => document.querySelector<HTMLImageElement>('.sk-podcast-result__cover')?.naturalWidth,
      )
      const feedForm = page.getByRole('form', { name: 'Add by RSS feed URL' })
      await feedForm
        .getByLabel('RSS feed URL')
        .fill(`${app.demo.url}/audiobookshelf/demo/podcast-feeds/quiet-science.xml`)
      await feedForm.getByRole('button', { name: 'Open feed' }).click()
      const adding = page.getByRole('dialog', { name: 'Quiet Science' })
      await adding.getByRole('img', { name: 'Cover of Quiet Science' }).waitFor(POLL)
      await page.keyboard.press('Escape')
      const opmlForm = page.getByRole('form', { name: 'Import OPML' })
      await opmlForm
        .getByLabel('Or paste OPML')
        .fill(
          `<?xml version="1.0"?><opml version="2.0"><body><outline text="Lantern" type="rss" xmlUrl="${app.demo.url}/audiobookshelf/demo/podcast-feeds/the-lantern-hour.xml"/></body></opml>`,
        )
      await opmlForm.getByRole('button', { name: 'Read OPML' }).click()
      await page.getByRole('dialog', { name: 'OPML Feeds' }).getByLabel('Lantern').waitFor(POLL)
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0)

      await go(page, `/item/${PODCAST_P}`, '.sk-episode-list')
      const episodes = page.locator('.sk-episodes')
      for (const name of ['View details', 'Edit episode']) {
        await episodes
          .getByRole('button', { name: /^More for / })
          .first()
          .click()
        await openDialog(page, page.getByRole('menuitem', { name }))
      }
      await openDialog(page, page.getByRole('button', { name: 'Find Episodes' }))
      await actions(page).getByRole('button', { name: 'Edit', exact: true }).click()
      await tab('Episodes')
      await tab('Schedule')
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0)
      visited.push('podcasts')

      // Config areas: a backup made, a file that is not one refused, a backup downloaded; a notification's modal.
      await go(page, '/config/backups', 'main h1')
      await page.getByRole('button', { name: 'Create Backup' }).click()
      await page.getByRole('button', { name: /^Restore backup / }).waitFor(POLL)
      await page.getByLabel('Backup file to upload').setInputFiles({
        name: 'holiday.audiobookshelf',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('not a zip'),
      })
      await page.getByRole('alert').filter({ hasText: 'not be a valid .zip file' }).waitFor(POLL)
      const download = page.waitForEvent('download', POLL)
      await page
        .getByRole('link', { name: /^Download backup / })
        .first()
        .click()
      expect((await (await download).failure()) ?? 'saved').toBe('saved')
      await go(page, '/config/notifications', 'main h1')
      await openDialog(page, page.getByRole('button', { name: 'Create Notification' }))
      visited.push('config areas')

      // Config forms.
      await go(page, '/config/libraries', 'main h1')
      await page.getByRole('button', { name: 'New Library' }).click()
      await page.getByRole('form', { name: 'New library' }).waitFor(POLL)
      await go(page, '/config/users', 'main h1')
      await page.getByRole('button', { name: 'Add User' }).click()
      await page.getByRole('form', { name: 'New user' }).waitFor(POLL)

      // The public share page, as a visitor with no session.
      const visitor = await browser.newContext()
      await visitor.addInitScript(recordViolations)
      const share = await visitor.newPage()
      await share.goto(`${app.url}/share/${shareSlug}`)
      await expect
        .poll(() => share.locator('shelf-share-player [part~="title"]').textContent(), POLL)
        .toBe('Book One')
      expect(await pageViolations(share)).toEqual([])
      await visitor.close()

      // Reports travel on their own: give the last ones time to arrive.
      await page.waitForTimeout(1000)
      expect({
        visited: visited.length,
        page: await pageViolations(page),
        server: app.cspViolations,
      }).toEqual({
        visited: routes.length + 6,
        page: [],
        server: [],
      })

      // The policy's rule for HTML sinks: markup that runs nothing passes (foliate-js's), a handler is refused and
      // reported.
      const written = await page.evaluate(() =>
        [
          '<style>:host{display:block}</style><div id="top"><slot></slot></div>',
          '<img src=x onerror="1">',
        ].map((html) => {
          try {
            document.createElement('div').innerHTML = html
            return 'written'
          } catch {
            return 'refused'
          }
        }),
      )
      expect(written).toEqual(['written', 'refused'])
      // Its handler is reported too: the policy's inert parse of the markup meets it.
      await expect
        .poll(() => new Set(app.cspViolations.map((violation) => violation.directive)), POLL)
        .toEqual(new Set(['require-trusted-types-for', 'script-src-attr']))
    } finally {
      await context.close()
    }
  }, 240_000)
})

/**
 * The XSS corpus: each payload calls `__xss(tag)` if it ever runs, the tag naming the field it was put in.
 * Script elements, event handlers, javascript: and data: URLs, SVG, srcdoc, CSS expressions and URLs, template
 * strings (`${…}`, `{{…}}`), an attribute break-out and a bare javascript: address.
 */
const CORPUS: ((tag: string) => string)[] = [
  (tag) => `<script>__xss('${tag}')</script>`,
  (tag) => `<img src=x onerror="__xss('${tag}')">`,
  (tag) => `<a href="javascript:__xss('${tag}')">${tag}</a>`,
  (tag) => `<a href="data:text/html,<script>parent.__xss('${tag}')</script>">${tag}</a>`,
  (tag) => `<svg onload="__xss('${tag}')"><script>__xss('${tag}')</script></svg>`,
  (tag) => `<iframe srcdoc="<script>parent.__xss('${tag}')</script>"></iframe>`,
  (tag) =>
    `<div style="width:expression(__xss('${tag}'));background:url(javascript:__xss('${tag}'))">${tag}</div>`,
  (tag) => `\${__xss('${tag}')} {{constructor.constructor("__xss('${tag}')")()}}`,
  (tag) => `"><details open ontoggle="__xss('${tag}')">'`,
  (tag) => `javascript:__xss('${tag}')`,
]

let next = 0
/** The next payload of the corpus, for the field `tag`. */
const hostile = (tag: string) => CORPUS[next++ % CORPUS.length]!(tag)
/** Every payload at once, for fields read as HTML (descriptions). */
const hostileHtml = (tag: string) => CORPUS.map((payload) => payload(tag)).join('<p>')

/** Records any payload that runs (`__xss`) and any dialog it opens. */
function trapScripts() {
  const ran: string[] = []
  Object.assign(window, { __xssRan: ran, __xss: (tag: string) => ran.push(tag) })
}

/**
 * Markup a payload could have become, anywhere in the document (open shadow roots too): handlers, script elements
 * other than the app's own (its files and the build's inline ones), frames with srcdoc, script URLs, CSS expressions.
 */
function injectedMarkup(builtScripts: string[]): string[] {
  const found: string[] = []
  const scan = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        if (name.startsWith('on')) found.push(`${element.localName}[${name}]`)
        if (/^\s*(javascript|data):/i.test(value) && /href|src|action|data/.test(name))
          found.push(`${element.localName}[${name}=${value.slice(0, 30)}]`)
        if (name === 'style' && /expression|javascript:/i.test(value))
          found.push(`${element.localName}[style]`)
      }
      const script = element.localName === 'script' ? (element as HTMLScriptElement) : null
      if (script && !script.src.includes('/assets/') && !builtScripts.includes(script.text))
        found.push('script')
      if (element.localName === 'iframe' && element.hasAttribute('srcdoc')) found.push('iframe[srcdoc]')
      if (element.shadowRoot) scan(element.shadowRoot)
    }
  }
  scan(document)
  return found
}

describe('hostile text (XSS corpus)', () => {
  it('stays text in every field the server holds, on every page that shows it, and runs nothing', async () => {
    const { app, browser } = pages
    const plain: Record<string, string> = {}
    const text = (tag: string) => {
      plain[tag] = hostile(tag)
      return plain[tag]!
    }
    await root('PATCH', `/api/authors/${AUTHOR_A}`, {
      name: text('author'),
      description: hostileHtml('author-d'),
    })
    await root('PATCH', `/api/series/${SERIES_X}`, {
      name: text('series'),
      description: hostileHtml('series-d'),
    })
    await root('PATCH', `/api/items/${BOOK_ONE}/media`, {
      metadata: {
        title: text('title'),
        subtitle: text('subtitle'),
        narrators: [text('narrator')],
        genres: [text('genre')],
        publisher: text('publisher'),
        isbn: text('isbn'),
        asin: text('asin'),
        language: text('language'),
        description: hostileHtml('description'),
      },
      tags: [text('tag')],
    })
    const { chapters } = await root<{ media: { chapters: { id: number; start: number; end: number }[] } }>(
      'GET',
      `/api/items/${BOOK_ONE}?expanded=1`,
    ).then((item) => item.media)
    await root('POST', `/api/items/${BOOK_ONE}/chapters`, {
      chapters: chapters.map((chapter, index) => ({ ...chapter, title: text(`chapter${index}`) })),
    })
    await root('POST', `/api/me/item/${BOOK_ONE}/bookmark`, { time: 5, title: text('bookmark') })
    await root('PATCH', `/api/collections/${collectionId}`, {
      name: text('collection'),
      description: text('collection-d'),
    })
    await root('PATCH', `/api/playlists/${playlistId}`, {
      name: text('playlist'),
      description: text('playlist-d'),
    })
    await root('PATCH', `/api/items/${PODCAST_P}/media`, {
      metadata: { title: text('podcast'), author: text('podcast-a'), description: hostileHtml('podcast-d') },
    })
    const { media } = await root<{ media: { episodes: { id: string; publishedAt: number | null }[] } }>(
      'GET',
      `/api/items/${PODCAST_P}`,
    )
    // The newest episode: first in the podcast's table (newest first, rows mounted as they scroll into view).
    const newest = media.episodes.toSorted((a, b) => (b.publishedAt ?? 0) - (a.publishedAt ?? 0))[0]!
    await root('PATCH', `/api/podcasts/${PODCAST_P}/episode/${newest.id}`, {
      title: text('episode'),
      subtitle: text('episode-s'),
      description: hostileHtml('episode-d'),
    })
    await root('PATCH', `/api/libraries/${BOOKS}`, { name: text('library') })
    const user = await root<{ user: { id: string } }>('POST', '/api/users', {
      username: text('username'),
      password: 'x',
      type: 'user',
      isActive: true,
    })
    await root('POST', '/api/api-keys', { name: text('api-key'), isActive: true, userId: user.user.id })
    await root('PATCH', '/api/settings', { authLoginCustomMessage: hostileHtml('login') })
    await root('POST', '/api/notifications', {
      eventName: 'onTest',
      urls: [text('notification-url')],
      titleTemplate: text('notification-title'),
      bodyTemplate: text('notification-body'),
      enabled: false,
    })

    const builtScripts = (
      await Promise.all(['index.html', SIGN_IN_PAGE].map((file) => readFile(join(APP_DIST, file), 'utf8')))
    ).flatMap(inlineScripts)
    // The policy would stop a payload that escaped; this checks the escaping itself, so the pages ignore it.
    const noPolicy = { bypassCSP: true }
    const visitor = await browser.newContext(noPolicy)
    const signedIn = await signedInContext(browser, app, 'root', undefined, noPolicy)
    const problems: string[] = []
    for (const context of [visitor, signedIn]) {
      await context.addInitScript(trapScripts)
      context.on('page', (page) =>
        page.on('dialog', (dialog) => void problems.push(`dialog ${dialog.message()}`)),
      )
    }
    /** What the page shows of the expected fields' text, and whatever the payloads did there. */
    const check = async (page: Page, where: string, within: Locator, shown: string[]) => {
      const missing = async () => {
        const shownText = (await within.innerText()).replace(/\s+/g, ' ')
        return shown.filter((tag) => !shownText.includes(plain[tag]!.replace(/\s+/g, ' ')))
      }
      await expect.poll(missing, { ...POLL, message: `${where} shows every field` }).toEqual([])
      const found = await page.evaluate(injectedMarkup, builtScripts)
      const ran = await page.evaluate(() => (window as unknown as { __xssRan: string[] }).__xssRan)
      problems.push(
        ...found.map((markup) => `${where}: ${markup}`),
        ...ran.map((tag) => `${where}: ran ${tag}`),
      )
    }
    const visits: [string, string, string[]][] = [
      [
        `/item/${BOOK_ONE}`,
        'main h1',
        [
          'title',
          'subtitle',
          'author',
          'narrator',
          'series',
          'genre',
          'tag',
          'publisher',
          'language',
          'chapter0',
        ],
      ],
      [`/library/${BOOKS}/bookshelf`, '.sk-card', ['title', 'library']],
      [`/library/${BOOKS}/bookshelf/series`, '.sk-card', ['series']],
      [`/library/${BOOKS}/bookshelf/authors`, '.sk-card', ['author']],
      [`/library/${BOOKS}/bookshelf/collections`, '.sk-card', ['collection']],
      [`/library/${BOOKS}/bookshelf/playlists`, '.sk-card', ['playlist']],
      [`/library/${BOOKS}/narrators`, 'main table, main li', ['narrator']],
      [`/library/${BOOKS}/series/${SERIES_X}`, 'main .sk-card', ['series', 'title']],
      [`/author/${AUTHOR_A}`, 'main h1', ['author', 'title']],
      [`/collection/${collectionId}`, 'main h1', ['collection', 'collection-d', 'title']],
      [`/playlist/${playlistId}`, 'main h1', ['playlist', 'playlist-d', 'title']],
      [`/item/${PODCAST_P}`, '.sk-episode-list', ['podcast', 'podcast-a', 'episode']],
      [`/library/${PODCASTS}/podcast/latest`, 'main h1, main h2', ['episode']],
      ['/config/users', 'main h1', ['username']],
      ['/config/libraries', 'main h1', ['library']],
      ['/config/api-keys', 'main h1', ['api-key']],
    ]
    try {
      const signIn = await visitor.newPage()
      await signIn.goto(`${app.url}/login`)
      await signIn.locator('.sk-login__message, .sk-login form').first().waitFor(POLL)
      await check(signIn, '/login', signIn.locator('body'), [])

      const page = await signedIn.newPage()
      for (const [path, ready, shown] of visits) {
        await page.goto(`${app.url}${path}`)
        await page.locator(ready).first().waitFor(POLL)
        // The episode may be finished for root: show them all, not only the unfinished (the table's default).
        if (path.startsWith('/item/') && shown.includes('episode')) await showAllEpisodes(page)
        await check(page, path, page.locator('body'), shown)
      }
      // The player bar (title, chapter) and its chapters and bookmarks dialogs.
      await page.goto(`${app.url}/item/${BOOK_ONE}`)
      await actions(page).getByRole('button', { name: 'Play', exact: true }).click()
      const player = page.getByRole('region', { name: 'Player' })
      await player.getByRole('button', { name: 'Pause' }).waitFor(POLL)
      await check(page, 'player', player, ['title', 'chapter0'])
      for (const [name, tag] of [
        ['Chapters', 'chapter1'],
        [/^Bookmarks/, 'bookmark'],
      ] as const) {
        await player.getByRole('button', { name, exact: typeof name === 'string' }).click()
        await check(page, `${tag} dialog`, page.getByRole('dialog').first(), [tag])
        await page.keyboard.press('Escape')
      }
      await player.getByRole('button', { name: 'Pause' }).click()

      // Forms show the fields as their exact values: the item edit modal's Details and Chapters, a notification's
      // templates, an episode's edit modal (its description previewed sanitised) and its view modal.
      const inDialog = async (where: string, tags: string[], open: () => Promise<void>) => {
        await open()
        const dialog = page.getByRole('dialog').first()
        await dialog.locator('input, textarea').first().waitFor(POLL)
        await check(page, where, dialog, [])
        const values = async () =>
          dialog
            .locator('input, textarea')
            .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value))
        const missing = async () => {
          const shown = (await values()).join('\n')
          return tags.filter((tag) => !shown.includes(plain[tag]!))
        }
        await expect.poll(missing, POLL).toEqual([])
      }
      await page.goto(`${app.url}/item/${BOOK_ONE}`)
      await inDialog('item edit', ['title', 'subtitle', 'publisher', 'isbn', 'asin'], () =>
        actions(page).getByRole('button', { name: 'Edit', exact: true }).click(),
      )
      const editor = page.locator('.sk-item-edit')
      await editor.getByRole('tab', { name: 'Chapters' }).click()
      await inDialog('chapters tab', ['chapter0', 'chapter1'], async () => {})
      await page.goto(`${app.url}/config/notifications`)
      await inDialog('notification', ['notification-url', 'notification-title', 'notification-body'], () =>
        page.getByRole('button', { name: 'Edit onTest' }).click(),
      )
      await page.goto(`${app.url}/item/${PODCAST_P}`)
      await showAllEpisodes(page)
      const episodeMenu = page.getByRole('button', { name: `More for ${plain.episode}` })
      await episodeMenu.click()
      await inDialog('episode edit', ['episode', 'episode-s'], () =>
        page.getByRole('menuitem', { name: 'Edit episode' }).click(),
      )
      await page.keyboard.press('Escape')
      await episodeMenu.click()
      await page.getByRole('menuitem', { name: 'View details' }).click()
      await check(page, 'episode view', page.getByRole('dialog').first(), ['episode'])
      expect(problems).toEqual([])
    } finally {
      await Promise.all([visitor.close(), signedIn.close()])
    }
  }, 180_000)
})
