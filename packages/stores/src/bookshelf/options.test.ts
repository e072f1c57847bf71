import { describe, expect, it } from 'vitest'
import {
  type FilterLists,
  filterGroupsFor,
  filterLabel,
  filterValuesFor,
  nextSort,
  sortOptionsFor,
} from './options'

const filterData: FilterLists = {
  authors: [{ id: 'a1', name: 'Author A' }],
  series: [{ id: 's1', name: 'Series X' }],
  genres: ['Fantasy', 'Sci Fi'],
  tags: ['Favourite'],
  narrators: ['Nora'],
  publishers: ['Pub'],
  publishedDecades: ['1990', '2000'],
  languages: ['English'],
}

const groups = (options: Partial<Parameters<typeof filterGroupsFor>[0]> = {}) =>
  filterGroupsFor({
    kind: 'items',
    mediaType: 'book',
    canAccessExplicit: true,
    isAdmin: true,
    ...options,
  }).map((group) => group.group)

describe('bookshelf filter menu', () => {
  it('book libraries offer every filter group of the filter data and the fixed ones', () => {
    expect(groups()).toEqual([
      'all',
      'genres',
      'tags',
      'series',
      'authors',
      'narrators',
      'publishers',
      'publishedDecades',
      'languages',
      'progress',
      'missing',
      'tracks',
      'ebooks',
      'abridged',
      'issues',
      'feed-open',
      'explicit',
      'share-open',
    ])
  })

  it('spec 01 §4: podcasts have no series, author, narrator, publisher, decade, progress or e-book filters', () => {
    expect(groups({ mediaType: 'podcast' })).toEqual([
      'all',
      'genres',
      'tags',
      'languages',
      'issues',
      'feed-open',
      'explicit',
    ])
  })

  it('explicit needs the explicit-content permission and share-open an admin', () => {
    expect(groups({ canAccessExplicit: false, isAdmin: false })).not.toContain('explicit')
    expect(groups({ canAccessExplicit: false, isAdmin: false })).not.toContain('share-open')
  })

  it('values come from the filter data, base64-encoded as the server expects', () => {
    expect(filterValuesFor('genres', filterData)).toEqual([
      { filter: 'genres.RmFudGFzeQ==', label: 'Fantasy' },
      { filter: 'genres.U2NpIEZp', label: 'Sci Fi' },
    ])
    expect(filterValuesFor('authors', filterData)).toEqual([{ filter: 'authors.YTE=', label: 'Author A' }])
    expect(filterValuesFor('series', filterData).map((entry) => entry.label)).toEqual([
      'No Series',
      'Series X',
    ])
    expect(filterValuesFor('progress', null).map((entry) => entry.label)).toEqual([
      'Finished',
      'In Progress',
      'Not Started',
      'Not Finished',
    ])
    expect(filterValuesFor('tracks', null)).toHaveLength(3)
    expect(filterValuesFor('ebooks', null)).toHaveLength(4)
    expect(filterValuesFor('issues', filterData)).toEqual([])
  })

  it('the filter button names the group and the value, authors and series by name', () => {
    const all = filterGroupsFor({ kind: 'items', mediaType: 'book', canAccessExplicit: true, isAdmin: true })
    expect(filterLabel('all', all, filterData)).toBe('All')
    expect(filterLabel('genres.RmFudGFzeQ==', all, filterData)).toBe('Genre: Fantasy')
    expect(filterLabel('authors.YTE=', all, filterData)).toBe('Author: Author A')
    expect(filterLabel('issues', all, filterData)).toBe('Issues')
  })
})

describe('bookshelf sort menu', () => {
  it('offers the book, podcast, series and author sorts; a series filter adds sequence', () => {
    expect(sortOptionsFor('items', 'book', 'all').map((option) => option.value)).toContain(
      'progress.finishedAt',
    )
    expect(sortOptionsFor('items', 'podcast', 'all').map((option) => option.value)).toContain(
      'media.numTracks',
    )
    expect(sortOptionsFor('items', 'book', 'series.czE=').at(-1)?.value).toBe('sequence')
    expect(sortOptionsFor('series', 'book', 'all').map((option) => option.value)).toContain('totalDuration')
    expect(sortOptionsFor('authors', 'book', 'all').map((option) => option.value)).toContain('lastFirst')
    expect(sortOptionsFor('collections', 'book', 'all')).toEqual([])
  })

  it('picking the current sort flips the direction; titles start ascending, others keep it', () => {
    expect(nextSort({ sort: 'addedAt', desc: true }, 'addedAt')).toEqual({ sort: 'addedAt', desc: false })
    expect(nextSort({ sort: 'addedAt', desc: true }, 'media.metadata.title')).toEqual({
      sort: 'media.metadata.title',
      desc: false,
    })
    expect(nextSort({ sort: 'media.metadata.title', desc: true }, 'size')).toEqual({
      sort: 'size',
      desc: true,
    })
  })
})
