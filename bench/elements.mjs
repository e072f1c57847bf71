// Elements benchmark: gzip size of every shelf-* element entry and of the all-in-one module, each built
// self-contained as a page without a bundler loads it (React, lit, the stores and the client inlined): the entry
// with every chunk it imports statically, and apart the chunks only loaded on demand (hls.js, dialogs, the
// socket), plus each element's own code with the shared layer (stores, client, nanostores,
// socket.io, valibot) left out, which is what a second element adds to a page; then the time from the module
// script's request to the first card rendered on the demo dashboard, median of 3 cold loads in headless Chromium.
//
//   node --import tsx bench/elements.mjs            (--no-render skips the dashboard timing)
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { startDemoPages } from '../apps/demo-pages/src/start.ts'
import { launchBrowser } from '../test-support/browser.ts'
import { signIn, startDemoServer } from '../test-support/demo-server.ts'
import { median } from './support/figures.mjs'

const ROOT = resolve(import.meta.dirname, '..')
const ELEMENTS = resolve(ROOT, 'packages/elements')
const OUT = resolve(ROOT, 'node_modules/.cache/shelfkit-bench-elements')
const SHARED = [
  '@shelfkit/stores',
  '@shelfkit/client',
  'nanostores',
  '@nanostores/react',
  'socket.io-client',
  'valibot',
  'hls.js',
]
const LIT_ELEMENTS = new Set(['shelf-server', 'shelf-mini-player', 'shelf-share-player'])
const TARGETS = { playerGzipKb: 90, litGzipKb: 10 }
const RUNS = 3

const kb = (bytes) => (bytes / 1024).toFixed(1)
const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length

function buildEntry(entry, outDir, external = []) {
  rmSync(outDir, { recursive: true, force: true })
  execFileSync(
    join(ELEMENTS, 'node_modules/.bin/vite'),
    ['build', '--mode', 'standalone', '--logLevel', 'error', '--manifest'],
    {
      cwd: ELEMENTS,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SHELF_ENTRY: entry,
        SHELF_OUT_DIR: outDir,
        SHELF_EXTERNAL: external.join(','),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  // What the page loads before the element runs: the entry and every chunk it imports statically, transitively.
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
  const eagerFiles = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || eagerFiles.has(chunk.file)) return
    eagerFiles.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  const files = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'))
  const sum = (list) => list.reduce((total, file) => total + gzipOf(join(outDir, file)), 0)
  return {
    eager: sum([...eagerFiles]),
    lazy: sum([...new Set(files)].filter((file) => !eagerFiles.has(file))),
    eagerChunks: eagerFiles.size - 1,
  }
}

const entries = readdirSync(join(ELEMENTS, 'src/elements'))
  .filter((file) => /^shelf-[a-z-]+\.tsx?$/.test(file))
  .map((file) => file.replace(/\.tsx?$/, ''))
  .sort()

console.log(
  'gzip -9 sizes, self-contained (what <script type="module"> loads before the element runs, in how many files)',
)
console.log('and own code (shared layer out); lazy chunks load on demand')
console.log('entry                  self-contained   files   lazy chunks   own code   target')
const rows = []
for (const entry of [...entries, 'shelf-elements']) {
  const whole = buildEntry(entry, join(OUT, entry))
  const own = buildEntry(entry, join(OUT, `${entry}-own`), SHARED)
  let target = ''
  if (entry === 'shelf-player') target = `≤ ${TARGETS.playerGzipKb} KB self-contained (incl. React)`
  if (LIT_ELEMENTS.has(entry)) target = `≤ ${TARGETS.litGzipKb} KB (lit element)`
  rows.push({ entry, whole, own })
  console.log(
    `${entry.padEnd(22)} ${`${kb(whole.eager)} KB`.padStart(14)} ${String(whole.eagerChunks + 1).padStart(7)} ${`${kb(whole.lazy)} KB`.padStart(13)} ${`${kb(own.eager)} KB`.padStart(10)}   ${target}`,
  )
}

if (!process.argv.includes('--no-render')) {
  const demo = await startDemoServer({ args: ['--quiet'] })
  const pages = await startDemoPages({ serverUrl: demo.url, appUrl: 'http://127.0.0.1:9', port: 0 })
  const browser = await launchBrowser()
  const { accessToken, refreshToken } = await signIn(demo.url, 'user', 'user')
  const times = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
      // A returning visitor: the session is in browser storage, as after a sign-in on this page.
      await context.addInitScript(
        ([serverUrl, access, refresh]) => {
          localStorage.setItem('shelfkit:serverUrl', serverUrl)
          localStorage.setItem('shelfkit:authMode', 'header')
          localStorage.setItem('shelfkit:accessToken', access)
          localStorage.setItem('shelfkit:refreshToken', refresh)
          const check = () => {
            const shelves = [...document.querySelectorAll('shelf-bookshelf')]
            if (shelves.some((shelf) => shelf.shadowRoot?.querySelector('.sk-card'))) {
              globalThis.__firstCardAt = performance.now()
              return
            }
            requestAnimationFrame(check)
          }
          requestAnimationFrame(check)
        },
        [demo.url, accessToken, refreshToken],
      )
      const page = await context.newPage()
      await page.goto(`${pages.url}/dashboard.html`)
      await page.waitForFunction(() => globalThis.__firstCardAt !== undefined, null, { timeout: 30_000 })
      const { firstCardAt, scriptStart } = await page.evaluate(() => ({
        firstCardAt: globalThis.__firstCardAt,
        scriptStart: performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.endsWith('/shelf-elements.js'))?.startTime,
      }))
      times.push(firstCardAt - scriptStart)
      await context.close()
    }
  } finally {
    await browser.close()
    await pages.close()
    await demo.stop()
  }
  console.log(
    `\ndashboard: module script requested → first card rendered: median ${median(times).toFixed(0)} ms ` +
      `(runs: ${times.map((time) => time.toFixed(0)).join(', ')} ms; no target set)`,
  )
}
