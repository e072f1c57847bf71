// Player benchmark: click-to-audible latency (the item page's Play button to the audio element's first `playing`)
// for direct play and for an HLS transcode, median of 10 each, and main-thread time per second of playback on the
// item page and on the library's bookshelf (30 s windows, so they hold the progress syncs at 20 s and 30 s of
// listening and what the app does with the server's answer to them).
//
//   node --import tsx bench/player.mjs            (builds the reference app into a temporary folder first)
//
// Everything runs on loopback: a demo server, the reference app's production server, Debian Chromium.
import { launchBrowser } from '../test-support/browser.ts'
import { sampleIds, sampleItemIdsByTitle } from '../test-support/sample-ids.ts'
import { startBenchApp } from './support/app-process.mjs'
import { median } from './support/figures.mjs'
import { newSignedInContext } from './support/signed-in-context.mjs'

const BOOK_ONE = sampleItemIdsByTitle['Book One']
const BOOK_LIBRARY = sampleIds.bookLibrary
const RUNS = 10
/** Starts 2 s into playback: the first progress sync (20 s of listening) and the next (30 s) fall inside. */
const PLAYBACK_WINDOW_MS = 30_000
const WINDOW_START_MS = 2000
const TARGETS = { directMs: 300, hlsMs: 1500, mainThreadMsPerS: 5 }
/** Set by the local output on the first `playing` after each load. */
const PLAYING_MARK = 'shelfkit:player-playing'

/** Records when the Play button of the page is pressed (capture phase: before the app reacts). */
function recordPlayClicks() {
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (button?.textContent?.trim() === 'Play') globalThis.__playClickedAt = performance.now()
    },
    true,
  )
}

/** A browser that cannot decode the sample's formats: the server answers with an HLS transcode. */
function refuseDirectPlay() {
  HTMLMediaElement.prototype.canPlayType = (type) => (type.includes('mpegurl') ? 'maybe' : '')
}

/**
 * Resolves in the page when the output marks its first `playing`. A PerformanceObserver rather than Playwright's
 * waitForFunction, whose injected script and per-frame polling would add main-thread work to the figure.
 */
function whenPlaying(mark) {
  return new Promise((resolve) => {
    if (performance.getEntriesByName(mark).length) return resolve()
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName(mark).length) return
      observer.disconnect()
      resolve()
    }).observe({ type: 'mark' })
  })
}

/** One click-to-audible measurement on a freshly loaded item page. */
async function measureOnce(page, app) {
  await page.goto(`${app.url}/item/${BOOK_ONE}`)
  const play = page.getByRole('main').getByRole('button', { name: 'Play', exact: true })
  await play.waitFor()
  const playing = page.evaluate(whenPlaying, PLAYING_MARK)
  await play.click()
  let timer
  await Promise.race([
    playing,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('no playing mark within 30 s')), 30_000)
    }),
  ]).finally(() => clearTimeout(timer))
  return page.evaluate(
    (mark) => performance.getEntriesByName(mark)[0].startTime - globalThis.__playClickedAt,
    PLAYING_MARK,
  )
}

async function latencies(browser, app, initScripts) {
  const context = await newSignedInContext(browser, app.demo.url, [recordPlayClicks, ...initScripts])
  const page = await context.newPage()
  const values = []
  for (let run = 0; run < RUNS; run++) values.push(await measureOnce(page, app))
  await context.close()
  return values
}

/**
 * Main-thread work per second of wall clock while Book One plays, started from `play` on the page at `path`: CPU
 * time of the renderer's main thread (ThreadTime) and the wall time of its tasks (TaskDuration, which grows when
 * other processes share the cores).
 */
async function mainThreadPerSecond(browser, app, path, play) {
  const context = await newSignedInContext(browser, app.demo.url)
  const page = await context.newPage()
  await page.goto(`${app.url}${path}`)
  await play(page).click()
  const pause = page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' })
  await pause.waitFor({ timeout: 30_000 })
  await page.waitForTimeout(WINDOW_START_MS)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  const read = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]),
    )
  const start = await read()
  const startWall = Date.now()
  await page.waitForTimeout(PLAYBACK_WINDOW_MS)
  const end = await read()
  const wallS = (Date.now() - startWall) / 1000
  const stillPlaying = await pause.isVisible()
  await context.close()
  if (!stillPlaying) throw new Error('playback stopped during the measurement window')
  return {
    cpu: ((end.ThreadTime - start.ThreadTime) * 1000) / wallS,
    tasks: ((end.TaskDuration - start.TaskDuration) * 1000) / wallS,
  }
}

const app = await startBenchApp()
const browser = await launchBrowser()
try {
  const direct = await latencies(browser, app, [])
  const hls = await latencies(browser, app, [refuseDirectPlay])
  const itemPage = await mainThreadPerSecond(browser, app, `/item/${BOOK_ONE}`, (page) =>
    page.getByRole('main').getByRole('button', { name: 'Play', exact: true }),
  )
  const bookshelf = await mainThreadPerSecond(browser, app, `/library/${BOOK_LIBRARY}/bookshelf`, (page) =>
    page.getByRole('button', { name: 'Play Book One', exact: true }),
  )
  const rows = [
    ['click-to-audible, direct play (median of 10)', median(direct), TARGETS.directMs, 'ms'],
    ['click-to-audible, HLS transcode (median of 10)', median(hls), TARGETS.hlsMs, 'ms'],
    ['main-thread CPU time per s of playback, item page', itemPage.cpu, TARGETS.mainThreadMsPerS, 'ms/s'],
    ['main-thread task time per s of playback, item page', itemPage.tasks, TARGETS.mainThreadMsPerS, 'ms/s'],
    ['main-thread CPU time per s of playback, bookshelf', bookshelf.cpu, TARGETS.mainThreadMsPerS, 'ms/s'],
    ['main-thread task time per s of playback, bookshelf', bookshelf.tasks, TARGETS.mainThreadMsPerS, 'ms/s'],
  ]
  console.log('Player benchmark (loopback, headless Chromium)')
  for (const [name, value, target, unit] of rows) {
    const verdict = value <= target ? 'ok' : 'OVER TARGET'
    console.log(
      `  ${name.padEnd(52)} ${value.toFixed(1).padStart(8)} ${unit.padEnd(5)} target ≤ ${target} ${unit}  ${verdict}`,
    )
  }
  console.log(`  direct play runs (ms): ${direct.map((v) => v.toFixed(0)).join(', ')}`)
  console.log(`  HLS runs (ms):         ${hls.map((v) => v.toFixed(0)).join(', ')}`)
} finally {
  await browser.close()
  await app.stop()
}
