import { describe, expect, it } from 'vitest'
import { appLinkUrl, itemIdInPath } from './navigation'

describe('links out of an element', () => {
  it('joins app paths onto the app URL, with or without its trailing slash', () => {
    expect(appLinkUrl('https://abs.example.com/app', '/item/li_1')).toBe(
      'https://abs.example.com/app/item/li_1',
    )
    expect(appLinkUrl('https://abs.example.com/app/', '/item/li_1')).toBe(
      'https://abs.example.com/app/item/li_1',
    )
    expect(appLinkUrl('https://abs.example.com', '/library/l1/search?q=a b')).toBe(
      'https://abs.example.com/library/l1/search?q=a%20b',
    )
  })

  it('names the item a link opens', () => {
    expect(itemIdInPath('/item/li_1')).toBe('li_1')
    expect(itemIdInPath('/item/li_1/edit')).toBe('li_1')
    expect(itemIdInPath('/author/a1')).toBeNull()
  })
})
