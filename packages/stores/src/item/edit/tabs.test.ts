import type { User } from '@shelfkit/client'
import { describe, expect, it } from 'vitest'
import { canOpenItemEdit, itemEditTabs, type TabSubject } from './tabs'

type Permissions = Partial<User['permissions']>
const user = (type: User['type'], permissions: Permissions) =>
  ({ type, permissions, librariesAccessible: [] }) as unknown as Pick<
    User,
    'type' | 'permissions' | 'librariesAccessible'
  >

const BOOK: TabSubject = { mediaType: 'book', isMissing: false, ebookOnly: false }
const PODCAST: TabSubject = { mediaType: 'podcast', isMissing: false, ebookOnly: false }
const BOTH = { update: true, download: true }

describe('spec 02 §5: who opens the item edit modal', () => {
  it('needs update or download permission', () => {
    expect(canOpenItemEdit(user('user', { update: true }))).toBe(true)
    expect(canOpenItemEdit(user('user', { download: true }))).toBe(true)
    expect(canOpenItemEdit(user('admin', { delete: true, upload: true }))).toBe(false)
    expect(canOpenItemEdit(user('guest', {}))).toBe(false)
    expect(canOpenItemEdit(null)).toBe(false)
  })
})

describe('spec 02 §5 and "Item edit modal": tabs', () => {
  it('books, admin with update and download: every book tab in order', () => {
    expect(itemEditTabs(BOOK, user('admin', BOTH))).toEqual([
      'details',
      'cover',
      'chapters',
      'files',
      'match',
      'tools',
    ])
  })

  it('podcasts, admin: episodes and schedule instead of chapters and tools', () => {
    expect(itemEditTabs(PODCAST, user('root', BOTH))).toEqual([
      'details',
      'cover',
      'episodes',
      'files',
      'match',
      'schedule',
    ])
  })

  it('no admin: no tools, no schedule', () => {
    expect(itemEditTabs(BOOK, user('user', BOTH))).toEqual(['details', 'cover', 'chapters', 'files', 'match'])
    expect(itemEditTabs(PODCAST, user('user', BOTH))).toEqual([
      'details',
      'cover',
      'episodes',
      'files',
      'match',
    ])
  })

  it('update only: no files and no tools, even for admins', () => {
    expect(itemEditTabs(BOOK, user('admin', { update: true }))).toEqual([
      'details',
      'cover',
      'chapters',
      'match',
    ])
    expect(itemEditTabs(PODCAST, user('admin', { update: true }))).toEqual([
      'details',
      'cover',
      'episodes',
      'match',
      'schedule',
    ])
  })

  it('download only: files, and tools for admins on books', () => {
    expect(itemEditTabs(BOOK, user('user', { download: true }))).toEqual(['files'])
    expect(itemEditTabs(BOOK, user('admin', { download: true }))).toEqual(['files', 'tools'])
    expect(itemEditTabs(PODCAST, user('admin', { download: true }))).toEqual(['files'])
  })

  it('e-book-only books have no chapters tab', () => {
    expect(itemEditTabs({ ...BOOK, ebookOnly: true }, user('admin', BOTH))).not.toContain('chapters')
  })

  it('missing items have no tools tab, the rest stays', () => {
    expect(itemEditTabs({ ...BOOK, isMissing: true }, user('admin', BOTH))).toEqual([
      'details',
      'cover',
      'chapters',
      'files',
      'match',
    ])
  })

  it('neither update nor download: no tab at all (the modal closes)', () => {
    expect(itemEditTabs(BOOK, user('admin', { delete: true }))).toEqual([])
    expect(itemEditTabs(PODCAST, user('guest', {}))).toEqual([])
  })
})
