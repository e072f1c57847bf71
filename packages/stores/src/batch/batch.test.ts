import type { MediaProgress, User } from '@shelfkit/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BOOK_LIBRARY_ID, demoServerUrl } from '../../test/demo-server'
import { mediaProgressOf } from '../item/progress'
import { fetchLibrary } from '../libraries'
import { $sessionStatus, configureServer, getClient, signIn, signOut } from '../session'
import { $toasts } from '../toasts'
import {
  allFinished,
  BATCH_DOWNLOAD_LIMIT,
  batchDownloadUrl,
  batchSetFinished,
  canBatchDownload,
  canQuickEmbed,
  fetchSelectedItems,
} from './batch'
import { $selectedItems, clearSelection, type SelectableItem, setItemsSelected } from './selection'

const BOOK_ONE = 'a0d2a731-50d7-4c27-8082-47d935156cef'
const BOOK_TWO = '395a8cdd-8b1c-4f09-a0d4-ca788c875b44'
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
