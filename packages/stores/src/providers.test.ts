import { describe, expect, it } from 'vitest'
import { COVER_ONLY_PROVIDERS, metadataProvidersFor } from './providers'

const values = (list: readonly { value: string }[]) => list.map((provider) => provider.value)

describe('metadata providers (spec 01 §3, spec 02 §9)', () => {
  const custom = [
    { slug: 'custom-a1', name: 'My shelf', mediaType: 'book' },
    { slug: 'custom-p1', name: 'My feeds', mediaType: 'podcast' },
  ] as const

  it('books: Google, Open Library, iTunes, Audible and its nine regions, FantLab, then custom book providers', () => {
    expect(values(metadataProvidersFor('book', custom))).toEqual([
      'google',
      'openlibrary',
      'itunes',
      'audible',
      ...['ca', 'uk', 'au', 'fr', 'de', 'jp', 'it', 'in', 'es'].map((region) => `audible.${region}`),
      'fantlab',
      'custom-a1',
    ])
    expect(metadataProvidersFor('book', custom).at(-1)?.label).toBe('My shelf')
  })

  it('podcasts: iTunes and custom podcast providers; covers alone also from AudiobookCovers', () => {
    expect(values(metadataProvidersFor('podcast', custom))).toEqual(['itunes', 'custom-p1'])
    expect(values(COVER_ONLY_PROVIDERS)).toEqual(['audiobookcovers'])
  })
})
