import { afterEach, describe, expect, it } from 'vitest'
import { $batchEdit, type BatchDraft, closeBatchEdit, mapDetails, mediaPayloadOf, parseSeries } from './edit'

const book = (id: string, patch: Partial<BatchDraft> = {}): BatchDraft => ({
  id,
  mediaType: 'book',
  title: `Title ${id}`,
  subtitle: '',
  authors: ['Ann'],
  narrators: [],
  series: [],
  genres: ['Fantasy'],
  tags: [],
  publisher: '',
  publishedYear: '',
  language: '',
  explicit: false,
  abridged: false,
  ...patch,
})

const load = (drafts: BatchDraft[]) => $batchEdit.set({ status: 'ready', drafts, original: drafts })

afterEach(closeBatchEdit)

describe('map details', () => {
  it('appends list values without duplicates, or overwrites them', () => {
    load([book('a'), book('b', { genres: ['Horror'] })])
    mapDetails({ genres: ['Fantasy', 'Mystery'] }, false)
    expect($batchEdit.get().drafts.map((d) => d.genres)).toEqual([
      ['Fantasy', 'Mystery'],
      ['Horror', 'Fantasy', 'Mystery'],
    ])
    mapDetails({ genres: ['Poetry'], publisher: 'Acme', explicit: true }, true)
    expect($batchEdit.get().drafts.map((d) => [d.genres, d.publisher, d.explicit])).toEqual([
      [['Poetry'], 'Acme', true],
      [['Poetry'], 'Acme', true],
    ])
  })

  it('leaves podcasts the fields they do not have', () => {
    load([book('p', { mediaType: 'podcast', authors: [] })])
    mapDetails({ narrators: ['Nick'], genres: ['News'] }, false)
    expect($batchEdit.get().drafts[0]).toMatchObject({ narrators: [], genres: ['Fantasy', 'News'] })
  })
})

describe('batch update payload', () => {
  it('sends only what changed, in the server’s shapes', () => {
    const original = book('a')
    expect(mediaPayloadOf(original, original)).toBeNull()
    const edited = {
      ...original,
      genres: ['Sci-Fi'],
      series: ['Saga #2'],
      authors: ['Ann', 'Bob'],
      tags: ['x'],
    }
    expect(mediaPayloadOf(edited, original)).toEqual({
      tags: ['x'],
      metadata: {
        genres: ['Sci-Fi'],
        authors: [{ name: 'Ann' }, { name: 'Bob' }],
        series: [{ name: 'Saga', sequence: '2' }],
      },
    })
  })

  it('reads series with and without a sequence', () => {
    expect(parseSeries('The Long Road #1.5')).toEqual({ name: 'The Long Road', sequence: '1.5' })
    expect(parseSeries(' Loose ')).toEqual({ name: 'Loose', sequence: null })
  })
})
