import { afterAll, describe, expect, it } from 'vitest'
import { sampleItemIdsByTitle } from '../../../../test-support/sample-ids'
import { demoServerUrl } from '../../test/demo-server'
import { discardProgress } from '../item/item'
import { mediaProgressOf } from '../item/progress'
import { configureServer, getClient, signIn, signOut } from '../session'
import {
  cfiFromLocation,
  createReaderProgressSaver,
  ebookProgressUpdate,
  epubLocationsKey,
  pageFromLocation,
  sectionFraction,
} from './progress'

const COMIC_FIVE = sampleItemIdsByTitle['Comic Five']

describe('e-reader progress payload (official readers: PATCH /api/me/progress {ebookLocation, ebookProgress})', () => {
  it('epub: the CFI is the location and the fraction read the progress', () => {
    expect(ebookProgressUpdate({ kind: 'cfi', cfi: 'epubcfi(/6/4!/4/2/1:0)', fraction: 0.42 })).toEqual({
      ebookLocation: 'epubcfi(/6/4!/4/2/1:0)',
      ebookProgress: 0.42,
    })
    expect(
      ebookProgressUpdate({ kind: 'cfi', cfi: 'epubcfi(/6/2!)', fraction: Number.NaN }).ebookProgress,
    ).toBe(0)
  })

  it('pdf and comics: the page number is the location and page/pages the progress', () => {
    expect(ebookProgressUpdate({ kind: 'page', page: 2, pages: 4 })).toEqual({
      ebookLocation: '2',
      ebookProgress: 0.5,
    })
    expect(ebookProgressUpdate({ kind: 'page', page: 9, pages: 3 })).toEqual({
      ebookLocation: '3',
      ebookProgress: 1,
    })
  })

  it('epub before its locations are known: sections read plus the pages turned in this one', () => {
    expect(sectionFraction(0, 3, 1, 2)).toBe(0)
    expect(sectionFraction(0, 4, 2, 2)).toBe(0.125)
    expect(sectionFraction(2, 4, 1, 1)).toBe(0.5)
    expect(sectionFraction(0, 0, 1, 1)).toBe(0)
  })

  it('epub locations are kept under the official key for the main e-book, per file for the others', () => {
    expect(epubLocationsKey('item-1')).toBe('ebookLocations-item-1')
    expect(epubLocationsKey('item-1', '42')).toBe('ebookLocations-item-1-42')
  })

  it('a saved location opens its page, else page 1; a CFI only from a CFI', () => {
    expect(pageFromLocation('3', 5)).toBe(3)
    expect(pageFromLocation('8', 5)).toBe(5)
    expect(pageFromLocation('epubcfi(/6/2!)', 5)).toBe(1)
    expect(pageFromLocation(null, 5)).toBe(1)
    expect(cfiFromLocation('epubcfi(/6/2!)')).toBe('epubcfi(/6/2!)')
    expect(cfiFromLocation('3')).toBeNull()
  })
})

describe('e-reader progress saving (demo server)', () => {
  afterAll(async () => {
    const saved = mediaProgressOf(COMIC_FIVE)
    if (saved) await discardProgress(saved.id)
    await signOut()
  })

  it('saves the last position after a pause in paging and puts the saved progress in $mediaProgress', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('user', 'user')
    const saver = createReaderProgressSaver(COMIC_FIVE, 50)
    saver.opened({ kind: 'page', page: 1, pages: 3 })
    saver.moved({ kind: 'page', page: 2, pages: 3 })
    saver.moved({ kind: 'page', page: 3, pages: 3 })
    await new Promise((done) => setTimeout(done, 80))
    await saver.flush()
    const server = await getClient().me.progress(COMIC_FIVE)
    expect(server).toMatchObject({ ebookLocation: '3', ebookProgress: 1 })
    await expect.poll(() => mediaProgressOf(COMIC_FIVE)?.ebookLocation).toBe('3')
  })
})
