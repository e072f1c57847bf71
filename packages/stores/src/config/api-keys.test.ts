import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoServerUrl } from '../../test/demo-server'
import { configureServer, getClient, signIn, signOut } from '../session'
import { $toasts } from '../toasts'
import { createApiKey } from './api-keys'

describe('API key form (spec 02 §5 messages)', () => {
  beforeAll(async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
  })
  afterAll(() => signOut())

  it("says 'Must select a user' and sends nothing when the key acts as nobody", async () => {
    const keysOnServer = async () => (await getClient().server.apiKeys()).apiKeys.length
    const before = await keysOnServer()
    expect(await createApiKey({ name: 'orphan key', userId: '', isActive: true })).toBeNull()
    expect($toasts.get().at(-1)).toMatchObject({ type: 'error', message: 'Must select a user' })
    expect(await keysOnServer()).toBe(before)
  })
})
