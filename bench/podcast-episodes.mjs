// Podcast page benchmark: the page of a podcast with 500 downloaded episodes (the demo server's own
// harbour-news-daily feed), headless Chromium at 1366×900, median of 3 loads:
// how long after the item's data has arrived (its response's end) the first episode rows are painted in view, and
// the longest main-thread task while scrolling the whole table. Prints each figure next to its target.
//
//   node --import tsx bench/podcast-episodes.mjs        (builds the reference app first; --no-build to skip)
//
// The podcast and its 500 downloaded episodes are made once into node_modules/.cache/shelfkit-bench-podcast (the
// first run downloads them through the demo server's own queue: a few minutes) and reused.
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

if (!process.argv.includes('--no-build')) buildReferenceApp(DIST_DIR)

/** Runs in the page before any script: when the item's data arrived, when the first row is in view, long tasks. */
function instrumentPage() {
  globalThis.__longTasks = []
  new PerformanceObserver((list) => {
    if (!globalThis.__benchScrolling) return
    for (const entry of list.getEntries()) globalThis.__longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: false })
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

  await page.evaluate(() => {
    globalThis.__benchScrolling = true
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
  await page.waitForTimeout(300)
  const { longestTaskMs, rowsAfterScroll } = await page.evaluate(() => {
    globalThis.__benchScrolling = false
    return {
      longestTaskMs: Math.max(0, ...globalThis.__longTasks),
      rowsAfterScroll: document.querySelectorAll('.sk-episode').length,
    }
  })
  await context.close()
  return { firstRowsMs, rowsInDom, rowsAfterScroll, longestTaskMs }
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
  console.log(
    '\nruns:',
    JSON.stringify(runs.map((entry) => ({ ...entry, firstRowsMs: Math.round(entry.firstRowsMs) }))),
  )
} finally {
  await stop()
}
