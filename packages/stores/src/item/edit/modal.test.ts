import { afterEach, describe, expect, it } from 'vitest'
import { sampleItemIdsByTitle } from '../../../../../test-support/sample-ids'
import { demoServerUrl } from '../../../test/demo-server'
import { $sessionStatus, configureServer, getClient, signIn, signOut } from '../../session'
import { $toasts } from '../../toasts'
import { detailsDraftOf } from './details'
import {
  $itemEdit,
  closeItemEdit,
  ITEM_EDIT_MESSAGES,
  itemEditNeighbour,
  openItemEdit,
  saveItemDetails,
} from './modal'

/** Book Two of the sample library: its ISBN is the field these tests edit and restore. */
const BOOK_TWO = sampleItemIdsByTitle['Book Two']

afterEach(async () => {
  closeItemEdit()
  if ($sessionStatus.get() === 'signed-in') await signOut()
})

const lastToast = () => $toasts.get().at(-1)

describe('previous and next through the bookshelf ids', () => {
  it('steps within the list and stops at its ends; no ids, no stepping', () => {
    const state = { itemId: 'b', item: null, stepIds: ['a', 'b', 'c'] }
    expect(itemEditNeighbour(state, -1)).toBe('a')
    expect(itemEditNeighbour(state, 1)).toBe('c')
    expect(itemEditNeighbour({ ...state, itemId: 'c' }, 1)).toBeNull()
    expect(itemEditNeighbour({ ...state, stepIds: [] }, 1)).toBeNull()
  })
})

describe('item edit modal against the demo server (spec 02 §7)', () => {
  it('a failed fetch closes the modal with an error toast', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    await openItemEdit('no-such-item')
    expect($itemEdit.get()).toBeNull()
    expect(lastToast()?.type).toBe('error')
    expect(lastToast()?.message).toBe('Not Found')
  })

  it('saves only what changed, says when nothing did, and shows the saved item', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    await openItemEdit(BOOK_TWO)
    const item = $itemEdit.get()?.item
    expect(item?.id).toBe(BOOK_TWO)
    const draft = detailsDraftOf(item!)

    expect(await saveItemDetails(draft)).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'info', message: ITEM_EDIT_MESSAGES.noUpdates })

    expect(await saveItemDetails({ ...draft, title: '' })).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Must have a title' })

    try {
      expect(await saveItemDetails({ ...draft, isbn: '978-0-00-000000-2' })).toBe(true)
      expect(lastToast()).toMatchObject({ type: 'success', message: 'Item details updated' })
      const shown = $itemEdit.get()?.item
      expect(shown?.mediaType === 'book' && shown.media.metadata.isbn).toBe('978-0-00-000000-2')
      const saved = await getClient().items.get(BOOK_TWO)
      expect(saved.mediaType === 'book' && saved.media.metadata.isbn).toBe('978-0-00-000000-2')
      expect(saved.media.metadata.title).toBe(item!.media.metadata.title)
    } finally {
      await getClient().items.updateMedia(BOOK_TWO, { metadata: { isbn: null } })
    }
  })
})
