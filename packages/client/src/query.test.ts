import { describe, expect, it } from 'vitest'
import { sampleIds } from '../../../test-support/sample-ids'
import { decodeFilter, encodeFilter, toSearchParams } from './query'

describe('filters (FACTS §7: filter=<group>.<encodeURIComponent(base64(value))>)', () => {
  it('encodes the recorded author filter exactly as the official client does', () => {
    const query = toSearchParams({ filter: encodeFilter('authors', sampleIds.authorA) })
    expect(query).toBe('?filter=authors.NTRmMjFjOGQtMzU5OS00MWI2LWJhNDEtMzRmMjBiNGIzNGM0')
  })

  it('URL-encodes base64 padding once (ebooks.ZWJvb2s%3D as recorded)', () => {
    expect(toSearchParams({ filter: encodeFilter('ebooks', 'ebook') })).toBe('?filter=ebooks.ZWJvb2s%3D')
    expect(toSearchParams({ filter: encodeFilter('progress', 'in-progress') })).toBe(
      '?filter=progress.aW4tcHJvZ3Jlc3M%3D',
    )
  })

  it('handles non-ASCII names (genres and tags in any language) and decodes them back', () => {
    const filter = encodeFilter('genres', 'Science-fiction & Fantasy — Æsir 日本')
    expect(decodeFilter(filter)).toEqual({ group: 'genres', value: 'Science-fiction & Fantasy — Æsir 日本' })
    expect(decodeFilter(encodeURIComponent(filter).replace('%2E', '.'))).toEqual(decodeFilter(filter))
  })

  it('leaves valueless groups such as issues bare', () => {
    expect(encodeFilter('issues')).toBe('issues')
    expect(decodeFilter('issues')).toEqual({ group: 'issues', value: null })
  })

  it('reports an undecodable value as null instead of throwing', () => {
    expect(decodeFilter('genres.%%%')).toEqual({ group: 'genres', value: null })
  })
})

describe('query strings', () => {
  it('drops empty values, joins arrays and writes booleans as 1/0', () => {
    expect(
      toSearchParams({
        sort: 'addedAt',
        desc: true,
        minified: false,
        limit: 35,
        include: ['rssfeed', 'share'],
        x: undefined,
      }),
    ).toBe('?sort=addedAt&desc=1&minified=0&limit=35&include=rssfeed%2Cshare')
    expect(toSearchParams({ a: undefined, b: null })).toBe('')
  })
})
