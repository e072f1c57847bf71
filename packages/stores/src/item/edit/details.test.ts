import type { LibraryItem } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { batchEditMessages, seriesProblem } from '../../batch/edit'
import { detailsDraftOf, detailsPayloadOf, detailsProblem, TITLE_REQUIRED } from './details'

const book = {
  id: 'b1',
  mediaType: 'book',
  media: {
    tags: ['keep'],
    metadata: {
      title: 'Old',
      subtitle: null,
      authors: [{ id: 'a1', name: 'Ann' }],
      narrators: [],
      series: [{ id: 's1', name: 'Saga', sequence: '1' }],
      genres: ['Fantasy'],
      publisher: null,
      publishedYear: '2001',
      language: null,
      isbn: null,
      asin: 'B000',
      description: '<p>Text</p>',
      explicit: false,
      abridged: false,
    },
  },
} as unknown as LibraryItem

const podcast = {
  id: 'p1',
  mediaType: 'podcast',
  media: {
    tags: [],
    metadata: {
      title: 'Cast',
      author: 'Host',
      genres: [],
      releaseDate: '2020-05-01T00:00:00Z',
      language: 'en',
      explicit: false,
      description: null,
      feedUrl: 'https://example.com/feed.xml',
      type: 'episodic',
    },
  },
} as unknown as LibraryItem

describe('spec 02 validation message catalogue: details', () => {
  const draft = detailsDraftOf(book)
  it("an empty or blank title: 'Must have a title'", () => {
    expect(detailsProblem({ ...draft, title: '  ' })).toBe(TITLE_REQUIRED)
    expect(TITLE_REQUIRED).toBe('Must have a title')
    expect(detailsProblem(draft)).toBeNull()
  })

  it("a series sequence with spaces: 'Series sequence cannot contain spaces'", () => {
    expect(detailsProblem({ ...draft, series: ['Saga #1 a'] })).toBe('Series sequence cannot contain spaces')
    expect(seriesProblem(['Saga # 2'])).toBe(batchEditMessages.get().sequenceSpaces)
    expect(seriesProblem(['Two Words #2', 'Other'])).toBeNull()
  })

  it("the same series twice: 'Cannot add two series with the same name'", () => {
    expect(detailsProblem({ ...draft, series: ['Saga #1', 'Saga #2'] })).toBe(
      'Cannot add two series with the same name',
    )
    expect(seriesProblem(['Saga #1', 'Saga Two'])).toBeNull()
  })
})

describe('PATCH /api/items/{id}/media payload: only what changed', () => {
  it('nothing changed: null (nothing is sent)', () => {
    expect(detailsPayloadOf(detailsDraftOf(book), detailsDraftOf(book))).toBeNull()
    expect(detailsPayloadOf(detailsDraftOf(podcast), detailsDraftOf(podcast))).toBeNull()
  })

  it('a book: the changed title, genres, ASIN and series, nothing else', () => {
    const original = detailsDraftOf(book)
    const draft = {
      ...original,
      title: 'New',
      genres: ['Fantasy', 'Horror'],
      asin: '',
      series: ['Saga #2'],
    }
    expect(detailsPayloadOf(draft, original)).toEqual({
      metadata: {
        title: 'New',
        genres: ['Fantasy', 'Horror'],
        asin: null,
        series: [{ name: 'Saga', sequence: '2' }],
      },
    })
  })

  it('tags go at the top level, the description and ISBN in metadata', () => {
    const original = detailsDraftOf(book)
    const draft = { ...original, tags: ['keep', 'new'], description: 'Plain', isbn: '978' }
    expect(detailsPayloadOf(draft, original)).toEqual({
      tags: ['keep', 'new'],
      metadata: { description: 'Plain', isbn: '978' },
    })
  })

  it('a podcast: its own fields (author as text, feed, full release date, type)', () => {
    const original = detailsDraftOf(podcast)
    expect(original).toMatchObject({
      authors: ['Host'],
      releaseDate: '2020-05-01T00:00:00Z',
      podcastType: 'episodic',
    })
    const draft = {
      ...original,
      authors: ['New Host'],
      feedUrl: 'https://example.com/new.xml',
      releaseDate: '2021-01-01',
      podcastType: 'serial',
      explicit: true,
    }
    expect(detailsPayloadOf(draft, original)).toEqual({
      metadata: {
        author: 'New Host',
        explicit: true,
        feedUrl: 'https://example.com/new.xml',
        releaseDate: '2021-01-01',
        type: 'serial',
      },
    })
  })
})
