// Podcast page benchmark: the page of a podcast with 500 downloaded episodes (the demo server's own
// harbour-news-daily feed), headless Chromium at 1366×900, median of 3 loads:
// how long after the item's data has arrived (its response's end) the first episode rows are painted in view, and
// the longest main-thread task while scrolling the whole table as a user does (wheel steps, then jumps as when the
// scrollbar is dragged), once the page has settled: the service worker the app installs after the first page (its
// install downloads the whole shell) is active and nothing has loaded and no long task has run for a second. Long
// tasks are the browser's own (PerformanceObserver 'longtask'), counted when they started inside the scroll. Prints
// each figure next to its target, and each run with the load average (a shared machine stretches every task).
// With --cpu the scroll is also traced (Chromium's 'toplevel' category) and each run shows the main thread's CPU
// time in its longest task and the most CPU any one task took: what the page itself costs, whatever the load.
//
//   node --import tsx bench/podcast-episodes.mjs        (builds the reference app first; --no-build to skip)
//
// The podcast and its 500 downloaded episodes are made once into node_modules/.cache/shelfkit-bench-podcast (the
// first run downloads them through the demo server's own queue: a few minutes) and reused.
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { signIn } from '../test-support/demo-server.ts'
import { startBenchStack } from './support/app-process.mjs'
import { buildReferenceApp, median } from './support/figures.mjs'

const ROOT = resolve(import.meta.dirname, '..')
const PODCASTS = '125536b2-dabe-414a-81fa-1181d0a501d3'
const DATA_DIR = resolve(ROOT, 'node_modules/.cache/shelfkit-bench-podcast')
const DIST_DIR = resolve(ROOT, 'node_modules/.cache/shelfkit-bench-dist')
const EPISODES = 500
const RUNS = 3
const VIEWPORT = { width: 1366, height: 900 }
const TARGETS = { firstRowsMs: 300, longestTaskMs: 50 }
const JUMPS = 20
const WHEEL_STEPS = 30
const QUIET_MS = 1000
const SETTLE_LIMIT_MS = 60_000
const TRACE_CPU = process.argv.includes('--cpu')

if (!process.argv.includes('--no-build')) buildReferenceApp(DIST_DIR)

/** Runs in the page before any script: when the item's data arrived, when the first row is in view, long tasks. */
function instrumentPage() {
  globalThis.__longTasks = []
  globalThis.__lastActivity = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      globalThis.__longTasks.push({ start: entry.startTime, duration: entry.duration })
      globalThis.__lastActivity = performance.now()
    }
  }).observe({ type: 'longtask', buffered: false })
  new PerformanceObserver(() => {
    globalThis.__lastActivity = performance.now()
  }).observe({ type: 'resource', buffered: false })
  const check = () => {
    const title = document.querySelector('.sk-episode__title')
    if (title && title.getBoundingClientRect().top < innerHeight) {
      requestAnimationFrame(() => {
        globalThis.__firstRowsAt = performance.now()
      })
      return
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

/**
 * Runs in the page: resolves true once the service worker is active (when the browser has one) and neither a file
 * nor an answer has finished loading, nor a long task run, for `quietMs`; false after `limitMs`.
 */
async function settle({ quietMs, limitMs }) {
  const started = performance.now()
  const late = () => performance.now() - started > limitMs
  const pause = () => new Promise((done) => setTimeout(done, 100))
  if ('serviceWorker' in navigator) {
    let active = false
    void navigator.serviceWorker.ready.then(() => {
      active = true
    })
    while (!active && !late()) await pause()
  }
  const last = () => Math.max(globalThis.__lastActivity, started)
  while (performance.now() - last() < quietMs && !late()) await pause()
  return !late()
}

async function api(demo, token, method, path, body) {
  const response = await fetch(`${demo.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.headers.get('content-type')?.includes('json') ? response.json() : response.text()
}

/** The 500-episode podcast, created and downloaded on the first run. */
async function podcastWithEpisodes(demo, token) {
  const feedUrl = `${demo.url}/audiobookshelf/demo/podcast-feeds/harbour-news-daily.xml`
  const { results } = await api(demo, token, 'GET', `/api/libraries/${PODCASTS}/items?limit=100`)
  let item = results.find((entry) => entry.media.metadata.title === 'Harbour News Daily')
  if (!item) {
    const library = await api(demo, token, 'GET', `/api/libraries/${PODCASTS}`)
    const folder = library.folders[0]
    item = await api(demo, token, 'POST', '/api/podcasts', {
      path: `${folder.fullPath}/Harbour News Daily`,
      folderId: folder.id,
      libraryId: PODCASTS,
      media: { metadata: { title: 'Harbour News Daily', feedUrl }, autoDownloadEpisodes: false },
    })
  }
  const count = async () =>
    (await api(demo, token, 'GET', `/api/items/${item.id}?expanded=1`)).media.episodes.length
  if ((await count()) < EPISODES) {
    console.log(
      `Downloading ${EPISODES} episodes through the demo server's queue (first time: a few minutes)…`,
    )
    const { podcast } = await api(demo, token, 'POST', '/api/podcasts/feed', { rssFeed: feedUrl })
    await api(demo, token, 'POST', `/api/podcasts/${item.id}/download-episodes`, podcast.episodes)
    while ((await count()) < EPISODES) await new Promise((done) => setTimeout(done, 2000))
  }
  return item.id
}

async function measureOnce(browser, app, tokens, itemId) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  await context.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('shelfkit:accessToken', access)
      localStorage.setItem('shelfkit:refreshToken', refresh)
      localStorage.setItem('shelfkit:authMode', 'header')
    },
    [tokens.accessToken, tokens.refreshToken],
  )
  await context.addInitScript(instrumentPage)
  const page = await context.newPage()
  await page.goto(`${app.url}/item/${itemId}`)
  await page.waitForFunction(() => globalThis.__firstRowsAt !== undefined, null, { timeout: 60_000 })
  const { firstRowsMs, rowsInDom } = await page.evaluate((id) => {
    const entry = performance
      .getEntriesByType('resource')
      .find((item) => item.name.includes(`/api/items/${id}?`) && item.name.includes('expanded=1'))
    return {
      firstRowsMs: globalThis.__firstRowsAt - (entry?.responseEnd ?? 0),
      rowsInDom: document.querySelectorAll('.sk-episode').length,
    }
  }, itemId)

  const settled = await page.evaluate(settle, { quietMs: QUIET_MS, limitMs: SETTLE_LIMIT_MS })
  if (!settled) console.warn(`The page did not settle within ${SETTLE_LIMIT_MS / 1000} s; scrolling anyway`)
  if (TRACE_CPU) await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] })
  const scrollStart = await page.evaluate(() => {
    performance.mark('bench-scroll-start')
    return performance.now()
  })
  await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2)
  const wheel = async () => {
    for (let step = 0; step < WHEEL_STEPS; step++) {
      await page.mouse.wheel(0, 240)
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())))
    }
  }
  await wheel()
  for (let jump = 1; jump <= JUMPS; jump++) {
    await page.evaluate((share) => {
      const scroller = document.querySelector('.sk-shell__content')
      scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * share
    }, jump / JUMPS)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    if (jump === JUMPS / 2) await wheel()
  }
  const scrollEnd = await page.evaluate(() => {
    performance.mark('bench-scroll-end')
    return performance.now()
  })
  // Long task entries reach the observer after their task: read them once those of the last frames are in.
  await page.waitForTimeout(300)
  const { longestTaskMs, rowsAfterScroll } = await page.evaluate(
    ([from, to]) => ({
      longestTaskMs: Math.max(
        0,
        ...globalThis.__longTasks
          .filter((task) => task.start >= from && task.start < to)
          .map((task) => task.duration),
      ),
      rowsAfterScroll: document.querySelectorAll('.sk-episode').length,
    }),
    [scrollStart, scrollEnd],
  )
  const cpu = TRACE_CPU ? tasksCpu(JSON.parse(String(await browser.stopTracing())).traceEvents) : {}
  await context.close()
  return {
    firstRowsMs,
    rowsInDom,
    rowsAfterScroll,
    longestTaskMs,
    ...cpu,
    load: Number(loadavg()[0].toFixed(2)),
  }
}

/** From a trace: the page's main-thread tasks between the scroll marks, the longest one's CPU time and the most any took. */
function tasksCpu(events) {
  const start = events.find((event) => event.name === 'bench-scroll-start')
  const end = events.find((event) => event.name === 'bench-scroll-end')
  const tasks = events.filter(
    (event) =>
      event.name === 'ThreadControllerImpl::RunTask' &&
      event.ph === 'X' &&
      event.pid === start.pid &&
      event.tid === start.tid &&
      event.ts >= start.ts &&
      event.ts < end.ts,
  )
  const longest = tasks.reduce((most, task) => (task.dur > most.dur ? task : most), { dur: 0, tdur: 0 })
  const ms = (micros) => Number((micros / 1000).toFixed(1))
  return {
    longestTaskCpuMs: ms(longest.tdur ?? 0),
    mostTaskCpuMs: ms(Math.max(0, ...tasks.map((task) => task.tdur ?? 0))),
  }
}

const { demo, app, browser, stop } = await startBenchStack({
  dataDir: DATA_DIR,
  demoArgs: ['--quiet'],
  distDir: DIST_DIR,
})
try {
  const tokens = await signIn(demo.url, 'root', 'root')
  const itemId = await podcastWithEpisodes(demo, tokens.accessToken)
  await measureOnce(browser, app, tokens, itemId)
  const runs = []
  for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(browser, app, tokens, itemId))
  const pick = (key) => median(runs.map((entry) => entry[key]))
  const row = (label, value, target, unit = '') =>
    console.log(
      `${label.padEnd(44)} ${value.padStart(8)}${unit}${target ? `   target ${target}${unit}` : ''}${
        target ? (Number(value) <= target ? '   ok' : '   MISSED') : ''
      }`,
    )
  console.log(`\nPodcast page, ${EPISODES} episodes, median of ${RUNS} loads`)
  row('first rows painted after the data arrived', pick('firstRowsMs').toFixed(0), TARGETS.firstRowsMs, ' ms')
  row('episode rows in the DOM at first', String(pick('rowsInDom')), null)
  row('episode rows in the DOM after scrolling', String(pick('rowsAfterScroll')), null)
  row('longest task while scrolling', pick('longestTaskMs').toFixed(0), TARGETS.longestTaskMs, ' ms')
  if (TRACE_CPU) {
    row('  main-thread CPU in the longest task', pick('longestTaskCpuMs').toFixed(1), null, ' ms')
    row('  most CPU of any task while scrolling', pick('mostTaskCpuMs').toFixed(1), null, ' ms')
  }
  console.log(`load average (1 min) per run: ${runs.map((entry) => entry.load).join(', ')}`)
  console.log(
    '\nruns:',
    JSON.stringify(runs.map((entry) => ({ ...entry, firstRowsMs: Math.round(entry.firstRowsMs) }))),
  )
} finally {
  await stop()
}
