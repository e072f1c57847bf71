import { describe, expect, it } from 'vitest'
import { isAbsoluteUrl, parseServerUrl } from './server-url'

describe('server addresses (FACTS §0: a server URL may carry a base path)', () => {
  it('keeps the base path and drops trailing slashes', () => {
    expect(parseServerUrl('https://abs.example.com/audiobookshelf/')).toEqual({
      origin: 'https://abs.example.com',
      basePath: '/audiobookshelf',
      baseUrl: 'https://abs.example.com/audiobookshelf',
    })
  })

  it('accepts a bare host: https for public names, http for loopback and LAN addresses', () => {
    expect(parseServerUrl('abs.example.com').baseUrl).toBe('https://abs.example.com')
    expect(parseServerUrl('127.0.0.1:13378').baseUrl).toBe('http://127.0.0.1:13378')
    expect(parseServerUrl('192.168.1.20:13378/abs').baseUrl).toBe('http://192.168.1.20:13378/abs')
    expect(parseServerUrl('localhost:3333').origin).toBe('http://localhost:3333')
  })

  it('treats empty input or a bare path as the page’s own origin (same-origin proxy deployments)', () => {
    expect(parseServerUrl('')).toEqual({ origin: '', basePath: '', baseUrl: '' })
    expect(parseServerUrl('/audiobookshelf')).toEqual({
      origin: '',
      basePath: '/audiobookshelf',
      baseUrl: '/audiobookshelf',
    })
  })

  it('refuses other protocols', () => {
    expect(() => parseServerUrl('ftp://abs.example.com')).toThrow(/protocol/)
  })

  it('tells absolute URLs (no bearer token) from server paths', () => {
    expect(isAbsoluteUrl('https://covers.example.com/x.jpg')).toBe(true)
    expect(isAbsoluteUrl('//cdn.example.com/x')).toBe(true)
    expect(isAbsoluteUrl('/api/me')).toBe(false)
  })
})
