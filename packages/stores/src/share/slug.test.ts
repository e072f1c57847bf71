import { describe, expect, it } from 'vitest'
import { sampleItemIdsByTitle } from '../../../../test-support/sample-ids'
import { checkSlug, randomSlug, SHARE_SLUG_LENGTH, sanitizeSlug } from './slug'

describe('spec 02 §5 "Slug sanitising"', () => {
  it('lowercases, folds accents, turns spaces into hyphens and removes other characters', () => {
    expect(sanitizeSlug('My Book')).toBe('my-book')
    expect(sanitizeSlug('Élan Vital ñandú')).toBe('elan-vital-nandu')
    expect(sanitizeSlug('  a  b  ')).toBe('a-b')
    expect(sanitizeSlug('What?! <b>Now</b>')).toBe('what-bnow-b')
    expect(sanitizeSlug('part/one,two:three')).toBe('part-one-two-three')
    expect(sanitizeSlug('a---b')).toBe('a-b')
  })

  it('leaves an item id as it is (the feed slug starts as the entity id, spec 02 §4)', () => {
    const id = sampleItemIdsByTitle['Book Two']
    expect(sanitizeSlug(id)).toBe(id)
  })
})

describe('spec 02 §5 Feed and Share slug checks', () => {
  it('refuses an empty slug ("Slug is required")', () => {
    expect(checkSlug('')).toEqual({ ok: false, reason: 'required' })
    expect(checkSlug('   ')).toEqual({ ok: false, reason: 'required' })
    expect(checkSlug('?!')).toEqual({ ok: false, reason: 'required' })
  })

  it('refuses a slug that sanitising changes and offers the sanitised one', () => {
    expect(checkSlug('My Feed')).toEqual({ ok: false, reason: 'changed', slug: 'my-feed' })
  })

  it('accepts a clean slug', () => {
    expect(checkSlug('my-feed-2')).toEqual({ ok: true, slug: 'my-feed-2' })
  })
})

describe('spec 02 §9 share default slug', () => {
  it('is 10 random characters that sanitising keeps', () => {
    const slug = randomSlug()
    expect(slug).toHaveLength(SHARE_SLUG_LENGTH)
    expect(SHARE_SLUG_LENGTH).toBe(10)
    expect(sanitizeSlug(slug)).toBe(slug)
    expect(randomSlug()).not.toBe(slug)
  })
})
