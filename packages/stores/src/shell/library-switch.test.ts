import { describe, expect, it } from 'vitest'
import { libraryIdInPath, pathAfterLibrarySwitch } from './library-switch'

const books = { id: 'new', mediaType: 'book' as const }
const podcasts = { id: 'new', mediaType: 'podcast' as const }

describe('library dropdown navigation (spec 01 §2)', () => {
  it('stays put inside config pages', () => {
    expect(pathAfterLibrarySwitch({ pathname: '/config' }, books)).toBeNull()
    expect(pathAfterLibrarySwitch({ pathname: '/config/users' }, books)).toBeNull()
  })

  it('goes from a series page to the series shelf in a book library', () => {
    expect(pathAfterLibrarySwitch({ pathname: '/library/old/series/s1' }, books)).toBe(
      '/library/new/bookshelf/series',
    )
  })

  it('keeps the search with the new library id', () => {
    expect(pathAfterLibrarySwitch({ pathname: '/library/old/search', search: '?q=dune' }, books)).toBe(
      '/library/new/search?q=dune',
    )
  })

  it('swaps the library id on other library pages', () => {
    expect(pathAfterLibrarySwitch({ pathname: '/library/old/bookshelf/authors' }, books)).toBe(
      '/library/new/bookshelf/authors',
    )
    expect(pathAfterLibrarySwitch({ pathname: '/library/old', search: '?x=1' }, podcasts)).toBe(
      '/library/new',
    )
    expect(pathAfterLibrarySwitch({ pathname: '/library/old/series/s1' }, podcasts)).toBe(
      '/library/new/series/s1',
    )
  })

  it('otherwise opens the library home', () => {
    expect(pathAfterLibrarySwitch({ pathname: '/item/abc' }, books)).toBe('/library/new')
    expect(pathAfterLibrarySwitch({ pathname: '/account' }, books)).toBe('/library/new')
  })

  it('reads the library id of a path', () => {
    expect(libraryIdInPath('/library/abc/bookshelf')).toBe('abc')
    expect(libraryIdInPath('/item/abc')).toBeNull()
  })
})
