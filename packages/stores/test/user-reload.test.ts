import { describe, expect, it } from 'vitest'
import { sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { demoServerUrl } from './demo-server'
import { reloadPage } from './reload'

const BOOK_ONE = sampleItemIdsByTitle['Book One']

async function tokenOf(username: string): Promise<string> {
  const response = await fetch(`${demoServerUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-return-tokens': 'true' },
    body: JSON.stringify({ username, password: username }),
  })
  return ((await response.json()) as { user: { accessToken: string } }).user.accessToken
}

describe('reloading the signed-in user (pages without live events)', () => {
  it('shows progress made elsewhere after the reload', async () => {
    reloadPage()
    const stores = await import('../src/index')
    stores.configureServer(demoServerUrl, 'header')
    const token = await tokenOf('guest')
    await stores.signInWithToken(token)
    const progressOf = () => stores.mediaProgressOf(BOOK_ONE)

    const currentTime = 7 + Math.floor(Math.random() * 50)
    const response = await fetch(`${demoServerUrl}/api/me/progress/${BOOK_ONE}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currentTime, duration: 87.577, progress: currentTime / 87.577 }),
    })
    expect(response.ok).toBe(true)
    expect(progressOf()?.currentTime).not.toBe(currentTime)

    expect(await stores.reloadCurrentUser()).toBe(true)
    expect(progressOf()?.currentTime).toBe(currentTime)
    await stores.signOut()
  })

  it('reads nothing while signed out', async () => {
    reloadPage()
    const stores = await import('../src/index')
    expect(await stores.reloadCurrentUser()).toBe(false)
  })
})
