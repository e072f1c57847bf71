import { describe, expect, it } from 'vitest'
import { USER_SETTINGS_DEFAULTS } from '../settings'
import {
  isProgressDependent,
  putShelfParams,
  settingsForQueryChange,
  settingsFromSearch,
  shelfKey,
  shelfListQuery,
  shelfQueryFromSettings,
  shelfSearchParams,
} from './query'

const settings = (changes = {}) => ({ ...USER_SETTINGS_DEFAULTS, ...changes })

describe('bookshelf query from the user settings (spec 01 §3 "User settings")', () => {
  it('items sort by title ascending with no filter by default', () => {
    expect(shelfQueryFromSettings('items', settings(), 'book')).toEqual({
      sort: 'media.metadata.title',
      desc: false,
      filter: 'all',
      collapseSeries: false,
    })
  })

  it('series and authors use their own settings; collections and playlists have no sort', () => {
    const custom = settings({ seriesSortBy: 'numBooks', seriesSortDesc: true, authorSortBy: 'lastFirst' })
    expect(shelfQueryFromSettings('series', custom, 'book')).toMatchObject({ sort: 'numBooks', desc: true })
    expect(shelfQueryFromSettings('authors', custom, 'book')).toMatchObject({
      sort: 'lastFirst',
      desc: false,
    })
    expect(shelfQueryFromSettings('collections', custom, 'book').sort).toBeNull()
  })

  it('collapses series only in book libraries and never while filtering by one series', () => {
    expect(shelfQueryFromSettings('items', settings({ collapseSeries: true }), 'book').collapseSeries).toBe(
      true,
    )
    expect(
      shelfQueryFromSettings('items', settings({ collapseSeries: true }), 'podcast').collapseSeries,
    ).toBe(false)
    const oneSeries = settings({ collapseSeries: true, filterBy: 'series.c2VyaWVz' })
    expect(shelfQueryFromSettings('items', oneSeries, 'book').collapseSeries).toBe(false)
  })
})

describe('bookshelf address bar (shareable views)', () => {
  it('writes filter, sort and direction, and reads them back into settings', () => {
    const query = {
      sort: 'media.metadata.publishedYear',
      desc: true,
      filter: 'genres.RmFudGFzeQ==',
      collapseSeries: true,
    }
    const search = shelfSearchParams('items', query)
    expect(search).toBe(
      'filter=genres.RmFudGFzeQ%3D%3D&sort=media.metadata.publishedYear&desc=1&collapseseries=1',
    )
    expect(settingsFromSearch('items', `?${search}`)).toEqual({
      filterBy: 'genres.RmFudGFzeQ==',
      orderBy: 'media.metadata.publishedYear',
      orderDesc: true,
      collapseSeries: true,
    })
  })

  it('spec 01 §2: filter=issues and doubly encoded tag links are understood', () => {
    expect(settingsFromSearch('items', '?filter=issues')).toEqual({ filterBy: 'issues' })
    expect(settingsFromSearch('items', '?filter=tags.Rm9vIQ%253D%253D')).toEqual({
      filterBy: 'tags.Rm9vIQ==',
    })
  })

  it('series links set the series settings; absent parameters change nothing', () => {
    expect(settingsFromSearch('series', '?sort=numBooks&desc=0')).toEqual({
      seriesSortBy: 'numBooks',
      seriesSortDesc: false,
    })
    expect(settingsFromSearch('items', '')).toEqual({})
    expect(settingsFromSearch('collections', '?sort=name')).toEqual({})
  })

  it('changes made in the toolbar are saved in the settings of the shelf kind', () => {
    expect(settingsForQueryChange('items', { filter: 'issues', collapseSeries: true })).toEqual({
      filterBy: 'issues',
      collapseSeries: true,
    })
    expect(settingsForQueryChange('series', { sort: 'addedAt', desc: true })).toEqual({
      seriesSortBy: 'addedAt',
      seriesSortDesc: true,
    })
    expect(settingsForQueryChange('authors', { sort: 'numBooks', filter: 'all' })).toEqual({
      authorSortBy: 'numBooks',
    })
    expect(settingsForQueryChange('playlists', { sort: 'x' })).toEqual({})
  })

  it('collections and playlists put nothing in the address bar', () => {
    const query = shelfQueryFromSettings('collections', settings(), 'book')
    expect(shelfSearchParams('collections', query)).toBe('')
  })

  it("a shelf's view replaces only its own address parameters", () => {
    const params = new URLSearchParams('error=Oops&sort=old&ref=mail&collapseseries=1')
    putShelfParams(params, 'filter=genres.RmFudGFzeQ%3D%3D&sort=media.metadata.title&desc=0')
    expect(params.toString()).toBe(
      'error=Oops&sort=media.metadata.title&ref=mail&filter=genres.RmFudGFzeQ%3D%3D&desc=0',
    )
    putShelfParams(params, '')
    expect(params.toString()).toBe('error=Oops&ref=mail')
  })

  it('the same view has the same key; another sort is another list', () => {
    const a = shelfQueryFromSettings('items', settings(), 'book')
    const b = { ...a, desc: true }
    expect(shelfKey('lib', 'items', a)).toBe(shelfKey('lib', 'items', { ...a }))
    expect(shelfKey('lib', 'items', a)).not.toBe(shelfKey('lib', 'items', b))
  })
})

describe('bookshelf server query', () => {
  it('asks minified pages with the official extras', () => {
    const query = shelfQueryFromSettings('items', settings({ filterBy: 'tags.Rm9v' }), 'book')
    expect(shelfListQuery('items', query, { page: 3, limit: 40, cacheBust: 123 })).toEqual({
      limit: 40,
      page: 3,
      minified: true,
      include: ['rssfeed', 'numEpisodesIncomplete', 'share'],
      sort: 'media.metadata.title',
      desc: false,
      filter: 'tags.Rm9v',
    })
  })

  it('FACTS-2.36 §5: progress filters and sorts carry a cache-busting value, others do not', () => {
    const progressFilter = shelfQueryFromSettings(
      'items',
      settings({ filterBy: 'progress.ZmluaXNoZWQ=' }),
      'book',
    )
    const progressSort = shelfQueryFromSettings('items', settings({ orderBy: 'progress.finishedAt' }), 'book')
    const plain = shelfQueryFromSettings('items', settings(), 'book')
    expect(isProgressDependent(progressFilter)).toBe(true)
    expect(isProgressDependent(progressSort)).toBe(true)
    expect(isProgressDependent(plain)).toBe(false)
    expect(shelfListQuery('items', progressFilter, { page: 0, limit: 10, cacheBust: 7 }).cacheBust).toBe(7)
    expect(shelfListQuery('items', plain, { page: 0, limit: 10, cacheBust: 7 }).cacheBust).toBeUndefined()
  })
})
