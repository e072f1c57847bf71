// Long listening session: the player plays through its queue (Book One, then Two and Three, again and again) on the
// bookshelf for several simulated hours, and the JS heap and DOM nodes are printed at the start and after each
// simulated hour. Targets: after the first hour, each hour adds at most 2 MB of heap and 200 DOM nodes.
//
//   node --import tsx bench/long-session.mjs [--hours=4] [--speed=30]
//
// The clock is sped up where the page allows it: once the socket is connected and playback runs, the page's clock
// (Date, timers) is replaced and moved on `speed` seconds every real second, so the player's once-a-second tick
// counts `speed` seconds of listening: progress syncs, the sleep timer and the server's time displays run that much
// faster. The socket's heartbeat, made before, keeps real time (a faster one would time out against the server).
// Audio plays at the player's highest rate (10x), so chapters change and items end ten times as often; the sleep
// timer is set again (End of chapter, or 5 minutes) whenever it has stopped playback. Another device (this script)
// changes progress, a bookmark and a collection every 3 s, so socket events keep arriving.
import { launchBrowser } from '../test-support/browser.ts'
import { signIn } from '../test-support/demo-server.ts'
import { sampleIds, sampleItemIdsByTitle } from '../test-support/sample-ids.ts'
import { signedInContext, waitForLiveUpdates } from '../test-support/signed-in.ts'
import { startBenchApp } from './support/app-process.mjs'
import { memoryLine, memoryOf } from './support/memory.mjs'

const BOOKS = sampleIds.bookLibrary
const BOOK_FOUR = sampleItemIdsByTitle['Book Four']
const QUEUE = ['Book One', 'Book Two', 'Book Three']
const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const HOURS = option('hours', 4)
const SPEED = option('speed', 30)
const EVENT_EVERY_MS = 3000
const TARGETS = { heapMBPerHour: 2, nodesPerHour: 200 }

const app = await startBenchApp()
const { demo } = app
const browser = await launchBrowser()

/** Another device of the same user (and an admin's collection edits): a socket event every few seconds. */
async function otherDevice() {
  const { accessToken } = await signIn(demo.url, 'root', 'root')
  const call = (method, path, body) =>
    fetch(`${demo.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    }).then((answer) =>
      answer.headers.get('content-type')?.includes('json') ? answer.json() : answer.text(),
    )
  const { id: collectionId } = await call('POST', '/api/collections', {
    libraryId: BOOKS,
    name: 'Long session',
    books: [BOOK_FOUR],
  })
  let step = 0
  let sent = 0
  const timer = setInterval(() => {
    step++
    const change =
      step % 3 === 0
        ? call('PATCH', `/api/collections/${collectionId}`, { name: `Long session ${step}` })
        : step % 3 === 1
          ? call('PATCH', `/api/me/progress/${BOOK_FOUR}`, { ebookProgress: (step % 100) / 100 })
          : call('POST', `/api/me/item/${BOOK_FOUR}/bookmark`, { time: step, title: `Mark ${step}` })
    change.then(
      () => sent++,
      (error) => console.error('other device:', error.message),
    )
  }, EVENT_EVERY_MS)
  return { stop: () => clearInterval(timer), sent: () => sent }
}

/** The player's state, read from the stores' registry. */
const playerState = (page) =>
  page.evaluate(() => {
    const { $player, $playerTime, $sleepTimer } =
      globalThis[Symbol.for('@shelfkit/stores@0')].get('player').player
    const { status, duration, chapters, libraryItemId } = $player.get()
    const time = $playerTime.get().currentTime
    const chapter = chapters.findIndex((entry) => time >= entry.start && time < entry.end)
    return {
      status,
      ended: time >= duration - 1,
      sleep: $sleepTimer.get().type,
      chapter: `${libraryItemId}/${chapter}`,
    }
  })

/** Progress syncs the server has received (the demo server counts requests by path). */
async function syncsReceived() {
  const { accessToken } = await signIn(demo.url, 'root', 'root')
  const { counts } = await fetch(`${demo.url}/api/demo/requests`, {
    headers: { authorization: `Bearer ${accessToken}` },
  }).then((answer) => answer.json())
  return Object.entries(counts)
    .filter(([key]) => /^POST \/api\/session\/[^/]+\/sync$/.test(key))
    .reduce((sum, [, count]) => sum + count, 0)
}

try {
  const context = await signedInContext(browser, app, 'root')
  await context.addInitScript(() =>
    localStorage.setItem('userSettings', JSON.stringify({ playbackRate: 10 })),
  )
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await page.goto(`${app.url}/library/${BOOKS}/bookshelf`)
  const card = (title) =>
    page.locator('.sk-card', { has: page.getByRole('link', { name: title, exact: true }) })
  const player = page.getByRole('region', { name: 'Player' })
  // The first book plays; the others wait in the queue and follow it (the queue stays, so playing the first book
  // again starts the round again).
  const playQueue = () =>
    card(QUEUE[0])
      .getByRole('button', { name: `Play ${QUEUE[0]}` })
      .click()
  await playQueue()
  await player.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 })
  for (const title of QUEUE.slice(1)) {
    await card(title)
      .getByRole('button', { name: `More actions for ${title}` })
      .click()
    await page.getByRole('menuitem', { name: 'Add to queue' }).click()
  }
  await waitForLiveUpdates(page)
  await page.clock.install()

  let sleepTimers = 0
  let restarts = 0
  let chapterChanges = 0
  let lastChapter = ''
  let chapterTimer = true
  /** Starts the sleep timer in its dialog: End of chapter and 5 minutes in turn. */
  async function setSleepTimer() {
    await player.getByRole('button', { name: /^Sleep timer/ }).click()
    const dialog = page.getByRole('dialog').first()
    await dialog
      .getByRole('button', { name: chapterTimer ? 'End of chapter' : '5 minutes', exact: true })
      .click()
    await dialog.waitFor({ state: 'detached' })
    chapterTimer = !chapterTimer
    sleepTimers++
  }

  const device = await otherDevice()
  const syncsBefore = await syncsReceived()
  const figures = [{ label: 'start', ...(await memoryOf(cdp)) }]
  console.log(`Long session: ${HOURS} simulated hours, page clock ${SPEED}x, audio 10x`)
  console.log(memoryLine('start', figures[0]))
  for (let hour = 1; hour <= HOURS; hour++) {
    for (let second = 0; second < 3600 / SPEED; second++) {
      await page.clock.fastForward(SPEED * 1000)
      await page.waitForTimeout(1000)
      const state = await playerState(page)
      if (state.chapter !== lastChapter) chapterChanges++
      lastChapter = state.chapter
      if (state.status === 'paused' || state.status === 'idle') {
        // The queue ran out (play it from the start), or the sleep timer stopped it (play on).
        if (state.ended || state.status === 'idle') await playQueue()
        else await player.getByRole('button', { name: 'Play', exact: true }).click()
        restarts++
      } else if (state.status === 'playing' && state.sleep === null) await setSleepTimer()
    }
    const now = await memoryOf(cdp)
    console.log(memoryLine(`hour ${hour}`, now, figures.at(-1)))
    figures.push({ label: `hour ${hour}`, ...now })
  }
  device.stop()
  const later = figures.slice(1)
  const perHour = later.slice(1).map((figure, index) => ({
    heap: figure.heapMB - later[index].heapMB,
    nodes: figure.nodes - later[index].nodes,
  }))
  const worst = {
    heap: Math.max(...perHour.map((hour) => hour.heap)),
    nodes: Math.max(...perHour.map((hour) => hour.nodes)),
  }
  const syncs = (await syncsReceived()) - syncsBefore
  console.log(
    `  ${syncs} progress syncs, ${chapterChanges} chapter changes seen, ${restarts} restarts of playback ` +
      `(end of the queue or the sleep timer), ${sleepTimers} sleep timers set, ${device.sent()} changes by the other device`,
  )
  if (!perHour.length)
    console.log('  (growth per hour is measured from the second hour on: run --hours=2 or more)')
  else
    console.log(
      `  largest growth in an hour after the first: heap ${worst.heap.toFixed(2)} MB (target ≤ ${TARGETS.heapMBPerHour} MB) ` +
        `${worst.heap <= TARGETS.heapMBPerHour ? 'ok' : 'OVER TARGET'}, nodes ${worst.nodes} (target ≤ ${TARGETS.nodesPerHour}) ` +
        `${worst.nodes <= TARGETS.nodesPerHour ? 'ok' : 'OVER TARGET'}`,
    )
} finally {
  await browser.close()
  await app.stop()
}
