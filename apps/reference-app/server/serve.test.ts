import { mkdtempSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { io } from 'socket.io-client'
import { afterAll, describe, expect, it } from 'vitest'
import { signIn } from '../../../test-support/demo-server'
import { demoServerForThisFile } from '../../../test-support/demo-server-for-file'
import { CSP_HASHES_FILE } from './csp'
import type { CspViolation } from './csp-reports'
import { serverPathOf } from './proxy'
import { startAppServer } from './serve'
import { SIGN_IN_PAGE } from './sign-in-page'

const demo = demoServerForThisFile()
const apps: Server[] = []

async function appOn(serverUrl: string, onCspViolation?: (violation: CspViolation) => void): Promise<string> {
  const dist = mkdtempSync(join(tmpdir(), 'shelfkit-dist-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shelfkit</title>')
  writeFileSync(join(dist, SIGN_IN_PAGE), '<!doctype html><title>Sign in (prerendered)</title>')
  writeFileSync(join(dist, CSP_HASHES_FILE), JSON.stringify({ scripts: ['sha256-built='] }))
  const app = await startAppServer({ serverUrl, distDir: dist, port: 0, onCspViolation })
  apps.push(app)
  return `http://127.0.0.1:${(app.address() as AddressInfo).port}`
}

afterAll(() => {
  for (const app of apps) app.close()
})

describe('which paths go to the server', () => {
  it('forwards API, auth, media and socket paths, with or without the /audiobookshelf prefix', () => {
    expect(serverPathOf('GET', '/api/libraries?x=1')).toBe('/api/libraries?x=1')
    expect(serverPathOf('GET', '/audiobookshelf/hls/s/output.m3u8')).toBe('/hls/s/output.m3u8')
    expect(serverPathOf('POST', '/login')).toBe('/login')
    expect(serverPathOf('GET', '/socket.io/?EIO=4&transport=websocket')).toBe(
      '/socket.io/?EIO=4&transport=websocket',
    )
  })

  it('keeps app pages (including the sign-in page itself) in the app', () => {
    expect(serverPathOf('GET', '/login?redirect=%2F')).toBeNull()
    expect(serverPathOf('GET', '/library/abc/bookshelf')).toBeNull()
    expect(serverPathOf('GET', '/apiary')).toBeNull()
  })
})

describe('same-origin deployment (README run command with ABS_URL)', () => {
  it('serves the app for every page path', async () => {
    const app = await appOn(demo.url)
    const page = await fetch(`${app}/library/some-id/bookshelf`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Shelfkit</title>')
  })

  it('sends the prerendered sign-in page for /login (any query) and index.html for every other page', async () => {
    const app = await appOn(demo.url)
    const page = (path: string) => fetch(`${app}${path}`).then((response) => response.text())
    expect(await page('/login?redirect=%2Fconfig')).toContain('Sign in (prerendered)')
    expect(await page('/library/some-id')).toContain('<title>Shelfkit</title>')
  })

  it('signs in and refreshes with the httpOnly cookie through the app origin', async () => {
    const app = await appOn(demo.url)
    const login = await fetch(`${app}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: 'root' }),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers.getSetCookie().find((value) => value.startsWith('refresh_token='))
    expect(cookie).toMatch(/HttpOnly/i)
    const refresh = await fetch(`${app}/auth/refresh`, {
      method: 'POST',
      headers: { cookie: cookie!.split(';')[0]! },
    })
    expect(refresh.status).toBe(200)
    const body = (await refresh.json()) as { user: { accessToken: string } }
    expect(body.user.accessToken).toBeTruthy()
  })

  it('works against a server URL that carries the /audiobookshelf base path', async () => {
    const app = await appOn(`${demo.url}/audiobookshelf`)
    const status = await fetch(`${app}/status`)
    expect(status.status).toBe(200)
    expect(((await status.json()) as { isInit: boolean }).isInit).toBe(true)
  })

  it('carries the socket.io websocket through', async () => {
    const app = await appOn(demo.url)
    const login = await fetch(`${app}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-return-tokens': 'true' },
      body: JSON.stringify({ username: 'root', password: 'root' }),
    })
    const { user } = (await login.json()) as { user: { accessToken: string } }
    const socket = io(app, { path: '/socket.io', transports: ['websocket'], reconnection: false })
    try {
      const init = await new Promise<unknown>((resolve, reject) => {
        socket.on('connect', () => socket.emit('auth', user.accessToken))
        socket.on('init', resolve)
        socket.on('connect_error', reject)
        setTimeout(() => reject(new Error('no init')), 5000)
      })
      expect(init).toMatchObject({ username: 'root' })
    } finally {
      socket.close()
    }
  })

  it("answers 502 'Server could not be reached' when the server is down", async () => {
    const app = await appOn('http://127.0.0.1:9')
    const answer = await fetch(`${app}/api/me`)
    expect(answer.status).toBe(502)
    expect(await answer.text()).toBe('Server could not be reached')
  })
})

describe('Content Security Policy', () => {
  const frameAncestorsOfPage = async (app: string) =>
    /frame-ancestors ([^;]+)/.exec((await fetch(`${app}/`)).headers.get('content-security-policy') ?? '')?.[1]

  it('comes with every page, with the build’s script hashes, the server, and the report path', async () => {
    const app = await appOn(demo.url)
    for (const path of ['/', '/login', '/library/x/bookshelf', '/index.html']) {
      const policy = (await fetch(`${app}${path}`)).headers.get('content-security-policy')
      expect(policy).toContain("script-src 'self' 'sha256-built='")
      expect(policy).toContain(`connect-src 'self' ${demo.url}`)
      expect(policy).toContain('report-uri /csp-report')
    }
  })

  it('logs the violations browsers report to /csp-report (and answers 204)', async () => {
    const violations: CspViolation[] = []
    const app = await appOn(demo.url, (violation) => violations.push(violation))
    const answer = await fetch(`${app}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': `${app}/item/1`,
          'effective-directive': 'img-src',
          'blocked-uri': 'https://x/y',
        },
      }),
    })
    expect(answer.status).toBe(204)
    expect(violations).toEqual([{ directive: 'img-src', blocked: 'https://x/y', page: `${app}/item/1` }])
    expect((await fetch(`${app}/csp-report`)).status).toBe(405)
  })

  it("lets other pages frame the app as the server's 'Allow iframe' setting says, from its answers", async () => {
    const app = await appOn(demo.url)
    await expect.poll(() => frameAncestorsOfPage(app)).toBe("'self'")
    const { accessToken } = await signIn(demo.url, 'root', 'root')
    const patchSettings = (allowIframe: boolean) =>
      fetch(`${app}/api/settings`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ allowIframe }),
      })
    try {
      await patchSettings(true)
      // The server says so from its next answer on.
      await fetch(`${app}/status`)
      expect(await frameAncestorsOfPage(app)).toBe('*')
      // A new app server learns it from the server at start.
      expect(await frameAncestorsOfPage(await appOn(demo.url))).toBe('*')
    } finally {
      await patchSettings(false)
    }
    await fetch(`${app}/status`)
    expect(await frameAncestorsOfPage(app)).toBe("'self'")
  })
})
