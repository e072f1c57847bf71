import { afterAll, beforeAll } from 'vitest'
import { type DemoServer, signIn, startDemoServer } from '../../../../test-support/demo-server'

export interface RootSignedIn {
  server: DemoServer
  /** root's access token. */
  token: string
}

/**
 * A demo server of the calling test file's own, started with root signed in before its tests and stopped after
 * them. Read the fields inside tests (they are set by the file's beforeAll).
 */
export function rootSignedInServer(): RootSignedIn {
  const running = {} as RootSignedIn
  beforeAll(async () => {
    running.server = await startDemoServer()
    running.token = (await signIn(running.server.url, 'root', 'root')).accessToken
  }, 120_000)
  afterAll(async () => {
    await running.server?.stop()
  })
  return running
}
