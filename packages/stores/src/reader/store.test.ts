import { describe, expect, it } from 'vitest'
import { READER_SEARCH_MIN_LENGTH, searchesFor } from './store'

describe('e-reader search (spec 02 §4, §5 "E-reader controls")', () => {
  it('searches from 2 characters; shorter or blank leaves search mode', () => {
    expect(READER_SEARCH_MIN_LENGTH).toBe(2)
    expect(searchesFor('ab')).toBe(true)
    expect(searchesFor('a')).toBe(false)
    expect(searchesFor(' a ')).toBe(false)
    expect(searchesFor('')).toBe(false)
  })
})
