import { collectionsApi } from '@shelfkit/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sampleItemIdsByTitle } from '../../../../test-support/sample-ids'
import { BOOK_LIBRARY_ID, demoServerUrl } from '../../test/demo-server'
import { $collections } from '../libraries'
import { $sessionStatus, configureServer, getClient, signIn, signOut } from '../session'
import { $toasts } from '../toasts'
import {
  addItemsToCollection,
  COLLECTION_PICKER_MESSAGES,
  createCollectionWith,
  loadLibraryCollections,
} from './picker'

const BOOK_ONE = sampleItemIdsByTitle['Book One']
const BOOK_TWO = sampleItemIdsByTitle['Book Two']

afterEach(async () => {
  if ($sessionStatus.get() === 'signed-in') await signOut()
})

describe('add to collection against the demo server', () => {
  it('creates a collection with the selected books, lists it and adds more books to it', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    const name = `Picker test ${Date.now()}`
    const created = await createCollectionWith(`  ${name} `, BOOK_LIBRARY_ID, [BOOK_ONE])
    try {
      expect(created?.name).toBe(name)
      expect($toasts.get().at(-1)?.message).toBe(COLLECTION_PICKER_MESSAGES.created)
      const listed = await loadLibraryCollections(BOOK_LIBRARY_ID)
      expect(listed.map((collection) => collection.name)).toContain(name)
      expect(await addItemsToCollection(created!.id, [BOOK_TWO])).toBe(true)
      const inStore = $collections.get().find((collection) => collection.id === created!.id)
      expect(inStore?.books.map((book) => book.id)).toEqual([BOOK_ONE, BOOK_TWO])
    } finally {
      if (created) await getClient().area(collectionsApi).remove(created.id)
    }
  })

  it('creates nothing without an item (spec 02 §5: a name and at least one item)', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    const create = vi.spyOn(getClient().area(collectionsApi), 'create')
    expect(await createCollectionWith('Nothing in it', BOOK_LIBRARY_ID, [])).toBeNull()
    expect(create).not.toHaveBeenCalled()
    create.mockRestore()
  })

  it('refuses an empty name', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    expect(await createCollectionWith('   ', BOOK_LIBRARY_ID, [BOOK_ONE])).toBeNull()
    expect($toasts.get().at(-1)?.message).toBe(COLLECTION_PICKER_MESSAGES.nameRequired)
  })
})
