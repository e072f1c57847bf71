import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoServer, signIn, startDemoServer } from '../../../../test-support/demo-server'
import { sampleIds, sampleItemIdsByTitle } from '../sample/ids'
import { diffHeaders } from './header-diff'
import { Replayer } from './replay'
import { type Exchange, isBinaryBody, loadExchanges, sampleIdsIn, samplesAvailable } from './samples'
import { diffShapes } from './shape-diff'

const available = samplesAvailable()
const exchanges = available ? loadExchanges() : []
/** Exchanges recorded before the server had a root user replay against an uninitialised instance. */
const firstInitialisedIndex = exchanges.findIndex((e) => e.file === 'POST_init__already_initialized.json') + 1

let fresh: DemoServer
let main: DemoServer
let freshReplay: Replayer
let mainReplay: Replayer
const report: Record<string, unknown> = {}

beforeAll(async () => {
  if (!available) return
  ;[fresh, main] = await Promise.all([startDemoServer({ args: ['--fresh'] }), startDemoServer()])
  const fixedIds = sampleIdsIn()
  const credentials = {
    [sampleIds.rootUser]: { username: 'root', password: 'root' },
    [sampleIds.userUser]: { username: 'user', password: 'user' },
  }
  const recordedMedia = '/srv/audiobookshelf/media'
  const liveMedia = join(main.dataDir, 'media')
  freshReplay = new Replayer(fresh.url, { fixedIds, credentials })
  mainReplay = new Replayer(main.url, {
    fixedIds,
    credentials,
    rewrite(request, file) {
      // The recording created "user" itself; the demo server already has that sample account.
      if (file === 'POST_api_users.json') (request.body as { username: string }).username = 'contract-user'
      // Library folders must lie inside the demo server's data folder.
      request.path = request.path.replace(encodeURIComponent(recordedMedia), encodeURIComponent(liveMedia))
      if (request.body && typeof request.body === 'object') {
        request.body = JSON.parse(JSON.stringify(request.body).replaceAll(recordedMedia, liveMedia))
      }
    },
  })
}, 180_000)

afterAll(async () => {
  await Promise.all([fresh?.stop(), main?.stop()])
  if (!available) return
  const dir = resolve(import.meta.dirname, '../../../../.tmp')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'contract-2.30.json'), JSON.stringify(report, null, 2))
})

function compare(exchange: Exchange, live: Awaited<ReturnType<Replayer['send']>>) {
  const recorded = exchange.response
  const shapes =
    isBinaryBody(recorded.body) || typeof recorded.body === 'string'
      ? { missing: [], extra: [], typeMismatches: [] }
      : diffShapes(recorded.body, live.body)
  const bodyKind =
    isBinaryBody(recorded.body) !== live.binary && recorded.status < 300
      ? [
          `body: recorded ${isBinaryBody(recorded.body) ? 'binary' : 'text'}, got ${live.binary ? 'binary' : 'text'}`,
        ]
      : []
  return {
    status: live.status,
    ...shapes,
    headers: [...diffHeaders(recorded.headers, live.headers), ...bodyKind],
  }
}

/**
 * Requests the recording made but did not save, which later recordings depend on. They are repeated here
 * (as the socket log of the recording shows them) so the server is in the recorded state.
 */
type UnsavedStep = (url: string, token: string, last: Awaited<ReturnType<Replayer['send']>>) => Promise<void>

const unsavedSteps: Record<string, UnsavedStep> = {
  // The "user" account listened to its session to the end (socket log: two user_item_progress_updated).
  'POST_api_items_id_play__as_user.json': async (url, _token, last) => {
    const session = (last.body as { id: string }).id
    const user = await signIn(url, 'user', 'user')
    for (const step of ['sync', 'close']) {
      await fetch(`${url}/api/session/${session}/${step}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ currentTime: 6, timeListened: 6, duration: 10.24 }),
      })
    }
  },
  // A collection "Temporary" with Book Four (socket log: collection_added), deleted by a later recording.
  'GET_api_libraries_id_collections.json': async (url, token) => {
    const response = await fetch(`${url}/api/collections`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        libraryId: sampleIds.bookLibrary,
        name: 'Temporary',
        books: [sampleItemIdsByTitle['Book Four']],
      }),
    })
    mainReplay.alias('dfd9357e-d15e-470d-ba64-ab5d922cea8b', ((await response.json()) as { id: string }).id)
  },
  // A second bookmark at 50 s, which the next recordings rename and delete.
  'POST_api_me_item_id_bookmark.json': async (url, token) => {
    await fetch(`${url}/api/me/item/${sampleItemIdsByTitle['Book One']}/bookmark`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ time: 50, title: 'Second bookmark' }),
    })
  },
}

describe.skipIf(!available)('contract with the recorded 2.30 server', () => {
  it.each(exchanges.map((e, index) => [e.file, index] as const))('%s', async (file, index) => {
    const exchange = exchanges[index]!
    const replayer = index < firstInitialisedIndex ? freshReplay : mainReplay
    const live = await replayer.send(exchange)
    const after = unsavedSteps[file]
    if (after) await after(main.url, (await signIn(main.url, 'root', 'root')).accessToken, live)
    const result = compare(exchange, live)
    report[file] = { recordedStatus: exchange.response.status, ...result }
    expect({
      status: result.status,
      missing: result.missing,
      typeMismatches: result.typeMismatches,
      headers: result.headers,
    }).toEqual({
      status: exchange.response.status,
      missing: [],
      typeMismatches: [],
      headers: [],
    })
  })
})
