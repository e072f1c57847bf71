import { cpSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { io, type Socket } from 'socket.io-client'
import { afterAll, describe, expect, it } from 'vitest'
import { signIn } from '../../../../test-support/demo-server'
import { demoServerForThisFile } from '../../../../test-support/demo-server-for-file'
import { sampleIds, sampleItemIdsByTitle } from '../sample/ids'

const bookOne = sampleItemIdsByTitle['Book One']
const bookLibrary = sampleIds.bookLibrary

const server = demoServerForThisFile()
const sockets: Socket[] = []

afterAll(() => {
  for (const socket of sockets) socket.disconnect()
})

function connect(path = '/socket.io'): Socket {
  const socket = io(server.url, {
    path,
    transports: ['websocket'],
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
  })
  sockets.push(socket)
  return socket
}

function next<T = unknown>(
  socket: Socket,
  event: string,
  matches: (payload: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve) => {
    const handler = (payload: T) => {
      if (!matches(payload)) return
      socket.off(event, handler)
      resolve(payload)
    }
    socket.on(event, handler)
  })
}

async function authed(
  token: string,
  path?: string,
): Promise<{ socket: Socket; init: Record<string, unknown> }> {
  const socket = connect(path)
  const init = next<Record<string, unknown>>(socket, 'init')
  socket.on('connect', () => socket.emit('auth', token))
  return { socket, init: await init }
}

async function post(token: string, path: string, body?: unknown) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

describe('socket handshake', () => {
  it('answers auth with init on both socket paths, with the online users for admins only', async () => {
    const root = await signIn(server.url, 'root', 'root')
    const user = await signIn(server.url, 'user', 'user')
    const legacy = await authed(root.accessToken)
    const basePath = await authed(root.accessToken, '/audiobookshelf/socket.io')
    const plain = await authed(user.accessToken)
    expect(legacy.init.username).toBe('root')
    expect(basePath.init.usersOnline).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: 'root' })]),
    )
    expect(plain.init).toEqual({ userId: sampleIds.userUser, username: 'user' })
  })

  it('refuses bad tokens and API keys with auth_failed', async () => {
    const root = await signIn(server.url, 'root', 'root')
    const key = await (
      await post(root.accessToken, '/api/api-keys', {
        name: 'socket',
        isActive: true,
        userId: sampleIds.rootUser,
      })
    ).json()
    for (const token of ['nonsense', key.apiKey.apiKey]) {
      const socket = connect()
      const failed = next(socket, 'auth_failed')
      socket.on('connect', () => socket.emit('auth', token))
      expect(await failed).toEqual({ message: 'Invalid token' })
    }
  })

  it('drops every socket on request, and the clients come back', async () => {
    const root = await signIn(server.url, 'root', 'root')
    const { socket } = await authed(root.accessToken)
    const dropped = next(socket, 'disconnect')
    await post(root.accessToken, '/api/demo/faults', { dropSockets: true })
    await dropped
    await next(socket, 'connect')
    expect(socket.connected).toBe(true)
  })
})

describe('events', () => {
  it('tells the other devices of a user about progress synced from a playback session', async () => {
    const root = await signIn(server.url, 'root', 'root')
    const other = await authed(root.accessToken)
    const play = await post(root.accessToken, `/api/items/${bookOne}/play`, {
      deviceInfo: { deviceId: 'phone' },
      supportedMimeTypes: ['audio/mp4'],
      mediaPlayer: 'html5',
    })
    const session = await play.json()
    const progress = next<{ sessionId: string; data: { currentTime: number } }>(
      other.socket,
      'user_item_progress_updated',
    )
    await post(root.accessToken, `/api/session/${session.id}/sync`, { currentTime: 33, timeListened: 20 })
    expect(await progress).toEqual(
      expect.objectContaining({ sessionId: session.id, data: expect.objectContaining({ currentTime: 33 }) }),
    )
    const closed = next(other.socket, 'user_session_closed')
    await post(root.accessToken, `/api/session/${session.id}/close`)
    expect(await closed).toBe(session.id)
  })

  it('announces a new collection to users who can open its library', async () => {
    const root = await signIn(server.url, 'root', 'root')
    const user = await signIn(server.url, 'user', 'user')
    const { socket } = await authed(user.accessToken)
    const added = next<{ name: string }>(socket, 'collection_added')
    await post(root.accessToken, '/api/collections', {
      libraryId: bookLibrary,
      name: 'Announced',
      books: [bookOne],
    })
    expect((await added).name).toBe('Announced')
  })

  it('opens an HLS stream for a transcode session and reports it ready', async () => {
    const root = await signIn(server.url, 'root', 'root')
    const { socket } = await authed(root.accessToken)
    const opened = next<{ id: string; clientPlaylistUri: string; segmentStartNumber: number }>(
      socket,
      'stream_open',
    )
    const session = await (
      await post(root.accessToken, `/api/items/${bookOne}/play`, {
        deviceInfo: { deviceId: 'hls' },
        forceTranscode: true,
      })
    ).json()
    expect(session.playMethod).toBe(2)
    const stream = await opened
    expect(stream.clientPlaylistUri).toBe(`/hls/${session.id}/output.m3u8`)
    const playlist = await (await fetch(`${server.url}${stream.clientPlaylistUri}`)).text()
    expect(playlist).toContain('#EXT-X-ENDLIST')
    const segment = await fetch(`${server.url}/hls/${session.id}/output-${stream.segmentStartNumber}.ts`)
    expect([segment.status, segment.headers.get('content-type')]).toEqual([200, 'video/mp2t'])
    const closed = next(socket, 'stream_closed')
    await post(root.accessToken, `/api/session/${session.id}/close`)
    expect(await closed).toBe(session.id)
    expect((await fetch(`${server.url}${stream.clientPlaylistUri}`)).status).toBe(404)
  })

  it('scans a library as a task and reports the books dropped into its folder', async () => {
    const root = await signIn(server.url, 'root', 'root')
    const { socket } = await authed(root.accessToken)
    const booksDir = join(server.dataDir, 'media', 'books')
    const folder = join(booksDir, 'Author Z', 'Dropped In')
    cpSync(join(booksDir, 'Author B', 'Book Two'), folder, { recursive: true })
    writeFileSync(
      join(folder, 'metadata.json'),
      JSON.stringify({ title: 'Dropped In', authors: ['Author Z'] }),
    )
    const started = next<{ action: string }>(socket, 'task_started', (t) => t.action === 'library-scan')
    const added = next<{ media: { metadata: { title: string } } }[]>(socket, 'items_added')
    const finished = next<{ data: { scanResults: { added: number } } }>(socket, 'task_finished')
    expect((await post(root.accessToken, `/api/libraries/${bookLibrary}/scan`)).status).toBe(200)
    await started
    expect((await added).map((i) => i.media.metadata.title)).toEqual(['Dropped In'])
    expect((await finished).data.scanResults.added).toBe(1)

    rmSync(folder, { recursive: true })
    const updated = next<{ isMissing: boolean }[]>(socket, 'items_updated')
    await post(root.accessToken, `/api/libraries/${bookLibrary}/scan`)
    expect((await updated).map((i) => i.isMissing)).toEqual([true])
  })
})

describe('live server log', () => {
  it('sends log lines to admins who asked, at their level or above, and to no one else', async () => {
    const root = await signIn(server.url, 'root', 'root')
    const user = await signIn(server.url, 'user', 'user')
    const admin = await authed(root.accessToken)
    const quiet = await authed(root.accessToken)
    const plain = await authed(user.accessToken)
    const received: Record<string, string[]> = { admin: [], quiet: [], plain: [] }
    for (const [name, socket] of [
      ['admin', admin.socket],
      ['quiet', quiet.socket],
      ['plain', plain.socket],
    ] as const) {
      socket.on('log', (line: { message: string }) => received[name]!.push(line.message))
    }
    admin.socket.emit('set_log_listener', 1)
    quiet.socket.emit('set_log_listener', 3)
    plain.socket.emit('set_log_listener', 1)
    const patch = (logLevel: number) =>
      fetch(`${server.url}/api/settings`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${root.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ logLevel }),
      })
    const line = next<{ message: string; levelName: string; level: number; timestamp: string }>(
      admin.socket,
      'log',
    )
    // The listeners are registered by the time the server answers a later request on the same sockets.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await patch(1)).status).toBe(200)
    expect(await line).toMatchObject({ message: 'Set Log Level to DEBUG', levelName: 'DEBUG', level: 1 })
    expect((await line).timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/)

    admin.socket.emit('remove_log_listener')
    await new Promise((resolve) => setTimeout(resolve, 100))
    await patch(2)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(received.admin).toEqual(['Set Log Level to DEBUG'])
    expect(received.quiet).toEqual([])
    expect(received.plain).toEqual([])
    const today = await fetch(`${server.url}/api/logger-data`, {
      headers: { authorization: `Bearer ${root.accessToken}` },
    })
    const messages = (
      (await today.json()) as { currentDailyLogs: { message: string }[] }
    ).currentDailyLogs.map((entry) => entry.message)
    // Written while the level was DEBUG; the change back to INFO is a DEBUG line the day's log no longer keeps.
    expect(messages).toContain('Set Log Level to DEBUG')
    expect(messages).not.toContain('Set Log Level to INFO')
  })
})
