import { describe, expect, it } from 'vitest'
import { signIn } from '../../../../test-support/demo-server'
import { sampleItemIdsByTitle } from '../sample/ids'
import { rootSignedInServer } from '../testing/root-signed-in'

const bookOne = sampleItemIdsByTitle['Book One']
const bookTwo = sampleItemIdsByTitle['Book Two']
const bookThree = sampleItemIdsByTitle['Book Three']
const bookFour = sampleItemIdsByTitle['Book Four']

const root = rootSignedInServer()

const call = (method: string, path: string, body?: unknown, token = root.token) =>
  fetch(`${root.server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  })
const json = async (method: string, path: string, body?: unknown) => (await call(method, path, body)).json()
const answer = async (response: Response) => [response.status, await response.text()]
const item = (id: string) => json('GET', `/api/items/${id}?expanded=1`)

describe('covers (LibraryItemController, CoverManager)', () => {
  it('finds covers by provider, best and all, and sets one by URL; refuses what is not an image', async () => {
    const search = (query: string) => json('GET', `/api/search/covers?${query}`)
    const google = (await search('provider=google&title=Book%20One&author=Author%20A')).results
    const best = (await search('provider=best&title=Book%20One')).results
    const all = (await search('provider=all&title=Book%20One')).results
    expect(google).toHaveLength(1)
    expect(best).toHaveLength(3)
    expect(all.length).toBeGreaterThan(best.length)
    expect((await search('provider=google&title=Nothing%20Like%20It')).results).toEqual([])
    expect((await call('GET', '/api/search/covers?provider=google')).status).toBe(400)

    const picked = await fetch(google[0])
    expect([picked.status, picked.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
    const before = await item(bookTwo)
    const set = await json('POST', `/api/items/${bookTwo}/cover`, { url: google[0] })
    expect(set).toEqual({ success: true, cover: expect.stringMatching(/cover\.jpg$/) })
    const after = await item(bookTwo)
    expect(after.media.coverPath).toBe(set.cover)
    expect(after.updatedAt).toBeGreaterThan(before.updatedAt)
    expect((await fetch(`${root.server.url}/api/items/${bookTwo}/cover?raw=1`)).status).toBe(200)

    const refused = `http://127.0.0.1:${root.server.port + 1}/cover.jpg`
    for (const url of [refused, `${root.server.url}/status`]) {
      expect(await answer(await call('POST', `/api/items/${bookTwo}/cover`, { url }))).toEqual([
        400,
        'Failed to download image from url',
      ])
    }
    expect((await item(bookTwo)).media.coverPath).toBe(set.cover)
  })

  it('takes an uploaded file by its extension, a file of the item, and removal', async () => {
    const png = await (await fetch(`${root.server.url}/public/demo-catalogue/covers/test-upload.png`)).blob()
    const upload = (name: string) => {
      const form = new FormData()
      form.set('cover', png, name)
      return call('POST', `/api/items/${bookOne}/cover`, form)
    }
    expect(await answer(await upload('notes.txt'))).toEqual([
      400,
      'Invalid image type .txt (Supported: png,jpg,jpeg,webp)',
    ])
    const uploaded = await (await upload('front.png')).json()
    expect(uploaded.cover).toMatch(/cover\.png$/)

    const own = (await item(bookOne)).libraryFiles.find((f: { fileType: string }) => f.fileType === 'image')
    const local = await json('PATCH', `/api/items/${bookOne}/cover`, { cover: own.metadata.path })
    expect(local).toEqual({ success: true, cover: expect.stringMatching(/cover\.jpg$/) })
    expect(
      await answer(await call('PATCH', `/api/items/${bookOne}/cover`, { cover: '/nowhere.jpg' })),
    ).toEqual([500, 'Cover path does not exist'])

    const user = (await signIn(root.server.url, 'user', 'user')).accessToken
    expect((await call('DELETE', `/api/items/${bookOne}/cover`, undefined, user)).status).toBe(403)
    expect((await call('DELETE', `/api/items/${bookOne}/cover`)).status).toBe(200)
    expect((await item(bookOne)).media.coverPath).toBeNull()
  })

  it('saves nothing of a match whose cover cannot be fetched (PATCH /media with url)', async () => {
    const title = (await item(bookThree)).media.metadata.title
    const response = await call('PATCH', `/api/items/${bookThree}/media`, {
      url: `http://127.0.0.1:${root.server.port + 1}/x.jpg`,
      metadata: { title: 'Changed' },
    })
    expect(await answer(response)).toEqual([400, 'Failed to download image from url'])
    expect((await item(bookThree)).media.metadata.title).toBe(title)
  })
})

describe('metadata and chapter providers (SearchController)', () => {
  it('answers each provider in its shape; Audible finds an ASIN', async () => {
    const [google] = await json('GET', '/api/search/books?provider=google&title=book%20one&author=Author%20A')
    expect(google).toMatchObject({ title: 'Book One', author: 'Author A', isbn: '9780000000101' })
    expect(google).not.toHaveProperty('narrator')
    const [audible] = await json('GET', '/api/search/books?provider=audible.uk&title=B0SAMPLE01')
    expect(audible).toMatchObject({ asin: 'B0SAMPLE01', narrator: 'Narrator N', region: 'uk', duration: 1.5 })
    expect(audible.series).toEqual([{ series: 'Series X', sequence: '1' }])
    expect(await json('GET', '/api/search/books?provider=itunes&title=Unknown%20Book')).toEqual([])
  })

  it('looks chapters up by ASIN and region', async () => {
    const found = await json('GET', '/api/search/chapters?asin=b0sample01&region=UK')
    expect(found).toMatchObject({ asin: 'B0SAMPLE01', region: 'uk', brandIntroDurationMs: 1000 })
    expect(found.chapters.map((c: { startOffsetMs: number }) => c.startOffsetMs)).toEqual([
      0, 22831, 44710, 66565, 88575,
    ])
    expect(await json('GET', '/api/search/chapters?asin=B0SAMPLE01&region=jp')).toEqual({
      error: 'Chapters not found',
      stringKey: 'MessageChaptersNotFound',
    })
    expect(await json('GET', '/api/search/chapters?asin=short')).toEqual({
      error: 'Invalid ASIN',
      stringKey: 'MessageInvalidAsin',
    })
  })
})

describe('chapters, tracks and files', () => {
  it('saves chapters as the real server checks them', async () => {
    const save = (id: string, chapters: unknown) => call('POST', `/api/items/${id}/chapters`, { chapters })
    expect((await save(bookTwo, [{ start: 0, end: 5, title: '' }])).status).toBe(400)
    expect((await save(bookTwo, [{ start: '0', end: 5, title: 'One' }])).status).toBe(400)
    expect((await save(bookFour, [{ start: 0, end: 5, title: 'One' }])).status).toBe(500)
    const chapters = [
      { start: 0, end: 10, title: 'Part one' },
      { start: 10, end: 31.43, title: 'Part two' },
    ]
    expect(await (await save(bookTwo, chapters)).json()).toEqual({ success: true, updated: true })
    expect(await (await save(bookTwo, chapters)).json()).toEqual({ success: true, updated: false })
    expect((await item(bookTwo)).media.chapters).toEqual([
      { id: 0, ...chapters[0] },
      { id: 1, ...chapters[1] },
    ])
  })

  it('orders and excludes tracks, switches the main e-book and deletes a file', async () => {
    const files = (await item(bookTwo)).media.audioFiles as { ino: string }[]
    const [first, second, third] = files.map((f) => f.ino)
    const ordered = [{ ino: third }, { ino: first }, { ino: second, exclude: true }]
    expect((await call('PATCH', `/api/items/${bookTwo}/tracks`, { orderedFileData: ordered })).status).toBe(
      200,
    )
    const reordered = await item(bookTwo)
    expect(reordered.media.tracks.map((t: { ino: string }) => t.ino)).toEqual([third, first])
    expect(reordered.media.audioFiles.find((f: { ino: string }) => f.ino === second)).toMatchObject({
      exclude: true,
      index: -1,
    })
    expect(
      (await call('PATCH', `/api/items/${bookTwo}/tracks`, { orderedFileData: [{ ino: 'x' }] })).status,
    ).toBe(400)

    const ebook = (await item(bookThree)).media.ebookFile.ino
    expect((await call('PATCH', `/api/items/${bookThree}/ebook/${ebook}/status`)).status).toBe(200)
    const supplementary = await item(bookThree)
    expect(supplementary.media.ebookFile).toBeNull()
    expect(supplementary.libraryFiles.find((f: { ino: string }) => f.ino === ebook).isSupplementary).toBe(
      true,
    )
    expect((await call('PATCH', `/api/items/${bookThree}/ebook/${ebook}/status`)).status).toBe(200)
    expect((await item(bookThree)).media.ebookFile.ino).toBe(ebook)

    expect((await call('DELETE', `/api/items/${bookThree}/file/${ebook}`)).status).toBe(200)
    const deleted = await item(bookThree)
    expect(deleted.media.ebookFile).toBeNull()
    expect(deleted.libraryFiles.some((f: { ino: string }) => f.ino === ebook)).toBe(false)
    expect((await call('DELETE', `/api/items/${bookThree}/file/${ebook}`)).status).toBe(404)
  })
})

describe('batch quick match', () => {
  it('fills details from the chosen provider and replaces the cover when asked', async () => {
    await call('PATCH', `/api/items/${bookTwo}/media`, { metadata: { publisher: null, asin: null } })
    const before = await item(bookTwo)
    const rawCover = async () =>
      Buffer.from(await (await fetch(`${root.server.url}/api/items/${bookTwo}/cover?raw=1`)).arrayBuffer())
    const coverBefore = await rawCover()
    const options = { provider: 'audible', overrideCover: true, overrideDetails: false }
    expect(
      (await call('POST', '/api/items/batch/quickmatch', { options, libraryItemIds: [bookTwo] })).status,
    ).toBe(200)
    let after = before
    for (let attempt = 0; attempt < 50 && after.updatedAt === before.updatedAt; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      after = await item(bookTwo)
    }
    expect(after.media.metadata).toMatchObject({ publisher: 'Harbour Press', asin: 'B0SAMPLE02' })
    expect(after.media.metadata.title).toBe(before.media.metadata.title)
    expect((await rawCover()).equals(coverBefore)).toBe(false)
  })
})
