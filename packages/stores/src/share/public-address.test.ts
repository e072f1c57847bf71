import { describe, expect, it } from 'vitest'
import { feedLink, publicServerAddress, shareLink } from './public-address'

describe('public addresses of shares and feeds (spec 02 §2)', () => {
  it('same-origin mode: the page origin plus the base path the app forwards', () => {
    expect(publicServerAddress('', 'http://app.test:8080')).toBe('http://app.test:8080')
    expect(publicServerAddress('/audiobookshelf', 'http://app.test')).toBe('http://app.test/audiobookshelf')
  })

  it('cross-origin mode: the configured server with its base path', () => {
    expect(publicServerAddress('https://abs.example.com/audiobookshelf/', 'http://app.test')).toBe(
      'https://abs.example.com/audiobookshelf',
    )
  })

  it('a share link is {origin}{base path}/share/{slug}', () => {
    expect(shareLink('https://abs.example.com/audiobookshelf', 'my-book')).toBe(
      'https://abs.example.com/audiobookshelf/share/my-book',
    )
  })

  it("a feed link is the feed's feedUrl, made absolute when the server sends it relative", () => {
    expect(feedLink('http://app.test/abs', '/feed/book-two-feed')).toBe(
      'http://app.test/abs/feed/book-two-feed',
    )
    expect(feedLink('http://app.test', 'https://abs.example.com/feed/x')).toBe(
      'https://abs.example.com/feed/x',
    )
  })
})
