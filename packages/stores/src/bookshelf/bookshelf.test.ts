import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleItemIdsByTitle } from '../../../../test-support/sample-ids'
import { BOOK_LIBRARY_ID, demoServerUrl } from '../../test/demo-server'
import { until } from '../../test/until'
import * as stores from '../index'

const { $bookshelf, bookshelfEntryAt, getClient, openBookshelf, showBookshelfRange } = stores

const byTitle = { sort: 'media.metadata.title', desc: false, filter: 'all', collapseSeries: false }
const titleAt = (index: number) => {
  const entry = bookshelfEntryAt(index)
  return entry?.kind === 'items' ? entry.entity.media.metadata.title : null
}

beforeEach(async () => {
  stores.configureServer(demoServerUrl, 'header')
  await stores.signIn('root', 'root')
})

afterEach(async () => {
  stores.closeHome()
  if (stores.$sessionStatus.get() === 'signed-in') await stores.signOut()
})

describe('bookshelf paging against the demo server', () => {
  it('fetches only the pages under the window, in the server order, and keeps them for a return visit', async () => {
    const expected = (
      await getClient().libraries.items(BOOK_LIBRARY_ID, { sort: byTitle.sort, minified: true })
    ).results
    expect(expected.length).toBeGreaterThan(4)
    openBookshelf({ libraryId: BOOK_LIBRARY_ID, kind: 'items', query: byTitle, pageSize: 2, firstIndex: 0 })
    await until(() => $bookshelf.get().total !== null, 'the first page')
    expect($bookshelf.get().total).toBe(expected.length)
    expect([titleAt(0), titleAt(1)]).toEqual([
      expected[0]!.media.metadata.title,
      expected[1]!.media.metadata.title,
    ])
    expect(titleAt(2)).toBeNull()

    showBookshelfRange(3, 3)
    await until(() => titleAt(3) !== null, 'the second page')
    expect(titleAt(2)).toBe(expected[2]!.media.metadata.title)
    expect(titleAt(4)).toBeNull()

    // Back to the same view: nothing to wait for.
    openBookshelf({ libraryId: BOOK_LIBRARY_ID, kind: 'items', query: byTitle, pageSize: 2, firstIndex: 0 })
    expect(titleAt(3)).toBe(expected[3]!.media.metadata.title)
    // Another sort is another list.
    openBookshelf({
      libraryId: BOOK_LIBRARY_ID,
      kind: 'items',
      query: { ...byTitle, desc: true },
      pageSize: 2,
    })
    expect($bookshelf.get().total).toBeNull()
    expect(titleAt(0)).toBeNull()
    await until(() => titleAt(0) === expected.at(-1)!.media.metadata.title, 'the last title first')
  })

  it('pages authors (a paged answer instead of the plain author list)', async () => {
    const { authors } = await getClient().libraries.authors(BOOK_LIBRARY_ID, { sort: 'name' })
    openBookshelf({
      libraryId: BOOK_LIBRARY_ID,
      kind: 'authors',
      query: { ...byTitle, sort: 'name' },
      pageSize: 2,
      firstIndex: 0,
    })
    await until(() => $bookshelf.get().total !== null, 'the first page of authors')
    expect($bookshelf.get().total).toBe(authors.length)
    const first = bookshelfEntryAt(0)
    expect(first?.kind === 'authors' ? first.entity.name : null).toBe(authors[0]!.name)
  })

  it('a failed page shows the server text, and opening the view again retries', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await getClient().http.post('/api/demo/faults', {
      fail: { method: 'GET', path: '/items$', status: 500, count: 1 },
    })
    const query = { ...byTitle, sort: 'addedAt' }
    openBookshelf({ libraryId: BOOK_LIBRARY_ID, kind: 'items', query, pageSize: 3 })
    await until(() => $bookshelf.get().error !== null, 'the error')
    expect($bookshelf.get().error).toBe('Internal Server Error')
    expect($bookshelf.get().total).toBeNull()
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
    openBookshelf({ libraryId: BOOK_LIBRARY_ID, kind: 'items', query, pageSize: 3 })
    await until(() => $bookshelf.get().total !== null, 'the retried page')
    expect($bookshelf.get().error).toBeNull()
  })
})

describe('home shelves against the demo server', () => {
  it('loads the personalized shelves of a library with books', async () => {
    await stores.openHome(BOOK_LIBRARY_ID, 1366)
    const home = stores.$home.get()
    expect(home.status).toBe('ready')
    expect(home.data?.map((shelf) => shelf.id)).toContain('recently-added')
    expect(stores.isLibraryEmpty(home.data)).toBe(false)
  })

  it('a sync of a book the continue shelf shows leaves the shelves alone; finishing it reloads them', async () => {
    const bookOne = sampleItemIdsByTitle['Book One']
    const client = getClient()
    await client.me.updateProgress(bookOne, { currentTime: 60, isFinished: false })
    await stores.openHome(BOOK_LIBRARY_ID, 1366)
    const continueIds = () =>
      stores.$home
        .get()
        .data?.find((shelf) => shelf.id === 'continue-listening')
        ?.entities.map((entity) => entity.id)
    expect(continueIds()).toContain(bookOne)
    const progress = (await client.me.progress(bookOne))!
    const personalized = vi.spyOn(client.libraries, 'personalized')
    const saved = (data: typeof progress) =>
      stores.dispatchServerEvent('user_item_progress_updated', {
        id: progress.id,
        sessionId: 'another-session',
        deviceDescription: 'Linux x86_64 / Chrome',
        data,
      })

    saved({ ...progress, currentTime: 70 })
    await new Promise((resolve) => setTimeout(resolve, stores.HOME_RELOAD_DELAY_MS + 300))
    expect(personalized).not.toHaveBeenCalled()

    saved({ ...progress, currentTime: progress.duration, isFinished: true })
    await until(() => personalized.mock.calls.length === 1, 'the shelves reloaded')
    await client.me.removeProgress(progress.id)
  })

  it('a library without items is empty', async () => {
    const { libraries } = await getClient().libraries.list()
    const books = libraries.find((library) => library.id === BOOK_LIBRARY_ID)!
    const dataDir = books.folders[0]!.fullPath.replace(/\/media\/books$/, '')
    const { id } = await getClient().http.post<{ id: string }>('/api/libraries', {
      name: 'Empty shelf check',
      mediaType: 'book',
      folders: [{ fullPath: `${dataDir}/media/bookshelf-test-${Date.now()}` }],
    })
    await stores.openHome(id, 1366)
    expect(stores.isLibraryEmpty(stores.$home.get().data)).toBe(true)
    await getClient().http.delete(`/api/libraries/${id}`)
  })
})
