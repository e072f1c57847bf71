import { CAST_SCRIPT_FOLDERS, RELEASES_URL } from '@shelfkit/stores'
import { describe, expect, it } from 'vitest'
import { CAST_SCRIPT_SOURCES, contentSecurityPolicy, RELEASES_SOURCE } from './csp'
import { describeViolation, violationsOf, withoutQuery } from './csp-reports'
import { frameAncestorsOf, watchFrameAncestors } from './frame-ancestors'

const directivesOf = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources] as const
    }),
  )

describe('the Content Security Policy of the app’s pages', () => {
  const policy = directivesOf(
    contentSecurityPolicy({
      hashes: { scripts: ['sha256-abc='] },
      serverUrl: 'https://abs.example.com/audiobookshelf',
      frameAncestors: "'self'",
    }),
  )

  it('runs only the app’s own scripts and the build’s hashed inline ones: no inline or eval, no plugins, no <base>', () => {
    const scripts = policy.get('script-src')!
    expect(scripts).toContain("'self'")
    expect(scripts).toContain("'sha256-abc='")
    expect(scripts.join(' ')).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|data:|blob:/)
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"])
    expect(policy.get('report-uri')).toEqual(['/csp-report'])
  })

  it('reaches the app’s origin and the configured server (and its socket), media and images from there and blobs', () => {
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://abs.example.com', 'wss://abs.example.com']),
    )
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'https://abs.example.com'])
    // Podcast search results show the artwork addresses the server passes on from the iTunes search.
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'blob:',
      'https://abs.example.com',
      'https://*.mzstatic.com',
    ])
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:'])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
  })

  it('names the outside sources the stores use, exactly', () => {
    expect(CAST_SCRIPT_SOURCES).toEqual([...CAST_SCRIPT_FOLDERS])
    expect(RELEASES_SOURCE).toBe(RELEASES_URL)
  })
})

describe('frame-ancestors following the server’s "Allow iframe" setting', () => {
  it('takes the server’s sources, or any page when the server sends none', () => {
    expect(frameAncestorsOf({ 'content-security-policy': "frame-ancestors 'self'" })).toBe("'self'")
    expect(frameAncestorsOf({})).toBe('*')
  })

  it('starts with the app’s own origin and ignores error pages, whose policy is the web framework’s', () => {
    const watch = watchFrameAncestors()
    expect(watch.current).toBe("'self'")
    watch.observe(200, {})
    expect(watch.current).toBe('*')
    watch.observe(404, { 'content-security-policy': "default-src 'none'" })
    expect(watch.current).toBe('*')
    watch.observe(200, { 'content-security-policy': "frame-ancestors 'self'" })
    expect(watch.current).toBe("'self'")
  })
})

describe('violation reports', () => {
  it('reads report-uri and Reporting API bodies, and drops the addresses’ queries (tokens ride in some)', () => {
    const [legacy] = violationsOf({
      'csp-report': {
        'document-uri': 'http://app/login?accessToken=secret',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'source-file': 'http://app/assets/x.js?token=secret',
        'line-number': 3,
        'script-sample': 'alert(1)',
      },
    })
    expect(legacy).toEqual({
      directive: 'script-src-elem',
      blocked: 'inline',
      page: 'http://app/login',
      source: 'http://app/assets/x.js:3',
      sample: 'alert(1)',
    })
    expect(describeViolation(legacy!)).not.toContain('secret')
    const [modern] = violationsOf([
      {
        type: 'csp-violation',
        body: { documentURL: 'http://app/', effectiveDirective: 'img-src', blockedURL: 'https://x/y.png#a' },
      },
      { type: 'deprecation', body: {} },
    ])
    expect(modern).toEqual({ directive: 'img-src', blocked: 'https://x/y.png', page: 'http://app/' })
    expect(violationsOf('nonsense')).toEqual([])
    expect(withoutQuery('http://a/b?c#d')).toBe('http://a/b')
  })
})
