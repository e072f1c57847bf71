import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { SIGN_IN_PAGE } from '../server/sign-in-page'
import { APP_DIST } from './app-server'

/** Issue 4's budget for the sign-in page: at most 110 KB of gzip-compressed JavaScript. */
const LOGIN_JS_GZIP_BUDGET = 110 * 1024

/** The scripts a page loads before anything else: the entry and its preloaded chunks. */
function startupScripts(page = SIGN_IN_PAGE): { path: string; code: Buffer }[] {
  const html = readFileSync(join(APP_DIST, page), 'utf8')
  const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] as string)
  return [...new Set(paths)].map((path) => ({ path, code: readFileSync(join(APP_DIST, path)) }))
}

describe('the sign-in page download (built app)', () => {
  it('stays within 110 KB of gzip JavaScript', () => {
    const total = startupScripts().reduce((sum, { code }) => sum + gzipSync(code, { level: 9 }).length, 0)
    expect(total).toBeLessThanOrEqual(LOGIN_JS_GZIP_BUDGET)
  })

  it('starts from a small entry without React DOM, with the app preloaded beside it', () => {
    const html = readFileSync(join(APP_DIST, SIGN_IN_PAGE), 'utf8')
    const entry = html.match(/<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/)?.[1]
    const scripts = startupScripts()
    const entryCode = scripts.find(({ path }) => path === entry)?.code.toString('utf8') ?? ''
    expect(entryCode.length).toBeGreaterThan(0)
    // React DOM's key for a root container marks its code: the first page's requests must not wait for its parse.
    expect(entryCode.includes('__reactContainer$')).toBe(false)
    const preloaded = scripts.filter(({ path }) => path !== entry)
    expect(preloaded.some(({ code }) => code.toString('utf8').includes('__reactContainer$'))).toBe(true)
  })

  it('leaves the socket code and the shell for after sign-in', () => {
    for (const { path, code } of startupScripts()) {
      const text = code.toString('utf8')
      expect(text.includes('engine.io'), `${path} holds socket.io`).toBe(false)
      expect(text.includes('sk-siderail'), `${path} holds the side rail`).toBe(false)
    }
  })

  it('preloads the shell and the bookshelf with its styles, not the socket, on every other route (index.html)', () => {
    const scripts = startupScripts('index.html').map(({ code }) => code.toString('utf8'))
    expect(scripts.some((text) => text.includes('sk-siderail'))).toBe(true)
    expect(scripts.some((text) => text.includes('sk-bookshelf__scroller'))).toBe(true)
    expect(scripts.some((text) => text.includes('engine.io'))).toBe(false)
    const html = readFileSync(join(APP_DIST, 'index.html'), 'utf8')
    expect(html).toMatch(/<link rel="preload" as="style"[^>]*href="\/assets\/MainLayout-[^"]+\.css"/)
  })
})
