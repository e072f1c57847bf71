import type { Collection, Library, MediaProgress, Playlist, Task, User } from '@shelfkit/client'
import { listenKeys } from 'nanostores'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { $usersOnline } from './config/users-online'
import { $mediaProgress, mediaProgressOf, progressKey } from './item/progress'
import {
  $collections,
  $currentLibraryId,
  $filterData,
  $libraries,
  $numUserPlaylists,
  $userPlaylists,
  setCurrentLibraryId,
} from './libraries'
import {
  handleLibraryRemoved,
  onCurrentLibraryReplaced,
  pathAfterLibraryReplaced,
  quickMatchMessage,
  startServerEventReactions,
  stopServerEventReactions,
} from './reactions'
import { $user, setCurrentUser } from './session'
import { dispatchServerEvent } from './socket'
import { $taskProgress, $tasks, setTasks } from './tasks'
import { $toasts, dismissToast } from './toasts'

const ME = 'user-me'
const LIB_A = 'lib-a'
const LIB_B = 'lib-b'

function user(id: string, overrides: Partial<User> = {}): User {
  return {
    id,
    username: id,
    type: 'user',
    permissions: { accessAllLibraries: false },
    librariesAccessible: [LIB_A, LIB_B],
    mediaProgress: [],
    bookmarks: [],
    ...overrides,
  } as unknown as User
}

const library = (id: string, displayOrder: number) =>
  ({ id, name: id, displayOrder, mediaType: 'book' }) as Library
const collection = (id: string, libraryId: string) => ({ id, libraryId, name: id }) as unknown as Collection
const playlist = (id: string, libraryId: string, userId: string) =>
  ({ id, libraryId, userId, name: id }) as unknown as Playlist

beforeAll(() => {
  startServerEventReactions()
})
afterAll(() => stopServerEventReactions())

beforeEach(() => {
  setCurrentUser(user(ME))
  $libraries.set([library(LIB_A, 1), library(LIB_B, 2)])
  setCurrentLibraryId(LIB_A)
  $collections.set([])
  $userPlaylists.set([])
  $numUserPlaylists.set(0)
  for (const toast of $toasts.get()) dismissToast(toast.id)
})
afterEach(() => vi.restoreAllMocks())

describe('reactions to server events (spec 01 §4 "Reactions to server events")', () => {
  it('§4 user updates apply only if the id equals the current user; tokens never enter state', () => {
    dispatchServerEvent('user_updated', user('someone-else', { username: 'intruder' }))
    expect($user.get()?.username).toBe(ME)
    dispatchServerEvent('user_updated', { ...user(ME, { username: 'renamed' }), token: 'legacy-jwt' })
    expect($user.get()?.username).toBe('renamed')
    expect('token' in ($user.get() as object)).toBe(false)
  })

  it('§4 collection events apply only for the current library', () => {
    dispatchServerEvent('collection_added', collection('other-lib', LIB_B))
    dispatchServerEvent('collection_added', collection('here', LIB_A))
    expect($collections.get().map((c) => c.id)).toEqual(['here'])
    dispatchServerEvent('collection_updated', { ...collection('here', LIB_A), name: 'renamed' })
    expect($collections.get()[0]?.name).toBe('renamed')
    dispatchServerEvent('collection_removed', collection('here', LIB_B))
    expect($collections.get()).toHaveLength(1)
    dispatchServerEvent('collection_removed', collection('here', LIB_A))
    expect($collections.get()).toEqual([])
  })

  it('§4 playlist events apply only for the owning user in the current library', () => {
    dispatchServerEvent('playlist_added', playlist('not-mine', LIB_A, 'someone-else'))
    dispatchServerEvent('playlist_added', playlist('other-lib', LIB_B, ME))
    dispatchServerEvent('playlist_added', playlist('mine', LIB_A, ME))
    expect($userPlaylists.get().map((p) => p.id)).toEqual(['mine'])
    expect($numUserPlaylists.get()).toBe(1)
    dispatchServerEvent('playlist_removed', playlist('mine', LIB_A, 'someone-else'))
    expect($numUserPlaylists.get()).toBe(1)
    dispatchServerEvent('playlist_removed', playlist('mine', LIB_A, ME))
    expect($userPlaylists.get()).toEqual([])
    expect($numUserPlaylists.get()).toBe(0)
  })

  it('§4 a removed library that is not the current one is only dropped from the list', async () => {
    await handleLibraryRemoved({ id: LIB_B })
    expect($libraries.get().map((l) => l.id)).toEqual([LIB_A])
    expect($currentLibraryId.get()).toBe(LIB_A)
  })

  it('§4 the current library removed with none accessible left: the current library is cleared', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    setCurrentUser(user(ME, { librariesAccessible: [LIB_A] }))
    $libraries.set([library(LIB_A, 1), library(LIB_B, 2)])
    setCurrentLibraryId(LIB_A)
    const replaced: unknown[] = []
    const stop = onCurrentLibraryReplaced((replacement) => replaced.push(replacement))
    await handleLibraryRemoved({ id: LIB_A })
    stop()
    expect($currentLibraryId.get()).toBeNull()
    expect(replaced).toEqual([{ removedId: LIB_A, nextId: null }])
  })

  it('§4 the route after a library switch keeps the path, swaps the id, and stays on config pages', () => {
    expect(pathAfterLibraryReplaced(`/library/${LIB_A}/bookshelf/series`, LIB_A, LIB_B)).toBe(
      `/library/${LIB_B}/bookshelf/series`,
    )
    expect(pathAfterLibraryReplaced('/item/123', LIB_A, LIB_B)).toBe(`/library/${LIB_B}`)
    expect(pathAfterLibraryReplaced('/', LIB_A, LIB_B)).toBe(`/library/${LIB_B}`)
    expect(pathAfterLibraryReplaced('/config/users', LIB_A, LIB_B)).toBeNull()
  })

  it('§4 task events fill the tasks list; task progress is a rounded percentage', () => {
    setTasks([])
    const task = { id: 't1', action: 'library-scan', data: { libraryId: LIB_A }, isFinished: false } as Task
    dispatchServerEvent('task_started', task)
    dispatchServerEvent('task_finished', { ...task, isFinished: true })
    expect($tasks.get()).toEqual([{ ...task, isFinished: true }])
    dispatchServerEvent('task_progress', { libraryItemId: 'item', progress: 66.66 })
    expect($taskProgress.get().item).toBe('67%')
  })

  it('§8 Stream failed: toast "Stream Failed: {message}"', () => {
    dispatchServerEvent('stream_error', { id: 's1', error: 'ffmpeg exited' })
    expect($toasts.get().map((t) => [t.type, t.message])).toEqual([['error', 'Stream Failed: ffmpeg exited']])
  })

  it('§4 admin messages show as info toasts', () => {
    dispatchServerEvent('admin_message', 'Server restarts at noon')
    expect($toasts.get().map((t) => [t.type, t.message])).toEqual([['info', 'Server restarts at noon']])
  })

  it('§8 batch quick match complete: updated count, unmatched when nonzero, success or info', () => {
    expect(quickMatchMessage({ updates: 3, unmatched: 0 })).toBe('Batch quick match complete!\n3 Updated')
    dispatchServerEvent('batch_quickmatch_complete', { success: true, updates: 2, unmatched: 1 })
    dispatchServerEvent('batch_quickmatch_complete', { success: false, updates: 0, unmatched: 0 })
    expect($toasts.get().map((t) => [t.type, t.message])).toEqual([
      ['success', 'Batch quick match complete!\n2 Updated\n1 with no matches'],
      ['info', 'Batch quick match complete!\n0 Updated'],
    ])
  })

  it('progress saved by any session of the user updates their media progress', () => {
    const progress = { id: 'p1', libraryItemId: 'item', episodeId: null, currentTime: 42, isFinished: false }
    dispatchServerEvent('user_item_progress_updated', {
      id: 'p1',
      sessionId: 's',
      deviceDescription: 'd',
      data: progress,
    })
    dispatchServerEvent('user_item_progress_updated', {
      id: 'p1',
      sessionId: 's',
      deviceDescription: 'd',
      data: { ...progress, currentTime: 50 },
    })
    expect(mediaProgressOf('item')).toEqual({ ...progress, currentTime: 50 })
    dispatchServerEvent('user_item_progress_updated', {
      id: 'p1',
      sessionId: 's',
      deviceDescription: 'd',
      data: null,
    })
    expect(mediaProgressOf('item')).toBeUndefined()
  })

  it('a progress event of one item notifies neither the listeners of other items nor the user', () => {
    const progress = (libraryItemId: string, currentTime: number) =>
      ({
        id: `p-${libraryItemId}`,
        libraryItemId,
        episodeId: null,
        currentTime,
        lastUpdate: currentTime,
      }) as MediaProgress
    setCurrentUser(user(ME, { mediaProgress: [progress('x', 1), progress('y', 1)] }))
    const userListener = vi.fn()
    const xListener = vi.fn()
    const yListener = vi.fn()
    const stops = [
      $user.listen(userListener),
      listenKeys($mediaProgress, [progressKey('x')], xListener),
      listenKeys($mediaProgress, [progressKey('y')], yListener),
    ]
    dispatchServerEvent('user_item_progress_updated', {
      id: 'p-x',
      sessionId: 's',
      deviceDescription: 'd',
      data: progress('x', 30),
    })
    expect(mediaProgressOf('x')?.currentTime).toBe(30)
    expect(xListener).toHaveBeenCalledTimes(1)
    expect(yListener).not.toHaveBeenCalled()
    expect(userListener).not.toHaveBeenCalled()
    for (const stop of stops) stop()
  })

  it('new items of the current library add their values to the filter data; other libraries do not', () => {
    $filterData.set({
      authors: [],
      genres: ['Drama'],
      tags: [],
      series: [{ id: 's1', name: 'Series X' }],
      narrators: [],
      languages: [],
      publishers: [],
      publishedDecades: ['2000'],
    } as unknown as NonNullable<ReturnType<typeof $filterData.get>>)
    const item = (libraryId: string, genre: string) => ({
      libraryId,
      media: {
        tags: ['new-tag'],
        metadata: {
          authors: [{ id: 'a1', name: 'Author A' }],
          series: [{ id: 's2', name: 'Another', sequence: '1' }],
          genres: [genre],
          narrators: ['N'],
          publisher: 'Pub',
          publishedYear: '1987',
          language: 'English',
        },
      },
    })
    dispatchServerEvent('items_added', [item(LIB_B, 'Elsewhere')])
    expect($filterData.get()?.genres).toEqual(['Drama'])
    dispatchServerEvent('item_added', item(LIB_A, 'Comedy'))
    expect($filterData.get()).toMatchObject({
      authors: [{ id: 'a1', name: 'Author A' }],
      genres: ['Comedy', 'Drama'],
      tags: ['new-tag'],
      series: [
        { id: 's2', name: 'Another' },
        { id: 's1', name: 'Series X' },
      ],
      narrators: ['N'],
      publishers: ['Pub'],
      publishedDecades: ['1980', '2000'],
      languages: ['English'],
    })
    dispatchServerEvent('series_removed', { id: 's1', libraryId: LIB_B })
    expect($filterData.get()?.series).toHaveLength(2)
    dispatchServerEvent('series_removed', { id: 's1', libraryId: LIB_A })
    expect($filterData.get()?.series).toEqual([{ id: 's2', name: 'Another' }])
  })

  it('admins see who is online (init, user_online, user_offline)', () => {
    const online = (id: string) => ({
      id,
      username: id,
      type: 'user',
      session: null,
      lastSeen: null,
      createdAt: 0,
    })
    dispatchServerEvent('init', { userId: ME, username: ME, usersOnline: [online('a')] })
    dispatchServerEvent('user_online', online('b'))
    dispatchServerEvent('user_offline', online('a'))
    expect($usersOnline.get().map((u) => u.id)).toEqual(['b'])
  })

  it('a failing listener does not stop the other reactions', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    dispatchServerEvent('collection_added', null)
    dispatchServerEvent('collection_added', collection('after', LIB_A))
    expect($collections.get().map((c) => c.id)).toEqual(['after'])
  })
})
