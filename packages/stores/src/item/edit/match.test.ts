import type { BookMatch } from '@shelfkit/client'
import { afterEach, describe, expect, it } from 'vitest'
import { editSampleBook, lastToast, leaveEditor, slowDown } from '../../../test/item-edit'
import { getClient } from '../../session'
import {
  $matchSearch,
  applyMatch,
  initialMatchQuery,
  type MatchField,
  matchPayload,
  matchValuesOf,
  searchMatches,
} from './match'
import { $itemEdit, $itemEditTab } from './modal'

afterEach(leaveEditor)

const audible: BookMatch = {
  title: 'The Second Tide',
  author: 'Author A, Author E',
  narrator: 'Narrator N',
  series: [{ series: 'Series X', sequence: '2' }],
  tags: 'Sea, Sequel',
  genres: ['Fiction'],
  cover: 'https://covers.example/tide.jpg',
  asin: 'B0SAMPLE05',
  abridged: false,
  duration: 0.2,
}

describe('match fields', () => {
  it('offers the fields a result has, lists split, series as Name #sequence', () => {
    expect(matchValuesOf(audible, 'book')).toEqual({
      cover: 'https://covers.example/tide.jpg',
      title: 'The Second Tide',
      authors: ['Author A', 'Author E'],
      narrators: ['Narrator N'],
      series: ['Series X #2'],
      genres: ['Fiction'],
      tags: ['Sea', 'Sequel'],
      asin: 'B0SAMPLE05',
      abridged: false,
    })
    expect(Object.keys(matchValuesOf({ title: 'Only a title', author: null }, 'book'))).toEqual(['title'])
  })

  it('sends only the checked fields: the cover as url, tags beside the metadata, people and series by name', () => {
    const values = matchValuesOf(audible, 'book')
    const use = new Set<MatchField>(['cover', 'authors', 'series', 'tags', 'abridged'])
    expect(matchPayload(values, use)).toEqual({
      url: 'https://covers.example/tide.jpg',
      tags: ['Sea', 'Sequel'],
      metadata: {
        authors: [{ name: 'Author A' }, { name: 'Author E' }],
        series: [{ name: 'Series X', sequence: '2' }],
        abridged: false,
      },
    })
    expect(matchPayload(values, new Set())).toBeNull()
  })
})

describe('Match tab against the demo server (spec 02 §5 messages)', () => {
  it('searches a provider, says when nothing matches and when the provider fails or does not answer', async () => {
    await editSampleBook('The Second Tide')
    const item = $itemEdit.get()!.item!
    const query = initialMatchQuery(item, 'google')
    expect(query).toEqual({ title: 'The Second Tide', author: 'Author A' })
    await searchMatches(item, { provider: 'google', ...query })
    expect($matchSearch.get().results.map((r) => [r.title, r.publishedYear])).toEqual([
      ['The Second Tide', '2022'],
    ])

    await searchMatches(item, { provider: 'google', title: 'Nothing Like It', author: '' })
    expect($matchSearch.get()).toEqual({
      status: 'done',
      results: [],
      message: 'Could not fetch metadata - try updating title and/or author',
    })

    await getClient().http.post('/api/demo/faults', {
      fail: { method: 'GET', path: '^/api/search/books$', status: 500, count: 1 },
    })
    await searchMatches(item, { provider: 'google', ...query })
    expect($matchSearch.get()).toMatchObject({ status: 'failed', message: 'Error fetching metadata' })
    await slowDown('^/api/search/books$', 2000)
    await searchMatches(item, { provider: 'google', ...query }, 300)
    expect($matchSearch.get()).toMatchObject({ status: 'failed', message: 'Error fetching metadata' })
  })

  it('saves only the checked fields and nothing at all when the checked cover cannot be fetched', async () => {
    const id = await editSampleBook('The Second Tide')
    const item = $itemEdit.get()!.item!
    const original = item.mediaType === 'book' ? item.media.metadata : null
    try {
      await searchMatches(item, { provider: 'audible', title: 'B0SAMPLE05', author: '' })
      const [result] = $matchSearch.get().results
      const values = matchValuesOf(result!, 'book')
      expect(values).toMatchObject({ asin: 'B0SAMPLE05', publisher: 'Harbour Press' })

      const broken = { ...values, cover: 'http://127.0.0.1:1/cover.jpg' }
      expect(await applyMatch(broken, new Set<MatchField>(['cover', 'publisher']))).toBe(false)
      expect(lastToast()).toMatchObject({ type: 'error', message: 'Failed to download image from url' })
      const untouched = await getClient().items.get(id)
      expect(untouched.mediaType === 'book' && untouched.media.metadata.publisher).toBe(original?.publisher)

      $itemEditTab.set('match')
      expect(await applyMatch(values, new Set<MatchField>(['publisher', 'asin']))).toBe(true)
      expect(lastToast()).toMatchObject({ type: 'success', message: 'Item details updated' })
      expect($itemEditTab.get()).toBe('details')
      const saved = await getClient().items.get(id)
      expect(saved.mediaType === 'book' && saved.media.metadata).toMatchObject({
        publisher: 'Harbour Press',
        asin: 'B0SAMPLE05',
        description: original?.description,
        genres: original?.genres,
      })
      expect(await applyMatch(values, new Set<MatchField>(['publisher']))).toBe(true)
      expect(lastToast()).toMatchObject({ type: 'info', message: 'No updates necessary' })
    } finally {
      await getClient().items.updateMedia(id, {
        metadata: { publisher: original?.publisher ?? null, asin: original?.asin ?? null },
      })
    }
  })
})
