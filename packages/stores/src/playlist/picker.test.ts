import { playlistsApi } from '@shelfkit/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sampleItemIdsByTitle } from '../../../../test-support/sample-ids'
import { BOOK_LIBRARY_ID } from '../../test/demo-server'
import { getClient } from '../session'
import { createPlaylistWith } from './picker'

afterEach(() => vi.restoreAllMocks())

describe('add to playlist (spec 02 §5 "Collections and playlists")', () => {
  it('creates nothing without a name or without an item', async () => {
    const create = vi.spyOn(getClient().area(playlistsApi), 'create')
    const entry = { libraryItemId: sampleItemIdsByTitle['Book One'], episodeId: null }
    expect(await createPlaylistWith('   ', BOOK_LIBRARY_ID, [entry])).toBeNull()
    expect(await createPlaylistWith('Evening', BOOK_LIBRARY_ID, [])).toBeNull()
    expect(create).not.toHaveBeenCalled()
  })
})
