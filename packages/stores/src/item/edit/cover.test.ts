import { afterEach, describe, expect, it } from 'vitest'
import { demoServerUrl } from '../../../test/demo-server'
import { editSampleBook, lastToast, leaveEditor, requestCount, slowDown } from '../../../test/item-edit'
import {
  $coverSearch,
  COVER_MAX_BYTES,
  chooseItemCoverFile,
  coverFileProblem,
  localCoverFiles,
  removeItemCover,
  searchCovers,
  setItemCoverFromUrl,
  uploadItemCover,
} from './cover'
import { $itemEdit } from './modal'

afterEach(leaveEditor)

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const file = (parts: BlobPart[], name: string, type = 'image/png') => new File(parts, name, { type })
const shown = () => $itemEdit.get()!.item!

describe('cover files (spec 02 §9 image types)', () => {
  it('refuses what is not a PNG, JPEG or WebP image by name or by content, and files over 10 MB', async () => {
    const png = new Uint8Array([...PNG_HEAD, 0, 0, 0, 0])
    expect(await coverFileProblem(file([png], 'front.png'))).toBeNull()
    expect(await coverFileProblem(file(['just some text'], 'front.jpg', 'image/jpeg'))).toBe(
      '“front.jpg” is not an image. Choose a PNG, JPEG or WebP file.',
    )
    expect(await coverFileProblem(file([png], 'front.gif'))).toBe(
      '“front.gif” is not an image. Choose a PNG, JPEG or WebP file.',
    )
    const huge = file([png, new Uint8Array(20_000_000)], 'huge.png')
    expect(COVER_MAX_BYTES).toBe(10_000_000)
    expect(await coverFileProblem(huge)).toBe('“huge.png” is 20 MB; a cover can be at most 10 MB.')
  })
})

describe('Cover tab against the demo server', () => {
  it('uploads an image, refusing a renamed text file without sending it', async () => {
    const id = await editSampleBook('Ein stiller Hafen')
    const posts = () => requestCount(`POST /api/items/${id}/cover`)
    const before = await posts()
    expect(await uploadItemCover(file(['not an image'], 'cover.png'))).toBe(
      '“cover.png” is not an image. Choose a PNG, JPEG or WebP file.',
    )
    expect(lastToast()?.type).toBe('error')
    expect(await posts()).toBe(before)

    const bytes = await (await fetch(`${demoServerUrl}/public/demo-catalogue/covers/upload-test.png`)).blob()
    const updatedAt = shown().updatedAt
    expect(await uploadItemCover(file([bytes], 'front.png'))).toBeNull()
    expect(shown().media.coverPath).toMatch(/cover\.png$/)
    expect(shown().updatedAt).toBeGreaterThan(updatedAt)
  })

  it("refuses addresses that are not http(s) with 'Invalid URL' and says when the address does not answer", async () => {
    const id = await editSampleBook('Ein stiller Hafen')
    const posts = () => requestCount(`POST /api/items/${id}/cover`)
    const before = await posts()
    for (const url of ['ftp://example.org/cover.jpg', 'cover.jpg', '  ']) {
      expect(await setItemCoverFromUrl(url)).toBe('Invalid URL')
      expect(lastToast()).toMatchObject({ type: 'error', message: 'Invalid URL' })
    }
    expect(await posts()).toBe(before)
    const coverPath = shown().media.coverPath
    expect(await setItemCoverFromUrl('http://127.0.0.1:1/cover.jpg')).toBe(
      'Failed to download image from url',
    )
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Failed to download image from url' })
    expect(shown().media.coverPath).toBe(coverPath)
  })

  it('searches the providers (one, best, all), sets a result, removes the cover and takes an image of the item', async () => {
    await editSampleBook('Ein stiller Hafen')
    const search = async (provider: string, title = 'Ein stiller Hafen') => {
      await searchCovers({ provider, title, author: 'Author E' })
      return $coverSearch.get()
    }
    expect((await search('google')).results).toHaveLength(1)
    expect((await search('best')).results).toHaveLength(3)
    const all = await search('all')
    expect(all.results.length).toBeGreaterThan(3)
    expect(await search('google', 'Nothing Of The Sort')).toEqual({
      status: 'done',
      results: [],
      message: 'No Covers Found',
    })
    expect(await search('google', ' ')).toMatchObject({ status: 'failed', message: 'Title is required' })

    const updatedAt = shown().updatedAt
    expect(await setItemCoverFromUrl(all.results[0]!)).toBeNull()
    expect(shown().updatedAt).toBeGreaterThan(updatedAt)

    expect(await removeItemCover()).toBe(true)
    expect(shown().media.coverPath).toBeNull()
    const [own] = localCoverFiles(shown())
    expect(own?.metadata.filename).toBe('cover.jpg')
    expect(await chooseItemCoverFile(own!)).toBe(true)
    expect(shown().media.coverPath).toMatch(/cover\.jpg$/)
  })

  it('says so when the providers take too long', async () => {
    await editSampleBook('Ein stiller Hafen')
    await slowDown('^/api/search/covers$', 2000)
    await searchCovers({ provider: 'best', title: 'Ein stiller Hafen' }, 300)
    const message =
      'Cover search failed: the providers took too long to answer. Try again or choose another provider.'
    expect($coverSearch.get()).toEqual({ status: 'failed', results: [], message })
    expect(lastToast()).toMatchObject({ type: 'error', message })
  })
})
