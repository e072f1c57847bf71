import { beforeAll } from 'vitest'
import { type DemoServer, signIn } from '../../../../test-support/demo-server'
import { demoServerForThisFile } from '../../../../test-support/demo-server-for-file'

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
  const running = { server: demoServerForThisFile() } as RootSignedIn
  beforeAll(async () => {
    running.token = (await signIn(running.server.url, 'root', 'root')).accessToken
  })
  return running
}
