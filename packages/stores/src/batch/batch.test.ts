import type { MediaProgress, User } from '@shelfkit/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sampleItemIdsByTitle } from '../../../../test-support/sample-ids'
import { BOOK_LIBRARY_ID, demoServerUrl } from '../../test/demo-server'
import { mediaProgressOf } from '../item/progress'
import { fetchLibrary } from '../libraries'
import { $sessionStatus, configureServer, getClient, signIn, signOut } from '../session'
import { deleteFromFileSystemByDefault, rememberDeleteFromFileSystem, SOFT_DELETE_KEY } from '../shell/ui'
import { readString, writeString } from '../storage'
import { $toasts } from '../toasts'
import {
  allFinished,
  BATCH_DOWNLOAD_LIMIT,
  batchBarActions,
  batchDelete,
  batchDownloadUrl,
  batchEmbedMetadata,
  batchRescan,
  batchSetFinished,
  canBatchDownload,
  canQuickEmbed,
  fetchSelectedItems,
} from './batch'
import { $selectedItems, clearSelection, type SelectableItem, setItemsSelected } from './selection'

const BOOK_ONE = sampleItemIdsByTitle['Book One']
const BOOK_TWO = sampleItemIdsByTitle['Book Two']
const item = (id: string, hasTracks = true): SelectableItem => ({ id, mediaType: 'book', hasTracks })

afterEach(async () => {
  vi.restoreAllMocks()
  clearSelection({ force: true })
  if ($sessionStatus.get() === 'signed-in') await signOut()
})

describe('batch bar limits (spec 01 §5, §9)', () => {
  it('offers download for 40 items or fewer', () => {
    expect(BATCH_DOWNLOAD_LIMIT).toBe(40)
    expect(canBatchDownload(40)).toBe(true)
    expect(canBatchDownload(41)).toBe(false)
  })

  it('offers quick embed only in book libraries when every selected item has tracks', () => {
    expect(canQuickEmbed([item('a'), item('b')], 'book')).toBe(true)
    expect(canQuickEmbed([item('a'), item('b', false)], 'book')).toBe(false)
    expect(canQuickEmbed([item('a')], 'podcast')).toBe(false)
  })

  it('mark finished in book libraries only; add to collection there with update; the menu for admins', () => {
    const admin = { type: 'admin', permissions: { update: true, delete: true } } as unknown as User
    const listener = { type: 'user', permissions: { update: false, delete: false } } as unknown as User
    const editor = { type: 'user', permissions: { update: true, delete: false } } as unknown as User
    const two = [item('a'), item('b')]
    expect(batchBarActions(two, 'book', admin)).toEqual({
      play: true,
      markFinished: true,
      addToCollection: true,
      edit: true,
      delete: true,
      quickMatch: true,
      quickEmbed: true,
      rescan: true,
      download: true,
    })
    expect(batchBarActions(two, 'podcast', admin)).toMatchObject({
      play: false,
      markFinished: false,
      addToCollection: false,
      quickEmbed: false,
      quickMatch: true,
    })
    expect(batchBarActions(two, 'book', editor)).toMatchObject({
      markFinished: true,
      addToCollection: true,
      edit: true,
      delete: false,
      quickMatch: false,
      rescan: false,
      download: false,
    })
    expect(batchBarActions(two, 'book', listener)).toMatchObject({ addToCollection: false, edit: false })
    const many = Array.from({ length: 41 }, (_, index) => item(`i${index}`))
    expect(batchBarActions(many, 'book', admin).download).toBe(false)
  })

  it('the mark button offers "not finished" only when every selected item is finished', () => {
    const progress: Record<string, Partial<MediaProgress>> = {
      a: { libraryItemId: 'a', episodeId: null, isFinished: true },
      b: { libraryItemId: 'b', episodeId: null, isFinished: false },
    }
    const progressOf = (id: string) => progress[id] as MediaProgress | undefined
    expect(allFinished([item('a')], progressOf)).toBe(true)
    expect(allFinished([item('a'), item('b')], progressOf)).toBe(false)
    expect(allFinished([], progressOf)).toBe(false)
  })
})

describe('batch actions against the demo server', () => {
  it('mark finished reaches the server, says so and clears the selection', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('guest', 'guest')
    setItemsSelected([item(BOOK_ONE), item(BOOK_TWO)], true)
    expect(await batchSetFinished(true)).toBe(true)
    expect($selectedItems.get()).toEqual([])
    expect($toasts.get().at(-1)?.message).toBe('batch update success')
    const me = await getClient().http.get<User>('/api/me')
    const finished = me.mediaProgress.filter((progress) => progress.isFinished).map((p) => p.libraryItemId)
    expect(finished).toEqual(expect.arrayContaining([BOOK_ONE, BOOK_TWO]))
    // No socket is open here: the progress the cards read is the server's all the same.
    expect(mediaProgressOf(BOOK_ONE)?.isFinished).toBe(true)
    expect(mediaProgressOf(BOOK_TWO)?.isFinished).toBe(true)
    setItemsSelected([item(BOOK_ONE), item(BOOK_TWO)], true)
    expect(await batchSetFinished(false)).toBe(true)
  })

  it('a failed mark keeps the selection and says "batch update failed"', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    await getClient().http.post('/api/demo/faults', {
      fail: { method: 'PATCH', path: '/api/me/progress/batch/update', status: 500, count: 1 },
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    setItemsSelected([item(BOOK_ONE)], true)
    expect(await batchSetFinished(true)).toBe(false)
    expect($selectedItems.get().map((selected) => selected.id)).toEqual([BOOK_ONE])
    expect($toasts.get().at(-1)?.message).toBe('batch update failed')
  })

  it('fetches the selected items in full for playing, and builds the zip download link', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('guest', 'guest')
    await fetchLibrary(BOOK_LIBRARY_ID)
    setItemsSelected([item(BOOK_ONE), item(BOOK_TWO)], true)
    const url = batchDownloadUrl()
    expect(url).toContain(`/api/libraries/${BOOK_LIBRARY_ID}/download?token=`)
    expect(url).toContain(`&ids=${BOOK_ONE},${BOOK_TWO}`)
    const items = await fetchSelectedItems()
    expect(items.map((full) => full.id)).toEqual([BOOK_ONE, BOOK_TWO])
    expect(items[0]?.media).toHaveProperty('audioFiles')
    expect($selectedItems.get()).toEqual([])
  })
})

describe('batch embed, re-scan and delete against the demo server (spec 01 §5, §8)', () => {
  const fail = (path: string, body: string) =>
    getClient().http.post('/api/demo/faults', { fail: { method: 'POST', path, status: 500, count: 1, body } })
  const lastToast = () => $toasts.get().at(-1)

  afterEach(async () => {
    if ($sessionStatus.get() === 'signed-in') await getClient().http.delete('/api/demo/faults')
  })

  it("a re-scan reaches the server and clears the selection; a failure says the server's text, else the fallback", async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const scan = vi.spyOn(getClient().items, 'batchScan')
    setItemsSelected([item(BOOK_ONE)], true)
    expect(await batchRescan()).toBe(true)
    expect(scan).toHaveBeenCalledWith([BOOK_ONE])
    expect($selectedItems.get()).toEqual([])

    await fail('^/api/items/batch/scan$', 'Scanner busy')
    setItemsSelected([item(BOOK_ONE)], true)
    expect(await batchRescan()).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Scanner busy' })
    expect($selectedItems.get()).toHaveLength(1)
    await fail('^/api/items/batch/scan$', '')
    expect(await batchRescan()).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Failed to batch re-scan' })
  })

  it('a failed quick embed says the server\'s text, else "Failed to embed metadata", and keeps the selection', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    setItemsSelected([item(BOOK_ONE), item(BOOK_TWO)], true)
    await fail('^/api/tools/batch/embed-metadata$', 'Encoder missing')
    expect(await batchEmbedMetadata()).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Encoder missing' })
    await fail('^/api/tools/batch/embed-metadata$', '')
    expect(await batchEmbedMetadata()).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Failed to embed metadata' })
    expect($selectedItems.get()).toHaveLength(2)
  })

  it('a failed get for playing says the server\'s text, else "Failed to get items", and gives nothing to play', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    setItemsSelected([item(BOOK_ONE)], true)
    await fail('^/api/items/batch/get$', 'Too many')
    expect(await fetchSelectedItems()).toEqual([])
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Too many' })
    await fail('^/api/items/batch/get$', '')
    expect(await fetchSelectedItems()).toEqual([])
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Failed to get items' })
    expect($selectedItems.get()).toHaveLength(1)
  })

  it('a failed delete says "batch delete failed" and keeps the selection and the items', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await fail('^/api/items/batch/delete$', 'nope')
    setItemsSelected([item(BOOK_TWO)], true)
    expect(await batchDelete(true)).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'error', message: 'batch delete failed' })
    expect($selectedItems.get()).toHaveLength(1)
    expect((await getClient().items.get(BOOK_TWO)).id).toBe(BOOK_TWO)
  })

  it("the delete prompt's file-system checkbox is on unless the saved soft-delete preference is 1, and the choice is saved", () => {
    const saved = readString(SOFT_DELETE_KEY)
    try {
      writeString(SOFT_DELETE_KEY, null)
      expect(deleteFromFileSystemByDefault()).toBe(true)
      rememberDeleteFromFileSystem(false)
      expect(readString(SOFT_DELETE_KEY)).toBe('1')
      expect(deleteFromFileSystemByDefault()).toBe(false)
      rememberDeleteFromFileSystem(true)
      expect(readString(SOFT_DELETE_KEY)).toBe('0')
      expect(deleteFromFileSystemByDefault()).toBe(true)
    } finally {
      writeString(SOFT_DELETE_KEY, saved)
    }
  })
})
