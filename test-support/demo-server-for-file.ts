import { afterAll, beforeAll } from 'vitest'
import { type DemoServer, type StartDemoServerOptions, startDemoServer } from './demo-server'

/**
 * A demo server of the calling test file's own (for tests that restart it, revoke tokens or change its data):
 * started before the file's first test, stopped after its last. Its fields are read inside tests.
 */
export function demoServerForThisFile(options?: StartDemoServerOptions): DemoServer {
  let server: DemoServer | undefined
  beforeAll(async () => {
    server = await startDemoServer(options)
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })
  const running = (): DemoServer => {
    if (!server) throw new Error('The demo server starts before the first test')
    return server
  }
  return {
    get url() {
      return running().url
    },
    get port() {
      return running().port
    },
    get dataDir() {
      return running().dataDir
    },
    stop: () => running().stop(),
    restart: () => running().restart(),
  }
}
