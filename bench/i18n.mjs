// Interface language benchmark (issue 19), headless Chromium at 1366×900:
// - the sign-in page's JavaScript with en-us (gzip), as the login benchmark counts it;
// - what another language costs: the catalogue requests made when the bookshelf page switches from en-us to it
//   (count and gzip size), and the largest first-page part (core) of every translated language;
// - the time from the switch until the bookshelf page shows the new language painted, and the longest
//   main-thread task meanwhile: the first switch to a language (its catalogue is fetched), and a switch to a
//   language already loaded (median of 5).
// Prints each figure next to its target.
//
//   node --import tsx bench/i18n.mjs            (builds the reference app first; --no-build to skip)
//
// Everything runs on loopback: a demo server, the reference app's production server, Debian Chromium.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchBrowser } from '../test-support/browser.ts'
import { startDemoServer } from '../test-support/demo-server.ts'
import { sampleIds } from '../test-support/sample-ids.ts'
import { signedInContext } from '../test-support/signed-in.ts'
import { startAppProcess } from './support/app-process.mjs'
import { buildReferenceApp, median } from './support/figures.mjs'

const ROOT = resolve(import.meta.dirname, '..')
/** The bench's own build, so a test run rebuilding apps/reference-app/dist meanwhile cannot change what is measured. */
const DIST_DIR = resolve(ROOT, 'node_modules/.cache/shelfkit-bench-i18n-dist')
const CATALOGUES = resolve(ROOT, 'packages/stores/src/i18n/catalogues')
const BOOKS = sampleIds.bookLibrary
const VIEWPORT = { width: 1366, height: 900 }
const RUNS = 5
const TARGETS = {
  loginJsGzipKb: 110,
  languageRequests: 1,
  languageGzipKb: 20,
  switchMs: 100,
  longestTaskMs: 50,
}
/** The side rail's link to the library, in each language the bench switches to. */
const LIBRARY_LINK = { 'en-us': 'Library', de: 'Bibliothek', ja: 'ライブラリ', ar: 'المكتبة' }

if (!process.argv.includes('--no-build')) buildReferenceApp(DIST_DIR)

const kb = (bytes) => (bytes / 1024).toFixed(1)
const gzip = (data) => gzipSync(data, { level: 9 }).length

/** Runs in the page before any script: records long tasks from the moment `__benchLongTasks` exists. */
function instrumentPage() {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__benchLongTasks?.push(entry.duration)
  }).observe({ type: 'longtask', buffered: false })
}

/**
 * In the page: switches the interface language the way the Language choice does (the shared language store, see
 * packages/stores/src/i18n/language.ts), then resolves once the side rail shows `expected` and a frame has been
 * painted: the time since the switch, and the longest task meanwhile.
 */
function switchLanguage([code, expected]) {
  const registry = globalThis[Symbol.for('@shelfkit/stores@0')]
  const choice = registry.get('language')
  globalThis.__benchLongTasks = []
  const label = () =>
    [...document.querySelectorAll('.sk-siderail__label')].some((node) => node.textContent === expected)
  return new Promise((done) => {
    const start = performance.now()
    const finish = () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const tasks = globalThis.__benchLongTasks
          globalThis.__benchLongTasks = undefined
          // When the catalogue part arrived (a switch to a language already loaded fetches none).
          const fetched = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= start && entry.name.endsWith('.js'))
            .map((entry) => entry.responseEnd - start)
          done({
            ms: performance.now() - start,
            fetchedMs: Math.max(0, ...fetched),
            longestTask: Math.max(0, ...tasks),
          })
        }),
      )
    const observer = new MutationObserver(() => {
      if (!label()) return
      observer.disconnect()
      finish()
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    choice.set({ ...choice.get(), current: code, local: code })
  })
}

/** The built chunks of the catalogue parts (`/assets/core-….js`), as the app's loader names them. */
function catalogueChunks() {
  const chunks = new Set()
  for (const file of readdirSync(join(DIST_DIR, 'assets')).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(DIST_DIR, 'assets', file), 'utf8')
    for (const match of code.matchAll(
      /catalogues\/[a-z-]+\/[a-z]+\.json":\(\)=>\w+\(\(\)=>import\(`\.\/([^`]+)`/g,
    ))
      chunks.add(`/assets/${match[1]}`)
  }
  if (!chunks.size) throw new Error('No catalogue chunks found in the build')
  return chunks
}

const demo = await startDemoServer({ args: ['--quiet'] })
const server = await startAppProcess({ serverUrl: demo.url, distDir: DIST_DIR })
const browser = await launchBrowser()

try {
  // The sign-in page with en-us: the scripts it loads.
  const signedOut = await browser.newContext({ viewport: VIEWPORT })
  const loginPage = await signedOut.newPage()
  const loginScripts = new Set()
  loginPage.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('.js')) loginScripts.add(pathname)
  })
  await loginPage.goto(`${server.url}/login`, { waitUntil: 'networkidle' })
  const loginJs = [...loginScripts].reduce((sum, path) => sum + gzip(readFileSync(join(DIST_DIR, path))), 0)
  await signedOut.close()

  // The bookshelf page in en-us, then switched to de, ja and ar: the catalogue requests each switch makes.
  const context = await signedInContext(browser, { demo }, 'root', VIEWPORT)
  await context.addInitScript(instrumentPage)
  const page = await context.newPage()
  let requests = []
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('.js')) requests.push(pathname)
  })
  await page.goto(`${server.url}/library/${BOOKS}/bookshelf`)
  await page.locator('.sk-grid__cell').first().waitFor({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  const cataloguePaths = catalogueChunks()
  // The table of the parts (catalogue-parts) counts too when a switch has to fetch it: the app loads it once its
  // first page has settled, as a user reaches the Language choice seconds after the page shows.
  const isCatalogue = (path) => cataloguePaths.has(path) || /\/catalogue-parts-[\w-]+\.js$/.test(path)
  await page.waitForTimeout(3000)
  const first = {}
  for (const code of ['de', 'ja', 'ar']) {
    requests = []
    const switched = await page.evaluate(switchLanguage, [code, LIBRARY_LINK[code]])
    await page.waitForLoadState('networkidle')
    const catalogue = requests.filter(isCatalogue)
    first[code] = {
      ...switched,
      requests: catalogue.length,
      gzip: catalogue.reduce((sum, path) => sum + gzip(readFileSync(join(DIST_DIR, path))), 0),
    }
  }
  // Switches between languages already loaded.
  const again = []
  for (let run = 0; run < RUNS; run++) {
    for (const code of ['en-us', 'de'])
      again.push(await page.evaluate(switchLanguage, [code, LIBRARY_LINK[code]]))
  }
  await context.close()

  // The first-page part of every translated language, as the check limits it.
  const parts = readdirSync(CATALOGUES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      code: entry.name,
      gzip: gzip(readFileSync(join(CATALOGUES, entry.name, 'core.json'))),
    }))
    .sort((a, b) => b.gzip - a.gzip)

  console.log('Interface languages (bookshelf page, 1366×900)')
  console.log(
    `  sign-in page JS with en-us: ${kb(loginJs)} KB gzip, ${loginScripts.size} scripts   (target ≤ ${TARGETS.loginJsGzipKb} KB)`,
  )
  for (const [code, figures] of Object.entries(first)) {
    console.log(
      `  switch to ${code.padEnd(2)}: ${figures.requests} catalogue request(s), ${kb(figures.gzip)} KB gzip   (target ${TARGETS.languageRequests} request ≤ ${TARGETS.languageGzipKb} KB); shown after ${figures.ms.toFixed(0)} ms (catalogue there after ${figures.fetchedMs.toFixed(0)} ms), longest task ${figures.longestTask.toFixed(0)} ms`,
    )
  }
  console.log(
    `  switch between loaded languages: shown after ${median(again.map((entry) => entry.ms)).toFixed(0)} ms (median of ${again.length}), longest task ${Math.max(...again.map((entry) => entry.longestTask)).toFixed(0)} ms   (target ≤ ${TARGETS.switchMs} ms, no task over ${TARGETS.longestTaskMs} ms)`,
  )
  console.log(
    `  first-page catalogue part (core.json), largest: ${parts
      .slice(0, 3)
      .map((part) => `${part.code} ${kb(part.gzip)} KB`)
      .join(', ')}   (limit ${TARGETS.languageGzipKb} KB gzip, checked by scripts/i18n/check.mjs)`,
  )
} finally {
  await browser.close()
  await server.stop()
  await demo.stop()
}
