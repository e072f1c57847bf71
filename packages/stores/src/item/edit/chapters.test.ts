import type { ChapterLookup } from '@shelfkit/client'
import { afterEach, describe, expect, it } from 'vitest'
import { editSampleBook, lastToast, leaveEditor, requestCount, slowDown } from '../../../test/item-edit'
import { dispatchServerEvent } from '../../server-events'
import { getClient } from '../../session'
import { detectChapterPattern } from './chapter-rules'
import {
  $chapterDraft,
  $chaptersChanged,
  addNumberedChapters,
  applyLookedUpChapters,
  followChapterDraft,
  lookupChapters,
  removeAllChapters,
  saveChapterDraft,
  setChapterStart,
  setChapterTitle,
} from './chapters'
import { $itemEdit } from './modal'

afterEach(leaveEditor)

/** The Third Lantern: one m4b of 24 s, chapters Opening (0) and Closing (12), ASIN B0SAMPLE03. */
async function editLantern() {
  const id = await editSampleBook('The Third Lantern')
  followChapterDraft($itemEdit.get()!.item!)
  const saved = $chapterDraft.get()!.saved
  expect(saved.map((c) => [c.start, c.title])).toEqual([
    [0, 'Opening'],
    [12, 'Closing'],
  ])
  return { id, saved, posts: () => requestCount(`POST /api/items/${id}/chapters`) }
}

describe('chapter editor against the demo server (spec 02 §5)', () => {
  it('sends nothing while a rule fails, saying which', async () => {
    const { posts } = await editLantern()
    const before = await posts()
    const original = $chapterDraft.get()!
    const tryRule = async (change: () => void, message: string, row: number) => {
      $chapterDraft.set(original)
      change()
      expect(await saveChapterDraft()).toBe(row)
      expect(lastToast()).toMatchObject({ type: 'error', message })
    }
    await tryRule(() => setChapterStart(0, 1), 'First chapter must start at 0', 0)
    await tryRule(
      () => setChapterStart(1, 0),
      'Invalid start time must be greater than or equal to previous chapter start time',
      1,
    )
    await tryRule(() => setChapterStart(1, 24), 'Invalid start time must be less than audiobook duration', 1)
    await tryRule(() => setChapterTitle(1, '  '), 'Chapters must have titles', 1)
    expect(await posts()).toBe(before)

    $chapterDraft.set(original)
    const rows = $chapterDraft.get()!.rows
    expect(addNumberedChapters(detectChapterPattern('Part 1')!, 151)).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Enter a number between 1 and 150' })
    expect(addNumberedChapters(detectChapterPattern('Part 1')!, 0)).toBe(false)
    expect($chapterDraft.get()!.rows).toBe(rows)
  })

  it('looks chapters up by ASIN and region, applies and saves them, then removes them all', async () => {
    const { id, saved } = await editLantern()
    try {
      expect(await lookupChapters('', 'US', false)).toMatchObject({ refusal: 'ASIN is required' })
      expect(await lookupChapters('short', 'US', false)).toEqual({
        refusal: 'Invalid ASIN',
        hint: 'Ensure you are using the ASIN from the correct Audible region, not Amazon.',
      })
      expect(await lookupChapters('B0SAMPLE03', 'UK', false)).toMatchObject({ refusal: 'Chapters not found' })

      const branded = (await lookupChapters('B0SAMPLE03', 'US', false)) as { data: ChapterLookup }
      expect(branded.data.chapters.map((c) => c.startOffsetSec)).toEqual([0, 14, 26, 35])
      const plain = (await lookupChapters('b0sample03', 'US', true)) as { data: ChapterLookup }
      expect(plain.data.chapters.map((c) => c.startOffsetSec)).toEqual([0, 12, 24])

      applyLookedUpChapters(branded.data)
      // Afterword (26 s) and the credits start after the 24 s book: left out.
      expect($chapterDraft.get()!.rows.map((r) => [r.start, r.title])).toEqual([
        [0, 'Opening'],
        [14, 'Closing'],
      ])
      expect($chaptersChanged.get()).toBe(true)
      expect(await saveChapterDraft()).toBeNull()
      expect(lastToast()).toMatchObject({ type: 'success', message: 'Chapters updated' })
      const onServer = await getClient().items.get(id)
      expect(onServer.mediaType === 'book' && onServer.media.chapters).toEqual([
        { id: 0, start: 0, end: 14, title: 'Opening' },
        { id: 1, start: 14, end: 24, title: 'Closing' },
      ])
      // The modal read the saved book back: nothing left to save.
      expect($chaptersChanged.get()).toBe(false)
      await saveChapterDraft()
      expect(lastToast()).toMatchObject({ type: 'info', message: 'No updates were necessary' })

      expect(await removeAllChapters()).toBe(true)
      expect(lastToast()).toMatchObject({ type: 'success', message: 'Chapters removed' })
      const emptied = await getClient().items.get(id)
      expect(emptied.mediaType === 'book' && emptied.media.chapters).toEqual([])
    } finally {
      await getClient().items.saveChapters(id, saved)
    }
  })

  it("a lookup that does not answer in time says 'Failed to load data'", async () => {
    await editLantern()
    await slowDown('^/api/search/chapters$', 2000)
    expect(await lookupChapters('B0SAMPLE03', 'US', false, 300)).toEqual({ failure: 'Failed to load data' })
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Failed to load data' })
  })

  it('saves nothing once another user removed the book', async () => {
    const { id, posts } = await editLantern()
    setChapterTitle(1, 'Closing, revised')
    dispatchServerEvent('item_removed', { id })
    expect($itemEdit.get()?.removed).toBe(true)
    expect(lastToast()?.message).toBe(
      '“The Third Lantern” was removed by another user. Nothing more can be saved to it.',
    )
    const before = await posts()
    await saveChapterDraft()
    expect(lastToast()?.message).toBe(
      'This item was removed by another user. Nothing more can be saved to it.',
    )
    expect(await posts()).toBe(before)
    expect($itemEdit.get()?.item?.id).toBe(id)
  })
})
