import { beforeEach, describe, expect, it } from 'vitest'
import { freshBrowser } from '../test/reload'
import { PODCAST_INVALID_FILTER_GROUPS, sortFilterFixesFor } from './sort-filter-fixes'

beforeEach(() => freshBrowser())

describe('sort and filter per media type (spec 01 §4 "Other state rules")', () => {
  const fixes = (orderBy: string, filterBy: string, mediaType: 'book' | 'podcast') =>
    sortFilterFixesFor({ orderBy, filterBy }, mediaType)

  it('§4 podcasts: authorName sorts become author, duration becomes numTracks', () => {
    expect(fixes('media.metadata.authorName', 'all', 'podcast')).toEqual({ orderBy: 'media.metadata.author' })
    expect(fixes('media.metadata.authorNameLF', 'all', 'podcast')).toEqual({
      orderBy: 'media.metadata.author',
    })
    expect(fixes('media.duration', 'all', 'podcast')).toEqual({ orderBy: 'media.numTracks' })
  })

  it('§4 podcasts: publishedYear or progress sorts become title', () => {
    expect(fixes('media.metadata.publishedYear', 'all', 'podcast')).toEqual({
      orderBy: 'media.metadata.title',
    })
    expect(fixes('progress', 'all', 'podcast')).toEqual({ orderBy: 'media.metadata.title' })
    expect(fixes('addedAt', 'all', 'podcast')).toEqual({})
  })

  it('§4 podcasts: book-only filters reset to all, others stay', () => {
    for (const group of PODCAST_INVALID_FILTER_GROUPS) {
      expect(fixes('addedAt', `${group}.c29tZQ%3D%3D`, 'podcast')).toEqual({ filterBy: 'all' })
    }
    expect(fixes('addedAt', 'issues', 'podcast')).toEqual({ filterBy: 'all' })
    expect(fixes('addedAt', 'genres.c29tZQ%3D%3D', 'podcast')).toEqual({})
    expect(fixes('addedAt', 'tags.dA%3D%3D', 'podcast')).toEqual({})
  })

  it('§4 books: the reverse mappings (author to authorName, numTracks to duration); filters untouched', () => {
    expect(fixes('media.metadata.author', 'series.eA%3D%3D', 'book')).toEqual({
      orderBy: 'media.metadata.authorName',
    })
    expect(fixes('media.numTracks', 'all', 'book')).toEqual({ orderBy: 'media.duration' })
    expect(fixes('media.metadata.title', 'progress.ZmluaXNoZWQ%3D', 'book')).toEqual({})
  })

  it('§4 switching to a podcast library rewrites and saves the stored sort and filter', async () => {
    const { $userSettings, updateUserSettings } = await import('./settings')
    const { fitSortFilterToMediaType } = await import('./sort-filter-fixes')
    updateUserSettings({ orderBy: 'media.duration', filterBy: 'authors.QQ%3D%3D' })
    fitSortFilterToMediaType('podcast')
    expect($userSettings.get()).toMatchObject({ orderBy: 'media.numTracks', filterBy: 'all' })
    fitSortFilterToMediaType('book')
    expect($userSettings.get()).toMatchObject({ orderBy: 'media.duration', filterBy: 'all' })
  })
})
