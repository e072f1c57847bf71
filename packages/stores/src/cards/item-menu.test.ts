import type { LibraryItemMinified, MediaProgress, User } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import type { PlayerState, QueueItem } from '../player/types'
import { type ItemMenuContext, itemMenuActions } from './item-menu'

type Permissions = Partial<User['permissions']>

function user(type: User['type'], permissions: Permissions = {}): ItemMenuContext['user'] {
  return {
    type,
    librariesAccessible: [],
    permissions: {
      download: false,
      update: false,
      delete: false,
      upload: false,
      accessAllLibraries: true,
      accessAllTags: true,
      accessExplicitContent: false,
      createEreader: false,
      selectedTagsNotAccessible: false,
      ...permissions,
    },
  }
}

const ADMIN = user('admin', { download: true, update: true, delete: true })
const LISTENER = user('user', { download: true })

function book(id: string, numTracks = 2, extra: Partial<LibraryItemMinified> = {}): LibraryItemMinified {
  return {
    id,
    libraryId: 'lib',
    mediaType: 'book',
    isFile: false,
    media: { numTracks, ebookFormat: null },
    ...extra,
  } as unknown as LibraryItemMinified
}

const podcast = { id: 'pod', libraryId: 'lib', mediaType: 'podcast', isFile: false, media: {} } as never
const progress = { id: 'progress-1', libraryItemId: 'b1', episodeId: null } as MediaProgress
const idle = { status: 'idle', libraryItemId: null, episodeId: null, libraryItem: null } as const
const playing = (libraryItemId: string, libraryId = 'lib') =>
  ({ status: 'playing', libraryItemId, episodeId: null, libraryItem: { libraryId } }) as unknown as Pick<
    PlayerState,
    'status' | 'libraryItemId' | 'episodeId' | 'libraryItem'
  >
const queued = (libraryItemId: string) => ({ libraryItemId, episodeId: null }) as QueueItem

describe('item card "more" menu entries (official card menu, permission gates)', () => {
  it('an admin gets every book action; a listener (no update) only marking, playlists and download', () => {
    expect(itemMenuActions({ item: book('b1'), user: ADMIN, player: idle, queue: [] })).toEqual([
      'edit',
      'toggle-finished',
      'add-to-collection',
      'add-to-playlist',
      'rescan',
      'download',
      'delete',
    ])
    expect(itemMenuActions({ item: book('b1'), user: LISTENER, player: idle, queue: [] })).toEqual([
      'toggle-finished',
      'add-to-playlist',
      'download',
    ])
  })

  it('discard progress and "remove from continue" need progress; the latter only on a continue shelf', () => {
    const base = { item: book('b1'), user: LISTENER, player: idle, queue: [], progress }
    expect(itemMenuActions(base)).toContain('discard-progress')
    expect(itemMenuActions(base)).not.toContain('remove-from-continue')
    expect(itemMenuActions({ ...base, continueShelf: true })).toContain('remove-from-continue')
    expect(itemMenuActions({ ...base, progress: null, continueShelf: true })).not.toContain(
      'remove-from-continue',
    )
  })

  it('queue entries only while a session of the same library is open', () => {
    const base = { item: book('b1'), user: LISTENER }
    expect(itemMenuActions({ ...base, player: playing('b2'), queue: [] })).toContain('add-to-queue')
    expect(itemMenuActions({ ...base, player: playing('b2'), queue: [queued('b1')] })).toContain(
      'remove-from-queue',
    )
    // The playing item cannot be taken out of the queue; another library's session offers nothing.
    expect(itemMenuActions({ ...base, player: playing('b1'), queue: [queued('b1')] })).not.toContain(
      'remove-from-queue',
    )
    expect(itemMenuActions({ ...base, player: playing('b2', 'other'), queue: [] })).not.toContain(
      'add-to-queue',
    )
  })

  it('no playlist for a book without audio, no re-scan of a single-file item, no marking of a podcast', () => {
    expect(itemMenuActions({ item: book('b1', 0), user: ADMIN, player: idle, queue: [] })).not.toContain(
      'add-to-playlist',
    )
    expect(
      itemMenuActions({ item: book('b1', 2, { isFile: true }), user: ADMIN, player: idle, queue: [] }),
    ).not.toContain('rescan')
    expect(itemMenuActions({ item: podcast, user: ADMIN, player: idle, queue: [] })).toEqual([
      'edit',
      'rescan',
      'download',
      'delete',
    ])
  })

  it('keep on this device (or remove from it) for books with audio and episodes, with download permission', () => {
    const base = { user: LISTENER, player: idle, queue: [] }
    expect(itemMenuActions({ ...base, item: book('b1'), kept: false })).toContain('keep')
    expect(itemMenuActions({ ...base, item: book('b1'), kept: true })).toContain('remove-kept')
    expect(itemMenuActions({ ...base, item: podcast, episode: { id: 'e1' }, kept: false })).toContain('keep')
    // Not where the browser cannot keep media, not without audio, not without the download permission.
    expect(itemMenuActions({ ...base, item: book('b1') })).not.toContain('keep')
    expect(itemMenuActions({ ...base, item: book('b1', 0), kept: false })).not.toContain('keep')
    expect(itemMenuActions({ ...base, user: user('user'), item: book('b1'), kept: false })).not.toContain(
      'keep',
    )
  })
})
