import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { freshBrowser, reloadPage } from '../test/reload'
import { PODCAST_INVALID_FILTER_GROUPS, sortFilterFixesFor, USER_SETTINGS_DEFAULTS } from './settings'

beforeEach(() => freshBrowser())
afterEach(() => vi.restoreAllMocks())

const load = () => import('./settings')

describe('user settings (spec 01 §3 "User settings", §8)', () => {
  it('§3 User settings: without stored settings every setting has its spec default', async () => {
    const { $userSettings } = await load()
    expect($userSettings.get()).toEqual(USER_SETTINGS_DEFAULTS)
  })

  it('§3 changes are saved under userSettings and come back after a reload', async () => {
    const first = await load()
    expect(first.updateUserSettings({ playbackRate: 1.5, orderDesc: true })).toBe(true)
    reloadPage()
    const { $userSettings } = await load()
    expect($userSettings.get()).toMatchObject({ playbackRate: 1.5, orderDesc: true, jumpForwardAmount: 10 })
    const { readJson } = await import('./storage')
    expect(readJson('userSettings')).toMatchObject({ playbackRate: 1.5 })
  })

  it('§3 stored unknown keys and values of the wrong type are ignored', async () => {
    const { writeString } = await import('./storage')
    writeString('userSettings', JSON.stringify({ playbackRate: 'fast', jumpBackwardAmount: 30, bogus: 1 }))
    reloadPage()
    const { $userSettings } = await load()
    expect($userSettings.get().playbackRate).toBe(1)
    expect($userSettings.get().jumpBackwardAmount).toBe(30)
    expect('bogus' in $userSettings.get()).toBe(false)
  })

  it('§8 Stored settings unreadable: the error is logged and the defaults are kept', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { writeString } = await import('./storage')
    writeString('userSettings', '{"playbackRate": 2,')
    reloadPage()
    const { $userSettings } = await load()
    expect($userSettings.get()).toEqual(USER_SETTINGS_DEFAULTS)
    expect(logged).toHaveBeenCalledTimes(1)
  })

  it('an update that changes nothing neither saves nor notifies', async () => {
    const { $userSettings, updateUserSettings } = await load()
    const heard = vi.fn()
    const stop = $userSettings.listen(heard)
    expect(updateUserSettings({ playbackRate: 1 })).toBe(false)
    expect(heard).not.toHaveBeenCalled()
    stop()
  })
})

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
    const { $userSettings, fitSortFilterToMediaType, updateUserSettings } = await load()
    updateUserSettings({ orderBy: 'media.duration', filterBy: 'authors.QQ%3D%3D' })
    fitSortFilterToMediaType('podcast')
    expect($userSettings.get()).toMatchObject({ orderBy: 'media.numTracks', filterBy: 'all' })
    fitSortFilterToMediaType('book')
    expect($userSettings.get()).toMatchObject({ orderBy: 'media.duration', filterBy: 'all' })
  })
})
