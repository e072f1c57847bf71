import type { Author } from '@shelfkit/client'
import { afterEach, describe, expect, it } from 'vitest'
import { $toasts } from '../toasts'
import {
  $authorEdit,
  authorChanges,
  authorEditMessages,
  closeAuthorEdit,
  matchRegion,
  openAuthorEdit,
  quickMatchAuthor,
  saveAuthor,
  setAuthorImage,
} from './edit'

const author = {
  id: 'author-1',
  name: 'Author A',
  asin: null,
  description: 'Writes novels.',
  imagePath: null,
  libraryId: 'library-1',
  addedAt: 0,
  updatedAt: 0,
} as unknown as Author

const lastToast = () => $toasts.get().at(-1)

afterEach(() => closeAuthorEdit())

describe('spec 02 §5 Authors: save sends only the changed fields', () => {
  it('lists the changed fields among name, asin and description, or null when none changed', () => {
    const form = { name: 'Author A', asin: '', description: 'Writes novels.' }
    expect(authorChanges(author, form)).toBeNull()
    expect(authorChanges(author, { ...form, asin: 'B000TEST' })).toEqual({ asin: 'B000TEST' })
    expect(authorChanges(author, { ...form, name: 'A. Author', description: '' })).toEqual({
      name: 'A. Author',
      description: '',
    })
  })

  it('says no updates are needed instead of saving an unchanged form, and asks for a name', async () => {
    openAuthorEdit(author)
    // No client is configured: a request would throw, so these answers come before any.
    expect(await saveAuthor({ name: 'Author A', asin: '', description: 'Writes novels.' })).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'info', message: authorEditMessages.get().noUpdates })
    expect(await saveAuthor({ name: '  ', asin: '', description: '' })).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Name is required' })
    expect($authorEdit.get()).toBe(author)
  })
})

describe('spec 02 §5 Authors: image address and quick match', () => {
  it("refuses an image address that does not start with http: or https: ('Invalid image URL')", async () => {
    openAuthorEdit(author)
    expect(await setAuthorImage('ftp://example.com/a.jpg')).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Invalid image URL' })
    expect(await setAuthorImage('javascript:alert(1)')).toBe(false)
  })

  it('needs a name or an ASIN to match', async () => {
    openAuthorEdit(author)
    await quickMatchAuthor({ name: '', asin: ' ', description: '' }, 'google')
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Name is required' })
  })

  it('matches in the us region, or the region of an audible library provider', () => {
    expect(matchRegion('google')).toBe('us')
    expect(matchRegion(null)).toBe('us')
    expect(matchRegion('audible')).toBe('us')
    expect(matchRegion('audible.uk')).toBe('uk')
    expect(matchRegion('audible.de')).toBe('de')
  })
})
