import { describe, expect, it } from 'vitest'
import { sampleIds } from '../sample/ids'
import { rootSignedInServer } from '../testing/root-signed-in'

const root = rootSignedInServer()

const get = async (path: string) => {
  const response = await fetch(`${root.server.url}/api${path}`, {
    headers: { authorization: `Bearer ${root.token}` },
  })
  const text = await response.text()
  const json = response.headers.get('content-type')?.includes('application/json')
  return { status: response.status, body: text, json: json ? JSON.parse(text) : undefined }
}

const podcasts = `/libraries/${sampleIds.podcastLibrary}`
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
