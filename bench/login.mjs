// Sign-in page benchmark, headless Chromium at 1366×900, median of 3 cold loads: the JavaScript and CSS the page
// loads (raw and gzip), the time until the form is usable (the username field shown and enabled: the page arrives
// prerendered, so it can be typed into and submitted while the app's script loads) and, for reference, the time until
// the app has taken the form over (React attached to the field). Prints each figure next to its target.
//
//   node --import tsx bench/login.mjs            (builds the reference app first; --no-build to skip)
//
// Everything runs on loopback: a demo server, the reference app's production server, Debian Chromium.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchBrowser } from '../test-support/browser.ts'
import { startDemoServer } from '../test-support/demo-server.ts'
import { startAppProcess } from './support/app-process.mjs'
import { buildReferenceApp, median } from './support/figures.mjs'

const ROOT = resolve(import.meta.dirname, '..')
/** The bench's own build, so a test run rebuilding apps/reference-app/dist meanwhile cannot change what is measured. */
const DIST_DIR = resolve(ROOT, 'node_modules/.cache/shelfkit-bench-login-dist')
const STYLES_DIR = resolve(ROOT, 'packages/elements/src/styles')
/** The stylesheets the sign-in page adds (CORE_STYLESHEETS) plus the app's own. */
const LOGIN_CSS = [join(STYLES_DIR, 'base.css'), join(STYLES_DIR, 'ui.css'), join(STYLES_DIR, 'login.css')]
const APP_CSS = resolve(ROOT, 'apps/reference-app/src/app.css')
const RUNS = 3
const VIEWPORT = { width: 1366, height: 900 }
const TARGETS = { jsGzipKb: 110, usableMs: 250 }

if (!process.argv.includes('--no-build')) buildReferenceApp(DIST_DIR)

const kb = (bytes) => (bytes / 1024).toFixed(1)
const gzip = (text) => gzipSync(text, { level: 9 }).length

/** Runs in the page before any script: notes when the username field is shown and enabled, then run by the app. */
function instrumentPage() {
  const field = () => document.querySelector('input[name="username"]')
  const usable = () => {
    const input = field()
    if (input && !input.disabled && input.getBoundingClientRect().height > 0) {
      globalThis.__formUsableAt = performance.now()
      return requestAnimationFrame(started)
    }
    requestAnimationFrame(usable)
  }
  const started = () => {
    const input = field()
    if (input && Object.keys(input).some((key) => key.startsWith('__reactFiber'))) {
      globalThis.__appStartedAt = performance.now()
      return
    }
    requestAnimationFrame(started)
  }
  requestAnimationFrame(usable)
}

const demo = await startDemoServer({ args: ['--quiet'] })
const server = await startAppProcess({ serverUrl: demo.url, distDir: DIST_DIR })
const appUrl = server.url
const browser = await launchBrowser()

try {
  const usable = []
  const started = []
  let scripts = new Set()
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT })
    await context.addInitScript(instrumentPage)
    const page = await context.newPage()
    const loaded = new Set()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('.js')) loaded.add(url.pathname)
    })
    await page.goto(`${appUrl}/login`)
    await page.waitForFunction(() => globalThis.__appStartedAt !== undefined, null, { timeout: 30_000 })
    usable.push(await page.evaluate(() => globalThis.__formUsableAt))
    started.push(await page.evaluate(() => globalThis.__appStartedAt))
    scripts = loaded
    await context.close()
  }

  const js = [...scripts].map((path) => readFileSync(join(DIST_DIR, path)))
  const jsRaw = js.reduce((sum, file) => sum + file.length, 0)
  const jsGzip = js.reduce((sum, file) => sum + gzip(file), 0)
  const css = [...LOGIN_CSS, APP_CSS].map((path) => readFileSync(path, 'utf8')).join('\n')
  const usableMs = median(usable)

  console.log(`Sign-in page (${RUNS} cold loads, median), ${scripts.size} scripts`)
  console.log(`  JS:   ${kb(jsRaw)} KB raw, ${kb(jsGzip)} KB gzip   (target ≤ ${TARGETS.jsGzipKb} KB gzip)`)
  console.log(
    `  CSS:  ${kb(css.length)} KB raw, ${kb(gzip(css))} KB gzip   (in the prerendered page, and in the JS above for the other routes)`,
  )
  const html = readFileSync(join(DIST_DIR, 'login.html'))
  console.log(
    `  page: ${kb(html.length)} KB raw, ${kb(gzip(html))} KB gzip (login.html, prerendered with its CSS)`,
  )
  console.log(`  form usable after ${usableMs.toFixed(0)} ms   (target ≤ ${TARGETS.usableMs} ms)`)
  console.log(`  app running the form after ${median(started).toFixed(0)} ms`)
} finally {
  await browser.close()
  await server.stop()
  await demo.stop()
}
