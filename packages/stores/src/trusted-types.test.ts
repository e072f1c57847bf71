import { describe, expect, it } from 'vitest'
import { CAST_SENDER_URL } from './player/cast/cast-scripts'
import { inertHtml, ownScriptUrl } from './trusted-types'

const ORIGIN = 'https://books.example.com'

describe('the page’s Trusted Types policy', () => {
  it('lets HTML through only to the parser, never to a sink where it would run', () => {
    expect(inertHtml('<p>x</p>', 'DOMParser parseFromString')).toBe('<p>x</p>')
    for (const sink of ['Element innerHTML', 'HTMLIFrameElement srcdoc', 'Document write', undefined]) {
      expect(inertHtml('<img src=x onerror=alert(1)>', sink)).toBeNull()
    }
  })

  it('lets through script addresses of the page’s origin (files and its blobs) and the Cast sender only', () => {
    for (const own of ['/assets/pdf.worker.mjs', `${ORIGIN}/sw.js`, `blob:${ORIGIN}/0b1c7a4e-2f`]) {
      expect(ownScriptUrl(own, ORIGIN)).toBe(own)
    }
    expect(ownScriptUrl(CAST_SENDER_URL, ORIGIN)).toBe(CAST_SENDER_URL)
    const framework = 'https://www.gstatic.com/cast/sdk/libs/sender/1.0/cast_framework.js'
    expect(ownScriptUrl(framework, ORIGIN)).toBe(framework)
    for (const foreign of [
      'https://evil.example.com/x.js',
      'blob:https://evil.example.com/0b1c7a4e-2f',
      'data:text/javascript,alert(1)',
      'javascript:alert(1)',
      '//evil.example.com/x.js',
      'https://www.gstatic.com/other.js',
    ]) {
      expect(ownScriptUrl(foreign, ORIGIN)).toBeNull()
    }
  })
})
