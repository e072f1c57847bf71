import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { unzipSync } from 'fflate'
import { io, type Socket } from 'socket.io-client'
import { afterAll, describe, expect, it } from 'vitest'
import { signIn } from '../../../../test-support/demo-server'
import { rootSignedInServer } from '../testing/root-signed-in'

const bookOne = 'a0d2a731-50d7-4c27-8082-47d935156cef'
const bookTwo = '395a8cdd-8b1c-4f09-a0d4-ca788c875b44'
const comicFive = 'e55a456b-c55b-4215-a73e-35781d7956ff'
const podcastP = '97c66426-8a5f-4bb2-aebe-e6f82ce9d0bb'
const authorA = '54f21c8d-3599-41b6-ba41-34f20b4b34c4'
const bookLibrary = '55b0484f-0774-4eed-b98c-a5bc27f99e87'

const root = rootSignedInServer()

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${root.server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${root.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('condition never met')
}

describe('files', () => {
  it('serves covers resized to webp and the original on raw=1', async () => {
    const webp = await fetch(`${root.server.url}/api/items/${bookOne}/cover?width=120&format=webp`)
    const bytes = Buffer.from(await webp.arrayBuffer())
    expect([webp.status, webp.headers.get('content-type'), bytes.subarray(8, 12).toString()]).toEqual([
      200,
      'image/webp',
      'WEBP',
    ])
    const raw = await fetch(`${root.server.url}/api/items/${bookOne}/cover?raw=1`)
    expect(
      Buffer.from(await raw.arrayBuffer())
        .subarray(0, 2)
        .toString('hex'),
    ).toBe('ffd8')
    expect(
      (await fetch(`${root.server.url}/api/items/4175e206-e038-432d-a847-8dc59c441aec/cover`)).status,
    ).toBe(404)
  })

  it('downloads an item as a zip of its folder', async () => {
    const response = await call('GET', `/api/items/${bookTwo}/download`)
    expect(response.headers.get('content-disposition')).toContain('Book Two.zip')
    const names = Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer())))
    expect(names).toEqual(
      expect.arrayContaining(['01 - Book Two Part 1.mp3', '03 - Book Two Part 3.mp3', 'metadata.json']),
    )
  })

  it('serves the e-book of an item to signed-in users only', async () => {
    const signedIn = await call('GET', `/api/items/${comicFive}/ebook`)
    expect([signedIn.status, signedIn.headers.get('content-type')]).toEqual([
      200,
      'application/vnd.comicbook+zip',
    ])
    expect((await fetch(`${root.server.url}/api/items/${comicFive}/ebook`)).status).toBe(401)
  })
})

describe('editing', () => {
  it('edits book metadata, creating the new series and announcing nothing else', async () => {
    const response = await call('PATCH', `/api/items/${bookTwo}/media`, {
      metadata: { title: 'Book Two (Revised)', series: [{ name: 'Series Q', sequence: '2' }] },
      tags: ['Edited'],
    })
    const body = await response.json()
    expect(body.updated).toBe(true)
    expect(body.libraryItem.media.metadata.series).toEqual([
      expect.objectContaining({ name: 'Series Q', sequence: '2' }),
    ])
    const filter = await (await call('GET', `/api/libraries/${bookLibrary}/filterdata`)).json()
    expect(filter.series.map((s: { name: string }) => s.name)).toContain('Series Q')
  })

  it('renames an episode', async () => {
    const episodeId = '321b1aad-cf76-4edf-aa1b-081958ca18e5'
    await call('PATCH', `/api/podcasts/${podcastP}/episode/${episodeId}`, { title: 'A better title' })
    const episode = await (await call('GET', `/api/podcasts/${podcastP}/episode/${episodeId}`)).json()
    expect(episode.title).toBe('A better title')
  })

  it('matches an author against the offline catalogue and sets a portrait', async () => {
    const matched = await (await call('POST', `/api/authors/${authorA}/match`, { q: 'Author A' })).json()
    expect(matched.author.asin).toBe('B000SAMPLA')
    const image = await fetch(`${root.server.url}/api/authors/${authorA}/image?raw=1`)
    expect(image.status).toBe(200)
    // As ABS, removing the image needs the delete permission (a guest has none).
    const guest = (await signIn(root.server.url, 'guest', 'guest')).accessToken
    const refused = await fetch(`${root.server.url}/api/authors/${authorA}/image`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${guest}` },
    })
    expect(refused.status).toBe(403)
    const removed = await (await call('DELETE', `/api/authors/${authorA}/image`)).json()
    expect(removed.author.imagePath).toBeNull()
    expect((await call('POST', `/api/authors/${authorA}/match`, { q: 'Nobody Known' })).status).toBe(404)
  })

  it('fetches an author image by URL from loopback only', async () => {
    const portrait = readFileSync(
      join(root.server.dataDir, 'media', 'books', 'Author A', 'Series X', 'Book One', 'cover.jpg'),
    )
    const host: Server = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(portrait),
    )
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(host.address() as AddressInfo).port}/portrait.jpg`
    const saved = await (await call('POST', `/api/authors/${authorA}/image`, { url })).json()
    expect(existsSync(saved.author.imagePath)).toBe(true)
    host.close()
    const outside = await call('POST', `/api/authors/${authorA}/image`, {
      url: 'http://example.invalid/x.jpg',
    })
    expect(outside.status).toBe(400)
  })
})

describe('tasks and deletion', () => {
  it('embeds metadata as a queued task and rewrites the audio tags', async () => {
    await call('PATCH', `/api/items/${bookOne}/media`, { metadata: { title: 'Book One Tagged' } })
    expect(
      (await call('POST', '/api/tools/batch/embed-metadata', { libraryItemIds: [bookOne] })).status,
    ).toBe(200)
    const item = await waitFor(
      async () => (await call('GET', `/api/items/${bookOne}?expanded=1`)).json(),
      (body) => body.media.audioFiles[0].metaTags.tagAlbum === 'Book One Tagged',
    )
    expect(item.media.chapters).toHaveLength(4)
    const tasks = await (await call('GET', '/api/tasks?include=queue')).json()
    expect(tasks.queuedTaskData.embedMetadata).toEqual([])
  })

  it('deletes items and, with hard=1, their folder inside the data folder', async () => {
    const item = await (await call('GET', `/api/items/${comicFive}`)).json()
    expect(existsSync(item.path)).toBe(true)
    expect(
      (await call('POST', '/api/items/batch/delete?hard=1', { libraryItemIds: [comicFive] })).status,
    ).toBe(200)
    expect(existsSync(item.path)).toBe(false)
    expect((await call('GET', `/api/items/${comicFive}`)).status).toBe(404)
  })
})

describe('library folders and scheduled scans', () => {
  const events: {
    event: string
    payload: { id?: string; action?: string; data?: { libraryId?: string } }
  }[] = []
  let socket: Socket | undefined
  afterAll(() => void socket?.disconnect())

  /**
   * A scanned book library of one e-book per path (`folder/Author/Title`), its folders the paths' first parts,
   * root's socket listening.
   */
  async function scannedLibrary(name: string, books: string[]) {
    const base = join(root.server.dataDir, `folders-test-${Date.now()}`)
    for (const book of books) {
      mkdirSync(join(base, book), { recursive: true })
      writeFileSync(join(base, book, 'book.pdf'), '%PDF-1.4\n%%EOF\n')
    }
    const library = await (
      await call('POST', '/api/libraries', {
        name,
        mediaType: 'book',
        folders: [...new Set(books.map((book) => book.split('/')[0]))].map((folder) => ({
          fullPath: join(base, folder as string),
        })),
      })
    ).json()
    await call('POST', `/api/libraries/${library.id}/scan`)
    const items = async () =>
      (await (await call('GET', `/api/libraries/${library.id}/items`)).json()).results as {
        id: string
        media: { metadata: { title: string } }
      }[]
    await waitFor(items, (list) => list.length === books.length)
    if (!socket) {
      socket = io(root.server.url, { transports: ['websocket'] })
      socket.onAny((event, payload) => events.push({ event, payload }))
      const ready = new Promise((resolve) => socket?.once('init', resolve))
      socket.emit('auth', root.token)
      await ready
    }
    return { library, items }
  }

  /** Two folders holding one and two e-books (by author folder). */
  const twoFolderLibrary = () =>
    scannedLibrary('Folders test', [
      'first/Kept Author/Kept Book',
      'second/Gone Author/Gone Book',
      'second/Gone Author/Other Book',
    ])

  it("removing a folder removes its items and their author, announces them, then the library's new folders", async () => {
    const { library, items } = await twoFolderLibrary()
    const gone = (await items()).filter((item) => item.media.metadata.title !== 'Kept Book')
    const expanded = await (await call('GET', `/api/items/${gone[0]?.id}?expanded=1`)).json()
    const goneAuthor = expanded.media.metadata.authors[0].id
    expect(expanded.media.metadata.authors[0].name).toBe('Gone Author')
    events.length = 0
    const response = await call('PATCH', `/api/libraries/${library.id}`, { folders: [library.folders[0]] })
    expect((await response.json()).folders).toEqual([library.folders[0]])
    expect((await items()).map((item) => item.media.metadata.title)).toEqual(['Kept Book'])
    for (const { id } of gone) expect((await call('GET', `/api/items/${id}`)).status).toBe(404)
    expect((await call('GET', `/api/authors/${goneAuthor}`)).status).toBe(404)
    await waitFor(
      async () => events,
      (list) => list.some((e) => e.event === 'library_updated'),
    )
    expect(events.map((e) => [e.event, e.payload.id])).toEqual([
      ...gone.map(({ id }) => ['item_removed', id]),
      ['author_removed', goneAuthor],
      ['library_updated', library.id],
    ])
  })

  it('deleting the books of authors keeps the authors with an ASIN or a description', async () => {
    const { items } = await scannedLibrary('Author details test', [
      'shelf/Plain Author/Plain Book',
      'shelf/Asin Author/Asin Book',
      'shelf/Described Author/Described Book',
    ])
    const books = await items()
    const authorOf = async (title: string) => {
      const id = books.find((book) => book.media.metadata.title === title)?.id
      const item = await (await call('GET', `/api/items/${id}?expanded=1`)).json()
      return item.media.metadata.authors[0].id as string
    }
    const [plain, asin, described] = await Promise.all(
      ['Plain Book', 'Asin Book', 'Described Book'].map(authorOf),
    )
    await call('PATCH', `/api/authors/${asin}`, { asin: 'B000KEPT01' })
    await call('PATCH', `/api/authors/${described}`, { description: 'Wrote one book here.' })
    events.length = 0
    const libraryItemIds = books.map((book) => book.id)
    expect((await call('POST', '/api/items/batch/delete', { libraryItemIds })).status).toBe(200)
    expect(await items()).toEqual([])
    expect((await call('GET', `/api/authors/${plain}`)).status).toBe(404)
    const kept = await Promise.all(
      [asin, described].map(async (id) => (await call('GET', `/api/authors/${id}`)).json()),
    )
    expect(kept.map((author) => [author.name, author.asin, author.description])).toEqual([
      ['Asin Author', 'B000KEPT01', null],
      ['Described Author', null, 'Wrote one book here.'],
    ])
    expect(events.filter((e) => e.event === 'author_removed').map((e) => e.payload.id)).toEqual([plain])
  })

  it("scans on the library's schedule until the schedule is cleared", async () => {
    const { library } = await twoFolderLibrary()
    events.length = 0
    const scanStarts = () =>
      events.filter((e) => e.event === 'task_started' && e.payload.data?.libraryId === library.id)
    await call('PATCH', `/api/libraries/${library.id}`, {
      settings: { autoScanCronExpression: '* * * * * *' },
    })
    await waitFor(
      async () => scanStarts(),
      (started) => started.length >= 2,
    )
    expect(scanStarts()[0]?.payload.action).toBe('library-scan')
    await waitFor(
      async () => events,
      (list) => list.some((e) => e.event === 'task_finished'),
    )
    await call('PATCH', `/api/libraries/${library.id}`, { settings: { autoScanCronExpression: null } })
    const started = scanStarts().length
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(scanStarts().length).toBeLessThanOrEqual(started + 1)
  })
})
