import { afterEach, describe, expect, it } from 'vitest'
import { editSampleBook, lastToast, leaveEditor, requestCount } from '../../test/item-edit'
import { getClient } from '../session'
import {
  $batchQuickMatchForm,
  changeBatchQuickMatch,
  prepareBatchQuickMatch,
  submitBatchQuickMatch,
} from './quick-match'
import { $batchProcessing, clearSelection, setItemsSelected } from './selection'

afterEach(async () => {
  clearSelection({ force: true })
  await leaveEditor()
})

describe('batch quick match dialog (spec 02 §3, §4)', () => {
  it("takes the library's provider when none is set or the library changed, else keeps the last choice", () => {
    $batchQuickMatchForm.set({ provider: '', overrideCover: true, overrideDetails: true, libraryId: null })
    prepareBatchQuickMatch({ id: 'books', provider: 'audible.uk' })
    expect($batchQuickMatchForm.get()).toMatchObject({ provider: 'audible.uk', libraryId: 'books' })
    changeBatchQuickMatch({ provider: 'openlibrary', overrideCover: false })
    prepareBatchQuickMatch({ id: 'books', provider: 'audible.uk' })
    expect($batchQuickMatchForm.get()).toMatchObject({ provider: 'openlibrary', overrideCover: false })
    prepareBatchQuickMatch({ id: 'other', provider: '' })
    expect($batchQuickMatchForm.get()).toMatchObject({
      provider: 'google',
      overrideCover: false,
      libraryId: 'other',
    })
  })

  it('does nothing with no items selected or while processing, otherwise starts the match', async () => {
    const id = await editSampleBook('Prelude')
    const calls = () => requestCount('POST /api/items/batch/quickmatch')
    const before = await calls()
    expect(await submitBatchQuickMatch()).toBe(false)
    setItemsSelected([{ id, mediaType: 'book', hasTracks: true }], true)
    $batchProcessing.set(true)
    expect(await submitBatchQuickMatch()).toBe(false)
    $batchProcessing.set(false)
    expect(await calls()).toBe(before)

    changeBatchQuickMatch({ provider: 'google', overrideCover: false, overrideDetails: false })
    expect(await submitBatchQuickMatch()).toBe(true)
    expect(await calls()).toBe(before + 1)
    expect(lastToast()).toMatchObject({ type: 'info', message: 'Batch Quick Match of 1 books started!' })
    expect($batchProcessing.get()).toBe(false)
    expect((await getClient().items.get(id)).media.metadata.title).toBe('Prelude')
  })
})
