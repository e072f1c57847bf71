// Navigation loop: the app's pages visited in turn 500 times (as links do: the router follows the history; rounded
// up to whole rounds of the 15 pages), with the JS heap, the DOM nodes and the detached DOM trees still referenced
// printed after a warm-up round and every 7 rounds, always on the same page. Target: no detached-DOM growth (the last
// figure at most the first) and a flat heap.
//
//   node --import tsx bench/navigation-loop.mjs [--visits=500]
import { launchBrowser } from '../test-support/browser.ts'
import { signIn } from '../test-support/demo-server.ts'
import { sampleIds, sampleItemIdsByTitle } from '../test-support/sample-ids.ts'
import { signedInContext } from '../test-support/signed-in.ts'
import { startBenchApp } from './support/app-process.mjs'
import { memoryLine, memoryOf } from './support/memory.mjs'

const BOOKS = sampleIds.bookLibrary
const PODCASTS = sampleIds.podcastLibrary
const BOOK_ONE = sampleItemIdsByTitle['Book One']
const PODCAST_P = sampleIds.podcastP
const AUTHOR_A = sampleIds.authorA
const SERIES_X = sampleIds.seriesX
const VISITS = Number(process.argv.find((arg) => arg.startsWith('--visits='))?.split('=')[1] ?? 500)
/** Rounds between two measurements. */
const EVERY_ROUNDS = 7

const app = await startBenchApp()
const { demo } = app
const browser = await launchBrowser()

try {
  const { accessToken } = await signIn(demo.url, 'root', 'root')
  const api = (method, path, body) =>
    fetch(`${demo.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((answer) => answer.json())
  const collection = await api('POST', '/api/collections', {
    libraryId: BOOKS,
    name: 'Loop',
    books: [BOOK_ONE],
  })
  const playlist = await api('POST', '/api/playlists', {
    libraryId: BOOKS,
    name: 'Loop',
    items: [{ libraryItemId: BOOK_ONE }],
  })
  const pages = [
    [`/library/${BOOKS}/bookshelf`, '.sk-card'],
    [`/item/${BOOK_ONE}`, 'main h1'],
    [`/library/${BOOKS}/bookshelf/series`, '.sk-card'],
    [`/library/${BOOKS}/series/${SERIES_X}`, 'main .sk-card'],
    [`/author/${AUTHOR_A}`, 'main h1'],
    [`/library/${BOOKS}/bookshelf/authors`, '.sk-card'],
    [`/collection/${collection.id}`, 'main h1'],
    [`/playlist/${playlist.id}`, 'main h1'],
    [`/library/${BOOKS}/search?q=book`, 'main h1, main h2'],
    [`/library/${BOOKS}/narrators`, 'main table, main li'],
    [`/library/${BOOKS}/stats`, 'main h1, main h2'],
    [`/item/${PODCAST_P}`, '.sk-episode-list'],
    [`/library/${PODCASTS}/podcast/latest`, 'main h1, main h2'],
    ['/config/users', 'main h1'],
    ['/account', 'main h1'],
  ]
  const context = await signedInContext(browser, app, 'root')
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await page.goto(`${app.url}${pages[0][0]}`)
  let visits = 0
  const visit = async () => {
    const [path, ready] = pages[visits % pages.length]
    await page.evaluate((to) => {
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await page.locator(ready).first().waitFor({ timeout: 15_000 })
    visits++
  }
  // One round first: every page's code loaded, caches filled.
  for (let index = 0; index < pages.length; index++) await visit()
  visits = 0
  const started = performance.now()
  const figures = [await memoryOf(cdp)]
  const rounds = Math.ceil(VISITS / pages.length)
  console.log(`Navigation loop: ${rounds * pages.length} visits, ${rounds} rounds of ${pages.length} pages`)
  console.log(memoryLine('after warm-up', figures[0]))
  for (let round = 1; round <= rounds; round++) {
    for (let index = 0; index < pages.length; index++) await visit()
    if (round % EVERY_ROUNDS === 0 || round === rounds) {
      const now = await memoryOf(cdp)
      console.log(memoryLine(`${visits} visits`, now, figures.at(-1)))
      figures.push(now)
    }
  }
  const [first, last] = [figures[0], figures.at(-1)]
  const grew = last.detachedNodes > first.detachedNodes
  console.log(
    `  detached DOM: ${first.detachedNodes} -> ${last.detachedNodes} nodes (target: no growth) ${grew ? 'GREW' : 'ok'}; ` +
      `heap ${first.heapMB.toFixed(2)} -> ${last.heapMB.toFixed(2)} MB, nodes ${first.nodes} -> ${last.nodes}; ` +
      `${((performance.now() - started) / visits).toFixed(0)} ms a visit`,
  )
} finally {
  await browser.close()
  await app.stop()
}
