import { adminApi } from '@shelfkit/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoServerUrl } from '../../test/demo-server'
import { $serverSettings, configureServer, getClient, signIn, signOut } from '../session'
import { $toasts } from '../toasts'
import {
  cleanPrefixes,
  originProblem,
  purgeCache,
  saveAllowedOrigins,
  saveSortingPrefixes,
  sortOrigins,
  updateServerSettings,
} from './server-settings'

const lastToast = () => $toasts.get().at(-1)

describe('server settings rules (spec 02 §5)', () => {
  it("says 'Invalid URL' for an origin a browser cannot send", () => {
    expect(originProblem('https://blog.example.com')).toBeNull()
    expect(originProblem('http://localhost:5173')).toBeNull()
    expect(originProblem('blog.example.com')).toBe('Invalid URL')
    expect(originProblem('not a url')).toBe('Invalid URL')
  })

  it('keeps origins and prefixes as the server stores them', () => {
    expect(sortOrigins([' HTTPS://Blog.Example.com ', '', 'nope'])).toEqual({
      valid: ['https://blog.example.com'],
      invalid: ['nope'],
    })
    expect(cleanPrefixes([' The', 'the', 'A ', ' '])).toEqual(['the', 'a'])
  })
})

describe('saving server settings (PATCH /api/settings)', () => {
  beforeAll(async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
  })
  afterAll(async () => {
    await getClient().server.updateSettings({ allowedOrigins: [], chromecastEnabled: false })
    await getClient().area(adminApi).sortingPrefixes(['the', 'a'])
    await signOut()
  })

  it('saves a change and shows the server’s answer everywhere', async () => {
    expect(await updateServerSettings({ chromecastEnabled: true })).toBe(true)
    expect($serverSettings.get()?.chromecastEnabled).toBe(true)
  })

  it("saves the valid origins and drops the invalid ones with 'One or more URLs are invalid'", async () => {
    const saved = await saveAllowedOrigins(['https://blog.example.com', 'blog', 'http://localhost:5173'])
    expect(saved).toEqual(['https://blog.example.com', 'http://localhost:5173'])
    expect(lastToast()).toMatchObject({ type: 'error', message: 'One or more URLs are invalid' })
    expect($serverSettings.get()?.allowedOrigins).toEqual(saved)
    // The server now lets that origin call it.
    const preflight = await fetch(`${demoServerUrl}/api/libraries`, {
      method: 'OPTIONS',
      headers: { origin: 'https://blog.example.com', 'access-control-request-method': 'GET' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://blog.example.com')
  })

  it("refuses an empty prefix list with 'Must have at least 1 sorting prefix' and saves a new one", async () => {
    expect(await saveSortingPrefixes([' ', ''])).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Must have at least 1 sorting prefix' })
    expect(await saveSortingPrefixes(['the', 'a', 'Der'])).toBe(true)
    expect($serverSettings.get()?.sortingPrefixes).toEqual(['the', 'a', 'der'])
    expect(lastToast()?.message).toMatch(/^Sorting prefixes updated: \d+ items? or series$/)
  })

  it('purges the caches', async () => {
    expect(await purgeCache('all')).toBe(true)
    expect(lastToast()).toMatchObject({ type: 'success', message: 'Cache purged!' })
    expect(await purgeCache('items')).toBe(true)
  })

  it('shows the server’s refusal to a user who is not an admin', async () => {
    await signOut()
    await signIn('user', 'user')
    expect(await updateServerSettings({ chromecastEnabled: false })).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'error' })
    const status = await fetch(`${demoServerUrl}/api/sorting-prefixes`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${getClient().http.tokens.get().accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ sortingPrefixes: ['x'] }),
    })
    expect(status.status).toBe(403)
    await signOut()
    await signIn('root', 'root')
  })
})
