import type { Collection, Playlist } from '@shelfkit/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as stores from '../src/index'
import { BOOK_LIBRARY_ID, demoServerUrl, PODCAST_LIBRARY_ID } from './demo-server'
import { until } from './until'

const {
  $collections,
  $currentLibrary,
  $currentLibraryId,
  $filterData,
  $libraries,
  $libraryLoading,
  $numUserPlaylists,
  $user,
  $userPlaylists,
  $userSettings,
  fetchLibrary,
  getClient,
  loadLibraries,
  signIn,
  signOut,
} = stores

async function signInAs(username: 'root' | 'user') {
  stores.configureServer(demoServerUrl, 'header')
  await signIn(username, username)
}

/** A library of the demo server made for one test (folders must lie in the server's data folder). */
async function createLibrary(name: string, mediaType: 'book' | 'podcast' = 'book') {
  const { libraries } = await getClient().libraries.list()
  const books = libraries.find((library) => library.id === BOOK_LIBRARY_ID)
  const dataDir = books!.folders[0]!.fullPath.replace(/\/media\/books$/, '')
  const folder = `${dataDir}/media/stores-test-${Date.now()}-${Math.round(Math.random() * 1e6)}`
  const { id } = await getClient().http.post<{ id: string }>('/api/libraries', {
    name,
    mediaType,
    folders: [{ fullPath: folder }],
  })
  return id
}

async function failNext(method: string, path: string, status = 500) {
  await getClient().http.post('/api/demo/faults', { fail: { method, path, status, count: 1 } })
}

beforeEach(async () => {
  await signInAs('root')
})

afterEach(async () => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  stores.stopServerEventReactions()
  stores.disconnectSocket()
  if (stores.isAdminOrUp($user.get())) await getClient().http.delete('/api/demo/faults', { response: 'text' })
  if (stores.$sessionStatus.get() === 'signed-in') await signOut()
})

describe('libraries store against the demo server (spec 01 §4, §5, §8)', () => {
  it('§4 Other state rules: the library list reloads only when the last load is older than 300000 ms', async () => {
    expect(stores.LIBRARY_LIST_CACHE_MS).toBe(300000)
    vi.useFakeTimers({ toFake: ['Date'] })
    expect(await loadLibraries()).toBe(true)
    expect($libraries.get().map((library) => library.id)).toEqual(
      expect.arrayContaining([BOOK_LIBRARY_ID, PODCAST_LIBRARY_ID]),
    )
    const added = await createLibrary('Cache check')
    vi.advanceTimersByTime(299_000)
    expect(await loadLibraries()).toBe(false)
    expect($libraries.get().some((library) => library.id === added)).toBe(false)
    vi.advanceTimersByTime(1_001)
    expect(await loadLibraries()).toBe(true)
    expect($libraries.get().some((library) => library.id === added)).toBe(true)
    await getClient().http.delete(`/api/libraries/${added}`)
  })

  it('§8 a library list that fails to load leaves an empty list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await loadLibraries({ force: true })
    expect($libraries.get().length).toBeGreaterThan(0)
    await failNext('GET', '^/api/libraries$')
    await loadLibraries({ force: true })
    expect($libraries.get()).toEqual([])
    expect(logged).toHaveBeenCalled()
  })

  it('a signed-out visitor loads nothing', async () => {
    await signOut()
    expect(await loadLibraries({ force: true })).toBe(false)
    expect(await fetchLibrary(BOOK_LIBRARY_ID)).toBe(false)
  })

  it('fetching a library makes it current with its filter data and playlist count', async () => {
    await loadLibraries({ force: true })
    const loading: boolean[] = []
    const stop = $libraryLoading.listen((value) => loading.push(value))
    const data = await fetchLibrary(BOOK_LIBRARY_ID)
    stop()
    if (!data) throw new Error('the library did not load')
    expect(data.library.id).toBe(BOOK_LIBRARY_ID)
    expect(loading).toEqual([true, false])
    expect($currentLibraryId.get()).toBe(BOOK_LIBRARY_ID)
    expect($currentLibrary.get()?.name).toBe('Books')
    expect($filterData.get()).not.toBeNull()
    expect($numUserPlaylists.get()).toBe(data.numUserPlaylists)
  })

  it('§5 a library the user may not access is not fetched: false with a warning', async () => {
    await signOut()
    await signInAs('user')
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await fetchLibrary(PODCAST_LIBRARY_ID)).toBe(false)
    expect(warned).toHaveBeenCalledTimes(1)
    expect($currentLibraryId.get()).toBeNull()
    expect(await fetchLibrary(BOOK_LIBRARY_ID)).not.toBe(false)
  })

  it('§5 the dropdown lists only accessible libraries, by displayOrder', async () => {
    await loadLibraries({ force: true })
    expect(
      stores.$accessibleLibraries
        .get()
        .map((library) => library.id)
        .slice(0, 2),
    ).toEqual([BOOK_LIBRARY_ID, PODCAST_LIBRARY_ID])
    await signOut()
    await signInAs('user')
    await loadLibraries({ force: true })
    expect(stores.$accessibleLibraries.get().map((library) => library.id)).toEqual([BOOK_LIBRARY_ID])
  })

  it('§8 a library fetch that fails is logged and returns false', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await failNext('GET', `^/api/libraries/${BOOK_LIBRARY_ID}$`)
    expect(await fetchLibrary(BOOK_LIBRARY_ID)).toBe(false)
    expect(logged).toHaveBeenCalled()
    expect($libraryLoading.get()).toBe(false)
  })

  it('§4 switching libraries clears collections and playlists; reloading the same library keeps them', async () => {
    await fetchLibrary(BOOK_LIBRARY_ID)
    const collection = { id: 'c1', libraryId: BOOK_LIBRARY_ID } as unknown as Collection
    const playlist = { id: 'p1', libraryId: BOOK_LIBRARY_ID } as unknown as Playlist
    stores.setCollections([collection])
    stores.setUserPlaylists([playlist])
    await fetchLibrary(BOOK_LIBRARY_ID)
    expect($collections.get()).toHaveLength(1)
    expect($userPlaylists.get()).toHaveLength(1)
    await fetchLibrary(PODCAST_LIBRARY_ID)
    expect($collections.get()).toEqual([])
    expect($userPlaylists.get()).toEqual([])
  })

  it('§4 sort and filter adjust to the media type of the library switched to', async () => {
    stores.updateUserSettings({ orderBy: 'media.duration', filterBy: 'narrators.Tg%3D%3D' })
    await fetchLibrary(PODCAST_LIBRARY_ID)
    expect($userSettings.get()).toMatchObject({ orderBy: 'media.numTracks', filterBy: 'all' })
    await fetchLibrary(BOOK_LIBRARY_ID)
    expect($userSettings.get().orderBy).toBe('media.duration')
    stores.updateUserSettings({ orderBy: 'media.metadata.title' })
  })

  it('signing out forgets the libraries of that user', async () => {
    await loadLibraries({ force: true })
    await fetchLibrary(BOOK_LIBRARY_ID)
    await signOut()
    expect($libraries.get()).toEqual([])
    expect($currentLibraryId.get()).toBeNull()
    await signInAs('user')
    expect(await loadLibraries()).toBe(true)
  })
})

describe('library events from the server socket (spec 01 §4 "Reactions to server events")', () => {
  async function live() {
    stores.startLiveUpdates()
    await until(() => stores.$socketState.get().authenticated, 'socket authenticated')
  }

  it('§4 library added, updated and removed events keep the list current', async () => {
    await loadLibraries({ force: true })
    await live()
    const id = await createLibrary('Live list')
    await until(() => $libraries.get().some((library) => library.id === id), 'library_added')
    await getClient().http.patch(`/api/libraries/${id}`, { name: 'Live list renamed' })
    await until(
      () => $libraries.get().some((library) => library.name === 'Live list renamed'),
      'library_updated',
    )
    await getClient().http.delete(`/api/libraries/${id}`)
    await until(() => !$libraries.get().some((library) => library.id === id), 'library_removed')
  })

  it('§4 the current library removed: the next accessible library by displayOrder becomes current', async () => {
    await loadLibraries({ force: true })
    const id = await createLibrary('Soon gone', 'podcast')
    await loadLibraries({ force: true })
    await fetchLibrary(id)
    const replaced: stores.LibraryReplacement[] = []
    const stop = stores.onCurrentLibraryReplaced((replacement) => replaced.push(replacement))
    await live()
    await getClient().http.delete(`/api/libraries/${id}`)
    await until(() => replaced.length > 0, 'current library replaced')
    stop()
    expect(replaced).toEqual([{ removedId: id, nextId: BOOK_LIBRARY_ID }])
    expect($currentLibraryId.get()).toBe(BOOK_LIBRARY_ID)
    expect($currentLibrary.get()?.name).toBe('Books')
  })

  it('§4 user updates apply only to the signed-in user', async () => {
    await live()
    const { users } = await getClient().server.users()
    const other = users.find((user) => user.username === 'user')!
    const marker = `${Date.now()}@example.com`
    const seen: (string | undefined)[] = []
    const stop = $user.listen((user) => seen.push(user?.username))
    // The server sends user_updated to the admin who edits, about the edited user.
    await getClient().server.updateUser(other.id, { email: `other-${marker}` })
    await getClient().server.updateUser($user.get()!.id, { email: `root-${marker}` })
    await until(() => $user.get()?.email === `root-${marker}`, 'own user_updated')
    stop()
    // The event about the other user arrived first and changed nothing.
    expect(seen).toEqual(['root'])
    expect(($user.get() as unknown as Record<string, unknown>).token).toBeUndefined()
  })
})
