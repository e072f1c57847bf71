import { describe, expect, it } from 'vitest'
import { sampleIds, sampleItemIdsByTitle } from '../sample/ids'
import { rootSignedInServer } from '../testing/root-signed-in'

const root = rootSignedInServer()

const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${root.server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${root.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  const json = response.headers.get('content-type')?.includes('application/json')
  return { status: response.status, body: text, json: json ? JSON.parse(text) : undefined }
}
const get = (path: string) => call('GET', path)
const patch = async (path: string, body: unknown) => {
  const { status } = await call('PATCH', path, body)
  expect(status).toBe(200)
}

const podcasts = `/libraries/${sampleIds.podcastLibrary}`
const books = `/libraries/${sampleIds.bookLibrary}`
const bookTwo = sampleItemIdsByTitle['Book Two']!
const bookThree = sampleItemIdsByTitle['Book Three']!
const bookOne = sampleItemIdsByTitle['Book One']!

interface ListedBook {
  id: string
  media: { metadata: { title: string; authorName: string; genres: string[] } }
  collapsedSeries?: { id: string; name: string }
}

/** The book list as a user sees it: every entry's title (a collapsed series by its name). */
async function listed(query: string): Promise<{ titles: string[]; ids: string[]; total: number }> {
  const { status, json } = await get(`${books}/items?${query}&minified=1`)
  expect(status).toBe(200)
  const results = json.results as ListedBook[]
  return {
    titles: results.map((entry) => entry.collapsedSeries?.name ?? entry.media.metadata.title),
    ids: results.map((entry) => entry.id),
    total: json.total,
  }
}

const alphabetical = (names: string[]) =>
  [...names].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }))
const itemSorts = [
  'addedAt',
  'size',
  'birthtimeMs',
  'mtimeMs',
  'media.duration',
  'media.metadata.publishedYear',
  'media.metadata.authorName',
  'media.metadata.authorNameLF',
  'media.metadata.author',
  'media.metadata.title',
  'media.numTracks',
  'sequence',
  'progress',
  'progress.createdAt',
  'progress.finishedAt',
  'random',
]

describe('a podcast library', () => {
  it('lists no authors, in the list and the paged shape', async () => {
    const list = await get(`${podcasts}/authors`)
    expect([list.status, list.json]).toEqual([200, { authors: [] }])
    const paged = await get(`${podcasts}/authors?sort=name&desc=0&limit=20&page=0`)
    expect([paged.status, paged.json]).toMatchObject([200, { results: [], total: 0, limit: 20, page: 0 }])
  })

  it('answers every list view without a server error', async () => {
    const paths = [
      '',
      '?include=filterdata',
      '/filterdata',
      '/personalized',
      '/authors',
      '/authors?sort=numBooks&desc=1&limit=10&page=0',
      '/series?sort=name&limit=10&page=0',
      '/series?sort=totalDuration&desc=1&limit=10&page=0',
      '/collections',
      '/playlists',
      '/narrators',
      '/stats',
      '/recent-episodes?limit=5&page=0',
      '/episode-downloads',
      '/search?q=podcast',
      '/items?limit=10&page=0&collapseseries=1&minified=1',
      `/items?limit=10&page=0&filter=genres.${encodeURIComponent(btoa('Podcast'))}`,
      ...itemSorts.flatMap((sort) => [
        `/items?sort=${sort}&desc=0&limit=10&page=0&minified=1&include=rssfeed,numEpisodesIncomplete,share`,
        `/items?sort=${sort}&desc=1&limit=10&page=0&minified=1&collapseseries=1`,
      ]),
    ]
    const failures: string[] = []
    for (const path of paths) {
      const { status, body } = await get(`${podcasts}${path}`)
      if (status >= 500) failures.push(`${path} → ${status} ${body.slice(0, 120)}`)
    }
    expect(failures).toEqual([])
  })
})

describe('book list order after edits', () => {
  it('moves a retitled book to its new place, ascending and descending', async () => {
    const before = await listed('sort=media.metadata.title&desc=0')
    expect(before.titles).toEqual(alphabetical(before.titles))
    await patch(`/items/${bookTwo}/media`, { metadata: { title: 'Aardvark Tales' } })
    const ascending = await listed('sort=media.metadata.title&desc=0')
    expect([ascending.titles[0], ascending.ids[0], ascending.total]).toEqual([
      'Aardvark Tales',
      bookTwo,
      before.total,
    ])
    expect(ascending.titles).toEqual(alphabetical(ascending.titles))
    await patch(`/items/${bookTwo}/media`, { metadata: { title: 'Zebra Tales' } })
    expect((await listed('sort=media.metadata.title&desc=0')).ids.at(-1)).toBe(bookTwo)
    const descending = await listed('sort=media.metadata.title&desc=1')
    expect(descending.ids[0]).toBe(bookTwo)
    expect(descending.titles).toEqual(alphabetical(descending.titles).reverse())
    // The first page of two follows the new order too.
    expect((await listed('sort=media.metadata.title&desc=1&limit=2&page=0')).ids).toEqual(
      descending.ids.slice(0, 2),
    )
  })

  it('sorts "The …" titles by the rest of the title while prefixes are ignored', async () => {
    await patch(`/items/${bookTwo}/media`, { metadata: { title: 'The Aardvark' } })
    const position = async () => (await listed('sort=media.metadata.title&desc=0')).ids.indexOf(bookTwo)
    const setIgnorePrefix = async (sortingIgnorePrefix: boolean) => {
      await patch('/settings', { sortingIgnorePrefix })
    }
    await setIgnorePrefix(true)
    expect(await position()).toBe(0)
    await setIgnorePrefix(false)
    expect(await position()).toBeGreaterThan(0)
  })

  it('reorders books by author after an author is renamed', async () => {
    const authorNames = async () => {
      const { json } = await get(`${books}/items?sort=media.metadata.authorName&desc=0&minified=1`)
      return (json.results as ListedBook[]).map((entry) => ({
        id: entry.id,
        author: entry.media.metadata.authorName,
      }))
    }
    const before = await authorNames()
    expect(before.map((book) => book.author)).toEqual(alphabetical(before.map((book) => book.author)))
    expect(before[0]!.author).toMatch(/^Author A/)
    await patch(`/authors/${sampleIds.authorA}`, { name: 'Zola Author' })
    const after = await authorNames()
    expect(after.map((book) => book.author)).toEqual(alphabetical(after.map((book) => book.author)))
    // Author A's books, Book One and Book Three among them, now come last.
    const renamed = after.filter((book) => book.author.startsWith('Zola Author'))
    expect(after.slice(-renamed.length)).toEqual(renamed)
    expect(renamed.map((book) => book.id)).toEqual(expect.arrayContaining([bookOne, bookThree]))
  })

  it('moves a collapsed series to the place of its new name', async () => {
    const seriesTitle = 'Series X'
    const before = await listed('sort=media.metadata.title&desc=0&collapseseries=1')
    expect(before.titles).toContain(seriesTitle)
    expect(before.titles).toEqual(alphabetical(before.titles))
    await patch(`/series/${sampleIds.seriesX}`, { name: 'Aaa Series' })
    const after = await listed('sort=media.metadata.title&desc=0&collapseseries=1')
    expect([after.titles[0], after.ids[0], after.total]).toEqual(['Aaa Series', bookOne, before.total])
  })

  it('orders books by when they were last listened to, books never started last either way', async () => {
    const firstTwo = async (desc: string) => (await listed(`sort=progress&desc=${desc}`)).ids.slice(0, 2)
    await patch(`/me/progress/${bookThree}`, { currentTime: 20, duration: 100, progress: 0.2 })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await patch(`/me/progress/${bookOne}`, { currentTime: 30, duration: 100, progress: 0.3 })
    expect(await firstTwo('1')).toEqual([bookOne, bookThree])
    expect(await firstTwo('0')).toEqual([bookThree, bookOne])
    await new Promise((resolve) => setTimeout(resolve, 5))
    await patch(`/me/progress/${bookThree}`, { currentTime: 40 })
    expect(await firstTwo('1')).toEqual([bookThree, bookOne])
  })

  it('finds a book under a genre given to it after the first look', async () => {
    const genre = `genres.${encodeURIComponent(btoa('Seafaring'))}`
    expect((await listed(`filter=${genre}`)).total).toBe(0)
    await patch(`/items/${bookThree}/media`, { metadata: { genres: ['Seafaring'] } })
    const after = await listed(`filter=${genre}&sort=media.metadata.title`)
    expect([after.ids, after.total]).toEqual([[bookThree], 1])
    const filterData = await get(`${books}/filterdata`)
    expect(filterData.json.genres).toContain('Seafaring')
  })
})
