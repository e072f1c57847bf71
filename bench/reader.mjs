// E-reader benchmark: time from the item page's Read button to the first page of each format on the demo server's
// sample books (median of 5 cold opens, each in a new browser context so the reader's code downloads too), and the
// code each format loads (gzip): the reader shared by every format, and what only that format fetches.
//
//   node --import tsx bench/reader.mjs            (builds the reference app into a temporary folder first)
//
// Everything runs on loopback: a demo server, the reference app's production server, Debian Chromium.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchBrowser } from '../test-support/browser.ts'
import { startDemoServer } from '../test-support/demo-server.ts'
import { startAppProcess } from './support/app-process.mjs'
import { buildReferenceApp, median } from './support/figures.mjs'
import { newSignedInContext } from './support/signed-in-context.mjs'

const RUNS = 5
const TARGET_MS = 1000

/** The sample books (apps/demo-server/src/sample/ids.ts) and what shows their first page. */
const FORMATS = [
  ['epub', 'ed9e4d9a-d55d-4280-a9e5-ba067403a0a9', '.sk-reader__epub-page[data-location]'],
  ['mobi', '6b0c3f52-8d1e-4f7a-9c61-2a4e5d7f8b01', '.sk-reader__foliate[data-location]'],
  ['azw3', '7c1d4a63-9e2f-4a8b-8d72-3b5f6e8a9c02', '.sk-reader__foliate[data-location]'],
  ['pdf', '4175e206-e038-432d-a847-8dc59c441aec', '.sk-reader__pages canvas[data-rendered-page]'],
  ['cbz', 'e55a456b-c55b-4215-a73e-35781d7956ff', '.sk-reader__pages img'],
  ['cbr', '8d2e5b74-af30-4b9c-9e83-4c6a7f9bad03', '.sk-reader__pages img'],
]

/** Records when Read is pressed (capture phase: before the app reacts). */
function recordReadClicks() {
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (button?.textContent?.trim() === 'Read') globalThis.__readClickedAt = performance.now()
    },
    true,
  )
}

/** One cold open: ms from Read to the first page, and the code files fetched meanwhile. */
async function openOnce(browser, app, [format, itemId, shown]) {
  const context = await newSignedInContext(browser, app.demo.url, [recordReadClicks])
  const page = await context.newPage()
  await page.goto(`${app.url}/item/${itemId}`)
  await page.locator('.sk-item-actions').getByRole('button', { name: 'Read', exact: true }).waitFor()
  const code = new Set()
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (/\.(js|mjs|wasm)$/.test(path)) code.add(path)
  })
  await page.locator('.sk-item-actions').getByRole('button', { name: 'Read', exact: true }).click()
  const handle = await page.waitForFunction(
    (selector) => {
      const node = document.querySelector(selector)
      if (!node) return null
      if (node instanceof HTMLImageElement && !(node.complete && node.naturalWidth > 0)) return null
      return performance.now() - globalThis.__readClickedAt
    },
    shown,
    { polling: 'raf', timeout: 30_000 },
  )
  const ms = await handle.jsonValue()
  await context.close()
  if (typeof ms !== 'number') throw new Error(`${format}: no first page`)
  return { ms, code: [...code] }
}

const gzipSize = (distDir, path) => gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

async function main() {
  const distDir = mkdtempSync(join(tmpdir(), 'shelfkit-bench-reader-'))
  buildReferenceApp(distDir)
  const demo = await startDemoServer()
  const server = await startAppProcess({ serverUrl: demo.url, distDir })
  const app = { url: server.url, demo }
  const browser = await launchBrowser()
  try {
    const results = []
    for (const entry of FORMATS) {
      const runs = []
      for (let run = 0; run < RUNS; run++) runs.push(await openOnce(browser, app, entry))
      results.push({ format: entry[0], runs })
    }
    // Files every format fetched: the reader itself; the rest is the format's own code.
    const shared = new Set(results[0].runs[0].code)
    for (const { runs } of results) {
      for (const file of shared) if (!runs[0].code.includes(file)) shared.delete(file)
    }
    const sharedSize = [...shared].reduce((total, file) => total + gzipSize(distDir, file), 0)

    console.log('E-reader benchmark (loopback, headless Chromium, cold browser context per open)')
    console.log(`  reader code shared by every format: ${kb(sharedSize)} gzip`)
    console.log('  format  first page (median of 5)  target    own code (gzip)  runs (ms)')
    for (const { format, runs } of results) {
      const ms = median(runs.map((run) => run.ms))
      const own = runs[0].code.filter((file) => !shared.has(file))
      const size = own.reduce((total, file) => total + gzipSize(distDir, file), 0)
      const verdict = ms <= TARGET_MS ? 'ok' : 'OVER'
      console.log(
        `  ${format.padEnd(6)}  ${`${ms.toFixed(0)} ms`.padEnd(24)}  ≤ ${TARGET_MS} ms ${verdict.padEnd(4)}  ${kb(size).padEnd(15)}  ${runs.map((run) => run.ms.toFixed(0)).join(', ')}`,
      )
      console.log(`          ${own.map((file) => file.replace(/^\/assets\//, '')).join(', ')}`)
    }
  } finally {
    await browser.close()
    await server.stop()
    await demo.stop()
    rmSync(distDir, { recursive: true, force: true })
  }
}

await main()
