import { type Collection, collectionsApi, type Playlist, playlistsApi } from '@shelfkit/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import * as stores from '../src/index'
import { BOOK_LIBRARY_ID, demoServerUrl } from './demo-server'

const { $toasts, getClient, LIST_EDIT_MESSAGES, saveCollection, savePlaylist, signIn, signOut } = stores
const BOOK_ONE = sampleItemIdsByTitle['Book One']
const lastToast = () => $toasts.get().at(-1)

let collection: Collection
let playlist: Playlist

beforeEach(async () => {
  stores.configureServer(demoServerUrl, 'header')
  await signIn('root', 'root')
  const name = `Edit me ${Date.now()}`
  collection = await getClient()
    .area(collectionsApi)
    .create({ libraryId: BOOK_LIBRARY_ID, name, books: [BOOK_ONE] })
  playlist = await getClient()
    .area(playlistsApi)
    .create({
      libraryId: BOOK_LIBRARY_ID,
      name,
      items: [{ libraryItemId: BOOK_ONE }],
    })
})

afterEach(async () => {
  vi.restoreAllMocks()
  await getClient().http.delete('/api/demo/faults', { response: 'text' })
  await getClient().area(collectionsApi).remove(collection.id)
  await getClient().area(playlistsApi).remove(playlist.id)
  await signOut()
})

describe('edit-collection and edit-playlist saves (spec 02 §5 "Collections and playlists")', () => {
  it('an empty name shows the name-required toast and sends nothing', async () => {
    const update = vi.spyOn(getClient().area(collectionsApi), 'update')
    expect(await saveCollection(collection, { name: '  ', description: 'x' })).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Name is required' })
    expect(update).not.toHaveBeenCalled()
  })

  it('with nothing changed, nothing is sent and the modal may close', async () => {
    const update = vi.spyOn(getClient().area(playlistsApi), 'update')
    const toasts = $toasts.get().length
    expect(
      await savePlaylist(playlist, { name: playlist.name, description: playlist.description ?? '' }),
    ).toBe(true)
    expect(update).not.toHaveBeenCalled()
    expect($toasts.get()).toHaveLength(toasts)
  })

  it('sends only the changed fields, and the server keeps them', async () => {
    const update = vi.spyOn(getClient().area(collectionsApi), 'update')
    const form = { name: ' Renamed collection ', description: collection.description ?? '' }
    expect(await saveCollection(collection, form)).toBe(true)
    expect(update).toHaveBeenCalledWith(collection.id, { name: 'Renamed collection' })
    expect(lastToast()).toMatchObject({ type: 'success', message: LIST_EDIT_MESSAGES.collectionUpdated })
    expect((await getClient().area(collectionsApi).get(collection.id)).name).toBe('Renamed collection')

    expect(await savePlaylist(playlist, { name: playlist.name, description: 'For the road' })).toBe(true)
    expect(lastToast()).toMatchObject({ type: 'success', message: 'Playlist updated' })
    expect((await getClient().area(playlistsApi).get(playlist.id)).description).toBe('For the road')
  })

  it('a failed save keeps the modal open and says why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await getClient().http.post('/api/demo/faults', {
      fail: { method: 'PATCH', path: `^/api/playlists/${playlist.id}$`, status: 500, count: 1 },
    })
    expect(await savePlaylist(playlist, { name: 'Never saved', description: '' })).toBe(false)
    expect(lastToast()?.type).toBe('error')
    expect((await getClient().area(playlistsApi).get(playlist.id)).name).toBe(playlist.name)
  })
})
